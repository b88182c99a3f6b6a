export { SG_PUBLIC_HOLIDAYS } from './holidays.data.js';
export { singaporePublicHolidays, type HolidayCalendar, type PublicHoliday } from './holidays.js';
export { addWorkingDays, egiroDeductionDate, isWorkingDay, workingDaysBetween } from './workingDays.js';
export {
  SINGAPORE_UTC_OFFSET,
  addCalendarDays,
  fromSingaporeWallClock,
  isoWeekday,
  minutesOfDay,
  singaporeInstant,
  timeOfDay,
  toSingaporeWallClock,
} from './singapore.js';
export { DAY_PARTS, singaporeDayPart, type DayPart } from './slotDays.js';
