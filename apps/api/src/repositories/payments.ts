/**
 * Payments: saved cards, payment attempts by card, PayNow QRs and the bank's settlements.
 *
 * "Never twice" is held by the database as well as by the order of the steps:
 * - a payment attempt is written before the gateway is asked (PROCESSING), under the payer's Idempotency-Key
 *   (unique per payer): the same key again finds that attempt, and never asks the gateway a second time;
 * - at most one attempt per order is in flight (a partial unique index), so two tabs with two keys cannot both
 *   reach the gateway: the second is refused while the first runs;
 * - at most one SUCCEEDED payment per order (a partial unique index), and the order becomes PAID only from
 *   PENDING, in the same transaction, under a lock of the order's row.
 * A failed attempt leaves the order PENDING, so it can be paid again.
 */
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';

import { pgErrorCode, PG_UNIQUE_VIOLATION, type AppDatabase } from '../db/client.ts';
import {
  bankSettlements,
  orders,
  paymentCards,
  payments,
  paynowQrs,
  type SettlementOutcome,
} from '../db/schema/index.ts';
import { createServicesOfOrder } from './my-services.ts';

export type CardRow = typeof paymentCards.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PayNowQrRow = typeof paynowQrs.$inferSelect;
export type { SettlementOutcome };

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

/** A notification of the bank: money received for a bill reference. */
export interface Settlement {
  billReference: string;
  bankReference: string;
  amountCents: number;
  receivedAt: Date;
}

export function paymentsRepository(db: AppDatabase) {
  async function byKey(tx: AppDatabase, customerId: string, key: string): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  async function inFlight(tx: AppDatabase, orderId: string): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          inArray(payments.status, ['PROCESSING', 'REQUIRES_AUTHENTICATION']),
        ),
      )
      .limit(1);
    return row;
  }

  async function lockOrder(tx: AppDatabase, orderId: string) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    return order;
  }

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
    // Cards.

    /** The customer's cards, the default first, then oldest first. */
    listCards(customerId: string): Promise<CardRow[]> {
      return db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.customerId, customerId))
        .orderBy(desc(paymentCards.isDefault), asc(paymentCards.createdAt), asc(paymentCards.id));
    },

    async findCard(customerId: string, id: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.id, id), eq(paymentCards.customerId, customerId)))
        .limit(1);
      return row;
    },

    /** Saves a card the gateway tokenised; the first active card of a customer becomes the default. */
    async addCard(
      customerId: string,
      card: Pick<
        CardRow,
        | 'id'
        | 'gatewayToken'
        | 'brand'
        | 'last4'
        | 'expiryMonth'
        | 'expiryYear'
        | 'status'
        | 'challengeId'
        | 'challengeUrl'
      >,
      now: Date,
    ): Promise<CardRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentCards)
          .values({ ...card, customerId, createdAt: now })
          .returning();
        if (!row) throw new Error('card insert returned no row');
        return card.status === 'ACTIVE' ? ((await makeDefaultIfNone(tx, row)) ?? row) : row;
      });
    },

    /** Marks a verified card active (the default when the customer has none). */
    async activateCard(card: CardRow): Promise<CardRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(paymentCards)
          .set({ status: 'ACTIVE', challengeId: null, challengeUrl: null })
          .where(eq(paymentCards.id, card.id))
          .returning();
        if (!row) throw new Error('card update returned no row');
        return (await makeDefaultIfNone(tx, row)) ?? row;
      });
    },

    /** Makes `id` the customer's default card; false when it is not theirs or not active. */
    async setDefaultCard(customerId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [card] = await tx
          .select()
          .from(paymentCards)
          .where(
            and(
              eq(paymentCards.id, id),
              eq(paymentCards.customerId, customerId),
              eq(paymentCards.status, 'ACTIVE'),
            ),
          )
          .for('update');
        if (!card) return false;
        await tx
          .update(paymentCards)
          .set({ isDefault: false })
          .where(and(eq(paymentCards.customerId, customerId), ne(paymentCards.id, id)));
        await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, id));
        return true;
      });
    },

    /** Deletes the card; the oldest other active card becomes the default if it was. */
    async deleteCard(card: CardRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(paymentCards).where(eq(paymentCards.id, card.id));
        if (!card.isDefault) return;
        const [next] = await tx
          .select()
          .from(paymentCards)
          .where(and(eq(paymentCards.customerId, card.customerId), eq(paymentCards.status, 'ACTIVE')))
          .orderBy(asc(paymentCards.createdAt), asc(paymentCards.id))
          .limit(1);
        if (next) await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, next.id));
      });
    },

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
     * Records what the gateway said of an attempt. SUCCEEDED pays the order (PENDING → PAID) in the same
     * transaction; when the order was paid meanwhile by another payment (a PayNow settlement), the attempt is
     * marked REFUNDED instead and `refund` is true: the caller gives the money back at the gateway. `changed` is
     * false when the attempt had ended already (another request recorded it): nothing was written.
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
            await tx.update(orders).set({ status: 'PAID', paidAt: now }).where(eq(orders.id, order.id));
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

    // PayNow.

    /** The order's QR that is still payable at `now`, if any (the newest). */
    async currentQr(orderId: string, now: Date): Promise<PayNowQrRow | undefined> {
      const [row] = await db
        .select()
        .from(paynowQrs)
        .where(eq(paynowQrs.orderId, orderId))
        .orderBy(desc(paynowQrs.issuedAt), desc(paynowQrs.id))
        .limit(1);
      return row && row.expiresAt > now ? row : undefined;
    },

    /** The order's newest QR, expired or not. */
    async latestQr(orderId: string): Promise<PayNowQrRow | undefined> {
      const [row] = await db
        .select()
        .from(paynowQrs)
        .where(eq(paynowQrs.orderId, orderId))
        .orderBy(desc(paynowQrs.issuedAt), desc(paynowQrs.id))
        .limit(1);
      return row;
    },

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
     * the order; the same notification again is a DUPLICATE; an unknown reference, a different amount, a QR paid
     * after its 15 minutes or an order already paid is refused (the bank returns the money).
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
            .set({ status: 'PAID', paidAt: settlement.receivedAt })
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

  async function makeDefaultIfNone(tx: AppDatabase, card: CardRow): Promise<CardRow | undefined> {
    const [existing] = await tx
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(and(eq(paymentCards.customerId, card.customerId), eq(paymentCards.isDefault, true)))
      .limit(1);
    if (existing) return undefined;
    const [row] = await tx
      .update(paymentCards)
      .set({ isDefault: true })
      .where(eq(paymentCards.id, card.id))
      .returning();
    return row;
  }
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
