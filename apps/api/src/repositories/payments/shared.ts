/** What the payment repositories share: the row types, and the reads every way to pay makes in its transaction. */
import { and, eq, inArray } from 'drizzle-orm';

import type { AppDatabase } from '../../db/client.ts';
import {
  orders,
  payments,
  type paymentCards,
  type paynowQrs,
  type SettlementOutcome,
} from '../../db/schema/index.ts';

export type CardRow = typeof paymentCards.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PayNowQrRow = typeof paynowQrs.$inferSelect;
export type { SettlementOutcome };

/** The payer's payment made under the Idempotency-Key `key`, if any. */
export async function byKey(
  tx: AppDatabase,
  customerId: string,
  key: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The order's attempt in flight (PROCESSING or waiting for 3-D Secure), if any. */
export async function inFlight(tx: AppDatabase, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, ['PROCESSING', 'REQUIRES_AUTHENTICATION'])),
    )
    .limit(1);
  return row;
}

/** The order's row, locked for the rest of the transaction. */
export async function lockOrder(tx: AppDatabase, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return order;
}
