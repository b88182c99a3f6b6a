import { formatMessage, myServicesPageMessages, type ServiceBooking } from '@careportal/domain';
import { Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { BookingTabs } from './BookingTabs';
import { BOOKING_URLS, type BookingsAnswer } from './api';
import { textStyles } from '../../shell/textStyles';

const text = myServicesPageMessages;

/** Props of {@link BookingSections}. */
export interface BookingSectionsProps {
  bookings: readonly ServiceBooking[];
  /** Whether to show the sessions' tabs even without sessions (a SESSIONS programme). */
  hasSessions: boolean;
  /** Whether to show the appointments' tabs even without appointments (an INTAKES programme). */
  hasAppointments: boolean;
  /** What the tab lists are of, for their names: a product's name, or null for all services. */
  productName: string | null;
  graceOf: (serviceId: string) => number;
  from: string;
  productOf?: (serviceId: string) => string | undefined;
  /** The level of the 'Sessions' and 'Appointments' headings. */
  headingLevel: 2 | 3 | 4 | 5;
  /** How many bookings each tab shows before 'Show all'; every one when not given. */
  shownAtFirst?: number;
}

/** The sessions' tabs and the appointments' tabs of some bookings, each under its heading. */
export function BookingSections({
  bookings,
  hasSessions,
  hasAppointments,
  productName,
  graceOf,
  from,
  productOf,
  headingLevel,
  shownAtFirst,
}: BookingSectionsProps) {
  const Heading = `h${headingLevel}` as const;
  const showSessions = hasSessions || bookings.some((booking) => booking.format === 'SESSION');
  const showAppointments =
    hasAppointments || bookings.some((booking) => booking.format === 'APPOINTMENT') || !showSessions;
  const name = (plain: string, named: string) =>
    productName === null ? plain : formatMessage(named, { product: productName });
  return (
    <>
      {showSessions ? (
        <Stack space="sm">
          <Heading className={textStyles.subTitle}>{text.sessionTabs}</Heading>
          <BookingTabs
            format="SESSION"
            bookings={bookings}
            label={name(text.sessionTabs, text.sessionTabsNamed)}
            graceOf={graceOf}
            from={from}
            productOf={productOf}
            shownAtFirst={shownAtFirst}
          />
        </Stack>
      ) : null}
      {showAppointments ? (
        <Stack space="sm">
          <Heading className={textStyles.subTitle}>{text.appointmentTabs}</Heading>
          <BookingTabs
            format="APPOINTMENT"
            bookings={bookings}
            label={name(text.appointmentTabs, text.appointmentTabsNamed)}
            graceOf={graceOf}
            from={from}
            productOf={productOf}
            shownAtFirst={shownAtFirst}
          />
        </Stack>
      ) : null}
    </>
  );
}

/** Props of {@link ServiceBookings}. */
export interface ServiceBookingsProps extends Omit<BookingSectionsProps, 'bookings'> {
  serviceId: string;
}

/** A service's bookings (GET services/sessions), read on their own, in their tabs. */
export function ServiceBookings({ serviceId, ...props }: ServiceBookingsProps) {
  const bookings = useApi<BookingsAnswer>(BOOKING_URLS.bookings(serviceId), { quiet: true });
  return (
    <Query
      query={bookings}
      loading={
        <SkeletonGroup>
          <Skeleton shape="text" lines={1} />
          <Skeleton shape="card" lines={2} />
        </SkeletonGroup>
      }
    >
      {(answer) => <BookingSections {...props} bookings={answer.sessions} />}
    </Query>
  );
}
