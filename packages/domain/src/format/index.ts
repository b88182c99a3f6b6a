export { formatAddressLines, formatShowcaseAddress, type DisplayAddress } from './address.js';
export { formatCountdown, minutesLeft } from './countdown.js';
export {
  formatClockTime,
  formatDisplayDate,
  formatDisplayTime,
  formatSingaporeDate,
  formatSingaporeTime,
  parseDisplayDate,
  singaporeCalendarDate,
  toApiDate,
  parseDateInput,
  type DateInput,
} from './date.js';
export { formatMoney } from './money.js';
export { formatTrainingDays } from './trainingDays.js';
export { formatCardEnding, formatDayList, formatOrdinal, orDash, type DisplayValue } from './text.js';
export {
  denticareDate,
  denticareDayOfMonth,
  denticareMonthAndYear,
  denticareSlotStart,
  denticareTimeSlot,
  formatDenticareMonth,
  localWeekday,
  parseDenticareTimeSlot,
  lastDayOfMonth,
} from './denticare.js';
export { ENGLISH_WEEKDAY_DATE, formatWeekdayDate, type WeekdayDateWords } from './weekdayDate.js';
