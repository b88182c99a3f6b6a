import { formatSingaporeDate, formatSingaporeTime, type DateInput } from '../format/date.js';
import { messages } from '../messages/catalogue.js';
import { formatMessage } from '../messages/format.js';
import { myServicesPageMessages } from '../messages/pagesServices.js';
import type { BookingChangeRefusal, BookingFormat, CancellationOutcome } from './changeRules.js';

/** What {@link cancellationConsequence} reads of a booking: its format and start, and its change rules now. */
export interface CancellationConsequenceFacts {
  format: BookingFormat;
  startsAt: DateInput;
  /** The booking's change rules as the server decided them now (bookingChangeRulesInSingapore). */
  changeRules: {
    cancelRefusal: BookingChangeRefusal | null;
    cancelOutcome: CancellationOutcome;
    freeChangeUntil: DateInput;
  };
  /** The category's grace period in working days, said in a session's forfeit warning. */
  graceWorkingDays: number;
}

/**
 * Until when cancelling is free, in words: 'the end of 01/12/2026' when the free time ends at a midnight before
 * the booking (a session's last free day), else the date and time ('29/11/2026 at 09:30 AM'), in Singapore time.
 */
export function freeUntilText(freeChangeUntil: DateInput, startsAt: DateInput): string {
  const until = new Date(freeChangeUntil ?? Number.NaN);
  const start = new Date(startsAt ?? Number.NaN);
  const isDayEnd = until.getTime() < start.getTime() && formatSingaporeTime(until) === '12:00 AM';
  if (isDayEnd) {
    return formatMessage(myServicesPageMessages.deadlineEndOfDay, {
      date: formatSingaporeDate(new Date(until.getTime() - 1)),
    });
  }
  return formatMessage(myServicesPageMessages.deadlineAt, {
    date: formatSingaporeDate(until),
    time: formatSingaporeTime(until),
  });
}

/**
 * What cancelling a booking now would mean, in the catalogue's words: the one sentence the API answers with a
 * booking's review and the cancel pages state before the person confirms, so the two cannot differ.
 *
 * - A cancel the rules refuse: why (`messages.booking[cancelRefusal]`, the grace period filled in).
 * - A session inside its grace period (or without a free time): it is forfeited (`forfeitWarning`).
 * - A session before its deadline: free until the end of its last free day (`freeCancellation`).
 * - An intake appointment (charged, no free time): always cancelled with charge (`chargedCancellation`), and what
 *   the charge is (`intakeChargeRule`): the seeds give no amount, so the rule that sets it, in words.
 * - Another appointment: free until 24 hours before it (`appointmentFreeCancellation`).
 */
export function cancellationConsequence(facts: CancellationConsequenceFacts): string {
  const { format, startsAt, changeRules, graceWorkingDays } = facts;
  const b = messages.booking;
  if (changeRules.cancelRefusal !== null) {
    return formatMessage(b[changeRules.cancelRefusal], { graceWorkingDays });
  }
  const charged = changeRules.cancelOutcome === 'CANCELLED_WITH_CHARGE';
  const freeUntil = changeRules.freeChangeUntil;
  if (format === 'SESSION') {
    return charged || freeUntil === null || freeUntil === undefined
      ? formatMessage(b.forfeitWarning, { graceWorkingDays })
      : formatMessage(b.freeCancellation, { deadline: freeUntilText(freeUntil, startsAt) });
  }
  return charged || freeUntil === null || freeUntil === undefined
    ? `${b.chargedCancellation} ${b.intakeChargeRule}`
    : formatMessage(myServicesPageMessages.appointmentFreeCancellation, {
        deadline: freeUntilText(freeUntil, startsAt),
      });
}
