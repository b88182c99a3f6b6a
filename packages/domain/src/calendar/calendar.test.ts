import { addDays, format, getDay, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  SG_PUBLIC_HOLIDAYS,
  addWorkingDays,
  egiroDeductionDate,
  isWorkingDay,
  singaporeDayPart,
  singaporePublicHolidays,
  workingDaysBetween,
  type HolidayCalendar,
} from './index.js';

const ymd = (date: Date): string => format(date, 'yyyy-MM-dd');
const day = (iso: string): Date => parseISO(iso);
const dates = (year: number): string[] => singaporePublicHolidays(year).map((holiday) => holiday.date);

/** A calendar with no holidays, to test the weekend rule alone. */
const noHolidays: HolidayCalendar = () => [];

describe('singaporePublicHolidays: the Ministry of Manpower lists', () => {
  it.each([
    [
      2024,
      [
        '2024-01-01',
        '2024-02-10',
        '2024-02-11',
        '2024-02-12',
        '2024-03-29',
        '2024-04-10',
        '2024-05-01',
        '2024-05-22',
        '2024-06-17',
        '2024-08-09',
        '2024-10-31',
        '2024-12-25',
      ],
    ],
    [
      2025,
      [
        '2025-01-01',
        '2025-01-29',
        '2025-01-30',
        '2025-03-31',
        '2025-04-18',
        '2025-05-01',
        '2025-05-03',
        '2025-05-12',
        '2025-06-07',
        '2025-08-09',
        '2025-10-20',
        '2025-12-25',
      ],
    ],
    [
      2026,
      [
        '2026-01-01',
        '2026-02-17',
        '2026-02-18',
        '2026-03-21',
        '2026-04-03',
        '2026-05-01',
        '2026-05-27',
        '2026-05-31',
        '2026-06-01',
        '2026-08-09',
        '2026-08-10',
        '2026-11-08',
        '2026-11-09',
        '2026-12-25',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-02-06',
        '2027-02-07',
        '2027-02-08',
        '2027-03-09',
        '2027-03-26',
        '2027-05-01',
        '2027-05-16',
        '2027-05-17',
        '2027-05-20',
        '2027-08-09',
        '2027-10-28',
        '2027-12-25',
      ],
    ],
  ])('%i has the announced dates, in-lieu days included, sorted', (year, expected) => {
    expect(dates(year)).toEqual(expected);
  });

  it('names the holidays and marks in-lieu days', () => {
    expect(singaporePublicHolidays(2024)).toContainEqual({
      date: '2024-02-12',
      name: 'Chinese New Year (in lieu)',
    });
    expect(singaporePublicHolidays(2025)).toContainEqual({ date: '2025-05-03', name: 'Polling Day' });
    expect(singaporePublicHolidays(2026)).toContainEqual({
      date: '2026-08-10',
      name: 'National Day (in lieu)',
    });
  });

  it.each(Object.keys(SG_PUBLIC_HOLIDAYS).map(Number))(
    '%i follows the in-lieu rule: every Sunday holiday, and only those, gives the next free day off',
    (year) => {
      const list = singaporePublicHolidays(year);
      const all = new Set(list.map((holiday) => holiday.date));
      const inLieu = list
        .filter((holiday) => holiday.name.endsWith('(in lieu)'))
        .map((holiday) => holiday.date);
      const expected: string[] = [];
      for (const holiday of list) {
        if (holiday.name.endsWith('(in lieu)') || getDay(day(holiday.date)) !== 0) continue;
        let next = addDays(day(holiday.date), 1);
        while (all.has(ymd(next)) && !inLieu.includes(ymd(next))) next = addDays(next, 1);
        expected.push(ymd(next));
      }
      expect(inLieu.sort()).toEqual(expected.sort());
      for (const date of inLieu) expect(getDay(day(date))).not.toBe(0);
    },
  );

  it.each(Object.keys(SG_PUBLIC_HOLIDAYS).map(Number))(
    '%i holds real dates of that year, without duplicates',
    (year) => {
      const list = dates(year);
      expect(new Set(list).size).toBe(list.length);
      for (const date of list) {
        expect(date.startsWith(`${year}-`)).toBe(true);
        expect(ymd(day(date))).toBe(date);
      }
    },
  );

  it('agrees with date-holidays for 2026 (dates only)', async () => {
    const { default: Holidays } = await import('date-holidays');
    const library = new Holidays('SG')
      .getHolidays(2026)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10));
    expect(dates(2026)).toEqual(library);
  });
});

