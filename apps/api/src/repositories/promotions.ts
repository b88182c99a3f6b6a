/**
 * What a code at the cart can be, and the GST rates: promotion codes with the products they apply to, customers'
 * Client IDs (referral codes), and whether a customer has ordered before (a referral is for new customers only).
 * Codes are compared in capitals, as they are stored.
 */
import type { PromotionFacts } from '@careportal/domain';
import { and, desc, eq, lte, sql } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { customers, gstConfiguration, orders, promotionProducts, promotions } from '../db/schema/index.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type GstRow = typeof gstConfiguration.$inferSelect;

/** A promotion as the domain's coupon rule reads it, with its id and code. */
export type Promotion = PromotionFacts & { id: string; code: string };

function toPromotion(row: PromotionRow, productIds: string[]): Promotion {
  return {
    kind: 'PROMOTION',
    id: row.id,
    code: row.code,
    description: row.description,
    discount:
      row.percentBasisPoints !== null
        ? { percentBasisPoints: row.percentBasisPoints }
        : { amountCents: row.amountCents ?? 0 },
    expiresAt: row.expiresAt,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    productIds,
  };
}

export function promotionsRepository(db: AppDatabase) {
  return {
    /** The promotion with this code, whatever its case. */
    async findPromotion(code: string): Promise<Promotion | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(eq(sql`upper(${promotions.code})`, code.toUpperCase()))
        .limit(1);
      if (!row) return undefined;
      const products = await db
        .select({ productId: promotionProducts.productId })
        .from(promotionProducts)
        .where(eq(promotionProducts.promotionId, row.id));
      return toPromotion(
        row,
        products.map((p) => p.productId),
      );
    },

    /**
     * Counts one use of the promotion, unless its limit is reached: false then (another order took the last
     * use). Call within the checkout's transaction.
     */
    async redeem(promotionId: string): Promise<boolean> {
      const rows = await db
        .update(promotions)
        .set({ usageCount: sql`${promotions.usageCount} + 1` })
        .where(
          and(
            eq(promotions.id, promotionId),
            sql`(${promotions.usageLimit} is null or ${promotions.usageCount} < ${promotions.usageLimit})`,
          ),
        )
        .returning({ id: promotions.id });
      return rows.length === 1;
    },

    /** The customer whose Client ID (referral code) this is, whatever its case. */
    async findReferrer(code: string): Promise<{ id: string; referralCode: string } | undefined> {
      const [row] = await db
        .select({ id: customers.id, referralCode: customers.referralCode })
        .from(customers)
        .where(eq(sql`upper(${customers.referralCode})`, code.toUpperCase()))
        .limit(1);
      return row;
    },

    /** Whether the account has placed an order before. */
    async hasOrdered(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .limit(1);
      return row !== undefined;
    },

    /** The GST rate in force on `today` (`yyyy-MM-dd`, Singapore): the latest that took effect by then. */
    async currentGst(today: string): Promise<GstRow | undefined> {
      const [row] = await db
        .select()
        .from(gstConfiguration)
        .where(lte(gstConfiguration.effectiveFrom, today))
        .orderBy(desc(gstConfiguration.effectiveFrom))
        .limit(1);
      return row;
    },

    async findGst(id: string): Promise<GstRow | undefined> {
      const [row] = await db.select().from(gstConfiguration).where(eq(gstConfiguration.id, id)).limit(1);
      return row;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof promotionsRepository>;
