/** /denticare/book-appointment, the public booking in three steps (see src/pageModules.ts). */
export { BookAppointmentPage, type BookAppointmentPageProps } from './BookAppointmentPage';
/** The route's page. */
export { BookAppointmentPage as Page } from './BookAppointmentPage';
