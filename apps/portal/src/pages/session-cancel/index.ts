export { SessionCancelPage, type SessionCancelPageProps } from './SessionCancelPage';
/** The route's page (see src/pageModules.ts). */
export { SessionCancelPage as Page } from './SessionCancelPage';
