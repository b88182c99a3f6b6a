/** The four terms-and-conditions pages (see src/pageModules.ts). */
export { TermsPage } from './TermsPage';
/** The route's page. */
export { TermsPage as Page } from './TermsPage';
