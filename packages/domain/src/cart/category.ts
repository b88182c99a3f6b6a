/**
 * What a cart and an order are, decided from their lines and never from what a client says about them.
 *
 * - **A cart is for one service.** Each line's category is its product's, read from the catalogue; the cart's
 *   category is the one its lines share. Lines of two categories are refused (MIXED_CATEGORIES): the wizard
 *   registers for one category at a time, only Active Ageing adds a health declaration, and "A cart is for one
 *   person and one service" (messages.registration.replaceCartBody).
 * - **eGIRO pays Active Ageing programmes only** (seed 000: the eGIRO arrangements are the Active Ageing
 *   customers' Finance menu). An order may be paid by eGIRO when it has lines and every line is an Active Ageing
 *   programme; card and PayNow pay any order. The API offers and takes a payment by {@link paymentMethodsFor},
 *   and the payment page shows what the API offers.
 */
import { ACTIVE_AGEING_CATEGORY } from '../constants.js';
import { messages } from '../messages/index.js';
import type { PaymentMethod } from '../schemas/enums.js';

/** A line as far as its category goes: its product's category. */
export interface CategorisedLine {
  categoryId: string;
}

/** Why lines cannot make a cart. */
export const CART_CATEGORY_REFUSALS = ['MIXED_CATEGORIES'] as const;

/** What {@link cartCategory} decides: the cart's category, or why its lines cannot make one cart. */
export type CartCategoryOutcome =
  | { ok: true; categoryId: string }
  | { ok: false; reason: (typeof CART_CATEGORY_REFUSALS)[number]; message: string };

/**
 * The category of a cart of `lines` (each its product's category), or the refusal of lines that mix categories.
 * Lines must not be empty: an empty cart has no category, and the caller decides what that means.
 */
export function cartCategory(lines: readonly [CategorisedLine, ...CategorisedLine[]]): CartCategoryOutcome {
  const [first] = lines;
  if (lines.some((line) => line.categoryId !== first.categoryId)) {
    return { ok: false, reason: 'MIXED_CATEGORIES', message: messages.cart.mixedCategories };
  }
  return { ok: true, categoryId: first.categoryId };
}

/** Whether an order whose lines are of these categories (by name) may be paid by eGIRO. */
export function egiroCanPay(lineCategoryNames: readonly string[]): boolean {
  return (
    lineCategoryNames.length > 0 && lineCategoryNames.every((name) => name.trim() === ACTIVE_AGEING_CATEGORY)
  );
}

/** The ways an order whose lines are of these categories (by name) may be paid, in the order they are offered. */
export function paymentMethodsFor(lineCategoryNames: readonly string[]): PaymentMethod[] {
  return egiroCanPay(lineCategoryNames) ? ['CARD', 'PAYNOW', 'EGIRO'] : ['CARD', 'PAYNOW'];
}
