export { LinkAccountPage, type LinkAccountPageProps } from './LinkAccountPage';
export { LINK_ACCOUNT_QUERY, linkAccountPath } from './prefill';
/** The route's page (see src/pageModules.tsx). */
export { LinkAccountPage as Page } from './LinkAccountPage';
