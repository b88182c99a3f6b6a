export { AppointmentCancelPage, type AppointmentCancelPageProps } from './AppointmentCancelPage';
/** The route's page (see src/pageModules.ts). */
export { AppointmentCancelPage as Page } from './AppointmentCancelPage';
