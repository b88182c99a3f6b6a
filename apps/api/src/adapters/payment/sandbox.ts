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
 * still charge after a restart; one-time tokens, charges and challenges live in memory.
 */
import { randomUUID } from 'node:crypto';

import {
  PaymentGatewayError,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentGatewayAdapter,
  type SavedCard,
} from './types.ts';

/** How a test card behaves. */
export type SandboxCardBehaviour =
  'approve' | 'challenge' | 'declined' | 'insufficient_funds' | 'expired_card';

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

/** A card as the sandbox keeps it: what the gateway tells about it, and how it behaves. Never its number. */
export interface SandboxCard extends CardDetails {
  behaviour: SandboxCardBehaviour;
}

interface ChallengeState {
  kind: 'card' | 'charge';
  /** The charge it guards (kind charge). */
  reference: string | undefined;
  returnUrl: string;
  decision: 'pending' | 'approved' | 'declined';
  /** When a challenge nobody answered fails, as an issuer's 3-D Secure session times out (ms since the epoch). */
  expiresAt: number;
}

/** How long a 3-D Secure challenge waits for the cardholder before it fails, as issuers' sessions do. */
export const SANDBOX_CHALLENGE_MINUTES = 10;

interface ChargeState {
  result: ChargeResult;
  amountCents: number;
  card: SandboxCard;
  refunded: boolean;
}

export interface SandboxGatewayOptions {
  /** Where the gateway's own pages are served (the API's public URL + /sandbox/gateway). */
  pagesUrl: string;
  /** The clock challenges expire by; the system's by default. */
  now?: () => Date;
}

export interface SandboxPaymentGateway extends PaymentGatewayAdapter {
  readonly sandbox: true;
  /** The hosted form's tokenisation: a one-time token, or the reason the card is refused. */
  tokenise(input: CardFormInput, now: Date): { token: string } | { declineCode: DeclineCode };
  /** A challenge as its page shows it, if it exists. */
  challenge(
    challengeId: string,
  ): { kind: 'card' | 'charge'; decision: string; amountCents?: number } | undefined;
  /** Approve or Decline on the challenge page: where the browser goes next, or undefined for no challenge. */
  decide(challengeId: string, decision: 'approve' | 'decline'): string | undefined;
  /** How many charges succeeded, and their amounts (for tests: "exactly one charge"). */
  charges(): { reference: string; amountCents: number; status: string; refunded: boolean }[];
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
  const oneTime = new Map<string, { card: SandboxCard; used: boolean }>();
  const challenges = new Map<string, ChallengeState>();
  const charges = new Map<string, ChargeState>();
  const byKey = new Map<string, string>();

  const now = options.now ?? (() => new Date());

  function newChallenge(state: Omit<ChallengeState, 'decision' | 'expiresAt'>) {
    const challengeId = `3ds_${randomUUID()}`;
    const expiresAt = now().getTime() + SANDBOX_CHALLENGE_MINUTES * 60_000;
    challenges.set(challengeId, { ...state, decision: 'pending', expiresAt });
    return { challengeId, redirectUrl: `${options.pagesUrl}/3ds/${challengeId}` };
  }

  /** Records the cardholder's decision on a pending challenge, and what it makes of the charge it guards. */
  function settleChallenge(state: ChallengeState, decision: 'approved' | 'declined') {
    if (state.decision !== 'pending') return;
    state.decision = decision;
    const charge = state.reference === undefined ? undefined : charges.get(state.reference);
    if (!charge || state.reference === undefined) return;
    const code = decision === 'approved' ? decline(charge.card) : 'authentication_failed';
    charge.result =
      code === undefined
        ? { status: 'succeeded', reference: state.reference }
        : { status: 'failed', reference: state.reference, declineCode: code };
  }

  /** A challenge as it stands now: one nobody answered in time has failed (`authentication_failed`). */
  function current(state: ChallengeState | undefined): ChallengeState | undefined {
    if (state?.decision === 'pending' && now().getTime() >= state.expiresAt)
      settleChallenge(state, 'declined');
    return state;
  }

