/**
 * The sandbox card gateway against the adapter's contract (adapters/payment/types.ts): Luhn, brands, the expiry
 * to the end of its month in Singapore, one-time tokens, one charge per idempotency key, each test card's outcome
 * and 3-D Secure. The bank sandbox: one request per bill, refunds of refused payments.
 */
import { describe, expect, it } from 'vitest';

import { createSandboxBank } from '../src/adapters/bank/index.ts';
import {
  cardBrand,
  cardExpired,
  createSandboxPaymentGateway,
  luhnValid,
  SANDBOX_TEST_CARDS,
} from '../src/adapters/payment/index.ts';

const NOW = new Date('2026-11-26T04:00:00Z');

describe('the sandbox card gateway', () => {
  const gateway = createSandboxPaymentGateway({ pagesUrl: 'http://127.0.0.1:4000/sandbox/gateway' });
  const tokenOf = (number: string) => {
    const outcome = gateway.tokenise(
      { number, expiryMonth: '12', expiryYear: '2035', cvc: number.startsWith('37') ? '1234' : '123' },
      NOW,
    );
    if (!('token' in outcome)) throw new Error(`refused ${outcome.declineCode}`);
    return outcome.token;
  };
  const charge = async (number: string, key = crypto.randomUUID()) => {
    const saved = await gateway.saveCard({
      oneTimeToken: tokenOf(number),
      returnUrl: 'http://p/cards',
      now: NOW,
    });
    return gateway.charge({
      cardToken: saved.cardToken,
      amountCents: 1000,
      idempotencyKey: key,
      description: 'Order NH-0001001',
      returnUrl: 'http://p/pay',
      now: NOW,
    });
  };

  it('checks Luhn and names the brand by the prefix', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) expect(luhnValid(number), number).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('4242424242424242')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MasterCard');
    expect(cardBrand('2223003122003222')).toBe('MasterCard');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6011111111111117')).toBe('OTHER');
  });

  it('treats a card as good through the last moment of its month, Singapore time', () => {
    const card = { expiryMonth: 11, expiryYear: 2026 };
    expect(cardExpired(card, new Date('2026-11-30T15:59:59.999Z'))).toBe(false);
    expect(cardExpired(card, new Date('2026-11-30T16:00:00Z'))).toBe(true);
  });

  it('keeps brand, last 4 and expiry only, and takes a one-time token once', async () => {
    const token = tokenOf(SANDBOX_TEST_CARDS.approve);
    const saved = await gateway.saveCard({ oneTimeToken: token, returnUrl: 'http://p/cards', now: NOW });
    expect(saved.card).toEqual({ brand: 'VISA', last4: '4242', expiryMonth: 12, expiryYear: 2035 });
    expect(JSON.stringify(saved)).not.toContain(SANDBOX_TEST_CARDS.approve);
    await expect(
      gateway.saveCard({ oneTimeToken: token, returnUrl: 'http://p', now: NOW }),
    ).rejects.toMatchObject({
      declineCode: 'invalid_card',
    });
  });

  it("answers each test card's outcome, and the same key with the same charge", async () => {
    expect(await charge(SANDBOX_TEST_CARDS.approve)).toMatchObject({ status: 'succeeded' });
    expect(await charge(SANDBOX_TEST_CARDS.declined)).toMatchObject({
      status: 'failed',
      declineCode: 'declined',
    });
    expect(await charge(SANDBOX_TEST_CARDS.insufficientFunds)).toMatchObject({
      declineCode: 'insufficient_funds',
    });
    expect(await charge(SANDBOX_TEST_CARDS.expiredCard)).toMatchObject({ declineCode: 'expired_card' });
    const key = crypto.randomUUID();
    const first = await charge(SANDBOX_TEST_CARDS.approve, key);
    const again = await charge(SANDBOX_TEST_CARDS.approve, key);
    expect(again).toEqual(first);
  });

  it('asks for 3-D Secure on the challenge card, and records Approve or Decline', async () => {
    const waiting = await charge(SANDBOX_TEST_CARDS.challenge);
    if (waiting.status !== 'requires_authentication') throw new Error('no challenge');
    expect(waiting.redirectUrl).toBe(`http://127.0.0.1:4000/sandbox/gateway/3ds/${waiting.challengeId}`);
    expect(gateway.decide(waiting.challengeId, 'approve')).toBe('http://p/pay');
    expect(await gateway.chargeStatus(waiting.reference)).toMatchObject({ status: 'succeeded' });
    const declined = await charge(SANDBOX_TEST_CARDS.challenge);
    if (declined.status !== 'requires_authentication') throw new Error('no challenge');
    gateway.decide(declined.challengeId, 'decline');
    // A decision is final: a second press changes nothing.
    gateway.decide(declined.challengeId, 'approve');
    expect(await gateway.chargeStatus(declined.reference)).toMatchObject({
      declineCode: 'authentication_failed',
    });
  });
});

describe('the sandbox bank', () => {
  it('notifies the API once per payment and refunds what the API refuses', async () => {
    const bank = createSandboxBank({ pagesUrl: 'http://127.0.0.1:4000/sandbox/bank' });
    const outcomes = ['APPLIED', 'REFUSED_EXPIRED'] as const;
    let call = 0;
    bank.onNotification(() => Promise.resolve(outcomes[call++] ?? 'DUPLICATE'));
    const page = await bank.requestPayment({
      billReference: 'NH0001001ABCDEF',
      amountCents: 26160,
      expiresAt: NOW,
      returnUrl: 'http://p/done',
    });
    expect(page.redirectUrl).toBe('http://127.0.0.1:4000/sandbox/bank/paynow/NH0001001ABCDEF');
    expect((await bank.pay({ billReference: 'NH0001001ABCDEF', amountCents: 26160, now: NOW })).outcome).toBe(
      'APPLIED',
    );
    const late = await bank.pay({ billReference: 'NH0001001ABCDEF', amountCents: 26160, now: NOW });
    expect(late.outcome).toBe('REFUSED_EXPIRED');
    expect(bank.refunds()).toEqual([
      { bankReference: late.bankReference, amountCents: 26160, reason: 'REFUSED_EXPIRED' },
    ]);
  });
});
