/**
 * Renewing a service (seed 000 section 3, My Services' Renew): the same programme, offer and centre for the same
 * person go into the cart as the registration wizard puts them there.
 */
import { CART_SOURCE } from '../constants.js';
import type { CartItem } from '../schemas/cart.js';
import type { ServiceSummary } from '../schemas/services.js';
import type { CartBody } from './plan.js';

/** What {@link renewalCart} reads of a service (domain `ServiceSummary` has all of it). */
export type RenewableService = Pick<
  ServiceSummary,
  'renewable' | 'categoryId' | 'productId' | 'offeringId' | 'centerId' | 'forSelf' | 'personId'
>;

/** The body of PUT cart that renews a service. */
export interface RenewalCart extends CartBody {
  categoryId: string;
  items: [CartItem];
  source: typeof CART_SOURCE;
}

/**
 * The cart that renews `service`: one line of the same category, product, offer and centre, for the same person
 * (`customerId` null: the customer themselves), with the portal's source tag. Null when it cannot be renewed:
 * the API says it cannot (still held), or it has no offer to renew.
 */
export function renewalCart(service: RenewableService): RenewalCart | null {
  if (!service.renewable || service.offeringId == null) return null;
  return {
    categoryId: service.categoryId,
    customerId: service.forSelf ? null : service.personId,
    items: [
      {
        categoryId: service.categoryId,
        productId: service.productId,
        offeringId: service.offeringId,
        centerId: service.centerId,
      },
    ],
    source: CART_SOURCE,
  };
}
