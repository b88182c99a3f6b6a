export { MyDenticarePage as Page } from './MyDenticarePage';
export { ReschedulePage, type ReschedulePageProps } from './ReschedulePage';
export { SchedulePage, type SchedulePageProps } from './SchedulePage';
