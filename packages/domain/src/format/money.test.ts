import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMoney } from './index.js';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [50, '$0.50'],
    [100, '$1.00'],
    [12_000, '$120.00'],
    [123_450, '$1,234.50'],
    [100_000_000, '$1,000,000.00'],
    [-600, '-$6.00'],
    [-123_456, '-$1,234.56'],
  ])('writes %i cents as %s', (cents, shown) => {
    expect(formatMoney(cents)).toBe(shown);
  });

  it('reads back as the same number of cents, whatever the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const shown = formatMoney(cents);
        expect(shown).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(BigInt(shown.replace(/[$,.]/g, ''))).toBe(BigInt(cents));
      }),
    );
  });

  it('refuses what is not whole cents', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
