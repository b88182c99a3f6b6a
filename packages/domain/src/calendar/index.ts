export { SG_PUBLIC_HOLIDAYS } from './holidays.data.js';
export { singaporePublicHolidays, type HolidayCalendar, type PublicHoliday } from './holidays.js';
export { addWorkingDays, egiroDeductionDate, isWorkingDay, workingDaysBetween } from './workingDays.js';