describe('singaporePublicHolidays: other years from date-holidays', () => {
  it('gives the fixed-date holidays of 2030 and its substitute days, sorted', () => {
    const list = dates(2030);
    expect(list).toEqual([...list].sort());
    for (const date of ['2030-01-01', '2030-05-01', '2030-08-09', '2030-12-25']) expect(list).toContain(date);
    // 2028: 1 Jan is a Saturday (no in lieu); 2029: 1 Jan is a Monday; 2034: 1 Jan is a Sunday → Monday 2 Jan.
    expect(dates(2034)).toContain('2034-01-02');
    expect(dates(2028)).not.toContain('2028-01-03');
  });

  it('returns the same cached list on repeated calls', () => {
    expect(singaporePublicHolidays(2031)).toBe(singaporePublicHolidays(2031));
  });

  it('refuses a non-integer year', () => {
    expect(() => singaporePublicHolidays(2024.5)).toThrow(RangeError);
  });
});

describe('isWorkingDay', () => {
  it.each([
    ['2024-03-05', true, 'a plain Tuesday'],
    ['2024-03-09', false, 'a Saturday'],
    ['2024-03-10', false, 'a Sunday'],
    ['2024-02-12', false, 'an in-lieu Monday'],
    ['2024-06-17', false, 'Hari Raya Haji 2024 (Monday 17 June, not the 16th)'],
    ['2024-06-18', true, 'the day after Hari Raya Haji 2024'],
    ['2026-11-09', false, 'Deepavali 2026 in lieu'],
    ['2027-02-09', true, 'Tuesday after Chinese New Year 2027 (only Monday is in lieu)'],
  ])('%s is %s (%s)', (iso, working) => {
    expect(isWorkingDay(day(iso))).toBe(working);
  });

  it('ignores the time of day', () => {
    expect(isWorkingDay(new Date(2024, 1, 12, 23, 59))).toBe(false);
    expect(isWorkingDay(new Date(2024, 1, 13, 0, 0, 1))).toBe(true);
  });

  it('uses the holiday source it is given', () => {
    expect(isWorkingDay(day('2024-02-12'), noHolidays)).toBe(true);
  });

  it('refuses an invalid date', () => {
    expect(() => isWorkingDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('addWorkingDays', () => {
  it.each([
    ['2024-03-05', 0, '2024-03-05', 'a working day plus 0 is itself'],
    ['2024-03-09', 0, '2024-03-11', 'a Saturday plus 0 rolls to Monday'],
    ['2024-02-10', 0, '2024-02-13', 'Chinese New Year 2024 plus 0 rolls past the in-lieu Monday'],
    ['2024-03-08', 1, '2024-03-11', 'Friday plus 1 is Monday'],
    ['2024-03-09', 1, '2024-03-11', 'Saturday plus 1 is Monday'],
    ['2024-03-05', 5, '2024-03-12', 'a week of working days'],
    ['2024-02-08', 1, '2024-02-09', 'Thursday plus 1 is Friday'],
    ['2024-02-09', 1, '2024-02-13', 'over the Chinese New Year weekend and in-lieu day'],
    ['2024-03-11', -1, '2024-03-08', 'Monday minus 1 is Friday'],
    ['2024-02-13', -1, '2024-02-09', 'back over Chinese New Year'],
    ['2024-03-10', -1, '2024-03-08', 'Sunday minus 1 is Friday'],
    ['2027-02-05', 1, '2027-02-09', 'over Chinese New Year 2027'],
  ])('%s %+i → %s (%s)', (from, n, to) => {
    expect(ymd(addWorkingDays(day(from), n))).toBe(to);
  });

  it('returns local midnight', () => {
    expect(addWorkingDays(new Date(2024, 2, 5, 15, 30), 1)).toEqual(new Date(2024, 2, 6));
  });

  it('refuses a non-integer count', () => {
    expect(() => addWorkingDays(day('2024-03-05'), 1.5)).toThrow(RangeError);
  });

  it('always lands on a working day, n working days away, and undoes with -n from a working day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2024, 0, 1), max: new Date(2027, 11, 1), noInvalidDate: true }),
        fc.integer({ min: -30, max: 30 }),
        (date, n) => {
          const result = addWorkingDays(date, n);
          expect(isWorkingDay(result)).toBe(true);
          if (n > 0) expect(workingDaysBetween(date, result)).toBe(n - (isWorkingDay(date) ? 0 : 1));
          const start = addWorkingDays(date, 0);
          expect(addWorkingDays(addWorkingDays(start, n), -n)).toEqual(start);
        },
      ),
    );
  });
});

describe('workingDaysBetween', () => {
  it.each([
    ['2024-03-05', '2024-03-07', 2, 'Tuesday to Thursday counts Tuesday and Wednesday'],
    ['2024-03-05', '2024-03-05', 0, 'the same day'],
    ['2024-03-08', '2024-03-11', 1, 'Friday to Monday counts Friday'],
    ['2024-03-09', '2024-03-11', 0, 'Saturday to Monday counts nothing'],
    ['2024-02-08', '2024-02-14', 3, 'Chinese New Year 2024 week: Thu, Fri, Tue'],
    ['2024-03-07', '2024-03-05', -2, 'reversed'],
  ])('%s → %s is %i (%s)', (from, to, count) => {
    expect(workingDaysBetween(day(from), day(to))).toBe(count);
  });

  it('counts a plain year of weekdays without holidays as 261 or 262', () => {
    expect(workingDaysBetween(day('2025-01-01'), day('2026-01-01'), noHolidays)).toBe(261);
    expect(workingDaysBetween(day('2025-01-01'), day('2026-01-01'))).toBe(261 - 9); // 9 of the 12 holidays fall on a weekday
  });
});

describe('egiroDeductionDate', () => {
  it.each([
    [2024, 3, '2024-03-20', 'the 20th is a Wednesday'],
    [2024, 1, '2024-01-22', 'the 20th is a Saturday'],
    [2026, 12, '2026-12-21', 'the 20th is a Sunday'],
    [2025, 9, '2025-09-22', 'the 20th is a Saturday'],
  ])('%i-%i is %s (%s)', (year, month, expected) => {
    expect(egiroDeductionDate(year, month)).toEqual(day(expected));
  });

  it('skips public holidays after the 20th', () => {
    const calendar: HolidayCalendar = (year) =>
      year === 2024
        ? [
            { date: '2024-03-20', name: 'Test holiday' },
            { date: '2024-03-21', name: 'Test holiday' },
            { date: '2024-01-22', name: 'Test holiday' },
          ]
        : [];
    expect(egiroDeductionDate(2024, 3, calendar)).toEqual(day('2024-03-22'));
    expect(egiroDeductionDate(2024, 1, calendar)).toEqual(day('2024-01-23'));
  });

  it('is always a working day on or after the 20th and within the month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2024, max: 2027 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const date = egiroDeductionDate(year, month);
        expect(isWorkingDay(date)).toBe(true);
        expect(date.getMonth()).toBe(month - 1);
        expect(date.getDate()).toBeGreaterThanOrEqual(20);
        for (let d = 20; d < date.getDate(); d += 1)
          expect(isWorkingDay(new Date(year, month - 1, d))).toBe(false);
      }),
    );
  });

  it.each([
    [2024, 0],
    [2024, 13],
    [2024, 1.5],
    [2024.5, 1],
  ])('refuses year %d month %d', (year, month) => {
    expect(() => egiroDeductionDate(year, month)).toThrow(RangeError);
  });
});

describe('singaporeDayPart', () => {
  it('groups times by the Singapore clock, whatever the host zone: before noon, until 6 pm, after', () => {
    expect(singaporeDayPart('2026-12-03T00:59:00Z')).toBe('morning'); // 08:59 AM
    expect(singaporeDayPart('2026-12-03T03:59:59Z')).toBe('morning'); // 11:59 AM
    expect(singaporeDayPart('2026-12-03T04:00:00Z')).toBe('afternoon'); // 12:00 PM
    expect(singaporeDayPart(new Date('2026-12-03T09:59:00Z'))).toBe('afternoon'); // 05:59 PM
    expect(singaporeDayPart('2026-12-03T10:00:00Z')).toBe('evening'); // 06:00 PM
    expect(singaporeDayPart('2026-12-03T15:59:00Z')).toBe('evening'); // 11:59 PM
    expect(singaporeDayPart('2026-12-03T16:00:00Z')).toBe('morning'); // 12:00 AM the next day
    expect(singaporeDayPart('2026-12-03T09:30:00+08:00')).toBe('morning');
  });
});
