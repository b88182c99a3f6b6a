/**
 * Payment attempts by card and eGIRO: each started "never twice" (startPayment below, by the rules in index.ts),
 * ended with what the gateway or the bank said, and read back.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import { pgErrorCode, PG_UNIQUE_VIOLATION, type AppDatabase } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { createServicesOfOrder } from '../my-services.ts';
import { byKey, inFlight, lockOrder, type CardRow, type PaymentRow } from './shared.ts';

/** What starting a card or eGIRO payment found. */
export type PaymentStart =
  | { kind: 'started'; payment: PaymentRow }
  /** An attempt made earlier with the same key: its result, unchanged. */
  | { kind: 'existing'; payment: PaymentRow }
  /** Another attempt of the order is in flight (another key): nothing was started. */
  | { kind: 'in_flight'; payment: PaymentRow }
  /** The order is not the payer's. */
  | { kind: 'not_found' }
  /** The order is no longer payable (PAID, CANCELLED, …). */
  | { kind: 'not_payable'; status: string }
  /**
   * The key was used before for another order or another way to pay (a key kept longer than the Idempotency-Key
   * plugin's 24 hours): nothing was started, and that other payment is not this request's answer.
   */
  | { kind: 'key_reused' };

/** The end of an attempt, as the gateway reported it. */
export type PaymentFinish =
  | { status: 'SUCCEEDED'; gatewayReference: string }
  | {
      status: 'REQUIRES_AUTHENTICATION';
      gatewayReference: string;
      challengeId: string;
      challengeUrl: string;
    }
  | { status: 'FAILED' | 'CANCELLED'; gatewayReference: string | null; failureCode: string };

