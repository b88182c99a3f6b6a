export { AppointmentListPage, type AppointmentListPageProps } from './AppointmentListPage';
/** The route's page (see src/pageModules.ts). */
export { AppointmentListPage as Page } from './AppointmentListPage';
