/**
 * The embedded card gateway: what the API uses when no real gateway is configured, locally and in tests. It
 * behaves as the real one does (CONTRACT.md): a hosted form tokenises the card (the number never reaches the
 * API), Luhn and expiry are checked, documented test numbers decline for each reason, and 3-D Secure challenges
 * are pages of the gateway's own (routes/sandbox/gateway.ts) with Approve and Decline, which send the browser
 * back to the portal.
 *
 * Test cards (any future expiry, any 3 digits of CVC, 4 for AMEX):
 *
 * | number              | brand      | what happens                                               |
 * | ------------------- | ---------- | ---------------------------------------------------------- |
 * | 4242 4242 4242 4242 | VISA       | approved                                                   |
 * | 5555 5555 5555 4444 | MasterCard | approved                                                   |
 * | 3782 822463 10005   | AMEX       | approved                                                   |
 * | 4000 0000 0000 3220 | VISA       | a 3-D Secure challenge when saved and at every payment     |
 * | 4000 0000 0000 0002 | VISA       | the payment is declined                                    |
 * | 4000 0000 0000 9995 | VISA       | the payment is declined: insufficient funds                |
 * | 4000 0000 0000 0069 | VISA       | the payment is declined: the issuer says the card expired  |
 *
 * Any other number that passes Luhn is approved; one that does not is refused by the form (`invalid_number`),
 * and so is an expiry in the past (`expired_card`). Saved-card tokens describe the card themselves, so they
 * still charge after a restart. One-time tokens, charges (with their idempotency keys) and challenges are rows of
 * the `sandbox_*` tables of the API's database: a real gateway is one system for every API process, so a token
 * made through one process is charged through another, and a key sent to two processes at once charges once.
 */
import { randomUUID } from 'node:crypto';

import { and, asc, eq } from 'drizzle-orm';

import type { AppDatabase } from '../../db/client.ts';
import {
  sandboxCardTokens,
  sandboxChallenges,
  sandboxCharges,
  type SandboxCard,
  type SandboxCardBehaviour,
} from '../../db/schema/index.ts';
import {
  PaymentGatewayError,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentGatewayAdapter,
  type SavedCard,
} from './types.ts';

/** The sandbox's card is what its tables keep (db/schema/sandboxes.ts). */
export type { SandboxCard, SandboxCardBehaviour };

/** The documented test numbers. */
export const SANDBOX_TEST_CARDS = {
  approve: '4242424242424242',
  approveMasterCard: '5555555555554444',
  approveAmex: '378282246310005',
  challenge: '4000000000003220',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
} as const;

const BEHAVIOURS: Record<string, SandboxCardBehaviour> = {
  [SANDBOX_TEST_CARDS.challenge]: 'challenge',
  [SANDBOX_TEST_CARDS.declined]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [SANDBOX_TEST_CARDS.expiredCard]: 'expired_card',
};

/** What the hosted form posts. */
export interface CardFormInput {
  number: string;
  expiryMonth: string | number;
  expiryYear: string | number;
  cvc: string;
}

/** A 3-D Secure challenge's decision: pending until the cardholder answers, or the session times out. */
type ChallengeDecision = 'pending' | 'approved' | 'declined';

/** How long a 3-D Secure challenge waits for the cardholder before it fails, as issuers' sessions do. */
export const SANDBOX_CHALLENGE_MINUTES = 10;

export interface SandboxGatewayOptions {
  /** Where the gateway keeps its tokens, charges and challenges: the API's database (tables `sandbox_*`). */
  db: AppDatabase;
  /** Where the gateway's own pages are served (the API's public URL + /sandbox/gateway). */
  pagesUrl: string;
  /** The clock challenges expire by; the system's by default. */
  now?: () => Date;
}

export interface SandboxPaymentGateway extends PaymentGatewayAdapter {
  readonly sandbox: true;
  /** The hosted form's tokenisation: a one-time token, or the reason the card is refused. */
  tokenise(input: CardFormInput, now: Date): Promise<{ token: string } | { declineCode: DeclineCode }>;
  /** A challenge as its page shows it, if it exists. */
  challenge(
    challengeId: string,
  ): Promise<{ kind: 'card' | 'charge'; decision: string; amountCents?: number } | undefined>;
  /** Approve or Decline on the challenge page: where the browser goes next, or undefined for no challenge. */
  decide(challengeId: string, decision: 'approve' | 'decline'): Promise<string | undefined>;
  /** The charges made, in order, with their amounts and outcomes (for tests: "exactly one charge"). */
  charges(): Promise<{ reference: string; amountCents: number; status: string; refunded: boolean }[]>;
}

