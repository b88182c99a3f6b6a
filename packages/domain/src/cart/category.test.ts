import { describe, expect, it } from 'vitest';

import { ACTIVE_AGEING_CATEGORY } from '../constants.js';
import { messages } from '../messages/index.js';
import { cartCategory, egiroCanPay, paymentMethodsFor } from './category.js';

const ACTIVE_AGEING_ID = '5a0f5f0e-0000-4000-8000-000000000001';
const RETAIL_ID = '5a0f5f0e-0000-4000-8000-000000000002';

describe('cartCategory', () => {
  it('is the category every line shares, whatever else the cart was said to be', () => {
    expect(cartCategory([{ categoryId: ACTIVE_AGEING_ID }, { categoryId: ACTIVE_AGEING_ID }])).toEqual({
      ok: true,
      categoryId: ACTIVE_AGEING_ID,
    });
  });

  it('refuses lines of two categories with the catalogue message', () => {
    expect(cartCategory([{ categoryId: ACTIVE_AGEING_ID }, { categoryId: RETAIL_ID }])).toEqual({
      ok: false,
      reason: 'MIXED_CATEGORIES',
      message: messages.cart.mixedCategories,
    });
  });
});

describe('egiroCanPay and paymentMethodsFor', () => {
  it('offer eGIRO when every line is an Active Ageing programme', () => {
    expect(egiroCanPay([ACTIVE_AGEING_CATEGORY, ACTIVE_AGEING_CATEGORY])).toBe(true);
    expect(paymentMethodsFor([ACTIVE_AGEING_CATEGORY])).toEqual(['CARD', 'PAYNOW', 'EGIRO']);
  });

  it('do not offer eGIRO for any other line, even beside an Active Ageing one', () => {
    expect(egiroCanPay([ACTIVE_AGEING_CATEGORY, 'Retail'])).toBe(false);
    expect(egiroCanPay(['Physiotherapy'])).toBe(false);
    expect(paymentMethodsFor(['Retail', ACTIVE_AGEING_CATEGORY])).toEqual(['CARD', 'PAYNOW']);
  });

  it('do not offer eGIRO for an order without lines', () => {
    expect(egiroCanPay([])).toBe(false);
    expect(paymentMethodsFor([])).toEqual(['CARD', 'PAYNOW']);
  });
});
