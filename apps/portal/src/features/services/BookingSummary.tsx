import { myServicesPageMessages, type ServiceBooking } from '@careportal/domain';
import { Card, DetailList } from '@careportal/ui';
import { bookingDate, bookingTime, bookingTitle } from './changeWords';

const text = myServicesPageMessages;

/** Props of {@link BookingSummary}. */
export interface BookingSummaryProps {
  booking: ServiceBooking;
}

/** The booking a reschedule or cancel page is about: what, when and where. */
export function BookingSummary({ booking }: BookingSummaryProps) {
  return (
    <Card title={text.yourBooking} headingLevel={2}>
      <DetailList
        columns={2}
        items={[
          { label: text.service, value: booking.eventName },
          { label: text.booking, value: bookingTitle(booking) },
          { label: text.date, value: bookingDate(booking) },
          { label: text.time, value: bookingTime(booking) },
          { label: text.centre, value: booking.centreName },
        ]}
      />
    </Card>
  );
}
