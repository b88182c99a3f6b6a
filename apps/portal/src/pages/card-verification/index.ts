export { CardVerificationPage, type CardVerificationPageProps } from './CardVerificationPage';
/** The route's page (see src/pageModules.ts). */
export { CardVerificationPage as Page } from './CardVerificationPage';
