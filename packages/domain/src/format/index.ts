export { formatAddressLines, type DisplayAddress } from './address.js';
export { formatCountdown, minutesLeft } from './countdown.js';
export {
  formatDisplayDate,
  formatDisplayTime,
  parseDisplayDate,
  toApiDate,
  parseDateInput,
  type DateInput,
} from './date.js';
export { formatMoney } from './money.js';
export { formatCardEnding, formatDayList, formatOrdinal, orDash, type DisplayValue } from './text.js';
