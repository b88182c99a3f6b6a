/**
 * Carts (one per client account, the payer's) and their lines, read with the catalogue names a page shows.
 * Saving replaces the whole cart in one transaction; the database holds each line to the catalogue (the
 * offering is the product's, the centre runs it) and to one line per product.
 */
import { asc, eq } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { cartItems, carts, categories, centres, offerings, products } from '../db/schema/index.ts';

/** A cart line with the names and price of what it names. */
export interface CartLineRow {
  id: string;
  categoryId: string;
  productId: string;
  productName: string;
  offeringId: string;
  offeringName: string;
  priceCents: number;
  centreId: string;
  centreName: string;
}

/** A cart with its category's name and its lines, in the order they were sent. */
export type CartRow = typeof carts.$inferSelect & { categoryName: string; items: CartLineRow[] };

/** What PUT cart saves. */
export interface CartWrite {
  lovedOneId: string | null;
  categoryId: string;
  referralSource: { source: string | null; sourceOthers: string | null } | null;
  marketingConsent: boolean;
  couponCode: string | null;
  items: { categoryId: string; productId: string; offeringId: string; centreId: string }[];
}

export function cartRepository(db: AppDatabase) {
  async function lines(tx: AppDatabase, cartId: string): Promise<CartLineRow[]> {
    return tx
      .select({
        id: cartItems.id,
        categoryId: cartItems.categoryId,
        productId: cartItems.productId,
        productName: products.name,
        offeringId: cartItems.offeringId,
        offeringName: offerings.name,
        priceCents: offerings.priceCents,
        centreId: cartItems.centreId,
        centreName: centres.name,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(offerings, eq(offerings.id, cartItems.offeringId))
      .innerJoin(centres, eq(centres.id, cartItems.centreId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.sort), asc(cartItems.id));
  }

  async function find(
    tx: AppDatabase,
    customerId: string,
    options: { lock?: boolean } = {},
  ): Promise<CartRow | undefined> {
    const query = tx
      .select({ cart: carts, categoryName: categories.name })
      .from(carts)
      .innerJoin(categories, eq(categories.id, carts.categoryId))
      .where(eq(carts.customerId, customerId));
    const [row] = await (options.lock === true ? query.for('update', { of: carts }) : query);
    if (!row) return undefined;
    return { ...row.cart, categoryName: row.categoryName, items: await lines(tx, row.cart.id) };
  }

  return {
    /** The account's cart, or undefined. */
    find: (customerId: string) => find(db, customerId),

    /** The account's cart, its row locked until the transaction `tx` ends (checkout). */
    findForUpdate: (tx: AppDatabase, customerId: string) => find(tx, customerId, { lock: true }),

    /** Replaces the account's cart with `cart`, stamped `now`. */
    async save(customerId: string, cart: CartWrite, now: Date): Promise<CartRow> {
      return db.transaction(async (tx) => {
        const values = {
          lovedOneId: cart.lovedOneId,
          categoryId: cart.categoryId,
          referralSource: cart.referralSource?.source ?? null,
          referralSourceOthers: cart.referralSource?.sourceOthers ?? null,
          hasReferralSource: cart.referralSource !== null,
          marketingConsent: cart.marketingConsent,
          couponCode: cart.couponCode,
          updatedAt: now,
        };
        const [saved] = await tx
          .insert(carts)
          .values({ customerId, ...values, createdAt: now })
          .onConflictDoUpdate({ target: carts.customerId, set: values })
          .returning({ id: carts.id });
        if (!saved) throw new Error('cart upsert returned no row');
        await tx.delete(cartItems).where(eq(cartItems.cartId, saved.id));
        if (cart.items.length > 0) {
          await tx
            .insert(cartItems)
            .values(cart.items.map((item, sort) => ({ ...item, cartId: saved.id, sort })));
        }
        const row = await find(tx, customerId);
        if (!row) throw new Error('saved cart not found');
        return row;
      });
    },

    /** Sets (or, with null, removes) the code applied to the account's cart. */
    async setCoupon(customerId: string, couponCode: string | null, now: Date): Promise<void> {
      await db.update(carts).set({ couponCode, updatedAt: now }).where(eq(carts.customerId, customerId));
    },

    /** Deletes the account's cart (`tx`: within a checkout's transaction). */
    async remove(customerId: string, tx: AppDatabase = db): Promise<void> {
      await tx.delete(carts).where(eq(carts.customerId, customerId));
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
