import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  formatSingaporePhone,
  isValidPhoneForCountry,
  isValidPostalCode,
  isValidSingaporePhone,
  singaporePhoneUri,
} from './index.js';

describe('isValidSingaporePhone', () => {
  it.each([
    '91234567',
    '81234567',
    '61234567',
    '65123456', // a local number that happens to start with 65
    '9123 4567',
    '9123-4567',
    '+6591234567',
    '+65 9123 4567',
    '6591234567',
    '65 6123 4567',
    ' 91234567 ',
  ])('accepts %j', (number) => {
    expect(isValidSingaporePhone(number)).toBe(true);
  });

  it.each([
    ['starts with 7', '71234567'],
    ['starts with 3', '31234567'],
    ['7 digits', '9123456'],
    ['9 digits', '912345678'],
    ['+65 with 7 digits', '+659123456'],
    ['+65 with a bad first digit', '+6551234567'],
    ['another country code', '+6091234567'],
    ['leading 0', '091234567'],
    ['letters', '9123456a'],
    ['brackets', '(65) 91234567'],
    ['empty', ''],
    ['full-width digits', '９１２３４５６７'],
  ])('rejects a number with %s (%j)', (_case, number) => {
    expect(isValidSingaporePhone(number)).toBe(false);
  });

  it('accepts every 8-digit number starting 6, 8 or 9, with or without +65', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '8', '9'), fc.stringMatching(/^\d{7}$/), (first, rest) => {
        expect(isValidSingaporePhone(first + rest)).toBe(true);
        expect(isValidSingaporePhone(`+65 ${first}${rest}`)).toBe(true);
      }),
    );
  });

  it('rejects every 8-digit number starting with another digit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0', '1', '2', '3', '4', '5', '7'),
        fc.stringMatching(/^\d{7}$/),
        (first, rest) => {
          expect(isValidSingaporePhone(first + rest)).toBe(false);
        },
      ),
    );
  });
});

describe('isValidPostalCode', () => {
  it.each(['200640', '018956', '000000'])('accepts %j', (code) => {
    expect(isValidPostalCode(code)).toBe(true);
  });

  it.each(['20064', '2006401', '20064a', ' 200640', '200 640', '', '２００６４０'])('rejects %j', (code) => {
    expect(isValidPostalCode(code)).toBe(false);
  });

  it('accepts exactly the strings of 6 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (code) => {
        expect(isValidPostalCode(code)).toBe(/^[0-9]{6}$/.test(code));
      }),
    );
  });
});

describe('isValidPhoneForCountry', () => {
  it.each([
    ['MY', '012-345 6789'],
    ['my', '12 345 6789'],
    ['+60', '12-345 6789'],
    ['60', '012-345 6789'],
    ['+60', '+60 12-345 6789'],
    ['GB', '07400 123456'],
    ['+44', '07400 123456'],
    ['+1', '(213) 373-4253'],
    ['US', '213 373 4253'],
    ['SG', '+65 9123 4567'],
    ['+65', '61234567'],
    ['65', '81234567'],
  ])('accepts %s %j', (country, number) => {
    expect(isValidPhoneForCountry(country, number)).toBe(true);
  });

  it.each([
    ['a number of another country', 'MY', '+65 9123 4567'],
    ['a number of another calling code', '+44', '+60 12-345 6789'],
    ['a too-short number', '+60', '123'],
    ['letters in the number', '+60', 'abc 12-345 6789'],
    ['an unknown ISO country', 'XX', '12345678'],
    ['a malformed country code', 'Malaysia', '012-345 6789'],
    ['an empty country code', '', '012-345 6789'],
    ['a Singapore number breaking the 6/8/9 rule', '+65', '31234567'],
    ['a Singapore number breaking the 6/8/9 rule, by ISO code', 'SG', '31234567'],
  ])('rejects %s (%s %j)', (_case, country, number) => {
    expect(isValidPhoneForCountry(country, number)).toBe(false);
  });
});

describe('formatSingaporePhone and singaporePhoneUri', () => {
  it('write any accepted form as +65 and two groups of 4, and as a tel: link', () => {
    for (const number of ['63112233', '6311 2233', '+65 6311-2233', '6563112233']) {
      expect(formatSingaporePhone(number), number).toBe('+65 6311 2233');
      expect(singaporePhoneUri(number), number).toBe('tel:+6563112233');
    }
  });

  it('refuse what the phone rule refuses', () => {
    expect(() => formatSingaporePhone('1800 123 4567')).toThrow();
    expect(() => singaporePhoneUri('5123 4567')).toThrow();
  });
});
