import {
  formatWeekdayDate,
  myServicesPageMessages,
  singaporeCalendarDate,
  type ServiceBooking,
} from '@careportal/domain';
import { Card, DetailList } from '@careportal/ui';
import { bookingTime, bookingTitle } from './changeWords';

const text = myServicesPageMessages;

/** Props of {@link BookingSummary}. */
export interface BookingSummaryProps {
  booking: ServiceBooking;
}

/**
 * The booking a reschedule or cancel page is about: what, when (the date with its weekday) and where, each label
 * beside its value so that the page's own choice starts within the first screen of a phone.
 */
export function BookingSummary({ booking }: BookingSummaryProps) {
  return (
    <Card title={text.yourBooking} headingLevel={2}>
      <DetailList
        labelPosition="side"
        items={[
          { label: text.service, value: booking.eventName },
          { label: text.booking, value: bookingTitle(booking) },
          { label: text.date, value: formatWeekdayDate(singaporeCalendarDate(booking.startsAt)) },
          { label: text.time, value: bookingTime(booking) },
          { label: text.centre, value: booking.centreName },
        ]}
      />
    </Card>
  );
}
