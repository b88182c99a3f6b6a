/** /denticare/existing-appointment-found (see src/pageModules.ts). */
export { ExistingAppointmentPage, type ExistingAppointmentPageProps } from './ExistingAppointmentPage';
/** The route's page. */
export { ExistingAppointmentPage as Page } from './ExistingAppointmentPage';
