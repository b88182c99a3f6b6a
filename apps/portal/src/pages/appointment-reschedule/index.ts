export { ReschedulePage, type ReschedulePageProps } from './ReschedulePage';
/** The route's page (see src/pageModules.ts). */
export { ReschedulePage as Page } from './ReschedulePage';
