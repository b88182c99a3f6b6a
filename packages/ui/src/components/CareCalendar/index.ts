export { CareCalendar } from './CareCalendar';
export type {
  CareCalendarClash,
  CareCalendarEvent,
  CareCalendarPerson,
  CareCalendarProps,
  CareCalendarView,
} from './CareCalendar';
