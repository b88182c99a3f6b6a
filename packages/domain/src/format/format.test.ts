import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  formatAddressLines,
  formatCardEnding,
  formatDayList,
  formatDisplayDate,
  formatDisplayTime,
  formatOrdinal,
  formatSingaporeDate,
  formatSingaporeTime,
  orDash,
  parseDateInput,
  singaporeCalendarDate,
  parseDisplayDate,
  toApiDate,
  type DisplayAddress,
} from './index.js';

describe('formatDisplayDate', () => {
  it.each([
    ['a Date', new Date(2024, 2, 5, 23, 59), '05/03/2024'],
    ['an ISO date', '2024-03-05', '05/03/2024'],
    ['an ISO date with spaces around it', ' 2024-12-31 ', '31/12/2024'],
    ['a local ISO timestamp', '2024-03-05T14:05:00', '05/03/2024'],
    ['a display date', '29/02/2024', '29/02/2024'],
    ['null', null, '-'],
    ['undefined', undefined, '-'],
    ['an empty string', '', '-'],
    ['a blank string', '   ', '-'],
    ['an impossible ISO date', '2023-02-29', '-'],
    ['an impossible display date', '31/02/2020', '-'],
    ['text', 'tomorrow', '-'],
    ['a bare year', '2024', '-'],
    ['an invalid Date', new Date(Number.NaN), '-'],
  ])('shows %s as %j', (_case, value, shown) => {
    expect(formatDisplayDate(value)).toBe(shown);
  });
});

describe('formatDisplayTime', () => {
  it.each([
    [new Date(2024, 0, 1, 14, 5), '02:05 PM'],
    [new Date(2024, 0, 1, 0, 0), '12:00 AM'],
    [new Date(2024, 0, 1, 9, 30), '09:30 AM'],
    [new Date(2024, 0, 1, 12, 0), '12:00 PM'],
    [new Date(2024, 0, 1, 23, 59), '11:59 PM'],
    ['2024-01-01T08:15:00', '08:15 AM'],
    [null, '-'],
    ['', '-'],
    ['not a time', '-'],
  ])('shows %j as %j', (value, shown) => {
    expect(formatDisplayTime(value)).toBe(shown);
  });

  it('always shows hh:mm and an upper-case AM or PM', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const shown = formatDisplayTime(new Date(2024, 5, 15, hour, minute));
        expect(shown).toMatch(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);
        expect(shown.endsWith(hour < 12 ? 'AM' : 'PM')).toBe(true);
      }),
    );
  });
});

describe('parseDisplayDate', () => {
  it.each([
    ['05/03/1950', new Date(1950, 2, 5)],
    ['29/02/2024', new Date(2024, 1, 29)],
    ['31/12/2024', new Date(2024, 11, 31)],
  ])('reads %j as local midnight of that date', (value, date) => {
    expect(parseDisplayDate(value)).toEqual(date);
  });

  it.each([
    '31/02/2020',
    '29/02/2023',
    '32/01/2024',
    '00/01/2024',
    '15/13/2024',
    '1/2/2020',
    '2020-02-01',
    '',
    '05/03/1950 ',
  ])('rejects %j', (value) => {
    expect(parseDisplayDate(value)).toBeNull();
  });

  it('round-trips with formatDisplayDate for every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (d) => {
          const day = new Date(d.getFullYear(), d.getMonth(), d.getDate());
          expect(parseDisplayDate(formatDisplayDate(day))).toEqual(day);
        },
      ),
    );
  });
});

describe('toApiDate', () => {
  it.each([
    [new Date(2024, 2, 5, 23, 59), '2024-03-05'],
    ['05/03/1950', '1950-03-05'],
    ['2024-03-05', '2024-03-05'],
  ])('stores %j as %j', (value, stored) => {
    expect(toApiDate(value)).toBe(stored);
  });

  it.each(['', '31/02/2020', 'soon'])('refuses %j', (value) => {
    expect(() => toApiDate(value)).toThrow(RangeError);
  });

  it('agrees with formatDisplayDate on the same day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (d) => {
          const [year, month, day] = toApiDate(d).split('-');
          expect(formatDisplayDate(d)).toBe(`${day}/${month}/${year}`);
          expect(parseDateInput(toApiDate(d))).toEqual(new Date(d.getFullYear(), d.getMonth(), d.getDate()));
        },
      ),
    );
  });
});

describe('formatOrdinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [0, '0th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [1002, '1002nd'],
    [-1, '-1st'],
  ])('%i is %s', (n, ordinal) => {
    expect(formatOrdinal(n)).toBe(ordinal);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (n) => {
    expect(() => formatOrdinal(n)).toThrow(RangeError);
  });
});