/** The Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand a number's prefix names (VISA, MasterCard, AMEX), else 'OTHER'. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'OTHER';
}

/** Whether a card's expiry (the end of its month) has passed at `now` (Singapore time). */
export function cardExpired(card: Pick<CardDetails, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  // The card is good through the last day of its month, Singapore time (UTC+8, no daylight saving).
  const end = Date.UTC(card.expiryYear, card.expiryMonth, 1) - 8 * 60 * 60 * 1000;
  return now.getTime() >= end;
}

const TOKEN_PREFIX = 'card_sandbox_';
/** What the hosted form's one-time tokens look like: anything else is unknown without asking the database. */
const ONE_TIME_TOKEN = /^tok_sandbox_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function encodeCard(card: SandboxCard): string {
  const payload = { ...card, nonce: randomUUID() };
  return TOKEN_PREFIX + Buffer.from(JSON.stringify(payload)).toString('base64url');
}

function decodeCard(token: string): SandboxCard | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  try {
    const value = JSON.parse(
      Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url').toString(),
    ) as SandboxCard;
    return typeof value.last4 === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function rejected(declineCode: DeclineCode): PaymentGatewayError {
  return new PaymentGatewayError(`The gateway refused the card: ${declineCode}.`, {
    reason: 'rejected',
    status: 402,
    declineCode,
  });
}

export function createSandboxPaymentGateway(options: SandboxGatewayOptions): SandboxPaymentGateway {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  /** A new challenge's row and what the browser is told: the row is written by the caller. */
  function newChallenge(state: { kind: 'card' | 'charge'; reference: string | null; returnUrl: string }) {
    const challengeId = `3ds_${randomUUID()}`;
    const expiresAt = new Date(now().getTime() + SANDBOX_CHALLENGE_MINUTES * 60_000);
    return {
      row: { id: challengeId, ...state, decision: 'pending', expiresAt },
      challenge: { challengeId, redirectUrl: `${options.pagesUrl}/3ds/${challengeId}` },
    };
  }

  async function findChallenge(challengeId: string) {
    const [row] = await db.select().from(sandboxChallenges).where(eq(sandboxChallenges.id, challengeId));
    return (
      row && { ...row, decision: row.decision as ChallengeDecision, kind: row.kind as 'card' | 'charge' }
    );
  }

  async function findCharge(reference: string) {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    return row;
  }

  /**
   * Records the cardholder's decision on a pending challenge, and what it makes of the charge it guards. Only the
   * first decision counts: the row is updated only while pending, so two presses (or two processes) racing each
   * other settle it once.
   */
  async function settleChallenge(challengeId: string, decision: 'approved' | 'declined'): Promise<void> {
    await db.transaction(async (tx) => {
      const [state] = await tx
        .update(sandboxChallenges)
        .set({ decision })
        .where(and(eq(sandboxChallenges.id, challengeId), eq(sandboxChallenges.decision, 'pending')))
        .returning();
      if (!state?.reference) return;
      const reference = state.reference;
      const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
      if (!charge) return;
      const code = decision === 'approved' ? decline(charge.card) : 'authentication_failed';
      const result: ChargeResult =
        code === undefined
          ? { status: 'succeeded', reference }
          : { status: 'failed', reference, declineCode: code };
      await tx.update(sandboxCharges).set({ result }).where(eq(sandboxCharges.reference, reference));
    });
  }

  /** A challenge as it stands now: one nobody answered in time has failed (`authentication_failed`). */
  async function current(challengeId: string | undefined) {
    if (challengeId === undefined) return undefined;
    const state = await findChallenge(challengeId);
    if (state?.decision !== 'pending' || now().getTime() < state.expiresAt.getTime()) return state;
    await settleChallenge(challengeId, 'declined');
    return findChallenge(challengeId);
  }

  /** The id of the challenge guarding the charge `reference`, if any. */
  async function challengeOf(reference: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: sandboxChallenges.id })
      .from(sandboxChallenges)
      .where(eq(sandboxChallenges.reference, reference))
      .limit(1);
    return row?.id;
  }

  function decline(card: SandboxCard): DeclineCode | undefined {
    if (card.behaviour === 'declined') return 'declined';
    if (card.behaviour === 'insufficient_funds') return 'insufficient_funds';
    if (card.behaviour === 'expired_card') return 'expired_card';
    return undefined;
  }

  return {
    sandbox: true,

    async tokenise(input, now) {
      const digits = input.number.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { declineCode: 'invalid_number' };
      const month = Number(input.expiryMonth);
      let year = Number(input.expiryYear);
      if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
        return { declineCode: 'invalid_card' };
      }
      if (year < 100) year += 2000;
      const brand = cardBrand(digits);
      if (!(brand === 'AMEX' ? /^\d{4}$/ : /^\d{3}$/).test(input.cvc.trim()))
        return { declineCode: 'invalid_card' };
      const card: SandboxCard = {
        brand,
        last4: digits.slice(-4),
        expiryMonth: month,
        expiryYear: year,
        behaviour: BEHAVIOURS[digits] ?? 'approve',
      };
      if (cardExpired(card, now)) return { declineCode: 'expired_card' };
      const token = `tok_sandbox_${randomUUID()}`;
      await db.insert(sandboxCardTokens).values({ token, card });
      return { token };
    },

    async challenge(challengeId) {
      const state = await current(challengeId);
      if (!state) return undefined;
      const charge = state.reference === null ? undefined : await findCharge(state.reference);
      return {
        kind: state.kind,
        decision: state.decision,
        ...(charge ? { amountCents: charge.amountCents } : {}),
      };
    },

    async decide(challengeId, decision) {
      const state = await current(challengeId);
      if (!state) return undefined;
      await settleChallenge(challengeId, decision === 'approve' ? 'approved' : 'declined');
      return state.returnUrl;
    },

    async charges() {
      const rows = await db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.seq));
      return rows.map((row) => ({
        reference: row.reference,
        amountCents: row.amountCents,
        status: row.result.status,
        refunded: row.refunded,
      }));
    },

    async saveCard(input): Promise<SavedCard> {
      // A token the form cannot have made (a NUL byte, another gateway's) is unknown, as at a real gateway.
      if (!ONE_TIME_TOKEN.test(input.oneTimeToken)) throw rejected('invalid_card');
      // Taken once: the token is marked used in the same statement that reads it.
      const [entry] = await db
        .update(sandboxCardTokens)
        .set({ used: true })
        .where(and(eq(sandboxCardTokens.token, input.oneTimeToken), eq(sandboxCardTokens.used, false)))
        .returning();
      if (!entry) throw rejected('invalid_card');
      if (cardExpired(entry.card, input.now)) throw rejected('expired_card');
      const card: CardDetails = {
        brand: entry.card.brand,
        last4: entry.card.last4,
        expiryMonth: entry.card.expiryMonth,
        expiryYear: entry.card.expiryYear,
      };
      const cardToken = encodeCard(entry.card);
      if (entry.card.behaviour === 'challenge') {
        const { row, challenge } = newChallenge({
          kind: 'card',
          reference: null,
          returnUrl: input.returnUrl,
        });
        await db.insert(sandboxChallenges).values(row);
        return { cardToken, card, verification: { status: 'challenge', ...challenge } };
      }
      return { cardToken, card, verification: { status: 'verified' } };
    },

    async verification(challengeId) {
      const state = await current(challengeId);
      if (state?.kind !== 'card') return 'declined';
      return state.decision;
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const [known] = await db
        .select({ result: sandboxCharges.result })
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
      if (known) return known.result;
      const card = decodeCard(request.cardToken);
      if (!card) return { status: 'failed', reference: null, declineCode: 'invalid_card' };
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
        throw new PaymentGatewayError('The amount must be a positive number of cents.', {
          reason: 'rejected',
        });
      }
      const reference = `ch_sandbox_${randomUUID()}`;
      let result: ChargeResult;
      let challengeRow: ReturnType<typeof newChallenge>['row'] | undefined;
      if (cardExpired(card, request.now)) {
        result = { status: 'failed', reference, declineCode: 'expired_card' };
      } else if (card.behaviour === 'challenge') {
        const { row, challenge } = newChallenge({ kind: 'charge', reference, returnUrl: request.returnUrl });
        challengeRow = row;
        result = { status: 'requires_authentication', reference, ...challenge };
      } else {
        const code = decline(card);
        result =
          code === undefined
            ? { status: 'succeeded', reference }
            : { status: 'failed', reference, declineCode: code };
      }
      return db.transaction(async (tx) => {
        // The key is unique: of two charges with it at once (two API processes), the second finds the first's.
        const [inserted] = await tx
          .insert(sandboxCharges)
          .values({
            reference,
            idempotencyKey: request.idempotencyKey,
            amountCents: request.amountCents,
            card,
            result,
          })
          .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
          .returning({ reference: sandboxCharges.reference });
        if (!inserted) {
          const [first] = await tx
            .select({ result: sandboxCharges.result })
            .from(sandboxCharges)
            .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
          if (!first) throw new Error('The sandbox charge with this idempotency key vanished');
          return first.result;
        }
        if (challengeRow) await tx.insert(sandboxChallenges).values(challengeRow);
        return result;
      });
    },

    async chargeStatus(reference) {
      await current(await challengeOf(reference));
      const state = await findCharge(reference);
      return state?.result ?? { status: 'failed', reference, declineCode: 'invalid_card' };
    },

    async refund(reference) {
      await db.update(sandboxCharges).set({ refunded: true }).where(eq(sandboxCharges.reference, reference));
    },

    deleteCard() {
      // Saved-card tokens describe the card themselves: there is nothing to forget.
      return Promise.resolve();
    },
  };
}
