import { BookingPage } from '../../features/services/BookingPage';
import { CancelBooking } from '../../features/services/CancelBooking';

/** Props of {@link SessionCancelPage}. */
export interface SessionCancelPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * Cancel a session (route SessionCancel, `?sessionId=…&returnTo=…`): the session and, before the person
 * confirms, what cancelling means: inside the category's grace period it is forfeited, else it is free until
 * the last free day. The reason is required. The confirmation says whether it was cancelled or forfeited, and
 * goes back to My Services, where it is listed under Cancelled or Forfeited.
 */
export function SessionCancelPage({ title }: SessionCancelPageProps) {
  return <BookingPage title={title}>{(context) => <CancelBooking {...context} />}</BookingPage>;
}
