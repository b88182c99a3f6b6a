/** /denticare/appointment/{id}, cancelling by the link sent (see src/pageModules.ts). */
export { CancelByLinkPage, type CancelByLinkPageProps } from './CancelByLinkPage';
/** The route's page. */
export { CancelByLinkPage as Page } from './CancelByLinkPage';
