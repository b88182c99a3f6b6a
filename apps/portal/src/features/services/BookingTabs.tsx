import {
  APPOINTMENT_TABS,
  SESSION_TABS,
  bookingTab,
  type BookingFormat,
  type BookingTab,
  type ServiceBooking,
} from '@careportal/domain';
import { CalendarIcon, EmptyState, Stack, Tabs } from '@careportal/ui';
import { BookingRow } from './BookingRow';

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
}

/**
 * A service's sessions or appointments in tabs by where they stand (domain bookingTab). Upcoming shows the
 * nearest first, the others the latest first. An empty tab says 'No results found, Please check again later'.
 */
export function BookingTabs({ format, bookings, label, graceOf, from, productOf }: BookingTabsProps) {
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
              <Stack role="list" space="md" dividers>
                {inTab.map((booking) => (
                  <BookingRow
                    key={booking.id}
                    booking={booking}
                    graceWorkingDays={graceOf(booking.serviceId)}
                    from={from}
                    productName={productOf?.(booking.serviceId)}
                  />
                ))}
              </Stack>
            ),
        };
      })}
    />
  );
}
