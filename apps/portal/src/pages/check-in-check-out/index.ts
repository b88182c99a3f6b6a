/** /check-in-check-out/individual/{activityId} and /check-in-check-out/org/{activityId} (see src/pageModules.ts). */
export { CheckInPage, type CheckInPageProps } from './CheckInPage';
/** The route's page. */
export { CheckInPage as Page } from './CheckInPage';
