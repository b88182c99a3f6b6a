import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartSchema } from './cart.js';
import { appConfigSchema } from './config.js';
import { readAppConfig, readSavedCart } from './startup.js';

/** What a zod schema makes of `value`: its output, or null when it refuses it. */
function parsed<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** Anything at all, and values of each field's own type, valid or not, so both outcomes are common. */
const text = fc.oneof(fc.constant(''), fc.string(), fc.constantFrom(null, undefined), fc.integer());
const flag = fc.oneof(fc.boolean(), fc.constantFrom(null, undefined, 'true', 0));
const item = fc.oneof(
  fc.record(
    { categoryId: text, productId: text, offeringId: text, centerId: text, extra: fc.anything() },
    { requiredKeys: ['categoryId', 'productId', 'offeringId', 'centerId'] },
  ),
  fc.anything(),
);
const cartLike = fc.record(
  {
    categoryId: text,
    customerId: text,
    referralSource: fc.oneof(
      fc.record({ source: text, sourceOthers: text, other: fc.anything() }, { requiredKeys: [] }),
      fc.anything(),
    ),
    items: fc.oneof(fc.array(item, { maxLength: 3 }), fc.anything()),
    marketingConsent: flag,
    unknownKey: fc.anything(),
  },
  { requiredKeys: [] },
);
const recordId = fc.string({ minLength: 1 });
const nullishText = fc.option(fc.string(), { nil: null });
const validCart = fc.record(
  {
    categoryId: recordId,
    customerId: nullishText,
    referralSource: fc.option(fc.record({ source: nullishText, sourceOthers: nullishText }), { nil: null }),
    items: fc.array(
      fc.record({ categoryId: recordId, productId: recordId, offeringId: recordId, centerId: recordId }),
      { maxLength: 3 },
    ),
    marketingConsent: fc.option(fc.boolean(), { nil: null }),
  },
  { requiredKeys: ['categoryId', 'items'] },
);
const anyCart = fc.oneof(validCart, cartLike, fc.anything());
const configLike = fc.record(
  { versionNumber: text, disabledLovedOne: flag, unknownKey: fc.anything() },
  { requiredKeys: [] },
);

describe('the startup checks', () => {
  it('are compared on plenty of valid values as well as invalid ones', () => {
    const valid = (samples: unknown[], schema: typeof cartSchema | typeof appConfigSchema) =>
      samples.filter((value) => schema.safeParse(value).success).length;
    expect(valid(fc.sample(anyCart, { numRuns: 2000, seed: 2026 }), cartSchema)).toBeGreaterThan(400);
    expect(valid(fc.sample(configLike, { numRuns: 2000, seed: 2026 }), appConfigSchema)).toBeGreaterThan(100);
  });

  it('read a saved cart exactly as cartSchema does', () => {
    fc.assert(
      fc.property(anyCart, (value) => {
        expect(readSavedCart(value)).toStrictEqual(parsed(cartSchema, value));
      }),
      { numRuns: 2000 },
    );
  });

  it('read the remote configuration exactly as appConfigSchema does, defaults included', () => {
    fc.assert(
      fc.property(fc.oneof(configLike, fc.anything()), (value) => {
        expect(readAppConfig(value)).toStrictEqual(parsed(appConfigSchema, value));
      }),
      { numRuns: 2000 },
    );
    expect(readAppConfig({})).toEqual({ versionNumber: '0.0.0', disabledLovedOne: true });
  });

  it('keep a valid cart whole and drop what a cart does not have', () => {
    const cart = {
      categoryId: 'c1',
      customerId: null,
      referralSource: { source: 'Others', sourceOthers: 'A friend' },
      items: [{ categoryId: 'c1', productId: 'p1', offeringId: 'o1', centerId: 'ctr1', note: 'x' }],
      marketingConsent: true,
      stale: 1,
    };
    expect(readSavedCart(cart)).toStrictEqual({
      categoryId: 'c1',
      customerId: null,
      referralSource: { source: 'Others', sourceOthers: 'A friend' },
      items: [{ categoryId: 'c1', productId: 'p1', offeringId: 'o1', centerId: 'ctr1' }],
      marketingConsent: true,
    });
    expect(readSavedCart({ ...cart, items: [{ categoryId: '' }] })).toBeNull();
  });
});
