import { describe, expect, it } from 'vitest';

import { planCart, renewalCart, type RenewableService } from './index.js';

const service: RenewableService = {
  renewable: true,
  categoryId: 'cat-aa',
  productId: 'prod-circuit',
  offeringId: 'offer-12',
  centerId: 'centre-bbw',
  forSelf: true,
  personId: 'client-1',
};

describe('renewalCart', () => {
  it('puts the same category, product, offer and centre in the cart, for the customer themselves', () => {
    expect(renewalCart(service)).toEqual({
      categoryId: 'cat-aa',
      customerId: null,
      items: [
        { categoryId: 'cat-aa', productId: 'prod-circuit', offeringId: 'offer-12', centerId: 'centre-bbw' },
      ],
      source: 'MYNH',
    });
  });

  it('renews a loved one’s service for them', () => {
    expect(renewalCart({ ...service, forSelf: false, personId: 'loved-1' })?.customerId).toBe('loved-1');
  });

  it('renews nothing the API says cannot be renewed, nor a service without an offer', () => {
    expect(renewalCart({ ...service, renewable: false })).toBeNull();
    expect(renewalCart({ ...service, offeringId: null })).toBeNull();
    expect(renewalCart({ ...service, offeringId: undefined })).toBeNull();
  });

  it('is a cart the cart plan adds to the same person’s cart of the same category without asking', () => {
    const cart = renewalCart(service);
    if (cart === null) throw new Error('renewable');
    const existing = {
      categoryId: 'cat-aa',
      categoryName: 'Active Ageing',
      customerId: 'client-1',
      customerName: 'Tan Ah Kow',
      items: [{ categoryId: 'cat-aa', productId: 'prod-gym', offeringId: 'offer-8', centerId: 'centre-bbw' }],
    };
    const plan = planCart(existing, cart, 'client-1');
    expect(plan.ask).toBeNull();
    expect(plan.body.items.map((item) => item.productId)).toEqual(['prod-gym', 'prod-circuit']);
  });
});