export function attemptsRepository(db: AppDatabase) {
  /**
   * "Never twice", once for every way to pay: in one transaction with the order locked, writes a PROCESSING
   * attempt of `how` for the order's payable amount, unless the payer used `key` before (that attempt, unchanged),
   * another attempt is in flight, or the order is not payable. The unique indexes stand behind it whatever the
   * timing: a transaction that loses the race finds the winner's attempt.
   */
  async function startPayment(
    input: { orderId: string; customerId: string; key: string; now: Date },
    how: Pick<typeof payments.$inferInsert, 'method'> & Partial<typeof payments.$inferInsert>,
  ): Promise<PaymentStart> {
    /** The attempt made earlier with the key, when it was this order's by the same way to pay. */
    const sameAttempt = (earlier: PaymentRow): PaymentStart =>
      earlier.orderId === input.orderId && earlier.method === how.method
        ? { kind: 'existing', payment: earlier }
        : { kind: 'key_reused' };
    try {
      return await db.transaction(async (tx): Promise<PaymentStart> => {
        const order = await lockOrder(tx, input.orderId);
        if (order?.customerId !== input.customerId) return { kind: 'not_found' };
        const earlier = await byKey(tx, input.customerId, input.key);
        if (earlier) return sameAttempt(earlier);
        if (order.status !== 'PENDING') return { kind: 'not_payable', status: order.status };
        const running = await inFlight(tx, order.id);
        if (running) return { kind: 'in_flight', payment: running };
        const [payment] = await tx
          .insert(payments)
          .values({
            ...how,
            orderId: order.id,
            customerId: input.customerId,
            idempotencyKey: input.key,
            amountCents: order.payableCents,
            status: 'PROCESSING',
            createdAt: input.now,
          })
          .returning();
        if (!payment) throw new Error('payment insert returned no row');
        return { kind: 'started', payment };
      });
    } catch (error) {
      // Another transaction took the key, or started an attempt, between our look and our insert.
      if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      const earlier = await byKey(db, input.customerId, input.key);
      if (earlier) return sameAttempt(earlier);
      const running = await inFlight(db, input.orderId);
      if (running) return { kind: 'in_flight', payment: running };
      throw error;
    }
  }

  return {
    // Card payments.

    /**
     * Writes a PROCESSING attempt to pay `orderId` (the payer's) with `card` under `key` ({@link startPayment}).
     */
    async startCardPayment(input: {
      orderId: string;
      customerId: string;
      key: string;
      card: CardRow;
      now: Date;
    }): Promise<PaymentStart> {
      return startPayment(input, {
        method: 'CARD',
        cardId: input.card.id,
        cardBrand: input.card.brand,
        cardLast4: input.card.last4,
      });
    },

    // eGIRO payments.

    /**
     * Writes a PROCESSING eGIRO debit of `orderId` (the payer's) from `arrangementId` under `key`, to be deducted
     * on `deductionDate` ({@link startPayment}). The bank is asked afterwards ({@link recordDebit}).
     */
    async startEgiroPayment(input: {
      orderId: string;
      customerId: string;
      key: string;
      arrangementId: string;
      deductionDate: string;
      now: Date;
    }): Promise<PaymentStart> {
      return startPayment(input, {
        method: 'EGIRO',
        egiroArrangementId: input.arrangementId,
        deductionDate: input.deductionDate,
      });
    },

    /** Records the bank's reference of an eGIRO debit it accepted (once: a retry finds it set). */
    async recordDebit(paymentId: string, debitRefNo: string): Promise<PaymentRow> {
      const [row] = await db
        .update(payments)
        .set({ gatewayReference: debitRefNo })
        .where(and(eq(payments.id, paymentId), isNull(payments.gatewayReference)))
        .returning();
      if (row) return row;
      const [current] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      if (!current) throw new Error(`payment ${paymentId} not found`);
      return current;
    },

    /** The payer's payment made under `key`, if any. */
    findByKey(customerId: string, key: string): Promise<PaymentRow | undefined> {
      return byKey(db, customerId, key);
    },

    /** The order's attempt in flight (PROCESSING or waiting for 3-D Secure), if any. */
    inFlightOf(orderId: string): Promise<PaymentRow | undefined> {
      return inFlight(db, orderId);
    },

    /**
     * Records what the gateway said of an attempt. SUCCEEDED pays the order (PENDING → PAID, its receipt DUE) in
     * the same transaction; when the order was paid meanwhile by another payment (a PayNow settlement), the
     * attempt is marked REFUNDED instead and `refund` is true: the caller gives the money back at the gateway.
     * `changed` is false when the attempt had ended already (another request recorded it): nothing was written.
     */
    async finishPayment(
      paymentId: string,
      finish: PaymentFinish,
      now: Date,
    ): Promise<{ payment: PaymentRow; refund: boolean; changed: boolean }> {
      return db.transaction(async (tx) => {
        const [first] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
        if (!first) throw new Error(`payment ${paymentId} not found`);
        const order = await lockOrder(tx, first.orderId);
        if (!order) throw new Error(`order ${first.orderId} not found`);
        // Read again under the order's lock: a retry of the same attempt may have recorded its end meanwhile.
        const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
        if (!current) throw new Error(`payment ${paymentId} not found`);
        if (!['PROCESSING', 'REQUIRES_AUTHENTICATION'].includes(current.status)) {
          return { payment: current, refund: false, changed: false };
        }
        let refund = false;
        let values: Partial<PaymentRow>;
        if (finish.status === 'SUCCEEDED') {
          if (order.status === 'PENDING') {
            await tx
              .update(orders)
              .set({ status: 'PAID', paidAt: now, receiptStatus: 'DUE' })
              .where(eq(orders.id, order.id));
            await createServicesOfOrder(tx, order.id, now);
            values = { status: 'SUCCEEDED', gatewayReference: finish.gatewayReference, completedAt: now };
          } else {
            refund = true;
            values = {
              status: 'REFUNDED',
              gatewayReference: finish.gatewayReference,
              failureCode: 'already_paid',
              completedAt: now,
            };
          }
        } else if (finish.status === 'REQUIRES_AUTHENTICATION') {
          values = {
            status: 'REQUIRES_AUTHENTICATION',
            gatewayReference: finish.gatewayReference,
            challengeId: finish.challengeId,
            challengeUrl: finish.challengeUrl,
          };
        } else {
          values = {
            status: finish.status,
            gatewayReference: finish.gatewayReference,
            failureCode: finish.failureCode,
            challengeId: null,
            challengeUrl: null,
            completedAt: now,
          };
        }
        const [payment] = await tx.update(payments).set(values).where(eq(payments.id, paymentId)).returning();
        if (!payment) throw new Error('payment update returned no row');
        return { payment, refund, changed: true };
      });
    },

    async findPayment(customerId: string, id: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.customerId, customerId)))
        .limit(1);
      return row;
    },

    /** The payment that paid each order (else its latest attempt), by order id. */
    async transactionsOf(orderIds: readonly string[]): Promise<Map<string, PaymentRow>> {
      const result = new Map<string, PaymentRow>();
      if (orderIds.length === 0) return result;
      const rows = await db
        .select()
        .from(payments)
        .where(inArray(payments.orderId, [...orderIds]))
        .orderBy(asc(payments.createdAt), asc(payments.id));
      for (const row of rows) {
        const kept = result.get(row.orderId);
        if (kept?.status !== 'SUCCEEDED') result.set(row.orderId, row);
      }
      return result;
    },

    /** How many payments of `orderId` succeeded (never more than one; for tests and checks). */
    async successesOf(orderId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED')));
    },
  };
}
