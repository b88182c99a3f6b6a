export { CareCalendarPage as Page } from './CareCalendarPage';
