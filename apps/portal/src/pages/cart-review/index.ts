export { CartReviewPage, type CartReviewPageProps } from './CartReviewPage';
/** The route's page (see src/pageModules.tsx). */
export { CartReviewPage as Page } from './CartReviewPage';
