import { describe, expect, it } from 'vitest';

import { checkInMessages } from '../messages/index.js';
import {
  VOLUNTEER_CHECK_IN_OPENS_MINUTES_BEFORE,
  VOLUNTEER_CHECK_OUT_CLOSES_HOURS_AFTER,
  volunteerHoursMessage,
  volunteerHoursRefusal,
  volunteerHoursRefusalOf,
} from './index.js';

/** An instant from its Singapore wall-clock time, `yyyy-MM-dd HH:mm:ss`. */
const sg = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);
const LUNCH = { startTime: '09:00', endTime: '14:00' };
const ALL_DAY = { startTime: '00:00', endTime: '24:00' };

describe('volunteerHoursRefusal: check-in from 30 minutes before the start until the end, Singapore time', () => {
  it('states the grace periods as named constants', () => {
    expect(VOLUNTEER_CHECK_IN_OPENS_MINUTES_BEFORE).toBe(30);
    expect(VOLUNTEER_CHECK_OUT_CLOSES_HOURS_AFTER).toBe(2);
  });

  it.each([
    ['2027-03-01 04:39:00', 'checkInNotOpen'],
    ['2027-03-01 08:29:59', 'checkInNotOpen'],
    ['2027-03-01 08:30:00', null],
    ['2027-03-01 09:00:00', null],
    ['2027-03-01 14:00:59', null],
    ['2027-03-01 14:01:00', 'checkInClosed'],
    ['2027-03-01 23:59:59', 'checkInClosed'],
  ] as const)('check-in at %s with hours 09:00-14:00: %s', (at, refusal) => {
    expect(volunteerHoursRefusal('checkIn', LUNCH, sg(at))).toBe(refusal);
  });

  it.each([
    ['2027-03-01 09:30:00', null],
    ['2027-03-01 14:30:00', null],
    ['2027-03-01 16:00:59', null],
    ['2027-03-01 16:01:00', 'checkOutClosed'],
  ] as const)('check-out at %s with hours 09:00-14:00: %s', (at, refusal) => {
    expect(volunteerHoursRefusal('checkOut', LUNCH, sg(at))).toBe(refusal);
  });

  it('reads the time in Singapore whatever the host: 04:39 in Singapore is 20:39 UTC the day before', () => {
    expect(volunteerHoursRefusal('checkIn', LUNCH, new Date('2027-02-28T20:39:00Z'))).toBe('checkInNotOpen');
    expect(volunteerHoursRefusal('checkIn', LUNCH, new Date('2027-03-01T01:00:00Z'))).toBe(null);
  });

  it('an activity of the whole day (00:00 to 24:00) is open at every minute, and never past midnight', () => {
    for (const at of ['2027-03-01 00:00:00', '2027-03-01 04:39:00', '2027-03-01 23:59:59']) {
      expect(volunteerHoursRefusal('checkIn', ALL_DAY, sg(at))).toBe(null);
      expect(volunteerHoursRefusal('checkOut', ALL_DAY, sg(at))).toBe(null);
    }
  });

  it('an early start opens check-in at midnight; a late end closes check-out at midnight', () => {
    const early = { startTime: '00:15', endTime: '02:00' };
    expect(volunteerHoursRefusal('checkIn', early, sg('2027-03-01 00:00:00'))).toBe(null);
    const late = { startTime: '19:00', endTime: '23:00' };
    expect(volunteerHoursRefusal('checkOut', late, sg('2027-03-01 23:59:59'))).toBe(null);
    expect(volunteerHoursRefusal('checkIn', late, sg('2027-03-01 18:29:00'))).toBe('checkInNotOpen');
  });

  it('throws for hours that are not times of day', () => {
    expect(() =>
      volunteerHoursRefusal('checkIn', { startTime: '9am', endTime: '14:00' }, new Date()),
    ).toThrow(RangeError);
  });
});

describe('volunteerHoursMessage: the refusal with the hours, the grace period and what to do', () => {
  it('says when check-in opens', () => {
    expect(volunteerHoursMessage('checkInNotOpen', LUNCH)).toBe(
      'Check-in is not open yet. It opens at 08:30, 30 minutes before the activity starts (hours 09:00 – 14:00). Please come back then.',
    );
  });

  it('says the activity ended, and whom to ask', () => {
    expect(volunteerHoursMessage('checkInClosed', LUNCH)).toBe(
      'Check-in is closed for today: the activity ended at 14:00 (hours 09:00 – 14:00). If you helped today, please ask the staff at the activity to record it.',
    );
  });

  it('says when check-out closed', () => {
    expect(volunteerHoursMessage('checkOutClosed', LUNCH)).toBe(
      'Check-out is closed for today: it closed at 16:00, 2 hours after the activity ended. Please ask the staff at the activity to record when you left.',
    );
  });

  it('fills a translated text with the language’s formatter', () => {
    const text = { ...checkInMessages, checkInNotOpen: 'opens {opensAt} ({start}-{end})' };
    expect(volunteerHoursMessage('checkInNotOpen', LUNCH, text, (t, v) => `${t}|${String(v.opensAt)}`)).toBe(
      'opens {opensAt} ({start}-{end})|08:30',
    );
  });
});

describe('volunteerHoursRefusalOf: the refusal of an API error code', () => {
  it('reads the three codes, and nothing else', () => {
    expect(volunteerHoursRefusalOf('CHECK_IN_NOT_OPEN')).toBe('checkInNotOpen');
    expect(volunteerHoursRefusalOf('CHECK_IN_CLOSED')).toBe('checkInClosed');
    expect(volunteerHoursRefusalOf('CHECK_OUT_CLOSED')).toBe('checkOutClosed');
    expect(volunteerHoursRefusalOf('ALREADY_CHECKED_IN')).toBe(null);
    expect(volunteerHoursRefusalOf(null)).toBe(null);
  });
});
