import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  buildPayNowPayload,
  crc16ccitt,
  emvTlv,
  parseEmvTlv,
  verifyEmvCrc,
  type PayNowPayloadInput,
} from './index.js';

const base: PayNowPayloadInput = {
  proxyType: 'UEN',
  proxyValue: '201403121W',
  amount: 12.5,
  editable: false,
  expiry: '20240331',
  merchantName: 'NTUC Health Co-operative',
  merchantCity: 'Singapore',
  reference: 'INV-2024-000123',
};

const fields = (payload: string): Record<string, string> =>
  Object.fromEntries(parseEmvTlv(payload).map((field) => [field.id, field.value]));

describe('crc16ccitt', () => {
  it.each([
    ['123456789', '29B1'], // the CRC-16/CCITT-FALSE check value
    ['', 'FFFF'],
    ['A', 'B915'],
  ])('%j → %s', (text, crc) => {
    expect(crc16ccitt(text)).toBe(crc);
  });

  it('always gives 4 upper-case hex digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(crc16ccitt(text)).toMatch(/^[0-9A-F]{4}$/);
      }),
    );
  });
});

describe('emvTlv and parseEmvTlv', () => {
  it('writes id, zero-padded length and value', () => {
    expect(emvTlv('00', '01')).toBe('000201');
    expect(emvTlv('59', '')).toBe('5900');
  });

  it('refuses a value longer than 99 characters or a bad id', () => {
    expect(() => emvTlv('59', 'x'.repeat(100))).toThrow(RangeError);
    expect(() => emvTlv('5', 'x')).toThrow(RangeError);
  });

  it('parses what it writes, in order', () => {
    const id = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
    fc.assert(
      fc.property(fc.array(fc.record({ id, value: fc.string({ maxLength: 99 }) })), (list) => {
        expect(parseEmvTlv(list.map((field) => emvTlv(field.id, field.value)).join(''))).toEqual(list);
      }),
    );
  });

  it.each(['00', '0002', '000201ab', 'XX0201'])('refuses the malformed payload %j', (payload) => {
    expect(() => parseEmvTlv(payload)).toThrow(RangeError);
  });
});

