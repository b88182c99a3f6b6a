import { describe, expect, it } from 'vitest';

import type { CartItem } from '../schemas/cart.js';
import { planCart, type SavedCart } from './plan.js';

const tonic: CartItem = {
  categoryId: 'aa',
  productId: 'tonic',
  offeringId: 'tonic-24',
  centerId: 'admiralty',
};
const circuit: CartItem = {
  categoryId: 'aa',
  productId: 'circuit',
  offeringId: 'c-12',
  centerId: 'admiralty',
};

function saved(items: CartItem[], customerId = 'loved-9', categoryId = 'aa'): SavedCart {
  return { categoryId, categoryName: 'Active Ageing', customerId, customerName: 'Tan Ah Kow', items };
}

const body = { categoryId: 'aa', customerId: 'loved-9', items: [tonic] };

describe('planCart', () => {
  it('sends the registration as it is when there is no cart, or an empty one, and asks nothing', () => {
    expect(planCart(null, body, 'me')).toEqual({
      ask: null,
      body,
      existingCustomerName: '',
      existingCategoryName: '',
    });
    expect(planCart(saved([]), body, 'me')).toMatchObject({ ask: null, body });
  });

  it("asks before replacing a cart for another person or another service, naming the cart's person and service", () => {
    expect(planCart(saved([circuit], 'me'), body, 'me')).toEqual({
      ask: 'replace',
      body,
      existingCustomerName: 'Tan Ah Kow',
      existingCategoryName: 'Active Ageing',
    });
    expect(planCart(saved([circuit], 'loved-9', 'retail'), body, 'me').ask).toBe('replace');
  });

  it('adds to the same cart, keeping what is there first', () => {
    const added = planCart(saved([circuit]), body, 'me');
    expect(added.ask).toBeNull();
    expect(added.body.items).toEqual([circuit, tonic]);
  });

  it('asks before changing the offer or centre of a programme already in the cart, and sends the new one', () => {
    const changed = planCart(saved([circuit, { ...tonic, offeringId: 'tonic-12' }]), body, 'me');
    expect(changed.ask).toBe('changeOffer');
    expect(changed.body.items).toEqual([circuit, tonic]);
    expect(planCart(saved([{ ...tonic, centerId: 'tampines' }]), body, 'me').ask).toBe('changeOffer');
  });

  it('reads a cart for oneself (no customer id sent) as the same person, by the signed-in id', () => {
    const mine = { ...body, customerId: null };
    expect(planCart(saved([circuit], 'me'), mine, 'me').ask).toBeNull();
    expect(planCart(saved([circuit], 'me'), mine, 'someone-else').ask).toBe('replace');
  });

  it('sends only the four fields of each line already in the cart', () => {
    const withExtras = { ...circuit, productName: 'Circuit Training' } as CartItem;
    expect(planCart(saved([withExtras]), body, 'me').body.items[0]).toEqual(circuit);
  });
});