  /** The challenge guarding the charge `reference`, if any. */
  function challengeOf(reference: string): ChallengeState | undefined {
    for (const state of challenges.values()) if (state.reference === reference) return state;
    return undefined;
  }

  function decline(card: SandboxCard): DeclineCode | undefined {
    if (card.behaviour === 'declined') return 'declined';
    if (card.behaviour === 'insufficient_funds') return 'insufficient_funds';
    if (card.behaviour === 'expired_card') return 'expired_card';
    return undefined;
  }

  return {
    sandbox: true,

    tokenise(input, now) {
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
      oneTime.set(token, { card, used: false });
      return { token };
    },

    challenge(challengeId) {
      const state = current(challenges.get(challengeId));
      if (!state) return undefined;
      const charge = state.reference === undefined ? undefined : charges.get(state.reference);
      return {
        kind: state.kind,
        decision: state.decision,
        ...(charge ? { amountCents: charge.amountCents } : {}),
      };
    },

    decide(challengeId, decision) {
      const state = current(challenges.get(challengeId));
      if (!state) return undefined;
      settleChallenge(state, decision === 'approve' ? 'approved' : 'declined');
      return state.returnUrl;
    },

    charges() {
      return [...charges.entries()].map(([reference, state]) => ({
        reference,
        amountCents: state.amountCents,
        status: state.result.status,
        refunded: state.refunded,
      }));
    },

    saveCard(input): Promise<SavedCard> {
      const entry = oneTime.get(input.oneTimeToken);
      if (!entry || entry.used) return Promise.reject(rejected('invalid_card'));
      entry.used = true;
      if (cardExpired(entry.card, input.now)) return Promise.reject(rejected('expired_card'));
      const card: CardDetails = {
        brand: entry.card.brand,
        last4: entry.card.last4,
        expiryMonth: entry.card.expiryMonth,
        expiryYear: entry.card.expiryYear,
      };
      const cardToken = encodeCard(entry.card);
      if (entry.card.behaviour === 'challenge') {
        const challenge = newChallenge({ kind: 'card', reference: undefined, returnUrl: input.returnUrl });
        return Promise.resolve({ cardToken, card, verification: { status: 'challenge', ...challenge } });
      }
      return Promise.resolve({ cardToken, card, verification: { status: 'verified' } });
    },

    verification(challengeId) {
      const state = current(challenges.get(challengeId));
      if (state?.kind !== 'card') return Promise.resolve('declined');
      return Promise.resolve(state.decision);
    },

    charge(request: ChargeRequest): Promise<ChargeResult> {
      const earlier = byKey.get(request.idempotencyKey);
      const known = earlier === undefined ? undefined : charges.get(earlier);
      if (known) return Promise.resolve(known.result);
      const card = decodeCard(request.cardToken);
      if (!card) return Promise.resolve({ status: 'failed', reference: null, declineCode: 'invalid_card' });
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
        return Promise.reject(
          new PaymentGatewayError('The amount must be a positive number of cents.', { reason: 'rejected' }),
        );
      }
      const reference = `ch_sandbox_${randomUUID()}`;
      byKey.set(request.idempotencyKey, reference);
      let result: ChargeResult;
      if (cardExpired(card, request.now)) {
        result = { status: 'failed', reference, declineCode: 'expired_card' };
      } else if (card.behaviour === 'challenge') {
        const challenge = newChallenge({ kind: 'charge', reference, returnUrl: request.returnUrl });
        result = { status: 'requires_authentication', reference, ...challenge };
      } else {
        const code = decline(card);
        result =
          code === undefined
            ? { status: 'succeeded', reference }
            : { status: 'failed', reference, declineCode: code };
      }
      charges.set(reference, { result, amountCents: request.amountCents, card, refunded: false });
      return Promise.resolve(result);
    },

    chargeStatus(reference) {
      current(challengeOf(reference));
      const state = charges.get(reference);
      return Promise.resolve(state?.result ?? { status: 'failed', reference, declineCode: 'invalid_card' });
    },

    refund(reference) {
      const state = charges.get(reference);
      if (state) state.refunded = true;
      return Promise.resolve();
    },

    deleteCard() {
      return Promise.resolve();
    },
  };
}
