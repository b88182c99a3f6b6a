import { ForPersonScope } from '../../features/people/ForPersonScope';
import { BookingPage } from '../../features/services/BookingPage';
import { BookingSummary } from '../../features/services/BookingSummary';
import { RescheduleForm, RescheduleRefused } from '../../features/services/RescheduleForm';

/** Props of {@link ReschedulePage}. */
export interface ReschedulePageProps {
  /** The route's title, the page's h1. */
  title: string;
  /** Today, the first day of the slots offered. Default the browser's clock. */
  today?: () => Date;
}

/**
 * Reschedule (route AppointmentReschedule, `?sessionId=…&returnTo=…`), for an appointment or a session: the
 * booking, then the vacant slots of the next 2 weeks by day (dd/MM/yyyy, hh:mm A), and Confirm. The rules are
 * the server's: a refusal shows the catalogue's reason instead of the slots; a slot taken meanwhile keeps the
 * person here with the slots as they are now. Opened for a person (`for`, from the care calendar), it works for
 * them and says whose booking it is.
 */
export function ReschedulePage({ title, today = () => new Date() }: ReschedulePageProps) {
  return (
    <ForPersonScope>
      <BookingPage title={title}>
        {(context) => (
          <>
            <BookingSummary booking={context.booking} />
            {context.booking.changeRules.canReschedule ? (
              <RescheduleForm key={context.booking.id} {...context} today={today} />
            ) : (
              <RescheduleRefused {...context} />
            )}
          </>
        )}
      </BookingPage>
    </ForPersonScope>
  );
}
