import { describe, expect, it } from 'vitest';

import { formatMessage, messages, myServicesPageMessages } from '../messages/index.js';
import { bookingChangeRulesInSingapore, cancellationConsequence, freeUntilText } from './index.js';

const b = messages.booking;
const sg = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);

/** A booking's words at `now`, from the rules the server decides (as the API's review and the cancel page read them). */
function wordsAt(
  format: 'SESSION' | 'APPOINTMENT',
  programContentType: 'SESSIONS' | 'INTAKES',
  startsAt: string,
  now: string,
  status = 'SCHEDULED',
): string {
  const start = sg(startsAt);
  const changeRules = bookingChangeRulesInSingapore(
    { format, programContentType, status, startsAt: start, graceWorkingDays: 2 },
    sg(now),
  );
  return cancellationConsequence({ format, startsAt: start, changeRules, graceWorkingDays: 2 });
}

describe('cancellationConsequence: what cancelling means, said once for the API and the portal', () => {
  it('a session before its last free day: free until the end of that day, in Singapore time', () => {
    // Thursday 11 March 2027; Tuesday 9 is a public holiday, so the last free day is Monday 8.
    expect(wordsAt('SESSION', 'SESSIONS', '2027-03-11 09:30', '2027-03-01 10:00')).toBe(
      formatMessage(b.freeCancellation, { deadline: 'the end of 08/03/2027' }),
    );
  });

  it('a session inside its grace period: forfeited, with the grace period said', () => {
    expect(wordsAt('SESSION', 'SESSIONS', '2027-03-11 09:30', '2027-03-10 08:00')).toBe(
      formatMessage(b.forfeitWarning, { graceWorkingDays: 2 }),
    );
  });

  it('an intake appointment: always charged, and what the charge is', () => {
    const words = wordsAt('APPOINTMENT', 'INTAKES', '2027-03-23 10:00', '2027-03-01 10:00');
    expect(words).toBe(`${b.chargedCancellation} ${b.intakeChargeRule}`);
    expect(words).toContain('not refunded');
  });

  it('another appointment: free until 24 hours before, date and time', () => {
    expect(wordsAt('APPOINTMENT', 'SESSIONS', '2027-03-03 09:00', '2027-03-01 10:00')).toBe(
      formatMessage(myServicesPageMessages.appointmentFreeCancellation, {
        deadline: '02/03/2027 at 09:00 AM',
      }),
    );
  });

  it('a cancel the rules refuse: why, in the catalogue’s words', () => {
    expect(wordsAt('APPOINTMENT', 'INTAKES', '2027-03-03 09:00', '2027-03-02 09:01')).toBe(
      b.appointmentTooLate,
    );
    expect(wordsAt('SESSION', 'SESSIONS', '2027-03-11 09:30', '2027-03-01 10:00', 'CANCELLED')).toBe(
      b.notScheduled,
    );
  });

  it('reads the rules as the API sends them: instants as text', () => {
    expect(
      cancellationConsequence({
        format: 'APPOINTMENT',
        startsAt: '2027-03-03T01:00:00.000Z',
        changeRules: {
          cancelRefusal: null,
          cancelOutcome: 'CANCELLED',
          freeChangeUntil: '2027-03-02T01:00:00.000Z',
        },
        graceWorkingDays: 2,
      }),
    ).toBe(
      formatMessage(myServicesPageMessages.appointmentFreeCancellation, {
        deadline: '02/03/2027 at 09:00 AM',
      }),
    );
  });
});

describe('freeUntilText', () => {
  it('a midnight before the start is the end of the day before', () => {
    expect(freeUntilText('2027-03-08T16:00:00.000Z', '2027-03-11T01:30:00.000Z')).toBe(
      'the end of 08/03/2027',
    );
  });

  it('any other time is its date and time', () => {
    expect(freeUntilText('2027-03-02T01:00:00.000Z', '2027-03-03T01:00:00.000Z')).toBe(
      '02/03/2027 at 09:00 AM',
    );
  });
});
