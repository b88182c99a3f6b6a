import { BookingPage } from '../../features/services/BookingPage';
import { CancelBooking } from '../../features/services/CancelBooking';

/** Props of {@link AppointmentCancelPage}. */
export interface AppointmentCancelPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * Cancel an appointment (route AppointmentCancel, `?sessionId=…&returnTo=…`): the appointment, what cancelling
 * means (an intake appointment is always charged), the required reason ('Reasons*'), and the confirmation,
 * which says 'Cancelled appointment successfully' and goes back.
 */
export function AppointmentCancelPage({ title }: AppointmentCancelPageProps) {
  return <BookingPage title={title}>{(context) => <CancelBooking {...context} />}</BookingPage>;
}
