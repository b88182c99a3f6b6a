export { AddCardPage, addCardOutcome, type AddCardPageProps } from './AddCardPage';
/** The route's page (see src/pageModules.ts). */
export { AddCardPage as Page } from './AddCardPage';