describe('formatDayList', () => {
  it.each([
    [[], '-'],
    [['Mon'], 'Mon'],
    [['Mon', 'Tue'], 'Mon and Tue'],
    [['Mon', 'Tue', 'Wed'], 'Mon, Tue and Wed'],
    [['Fri', 'Mon', 'Wed', 'Sat'], 'Fri, Mon, Wed and Sat'],
  ])('%j is %j', (days, shown) => {
    expect(formatDayList(days)).toBe(shown);
  });
});

describe('formatCardEnding', () => {
  it.each([
    ['4111111111111111', 'ending in 1111'],
    ['4111 **** **** 1234', 'ending in 1234'],
    ['XXXX-XXXX-XXXX-9876', 'ending in 9876'],
    [5500000000000004, 'ending in 0004'],
    ['123', 'ending in 123'],
    ['', '-'],
    ['no digits', '-'],
  ])('%j is %j', (number, shown) => {
    expect(formatCardEnding(number)).toBe(shown);
  });
});

describe('formatAddressLines', () => {
  const full: DisplayAddress = {
    block: '640',
    street: 'Rowell Road',
    level: '05',
    unit: '12',
    building: 'Rowell Court',
    postalCode: '200640',
  };

  it.each<[string, DisplayAddress, string[]]>([
    ['a full address', full, ['Blk 640 Rowell Road', '#05-12', 'Rowell Court', 'Singapore 200640']],
    [
      'legacy street1 and street2',
      { block: '640', street1: 'Rowell Road', street2: 'Rowell Court', postalCode: '200640' },
      ['Blk 640 Rowell Road', 'Rowell Court', 'Singapore 200640'],
    ],
    [
      'new fields winning over legacy ones',
      { block: '1', street: 'New Road', street1: 'Old Road', building: 'New Court', street2: 'Old Court' },
      ['Blk 1 New Road', 'New Court'],
    ],
    [
      "a building of 'NIL' and no level or unit",
      { block: '10', street: 'Bishan St 11', building: 'NIL', postalCode: '570010' },
      ['Blk 10 Bishan St 11', 'Singapore 570010'],
    ],
    [
      "'nil' parts in any case and blank parts",
      { block: ' 10 ', street: ' Bishan St 11 ', level: 'nil', unit: ' ', building: 'Nil', postalCode: '' },
      ['Blk 10 Bishan St 11'],
    ],
    ['no block', { street: 'Orchard Road', postalCode: '238801' }, ['Orchard Road', 'Singapore 238801']],
    ['no street', { block: '5' }, ['Blk 5']],
    ['a level only', { level: '05' }, ['#05']],
    ['a unit only', { unit: '12' }, ['#12']],
    ['nulls everywhere', { block: null, street: null, postalCode: null }, []],
    ['nothing', {}, []],
  ])('formats %s', (_case, address, lines) => {
    expect(formatAddressLines(address)).toEqual(lines);
  });

  it('never shows an empty line or NIL', () => {
    const part = fc.option(fc.constantFrom('', ' ', 'NIL', 'nil', '12', 'Rowell Road'), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          block: part,
          street: part,
          street1: part,
          street2: part,
          building: part,
          level: part,
          unit: part,
          postalCode: part,
        }),
        (address) => {
          for (const line of formatAddressLines(address)) {
            expect(line.trim()).not.toBe('');
            expect(line.toUpperCase()).not.toContain('NIL');
          }
        },
      ),
    );
  });
});

describe('orDash', () => {
  it.each([
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['  \t', '-'],
    [Number.NaN, '-'],
    ['Tan Ah Kow', 'Tan Ah Kow'],
    [' padded ', ' padded '],
    [0, '0'],
    [42, '42'],
    [false, 'false'],
  ])('shows %j as %j', (value, shown) => {
    expect(orDash(value)).toBe(shown);
  });
});

describe('Singapore date and time of an instant', () => {
  it('reads the instant in Singapore (UTC+8), not in the host time zone', () => {
    expect(formatSingaporeDate('2024-03-04T17:30:00Z')).toBe('05/03/2024');
    expect(formatSingaporeTime('2024-03-04T17:30:00Z')).toBe('01:30 AM');
    expect(formatSingaporeTime('2024-03-05T01:30:00+00:00')).toBe('09:30 AM');
    expect(formatSingaporeTime('2024-03-05T09:30:00+08:00')).toBe('09:30 AM');
    expect(singaporeCalendarDate('2024-03-04T15:59:59Z')).toBe('2024-03-04');
    expect(singaporeCalendarDate('2024-03-04T16:00:00Z')).toBe('2024-03-05');
  });

  it('dashes what is not a date, and refuses to make an API date of it', () => {
    expect(formatSingaporeDate(null)).toBe('-');
    expect(formatSingaporeTime('soon')).toBe('-');
    expect(() => singaporeCalendarDate('soon')).toThrow(RangeError);
  });
});
