/** /feedback: leave feedback (see src/pageModules.ts). */
export { FeedbackPage } from './FeedbackPage';
/** The route's page. */
export { FeedbackPage as Page } from './FeedbackPage';
