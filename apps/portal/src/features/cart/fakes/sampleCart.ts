/**
 * The cart review's and product page's sample data: Active Ageing and Retail products at the provider's
 * centres (seed 001 §3), addresses from the sandbox directory (data/sg-addresses), prices in cents.
 */
import type { Cart, CatalogueCentre, CatalogueProduct } from '@careportal/domain';
import type { CartViewItem } from '../../../shell/cart';
import type { FakeCartData, FakeProduct } from './fakeCartApi';

const ACTIVE_AGEING = '6a1f0c4e-2b7d-4e39-9d51-0c2f7a8b1e01';
const RETAIL = '6a1f0c4e-2b7d-4e39-9d51-0c2f7a8b1e04';
export const GYM_TONIC_ID = '2c9e6f1a-8b3d-4c57-a0e2-5f4d3b2a1c01';
export const RESISTANCE_BAND_ID = '2c9e6f1a-8b3d-4c57-a0e2-5f4d3b2a1c09';

function centre(
  id: string,
  name: string,
  postalCode: string,
  block: string,
  street: string,
  building: string | null,
): CatalogueCentre {
  const address = [`${block} ${street}`, building, `Singapore ${postalCode}`].filter(Boolean).join(', ');
  return {
    id,
    name,
    kind: 'ACTIVE_AGEING_HUB',
    postalCode,
    block,
    street,
    building,
    level: null,
    unit: null,
    address,
    region: 'nw',
    area: 'NORTH',
    latitude: 1.44,
    longitude: 103.8,
  };
}

const kampungAdmiralty = centre(
  '9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e01',
  'Kampung Admiralty Active Ageing Hub',
  '730678',
  '678',
  'WOODLANDS AVE 6',
  null,
);
const bukitBatokWest = centre(
  '9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e02',
  'Bukit Batok West Active Ageing Hub',
  '650440',
  '440',
  'BUKIT BATOK WEST AVENUE 8',
  null,
);

function product(
  id: string,
  name: string,
  categoryId: string,
  categoryName: string,
  description: string,
  packageDescription: string | null,
): CatalogueProduct {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description,
    categoryId,
    categoryName,
    groupId: null,
    programContentType: 'SESSIONS',
    fixedSessions: true,
    totalSessions: 24,
    packageDescription,
  };
}

const gymTonic: FakeProduct = {
  product: product(
    GYM_TONIC_ID,
    'Gym Tonic',
    ACTIVE_AGEING,
    'Active Ageing',
    'Strength training for seniors on air-pressure machines, with an assessment before and after.',
    '24 sessions, twice a week, with a post-assessment at the final session.',
  ),
  offerings: [
    {
      id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b01',
      productId: GYM_TONIC_ID,
      name: '24 sessions',
      priceCents: 36_000,
      sessionCount: 24,
      termMonths: 3,
      sellable: true,
    },
    {
      id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b02',
      productId: GYM_TONIC_ID,
      name: '48 sessions',
      priceCents: 64_800,
      sessionCount: 48,
      termMonths: 6,
      sellable: true,
    },
  ],
  centres: [kampungAdmiralty, bukitBatokWest],
};

const resistanceBand: FakeProduct = {
  product: product(
    RESISTANCE_BAND_ID,
    'Resistance Band Set',
    RETAIL,
    'Retail',
    'Three bands of rising strength, with an exercise guide, collected at the centre.',
    null,
  ),
  offerings: [
    {
      id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b09',
      productId: RESISTANCE_BAND_ID,
      name: 'Set of 3',
      priceCents: 4_550,
      sessionCount: 1,
      termMonths: null,
      sellable: true,
    },
  ],
  centres: [kampungAdmiralty],
};

function line(entry: FakeProduct, index: number): CartViewItem {
  const [offering] = entry.offerings;
  const [where] = entry.centres;
  if (offering === undefined || where === undefined)
    throw new Error('A sample product needs an offer and a centre.');
  return {
    id: `line-${String(index)}`,
    categoryId: entry.product.categoryId,
    productId: entry.product.id,
    productName: entry.product.name,
    offeringId: offering.id,
    offeringName: offering.name,
    centerId: where.id,
    centerName: where.name,
    priceCents: offering.priceCents,
    amount: offering.priceCents / 100,
  };
}

/** The known promotion codes: one that applies to Gym Tonic, and one of each refusal. */
const promotions: FakeCartData['promotions'] = {
  GYMTONIC10: { description: 'GYMTONIC10: 10% off Gym Tonic', percent: 10, productIds: [GYM_TONIC_ID] },
  SPRING2025: { description: 'Spring 2025', percent: 10, productIds: [], refusal: 'expired' },
  WELCOME50: { description: 'Welcome', percent: 50, productIds: [], refusal: 'usedUp' },
  DENTAL15: { description: 'Dental', percent: 15, productIds: ['not-in-cart'] },
};

/** A signed-in customer with no cart. */
export function emptyCart(): FakeCartData {
  return {
    customer: { id: 'a3c1e5f7-0b2d-4f6a-8c9e-1d3f5a7b9c01', name: 'Siti binte Ahmad' },
    cart: null,
    products: [gymTonic, resistanceBand],
    promotions,
    gstPercentage: 9,
    orders: {},
  };
}

/** Gym Tonic and a Resistance Band Set in the cart, for the customer herself. */
export function cartWithItems(coupon: string | null = null): FakeCartData {
  const data = emptyCart();
  data.cart = {
    categoryId: ACTIVE_AGEING,
    categoryName: 'Active Ageing',
    customerId: data.customer.id,
    customerName: data.customer.name,
    referralSource: null,
    marketingConsent: false,
    coupon,
    items: [line(gymTonic, 1), line(resistanceBand, 2)],
  };
  return data;
}

/** The cart a visitor chose on the product page before signing in. */
export function visitorCart(): Cart {
  const [offering] = resistanceBand.offerings;
  const [where] = resistanceBand.centres;
  return {
    categoryId: RETAIL,
    customerId: null,
    referralSource: null,
    marketingConsent: false,
    items: [
      {
        categoryId: RETAIL,
        productId: RESISTANCE_BAND_ID,
        offeringId: offering?.id ?? '',
        centerId: where?.id ?? '',
      },
    ],
  };
}
