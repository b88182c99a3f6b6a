export { RegisterServicePage } from './RegisterServicePage';
/** The route's page (see src/pageModules.tsx). */
export { RegisterServicePage as Page } from './RegisterServicePage';
