/**
 * What adding a registration to the cart does to the cart already there (seed 000 section 8, "Catalogue"): a
 * cart is for one person and one category, so a cart for someone else or another service is replaced (after
 * asking); in the same cart, a programme already there with another offer or centre is changed (after asking
 * 'You already have an offer of this product in cart. Do you want to change offer?'), and the rest are added.
 */
import type { CartItem } from '../schemas/cart.js';

/** The cart as GET cart answers it, as far as the plan reads it. */
export interface SavedCart {
  categoryId: string;
  categoryName: string;
  customerId: string;
  customerName: string;
  items: readonly CartItem[];
}

/** The body of PUT cart, as far as the plan reads it. */
export interface CartBody {
  categoryId: string | null;
  /** null: the signed-in customer themselves. */
  customerId: string | null;
  items: CartItem[];
}

/** What to send, and what to ask first (null: nothing). */
export interface CartPlan<B extends CartBody = CartBody> {
  ask: null | 'replace' | 'changeOffer';
  body: B;
  existingCustomerName: string;
  existingCategoryName: string;
}

const lineOf = ({ categoryId, productId, offeringId, centerId }: CartItem): CartItem => ({
  categoryId,
  productId,
  offeringId,
  centerId,
});

/**
 * The cart to send when `body`'s programmes are added to `existing`, and whether to ask first. `selfId` is the
 * signed-in customer's id, which the saved cart names when it is for them.
 */
export function planCart<B extends CartBody>(
  existing: SavedCart | null,
  body: B,
  selfId: string | null,
): CartPlan<B> {
  const names = {
    existingCustomerName: existing?.customerName ?? '',
    existingCategoryName: existing?.categoryName ?? '',
  };
  if (existing === null || existing.items.length === 0) return { ask: null, body, ...names };
  const samePerson = existing.customerId === (body.customerId ?? selfId);
  if (!samePerson || existing.categoryId !== body.categoryId) return { ask: 'replace', body, ...names };

  const kept: CartItem[] = [];
  let changesOffer = false;
  for (const line of existing.items.map(lineOf)) {
    const added = body.items.find((item) => item.productId === line.productId);
    if (added === undefined) kept.push(line);
    else if (added.offeringId !== line.offeringId || added.centerId !== line.centerId) changesOffer = true;
  }
  return {
    ask: changesOffer ? 'changeOffer' : null,
    body: { ...body, items: [...kept, ...body.items] },
    ...names,
  };
}
