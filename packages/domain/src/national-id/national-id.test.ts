import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  FIN_PREFIXES,
  NRIC_PREFIXES,
  isValidFin,
  isValidNationalId,
  isValidNric,
  maskNationalId,
  nationalIdCheckLetter,
  type NationalIdPrefix,
} from './index.js';

const ALL_PREFIXES: readonly NationalIdPrefix[] = [...NRIC_PREFIXES, ...FIN_PREFIXES];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const sevenDigits = fc.stringMatching(/^\d{7}$/);

describe('nationalIdCheckLetter', () => {
  // Worked by hand: digits weighted 2,7,6,5,4,3,2; T/G add 4, M adds 3; sum mod 11 indexes the family's table.
  it.each([
    ['S', '1234567', 'D'], // 106 % 11 = 7
    ['T', '1234567', 'J'], // 110 % 11 = 0
    ['F', '1234567', 'N'], // 106 % 11 = 7
    ['G', '1234567', 'X'], // 110 % 11 = 0
    ['M', '1234567', 'K'], // 109 % 11 = 10
    ['S', '0000001', 'I'], // 2
    ['T', '0312345', 'B'], // 75 % 11 = 9
    ['S', '9876543', 'C'], // 184 % 11 = 8
    ['G', '5555555', 'P'], // 149 % 11 = 6
    ['M', '0000000', 'T'], // 3
    ['F', '9999999', 'M'], // 261 % 11 = 8
    ['M', '0001000', 'J'], // 8: the M table differs from F/G here
  ] as const)('%s%s has check letter %s', (prefix, digits, letter) => {
    expect(nationalIdCheckLetter(prefix, digits)).toBe(letter);
  });

  it.each(['123456', '12345678', '12345a7', ''])(
    'rejects digits %j that are not exactly 7 digits',
    (digits) => {
      expect(() => nationalIdCheckLetter('S', digits)).toThrow(RangeError);
    },
  );
});

describe('isValidNric and isValidFin', () => {
  it.each(['S1234567D', 'T1234567J', 'S0000001I', 'T0312345B', 'S9876543C'])('%s is a valid NRIC', (id) => {
    expect(isValidNric(id)).toBe(true);
    expect(isValidFin(id)).toBe(false);
    expect(isValidNationalId(id)).toBe(true);
  });

  it.each(['F1234567N', 'G1234567X', 'M1234567K', 'G5555555P', 'M0000000T', 'F9999999M', 'M0001000J'])(
    '%s is a valid FIN',
    (id) => {
      expect(isValidFin(id)).toBe(true);
      expect(isValidNric(id)).toBe(false);
      expect(isValidNationalId(id)).toBe(true);
    },
  );

  it.each([
    ['wrong check letter', 'S1234567A'],
    ['the F/G table letter on an M prefix (index 8 is J for M, M for F/G)', 'M0001000M'],
    ['too short', 'S123456D'],
    ['too long', 'S12345678D'],
    ['empty', ''],
    ['lower-case prefix', 's1234567D'],
    ['lower-case check letter', 'S1234567d'],
    ['surrounding spaces', ' S1234567D '],
    ['letter among the digits', 'S12345A7D'],
    ['unknown prefix', 'A1234567D'],
    ['full-width digits', 'S１２３４５６７D'],
  ])('rejects an ID with %s (%j)', (_case, id) => {
    expect(isValidNationalId(id)).toBe(false);
  });

  it('accepts exactly one check letter for every prefix and 7 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_PREFIXES), sevenDigits, (prefix, digits) => {
        const valid = LETTERS.filter((letter) => isValidNationalId(`${prefix}${digits}${letter}`));
        expect(valid).toEqual([nationalIdCheckLetter(prefix, digits)]);
      }),
    );
  });

  it('validates NRIC prefixes only as NRIC and FIN prefixes only as FIN', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_PREFIXES), sevenDigits, (prefix, digits) => {
        const id = `${prefix}${digits}${nationalIdCheckLetter(prefix, digits)}`;
        const isNricPrefix = (NRIC_PREFIXES as readonly string[]).includes(prefix);
        expect(isValidNric(id)).toBe(isNricPrefix);
        expect(isValidFin(id)).toBe(!isNricPrefix);
      }),
    );
  });
});

describe('maskNationalId', () => {
  it.each([
    ['S1234567D', '*****567D'],
    ['  F1234567N ', '*****567N'],
    ['E1234567', '*****4567'],
    ['K123456', '*****456'],
    ['AB12345', '*****345'],
    ['A1234', '*****4'],
    ['A123', '*****'],
    ['X', '*****'],
    ['', ''],
    ['   ', ''],
  ])('masks %j as %j', (id, masked) => {
    expect(maskNationalId(id)).toBe(masked);
  });

  it('never reveals more than 4 characters, always hides at least 4, and reveals only a suffix', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (raw) => {
        const id = raw.trim();
        fc.pre(id !== '');
        const masked = maskNationalId(raw);
        expect(masked.startsWith('*****')).toBe(true);
        const revealed = masked.slice(5);
        expect(revealed.length).toBeLessThanOrEqual(4);
        expect(id.length - revealed.length).toBeGreaterThanOrEqual(Math.min(4, id.length));
        expect(id.endsWith(revealed)).toBe(true);
      }),
    );
  });
});
