import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  percentageToBasisPoints,
  percentOfCents,
  summaryTotals,
  type PricedLine,
} from './totals.js';

/** A cart line with a discount of at most its amount. */
const line = fc
  .record({ unitPriceCents: fc.integer({ min: 0, max: 500_000 }), quantity: fc.integer({ min: 1, max: 12 }) })
  .chain((base) =>
    fc
      .integer({ min: 0, max: base.unitPriceCents * base.quantity })
      .map((discountCents): PricedLine => ({ ...base, discountCents })),
  );
const lines = fc.array(line, { maxLength: 20 });
const rate = fc.integer({ min: 0, max: 3_000 });

describe('percentOfCents', () => {
  it('rounds half up to the cent', () => {
    expect(percentOfCents(1_000, 900)).toBe(90);
    expect(percentOfCents(5, 900)).toBe(0); // 0.45 cent
    expect(percentOfCents(50, 900)).toBe(5); // 4.5 cents
    expect(percentOfCents(149, 500)).toBe(7); // 7.45 cents
    expect(percentOfCents(150, 500)).toBe(8); // 7.5 cents
  });

  it('is exact where floating point is not', () => {
    // 0.07 * 100 in floating point is 7.000000000000001; here it is the cent it should be.
    expect(percentOfCents(100, 700)).toBe(7);
    expect(percentOfCents(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what is not a whole number of cents or basis points', () => {
    expect(() => percentOfCents(1.5, 900)).toThrow(RangeError);
    expect(() => percentOfCents(-1, 900)).toThrow(RangeError);
    expect(() => percentOfCents(100, 9.5)).toThrow(RangeError);
  });
});

describe('percentageToBasisPoints', () => {
  it('reads the GST configuration’s percentage', () => {
    expect(percentageToBasisPoints(9)).toBe(900);
    expect(percentageToBasisPoints(8.25)).toBe(825);
    expect(percentageToBasisPoints(0)).toBe(0);
    expect(() => percentageToBasisPoints(8.125)).toThrow(RangeError);
    expect(() => percentageToBasisPoints(-1)).toThrow(RangeError);
  });
});

describe('cartTotals', () => {
  it('adds a 9% GST on what is left after the discounts', () => {
    expect(
      cartTotals(
        [
          { unitPriceCents: 12_000, quantity: 1, discountCents: 600 },
          { unitPriceCents: 3_550, quantity: 2 },
        ],
        900,
      ),
    ).toEqual({
      subTotalCents: 19_100,
      discountCents: 600,
      gstCents: 1_665,
      totalCents: 20_165,
      payableCents: 20_165,
    });
  });

  it('is the sum of the lines, less the discounts, plus GST rounded once', () => {
    fc.assert(
      fc.property(lines, rate, (cart, basisPoints) => {
        const totals = cartTotals(cart, basisPoints);
        const subTotal = cart.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
        const discount = cart.reduce((sum, l) => sum + (l.discountCents ?? 0), 0);
        expect(totals.subTotalCents).toBe(subTotal);
        expect(totals.discountCents).toBe(discount);
        expect(totals.gstCents).toBe(percentOfCents(subTotal - discount, basisPoints));
        expect(totals.totalCents).toBe(subTotal - discount + totals.gstCents);
        expect(totals.payableCents).toBe(totals.totalCents);
      }),
    );
  });

  it('keeps GST within half a cent of the exact figure, and every amount whole and not negative', () => {
    fc.assert(
      fc.property(lines, rate, (cart, basisPoints) => {
        const totals = cartTotals(cart, basisPoints);
        const exact = ((totals.subTotalCents - totals.discountCents) * basisPoints) / 10_000;
        expect(Math.abs(totals.gstCents - exact)).toBeLessThanOrEqual(0.5);
        for (const amount of Object.values(totals)) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('never drifts: the order of the lines, or splitting a quantity into lines, changes nothing', () => {
    fc.assert(
      fc.property(lines, rate, (cart, basisPoints) => {
        const reversed = cartTotals([...cart].reverse(), basisPoints);
        expect(reversed).toEqual(cartTotals(cart, basisPoints));
        // Each unit a line of its own, the line's discount spread over them, none over its unit.
        const split = cart.flatMap((l) => {
          let left = l.discountCents ?? 0;
          return Array.from({ length: l.quantity }, () => {
            const discountCents = Math.min(left, l.unitPriceCents);
            left -= discountCents;
            return { unitPriceCents: l.unitPriceCents, quantity: 1, discountCents };
          });
        });
        expect(cartTotals(split, basisPoints)).toEqual(cartTotals(cart, basisPoints));
      }),
    );
  });

  it('refuses a discount over its line, a quantity under 1 and amounts that are not whole cents', () => {
    expect(() => cartTotals([{ unitPriceCents: 100, quantity: 1, discountCents: 101 }], 900)).toThrow(
      'A discount cannot be more than its line.',
    );
    expect(() => cartTotals([{ unitPriceCents: 100, quantity: 0 }], 900)).toThrow(RangeError);
    expect(() => cartTotals([{ unitPriceCents: 99.5, quantity: 1 }], 900)).toThrow(RangeError);
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([], 900)).toEqual({
      subTotalCents: 0,
      discountCents: 0,
      gstCents: 0,
      totalCents: 0,
      payableCents: 0,
    });
  });
});

describe('summaryTotals', () => {
  it('puts the discounts shown under the lines into the subtotal, so none is stated twice', () => {
    expect(summaryTotals([3_600, 0], 159_450, 3_600)).toEqual({
      subtotalCents: 155_850,
      discountRowCents: null,
    });
  });

  it("keeps a discount row for the order's own discount only", () => {
    expect(summaryTotals([3_600], 159_450, 5_600)).toEqual({
      subtotalCents: 155_850,
      discountRowCents: 2_000,
    });
  });

  it("keeps the server's figures when no line shows a discount, or when the lines' exceed the order's", () => {
    expect(summaryTotals([0, 0], 10_000, 0)).toEqual({ subtotalCents: 10_000, discountRowCents: 0 });
    expect(summaryTotals([], 10_000, 500)).toEqual({ subtotalCents: 10_000, discountRowCents: 500 });
    expect(summaryTotals([900], 10_000, 500)).toEqual({ subtotalCents: 10_000, discountRowCents: 500 });
  });
});