describe('buildPayNowPayload', () => {
  it('builds the EMVCo fields in order, with a verifying CRC', () => {
    const payload = buildPayNowPayload(base);
    expect(payload).toBe(
      '000201' +
        '010212' +
        '2649' +
        '0009SG.PAYNOW' +
        '01012' +
        '0210201403121W' +
        '03010' +
        '040820240331' +
        '52040000' +
        '5303702' +
        '540512.50' +
        '5802SG' +
        '5924NTUC Health Co-operative' +
        '6009Singapore' +
        '6219' +
        '0115INV-2024-000123' +
        '6304' +
        '312B', // CRC-16/CCITT-FALSE of the rest, checked independently with Python's binascii.crc_hqx
    );
    expect(parseEmvTlv(payload).map((field) => field.id)).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(verifyEmvCrc(payload)).toBe(true);
  });

  it('writes a mobile proxy as +65 and 8 digits, and an editable amount', () => {
    const payload = buildPayNowPayload({
      ...base,
      proxyType: 'MOBILE',
      proxyValue: '9123 4567',
      editable: true,
    });
    const account = fields(fields(payload)['26'] ?? '');
    expect(account).toEqual({
      '00': 'SG.PAYNOW',
      '01': '0',
      '02': '+6591234567',
      '03': '1',
      '04': '20240331',
    });
  });

  it.each([
    [12.5, '12.50'],
    ['12.5', '12.50'],
    [12, '12.00'],
    [0.01, '0.01'],
    [0.1 + 0.2, '0.30'],
    ['1234567.89', '1234567.89'],
    [9999999999.99, '9999999999.99'],
  ])('writes the amount %j as %s', (amount, written) => {
    expect(fields(buildPayNowPayload({ ...base, amount }))['54']).toBe(written);
  });

  it('cuts the merchant name to 25 characters and the city to 15', () => {
    const payload = buildPayNowPayload({
      ...base,
      merchantName: 'A very long merchant name that goes on',
      merchantCity: 'Singapore Central Region',
    });
    expect(fields(payload)['59']).toBe('A very long merchant name');
    expect(fields(payload)['60']).toBe('Singapore Centr');
    expect(verifyEmvCrc(payload)).toBe(true);
  });

  it('leaves out field 62 without a reference', () => {
    expect(fields(buildPayNowPayload({ ...base, reference: '' }))['62']).toBeUndefined();
  });

  it.each<[string, Partial<PayNowPayloadInput>]>([
    ['a negative amount', { amount: -1 }],
    ['a zero amount', { amount: 0 }],
    ['a NaN amount', { amount: Number.NaN }],
    ['an infinite amount', { amount: Number.POSITIVE_INFINITY }],
    ['an amount with 3 decimals', { amount: 12.345 }],
    ['a text amount with 3 decimals', { amount: '12.345' }],
    ['a text amount that is not a number', { amount: '12,50' }],
    ['an amount over 13 characters', { amount: 12345678901.5 }],
    ['a reference over 25 characters', { reference: 'R'.repeat(26) }],
    ['an expiry of 6 digits', { expiry: '240331' }],
    ['an expiry with separators', { expiry: '2024-03-31' }],
    ['an expiry that is not a date', { expiry: '20240231' }],
    ['a UEN that is too short', { proxyValue: '1234' }],
    ['a mobile proxy that is not Singaporean', { proxyType: 'MOBILE', proxyValue: '71234567' }],
    ['an empty merchant name', { merchantName: '  ' }],
    ['an empty city', { merchantCity: '' }],
    ['a non-ASCII merchant name', { merchantName: '新加坡诊所' }],
  ])('refuses %s', (_case, change) => {
    expect(() => buildPayNowPayload({ ...base, ...change })).toThrow(RangeError);
  });

  it('round-trips any valid input through parseEmvTlv', () => {
    const ascii = (min: number, max: number) =>
      fc
        .stringMatching(new RegExp(`^[A-Za-z0-9 .-]{${min},${max}}$`))
        .filter((text) => text.trim().length >= min);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.boolean(),
        ascii(1, 40),
        ascii(0, 25),
        (cents, editable, merchantName, reference) => {
          const payload = buildPayNowPayload({
            ...base,
            amount: cents / 100,
            editable,
            merchantName,
            reference,
          });
          const top = fields(payload);
          expect(verifyEmvCrc(payload)).toBe(true);
          expect(top['54']).toBe((cents / 100).toFixed(2));
          expect(top['59']).toBe(merchantName.trim().slice(0, 25));
          expect(fields(top['26'] ?? '')['03']).toBe(editable ? '1' : '0');
          expect(top['62'] === undefined ? '' : fields(top['62'])['01']).toBe(reference.trim());
        },
      ),
    );
  });
});

describe('verifyEmvCrc', () => {
  const payload = buildPayNowPayload(base);

  it('fails when any single character changes', () => {
    const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(fc.nat({ max: payload.length - 1 }), printable, (index, char) => {
        fc.pre(payload[index] !== char);
        const changed = payload.slice(0, index) + char + payload.slice(index + 1);
        expect(verifyEmvCrc(changed)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['a lower-case CRC', payload.slice(0, -4) + payload.slice(-4).toLowerCase()],
    ['a missing CRC', payload.slice(0, -8)],
    ['an empty payload', ''],
    ['an extra character', `${payload}0`],
  ])('fails for %s', (_case, changed) => {
    expect(changed).not.toBe(payload);
    expect(verifyEmvCrc(changed)).toBe(false);
  });

  it('verifies the EMVCo specification example payload', () => {
    const example =
      '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN' +
      '5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***' +
      '0708A60086670902ME91320016A0112233449988770708123456786304A13A';
    expect(verifyEmvCrc(example)).toBe(true);
  });
});
