export { LinkAccountPage, type LinkAccountPageProps } from './LinkAccountPage';
/** The route's page (see src/pageModules.tsx). */
export { LinkAccountPage as Page } from './LinkAccountPage';
