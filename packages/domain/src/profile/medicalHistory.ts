import { addYears, differenceInCalendarDays, lightFormat } from 'date-fns';

import { API_DATE_FORMAT, MEDICAL_HISTORY_STALE_YEARS } from '../constants.js';
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

/**
 * Whether My Services opens the dialog 'Your Medical History is more than 1 year' now (seed 000 section 4; seed
 * 001 section 5: "the stored date of the last medical-history dialog prompt", cleared at logout).
 *
 * The rule: the dialog is due when the medical history is stale by {@link isMedicalHistoryStale} (none, or more
 * than 1 year old) and it has not been shown yet on `now`'s calendar day. So it is shown at most once a day,
 * whether the person chose "Update now" or "Later": the next day (from local midnight) it asks again while the
 * history is still stale. Days are calendar days in the runtime's time zone (the browser's), as the stored date
 * is. Once a current history is saved it is never due, whatever the stored date.
 *
 * @param lastSubmitted - when the history was last submitted (see {@link isMedicalHistoryStale}); null for none.
 * @param lastPromptedOn - the day the dialog was last shown, as {@link medicalHistoryPromptDay} gave it
 *   (`yyyy-MM-dd`), or null when it has not been shown since sign-in. Anything unreadable counts as never.
 * @param now - the current time.
 */
export function isMedicalHistoryPromptDue(
  lastSubmitted: Date | string | null | undefined,
  lastPromptedOn: string | null | undefined,
  now: Date,
): boolean {
  if (!isMedicalHistoryStale(lastSubmitted, now)) return false;
  return lastPromptedOn !== medicalHistoryPromptDay(now);
}

/** The day to remember when the medical-history dialog is shown: `now`'s local calendar date, `yyyy-MM-dd`. */
export function medicalHistoryPromptDay(now: Date): string {
  return lightFormat(now, API_DATE_FORMAT);
}
