import {
  APPOINTMENT_TABS,
  serviceCardMessages,
  SESSION_TABS,
  bookingTab,
  type BookingFormat,
  type BookingTab,
  type ServiceBooking,
} from '@careportal/domain';
import {
  Button,
  CalendarIcon,
  EmptyState,
  Inline,
  Stack,
  Tabs,
  useLocale,
  useTranslated,
} from '@careportal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { BookingRow } from './BookingRow';
import { textStyles } from '../../shell/textStyles';

/** Props of {@link BookingTabs}. */
export interface BookingTabsProps {
  /** Sessions get Upcoming, Completed, Cancelled and Forfeited; appointments Upcoming, Completed, Cancelled/Other. */
  format: BookingFormat;
  /** The bookings of that format (others are left out), earliest first. */
  bookings: readonly ServiceBooking[];
  /** The tab list's name, e.g. 'Sessions of Circuit Training'. */
  label: string;
  /** A service's grace period in working days, by service id. */
  graceOf: (serviceId: string) => number;
  /** The page the reschedule and cancel pages return to. */
  from: string;
  /** A service's name by id, when the list mixes services. */
  productOf?: (serviceId: string) => string | undefined;
  /**
   * How many bookings a tab shows before 'Show all' (issue 36: a long course made My Services 22,949 px tall on a
   * phone); every one when not given.
   */
  shownAtFirst?: number | undefined;
}

/** Props of {@link TabBookings}. */
type TabBookingsProps = Omit<BookingTabsProps, 'format' | 'label'>;

/**
 * One tab's bookings as a list. With `shownAtFirst`, a list longer than that by two or more shows the first ones
 * and 'Show all' (a button that says whether the rest is shown, described by how many are not); showing them moves
 * the focus to the first one revealed, so a keyboard or screen-reader user reads on from there; 'Show fewer' hides
 * them again and keeps the focus.
 */
function TabBookings({ bookings, graceOf, from, productOf, shownAtFirst }: TabBookingsProps) {
  const words = useTranslated(serviceCardMessages, 'serviceCardMessages');
  const { format } = useLocale();
  const countId = useId();
  const [expanded, setExpanded] = useState(false);
  // Set by Show all, so that the focus moves once the rows it reveals are there (not on the first render).
  const revealing = useRef(false);
  const firstRevealed = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!expanded || !revealing.current) return;
    revealing.current = false;
    firstRevealed.current?.focus();
  }, [expanded]);
  const limit = shownAtFirst ?? bookings.length;
  // Hiding a single booking saves no room: the line that says so takes as much.
  const hidden = bookings.length - limit >= 2 ? bookings.length - limit : 0;
  const shown = hidden > 0 && !expanded ? bookings.slice(0, limit) : bookings;
  return (
    <Stack space="md">
      <Stack role="list" space="md" dividers>
        {shown.map((booking, index) => (
          <BookingRow
            key={booking.id}
            booking={booking}
            graceWorkingDays={graceOf(booking.serviceId)}
            from={from}
            productName={productOf?.(booking.serviceId)}
            titleRef={hidden > 0 && index === limit ? firstRevealed : undefined}
          />
        ))}
      </Stack>
      {hidden > 0 ? (
        <Inline space="sm" alignY="center">
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-describedby={expanded ? undefined : countId}
            onPress={() => {
              revealing.current = !expanded;
              setExpanded(!expanded);
            }}
          >
            {expanded ? words.showFewer : words.showAll}
          </Button>
          {expanded ? null : (
            <span id={countId} className={textStyles.muted}>
              {format(words.moreBookingsHidden, { count: hidden })}
            </span>
          )}
        </Inline>
      ) : null}
    </Stack>
  );
}

/**
 * A service's sessions or appointments in tabs by where they stand (domain bookingTab). Upcoming shows the
 * nearest first, the others the latest first, each the first `shownAtFirst` of them with 'Show all' for the rest
 * when given. An empty tab says 'No results found, Please check again later'.
 */
export function BookingTabs({
  format,
  bookings,
  label,
  graceOf,
  from,
  productOf,
  shownAtFirst,
}: BookingTabsProps) {
  const tabs: readonly BookingTab[] = format === 'SESSION' ? SESSION_TABS : APPOINTMENT_TABS;
  const ofFormat = bookings.filter((booking) => booking.format === format);
  return (
    <Tabs
      aria-label={label}
      tabs={tabs.map((tab) => {
        const inTab = ofFormat
          .filter((booking) => bookingTab(booking.format, booking.status) === tab)
          .sort((a, b) =>
            tab === 'Upcoming'
              ? Date.parse(a.startsAt) - Date.parse(b.startsAt)
              : Date.parse(b.startsAt) - Date.parse(a.startsAt),
          );
        return {
          id: tab,
          label: tab,
          content:
            inTab.length === 0 ? (
              <EmptyState icon={CalendarIcon} />
            ) : (
              <TabBookings
                bookings={inTab}
                graceOf={graceOf}
                from={from}
                productOf={productOf}
                shownAtFirst={shownAtFirst}
              />
            ),
        };
      })}
    />
  );
}
