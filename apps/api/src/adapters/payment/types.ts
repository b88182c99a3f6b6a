/**
 * The card gateway (linkpay/cards, linkpay/payments): cards are typed into the gateway's own hosted form, which
 * hands the portal a one-time token; the API exchanges it for a reusable card token and keeps only the brand,
 * the last 4 digits and the expiry. Payments are charged against that token, with a 3-D Secure challenge when
 * the issuer asks for one. Amounts are integer cents of SGD.
 */
import { AdapterError, type AdapterErrorOptions } from '../errors.ts';

/** What the gateway tells about a card: never its number. */
export interface CardDetails {
  /** VISA, MasterCard, AMEX (domain CARD_BRANDS), or another brand as the gateway names it. */
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/**
 * Why the gateway refused a card or a payment. `invalid_number` (Luhn or length), `invalid_card` (a token that is
 * unknown, used or spent, a CVC or expiry that cannot be), `expired_card`, `declined` (the issuer said no),
 * `insufficient_funds`, `authentication_failed` (the 3-D Secure challenge was declined).
 */
export type DeclineCode =
  | 'invalid_number'
  | 'invalid_card'
  | 'expired_card'
  | 'declined'
  | 'insufficient_funds'
  | 'authentication_failed';

/** A 3-D Secure challenge: the page the browser is sent to, which returns to `returnUrl`. */
export interface Challenge {
  challengeId: string;
  redirectUrl: string;
}

/** What saving a card gave. */
export interface SavedCard {
  cardToken: string;
  card: CardDetails;
  /** `verified` at once (frictionless), or a challenge to pass first. */
  verification: { status: 'verified' } | ({ status: 'challenge' } & Challenge);
}

/** A charge or its later state. */
export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | ({ status: 'requires_authentication'; reference: string } & Challenge)
  | { status: 'failed'; reference: string | null; declineCode: DeclineCode };

export interface ChargeRequest {
  cardToken: string;
  amountCents: number;
  /** The gateway keeps one charge per key: a retry with it answers the first charge's result. */
  idempotencyKey: string;
  /** Shown on the payer's statement: the order number. */
  description: string;
  /** Where the 3-D Secure page sends the browser back to. */
  returnUrl: string;
  now: Date;
}

export interface PaymentGatewayAdapter {
  /**
   * Exchanges a one-time token of the hosted form for a reusable card, and starts its verification (a 3-D
   * Secure challenge when the issuer asks for one). Rejects with {@link PaymentGatewayError} `rejected` and a
   * `declineCode` for an unknown or used token (`invalid_card`) or a card that has expired by `now`.
   */
  saveCard(input: { oneTimeToken: string; returnUrl: string; now: Date }): Promise<SavedCard>;
  /** The outcome of a card's verification challenge. */
  verification(challengeId: string): Promise<'approved' | 'declined' | 'pending'>;
  /** Charges a saved card; a retry with the same idempotency key answers the same charge. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge's state after its challenge. */
  chargeStatus(reference: string): Promise<ChargeResult>;
  /** Gives a succeeded charge back (the order had been paid meanwhile). */
  refund(reference: string, amountCents: number): Promise<void>;
  /** Forgets a saved card. */
  deleteCard(cardToken: string): Promise<void>;
}

export class PaymentGatewayError extends AdapterError {
  /** Set when the gateway refused the card or the token (`rejected`). */
  readonly declineCode: DeclineCode | undefined;

  constructor(message: string, options: AdapterErrorOptions & { declineCode?: DeclineCode | undefined }) {
    super('payment', message, options);
    this.name = 'PaymentGatewayError';
    this.declineCode = options.declineCode;
  }
}
