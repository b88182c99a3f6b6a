/**
 * Orders: placing one from the cart in one transaction (POST cart/checkout), reading one back, and the rewards
 * a referral code has earned.
 *
 * Checkout locks the payer's cart row first, so two submits of the same cart run one after the other: the
 * second finds the first's order by its idempotency key (the same key) or an empty cart (another key). The
 * unique (payer, idempotency key) index stands behind that, whatever the database's timing.
 */
import type { CartTotals, OrderBilling } from '@careportal/domain';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';

import { pgErrorCode, PG_UNIQUE_VIOLATION, type AppDatabase } from '../db/client.ts';
import {
  addresses,
  categories,
  customers,
  orderItems,
  orders,
  products,
  promotionRedemptions,
  referralRewards,
  type ReceiptStatus,
} from '../db/schema/index.ts';
import { cartRepository, type CartRow } from './cart.ts';
import { peopleRepository, type PeopleRepository } from './people.ts';
import { promotionsRepository, type PromotionsRepository } from './promotions.ts';
import { createServicesOfOrder } from './my-services.ts';

/** An order's line, with its product's category (by name: 'Active Ageing'), read from the catalogue. */
export type OrderItemRow = typeof orderItems.$inferSelect & { categoryName: string };

/** The columns GET order may sort by, by the name the API gives them. */
export const ORDER_SORT_COLUMNS = {
  createdDate: orders.createdAt,
  orderNumber: orders.orderNumber,
  payableAmount: orders.payableCents,
  totalAmount: orders.totalCents,
  status: orders.status,
} as const;

/** A field GET order may sort by. */
export type OrderSortField = keyof typeof ORDER_SORT_COLUMNS;

/** A page of GET order: zero-based, as the portal's other lists (page=0). */
export interface OrderPageRequest {
  page: number;
  size: number;
  sort: { field: OrderSortField; direction: 'asc' | 'desc' };
}
/** An order with its lines and its category's name and slug ('Active Ageing', 'active-ageing'). */
export type OrderRow = typeof orders.$inferSelect & {
  items: OrderItemRow[];
  categoryName: string;
  categorySlug: string;
};

/** The categories of an order's lines (by name), for the rules that read them (domain paymentMethodsFor). */
export function lineCategories(order: Pick<OrderRow, 'items'>): string[] {
  return order.items.map((item) => item.categoryName);
}

/** What the checkout's pricing decides, to be written as the order. */
export interface OrderDraft {
  lovedOneId: string | null;
  customerName: string;
  payerName: string;
  /** Whom it is billed to at first: the payer's own segment, corporate only with a company name on the profile. */
  billing: OrderBilling;
  categoryId: string;
  totals: CartTotals;
  gst: { id: string; rateBasisPoints: number };
  couponCode: string | null;
  lines: {
    productId: string;
    offeringId: string;
    centreId: string;
    description: string;
    unitPriceCents: number;
    amountCents: number;
    discountCents: number;
    discountDescription: string | null;
  }[];
  /** The promotion the order used, if any (its use is already counted). */
  promotionId: string | null;
  /** The referral the order used, if any: whose code, and their reward. */
  referral: { referrerCustomerId: string; rewardBasisPoints: number; rewardCents: number } | null;
}

/**
 * Prices the locked cart within the checkout's transaction (its repositories in `scope`), or throws to refuse it
 * (an empty cart, a code that no longer applies): nothing is written then. It reads only through `scope`: on the
 * embedded database (one connection) a read outside the transaction would wait for it forever.
 */
export type PriceOrder = (
  scope: { promotions: PromotionsRepository; people: PeopleRepository },
  cart: CartRow | undefined,
) => Promise<OrderDraft>;

