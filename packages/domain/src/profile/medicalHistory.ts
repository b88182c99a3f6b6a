import { addYears, differenceInCalendarDays } from 'date-fns';

import { MEDICAL_HISTORY_STALE_YEARS } from '../constants.js';
import { parseDateInput } from '../format/index.js';

/**
 * Whether the medical history must be updated (seed 000 section 4): none was submitted, or it is more than
 * {@link MEDICAL_HISTORY_STALE_YEARS} year old. Counted in calendar days in the runtime's time zone: a history
 * submitted on 10 March 2024 is still current on 10 March 2025 ("more than 1 year" has not passed yet) and stale
 * from 11 March 2025. One submitted on 29 February is stale from 1 March of the next year.
 *
 * @param lastSubmitted - when it was last submitted: a `Date`, an ISO 8601 string or `dd/MM/yyyy`; missing or
 *   unreadable counts as none submitted.
 * @param now - the current time.
 */
export function isMedicalHistoryStale(lastSubmitted: Date | string | null | undefined, now: Date): boolean {
  const submitted = parseDateInput(lastSubmitted);
  if (submitted === null) return true;
  return differenceInCalendarDays(now, addYears(submitted, MEDICAL_HISTORY_STALE_YEARS)) > 0;
}
