import { describe, expect, it } from 'vitest';

import { messages } from '../messages/index.js';
import { paidWith } from './paidWith.js';

describe('paidWith', () => {
  it('names PayNow and eGIRO as the completion page says them', () => {
    expect(paidWith({ method: 'PAYNOW', cardBrand: null, cardLast4: null })).toBe('PayNow');
    expect(paidWith({ method: 'EGIRO', cardBrand: null, cardLast4: null })).toBe('eGIRO');
  });

  it('names a card by its brand and last digits, the brand alone when the digits are not known', () => {
    expect(paidWith({ method: 'CARD', cardBrand: 'Visa', cardLast4: '1111' })).toBe('Visa ending in 1111');
    expect(paidWith({ method: 'CARD', cardBrand: null, cardLast4: '4444' })).toBe('ending in 4444');
    expect(paidWith({ method: 'CARD', cardBrand: 'MasterCard', cardLast4: null })).toBe('MasterCard');
    expect(paidWith({ method: 'CARD', cardBrand: null, cardLast4: null })).toBe(messages.generic.dash);
  });

  it('is a dash when there is no payment', () => {
    expect(paidWith(null)).toBe(messages.generic.dash);
  });
});