export function ordersRepository(db: AppDatabase) {
  const carts = cartRepository(db);

  /** The lines of the orders `ids`, each with its product's category, in their order. */
  async function itemsOf(tx: AppDatabase, ids: string[]): Promise<OrderItemRow[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ item: orderItems, categoryName: categories.name })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.sort), asc(orderItems.id));
    return rows.map(({ item, categoryName }) => ({ ...item, categoryName }));
  }

  async function withItems(tx: AppDatabase, order: typeof orders.$inferSelect): Promise<OrderRow> {
    const items = await itemsOf(tx, [order.id]);
    const [category] = await tx
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, order.categoryId))
      .limit(1);
    return { ...order, items, categoryName: category?.name ?? '', categorySlug: category?.slug ?? '' };
  }

  async function byKey(tx: AppDatabase, customerId: string, key: string): Promise<OrderRow | undefined> {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return order && withItems(tx, order);
  }

  return {
    /**
     * Places the order of `customerId`'s cart under `idempotencyKey`, priced by `price`: the order, its lines,
     * the promotion's redemption and the referral's reward are written and the cart deleted, all or nothing.
     * An order placed earlier with the same key is returned instead (`created: false`).
     */
    async checkout(
      customerId: string,
      idempotencyKey: string,
      now: Date,
      price: PriceOrder,
    ): Promise<{ order: OrderRow; created: boolean }> {
      try {
        return await db.transaction(async (tx) => {
          const cart = await carts.findForUpdate(tx, customerId);
          const earlier = await byKey(tx, customerId, idempotencyKey);
          if (earlier) return { order: earlier, created: false };
          const draft = await price(
            { promotions: promotionsRepository(tx), people: peopleRepository(tx) },
            cart,
          );
          const [billing] = await tx
            .select()
            .from(addresses)
            .where(and(eq(addresses.customerId, customerId), eq(addresses.type, 'BILLING')))
            .limit(1);
          const [order] = await tx
            .insert(orders)
            .values({
              customerId,
              lovedOneId: draft.lovedOneId,
              customerName: draft.customerName,
              payerName: draft.payerName,
              paymentSegment: draft.billing.paymentSegment,
              companyName: draft.billing.paymentSegment === 'CORPORATE' ? draft.billing.companyName : null,
              categoryId: draft.categoryId,
              // A free order has nothing to pay: it is paid at checkout, and its services created with it.
              ...(draft.totals.payableCents === 0 ? { status: 'PAID', paidAt: now } : { status: 'PENDING' }),
              ...draft.totals,
              gstConfigurationId: draft.gst.id,
              gstRateBasisPoints: draft.gst.rateBasisPoints,
              couponCode: draft.couponCode,
              billingAddress: billing
                ? {
                    type: billing.type,
                    postalCode: billing.postalCode,
                    block: billing.block,
                    street: billing.street,
                    building: billing.building,
                    level: billing.level,
                    unit: billing.unit,
                  }
                : null,
              idempotencyKey,
              createdAt: now,
            })
            .returning();
          if (!order) throw new Error('order insert returned no row');
          await tx
            .insert(orderItems)
            .values(draft.lines.map((line, sort) => ({ ...line, orderId: order.id, quantity: 1, sort })));
          if (order.status === 'PAID') await createServicesOfOrder(tx, order.id, now);
          if (draft.promotionId !== null) {
            await tx.insert(promotionRedemptions).values({
              promotionId: draft.promotionId,
              orderId: order.id,
              customerId,
              discountCents: draft.totals.discountCents,
              createdAt: now,
            });
          }
          if (draft.referral !== null) {
            await tx.insert(referralRewards).values({
              ...draft.referral,
              referredCustomerId: customerId,
              orderId: order.id,
              createdAt: now,
            });
          }
          await carts.remove(customerId, tx);
          return { order: await withItems(tx, order), created: true };
        });
      } catch (error) {
        // Another transaction placed the order under this key between our look and our insert.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
          const earlier = await byKey(db, customerId, idempotencyKey);
          if (earlier) return { order: earlier, created: false };
        }
        throw error;
      }
    },

    /** The order `id` when `customerId` placed it. */
    async findOwned(customerId: string, id: string): Promise<OrderRow | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.customerId, customerId)))
        .limit(1);
      return order && withItems(db, order);
    },

    /** A page of the orders `customerId` placed, and how many there are in all. */
    async listOwned(
      customerId: string,
      request: OrderPageRequest,
    ): Promise<{ orders: OrderRow[]; total: number }> {
      const column = ORDER_SORT_COLUMNS[request.sort.field];
      const direction = request.sort.direction === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customerId))
        // The order number breaks ties, so a page never repeats or skips an order.
        .orderBy(direction(column), direction(orders.orderNumber))
        .limit(request.size)
        .offset(request.page * request.size);
      const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
      const items = await itemsOf(
        db,
        rows.map((row) => row.id),
      );
      const named =
        rows.length === 0
          ? []
          : await db
              .select({ id: categories.id, name: categories.name, slug: categories.slug })
              .from(categories)
              .where(inArray(categories.id, [...new Set(rows.map((row) => row.categoryId))]));
      return {
        orders: rows.map((row) => {
          const category = named.find((c) => c.id === row.categoryId);
          return {
            ...row,
            items: items.filter((item) => item.orderId === row.id),
            categoryName: category?.name ?? '',
            categorySlug: category?.slug ?? '',
          };
        }),
        total: total?.n ?? 0,
      };
    },

    /**
     * Bills the order `id` to a retail or a corporate customer: only `customerId`'s, and only while it is payable
     * (PENDING), so a paid order's invoice never changes. The order as it is then, or undefined when it is not
     * theirs or not payable.
     */
    async bill(customerId: string, id: string, billing: OrderBilling): Promise<OrderRow | undefined> {
      const [order] = await db
        .update(orders)
        .set({
          paymentSegment: billing.paymentSegment,
          companyName: billing.paymentSegment === 'CORPORATE' ? billing.companyName : null,
        })
        .where(and(eq(orders.id, id), eq(orders.customerId, customerId), eq(orders.status, 'PENDING')))
        .returning();
      return order && withItems(db, order);
    },

    /**
     * Records the completion page's rating of `id`, once: false when the order is not `customerId`'s, not paid,
     * or already rated.
     */
    async rate(customerId: string, id: string, rating: number, now: Date): Promise<boolean> {
      const updated = await db
        .update(orders)
        .set({ feedbackRating: rating, feedbackAt: now })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.customerId, customerId),
            eq(orders.status, 'PAID'),
            isNull(orders.feedbackRating),
          ),
        )
        .returning({ id: orders.id });
      return updated.length === 1;
    },

    /**
     * Claims the receipt of the order `id` to send it: DUE → SENT in one conditional update, so that of the
     * requests that find it due (the payment's own, a repeated confirmation, the payment page's polls) exactly one
     * sends it. Undefined when no receipt is due.
     */
    async claimReceipt(id: string): Promise<ReceiptClaim | undefined> {
      const [order] = await db
        .update(orders)
        .set({ receiptStatus: 'SENT' })
        .where(and(eq(orders.id, id), eq(orders.receiptStatus, 'DUE')))
        .returning();
      if (!order) return undefined;
      const [payer] = await db
        .select({ email: customers.email, language: customers.language })
        .from(customers)
        .where(eq(customers.id, order.customerId))
        .limit(1);
      if (!payer) throw new Error(`customer ${order.customerId} not found`);
      return { order, payer };
    },

    /**
     * Ends a claim whose receipt was not sent: DUE again (the provider could not take it now: the next read of the
     * order sends it), or REFUSED (the provider refused the payer's address).
     */
    async unclaimReceipt(id: string, status: Exclude<ReceiptStatus, 'SENT'>): Promise<void> {
      await db
        .update(orders)
        .set({ receiptStatus: status })
        .where(and(eq(orders.id, id), eq(orders.receiptStatus, 'SENT')));
    },

    /** The rewards `referrerCustomerId` has earned, newest first, with the number of the order of each. */
    async rewardsOf(
      referrerCustomerId: string,
    ): Promise<{ orderNumber: string; rewardCents: number; createdAt: Date }[]> {
      return db
        .select({
          orderNumber: orders.orderNumber,
          rewardCents: referralRewards.rewardCents,
          createdAt: referralRewards.createdAt,
        })
        .from(referralRewards)
        .innerJoin(orders, eq(orders.id, referralRewards.orderId))
        .where(eq(referralRewards.referrerCustomerId, referrerCustomerId))
        .orderBy(desc(referralRewards.createdAt), desc(orders.orderNumber));
    },
  };
}

/** A receipt claimed to be sent: the paid order, and its payer's email and language (customers.language). */
export interface ReceiptClaim {
  order: typeof orders.$inferSelect;
  payer: { email: string; language: string | null };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
