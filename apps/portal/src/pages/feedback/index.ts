/** /feedback: leave feedback (see src/pageModules.ts). */
export { FeedbackPage, FEEDBACK_URL } from './FeedbackPage';
/** The route's page. */
export { FeedbackPage as Page } from './FeedbackPage';
