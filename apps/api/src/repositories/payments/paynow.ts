/** PayNow: the QRs issued for an order, and the bank's settlement notifications reconciled against them. */
import { asc, desc, eq } from 'drizzle-orm';

import { pgErrorCode, PG_UNIQUE_VIOLATION, type AppDatabase } from '../../db/client.ts';
import { bankSettlements, orders, payments, paynowQrs } from '../../db/schema/index.ts';
import { createServicesOfOrder } from '../my-services.ts';
import { byKey, lockOrder, type PaymentRow, type PayNowQrRow, type SettlementOutcome } from './shared.ts';

/** A notification of the bank: money received for a bill reference. */
export interface Settlement {
  billReference: string;
  bankReference: string;
  amountCents: number;
  receivedAt: Date;
}

export function paynowRepository(db: AppDatabase) {
  /** The order's newest QR, expired or not. */
  async function latestQr(orderId: string): Promise<PayNowQrRow | undefined> {
    const [row] = await db
      .select()
      .from(paynowQrs)
      .where(eq(paynowQrs.orderId, orderId))
      .orderBy(desc(paynowQrs.issuedAt), desc(paynowQrs.id))
      .limit(1);
    return row;
  }

  return {
    /** The order's QR that is still payable at `now`, if any (the newest). */
    async currentQr(orderId: string, now: Date): Promise<PayNowQrRow | undefined> {
      const row = await latestQr(orderId);
      return row && row.expiresAt > now ? row : undefined;
    },

    latestQr,

    async issueQr(qr: Omit<PayNowQrRow, 'id'>): Promise<PayNowQrRow> {
      const [row] = await db.insert(paynowQrs).values(qr).returning();
      if (!row) throw new Error('QR insert returned no row');
      return row;
    },

    async findQr(billReference: string): Promise<PayNowQrRow | undefined> {
      const [row] = await db
        .select()
        .from(paynowQrs)
        .where(eq(paynowQrs.billReference, billReference))
        .limit(1);
      return row;
    },

    /**
     * Reconciles a bank notification by its bill reference, and records it whatever its outcome: APPLIED pays
     * the order (its receipt DUE); the same notification again is a DUPLICATE; an unknown reference, a
     * different amount, a QR paid after its 15 minutes or an order already paid is refused (the bank returns
     * the money).
     */
    async settle(
      settlement: Settlement,
    ): Promise<{ outcome: SettlementOutcome; payment: PaymentRow | null }> {
      const record = async (
        tx: AppDatabase,
        outcome: SettlementOutcome,
        payment: PaymentRow | null = null,
      ) => {
        await tx.insert(bankSettlements).values({
          billReference: settlement.billReference,
          bankReference: settlement.bankReference,
          amountCents: settlement.amountCents,
          outcome,
          paymentId: payment?.id ?? null,
          receivedAt: settlement.receivedAt,
        });
        return { outcome, payment };
      };
      const attempt = () =>
        db.transaction(async (tx) => {
          const [qr] = await tx
            .select()
            .from(paynowQrs)
            .where(eq(paynowQrs.billReference, settlement.billReference))
            .limit(1);
          if (!qr) return record(tx, 'REFUSED_UNKNOWN_REFERENCE');
          const order = await lockOrder(tx, qr.orderId);
          if (!order) return record(tx, 'REFUSED_UNKNOWN_REFERENCE');
          const key = `paynow-${settlement.bankReference}`.slice(0, 128);
          const earlier = await byKey(tx, order.customerId, key);
          if (earlier) return record(tx, 'DUPLICATE', earlier);
          if (settlement.amountCents !== qr.amountCents) return record(tx, 'REFUSED_AMOUNT_MISMATCH');
          if (settlement.receivedAt >= qr.expiresAt) return record(tx, 'REFUSED_EXPIRED');
          if (order.status !== 'PENDING') return record(tx, 'REFUSED_ALREADY_PAID');
          const [payment] = await tx
            .insert(payments)
            .values({
              orderId: order.id,
              customerId: order.customerId,
              method: 'PAYNOW',
              idempotencyKey: key,
              amountCents: settlement.amountCents,
              status: 'SUCCEEDED',
              gatewayReference: settlement.bankReference,
              billReference: settlement.billReference,
              createdAt: settlement.receivedAt,
              completedAt: settlement.receivedAt,
            })
            .returning();
          if (!payment) throw new Error('payment insert returned no row');
          await tx
            .update(orders)
            .set({ status: 'PAID', paidAt: settlement.receivedAt, receiptStatus: 'DUE' })
            .where(eq(orders.id, order.id));
          await createServicesOfOrder(tx, order.id, settlement.receivedAt);
          return record(tx, 'APPLIED', payment);
        });
      try {
        return await attempt();
      } catch (error) {
        // The same notification raced itself, or a card payment succeeded first: look again.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return attempt();
        throw error;
      }
    },

    /** Every notification received for a bill reference, oldest first. */
    settlementsOf(billReference: string) {
      return db
        .select()
        .from(bankSettlements)
        .where(eq(bankSettlements.billReference, billReference))
        .orderBy(asc(bankSettlements.receivedAt), asc(bankSettlements.id));
    },
  };
}
