/**
 * The sandbox card gateway against the adapter's contract (adapters/payment/types.ts): Luhn, brands, the expiry
 * to the end of its month in Singapore, one-time tokens, one charge per idempotency key, each test card's outcome
 * and 3-D Secure. The bank sandbox: one request per bill, refunds of refused payments. Both keep their state in
 * the database, so two API processes on it use one gateway and one bank.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SandboxBank } from '../src/adapters/bank/index.ts';
import { createSandboxBank } from '../src/adapters/bank/index.ts';
import {
  cardBrand,
  cardExpired,
  createSandboxPaymentGateway,
  luhnValid,
  SANDBOX_TEST_CARDS,
  type SandboxPaymentGateway,
} from '../src/adapters/payment/index.ts';
import { sandboxCharges } from '../src/db/schema/index.ts';
import {
  buildTestApp,
  createKeys,
  createTestDatabase,
  drivers,
  sharedHandle,
  type TestDatabase,
} from './helpers.ts';

const NOW = new Date('2026-11-26T04:00:00Z');

describe.each(drivers())('the sandbox gateway and bank on %s', (driver) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.handle.close();
    await database.drop();
  });

  describe('the sandbox card gateway', () => {
    const gateway = () =>
      createSandboxPaymentGateway({ db: db(), pagesUrl: 'http://127.0.0.1:4000/sandbox/gateway' });
    const tokenOf = async (number: string) => {
      const outcome = await gateway().tokenise(
        { number, expiryMonth: '12', expiryYear: '2035', cvc: number.startsWith('37') ? '1234' : '123' },
        NOW,
      );
      if (!('token' in outcome)) throw new Error(`refused ${outcome.declineCode}`);
      return outcome.token;
    };
    const charge = async (number: string, key = crypto.randomUUID()) => {
      const saved = await gateway().saveCard({
        oneTimeToken: await tokenOf(number),
        returnUrl: 'http://p/cards',
        now: NOW,
      });
      return gateway().charge({
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
      const token = await tokenOf(SANDBOX_TEST_CARDS.approve);
      const saved = await gateway().saveCard({ oneTimeToken: token, returnUrl: 'http://p/cards', now: NOW });
      expect(saved.card).toEqual({ brand: 'VISA', last4: '4242', expiryMonth: 12, expiryYear: 2035 });
      expect(JSON.stringify(saved)).not.toContain(SANDBOX_TEST_CARDS.approve);
      await expect(
        gateway().saveCard({ oneTimeToken: token, returnUrl: 'http://p', now: NOW }),
      ).rejects.toMatchObject({
        declineCode: 'invalid_card',
      });
      // A token it never made is unknown too, whatever it holds (a NUL byte cannot reach the database).
      for (const unknown of ['tok_sandbox_nope', `${token}\u0000`, 'pm_elsewhere']) {
        await expect(
          gateway().saveCard({ oneTimeToken: unknown, returnUrl: 'http://p', now: NOW }),
        ).rejects.toMatchObject({ declineCode: 'invalid_card' });
      }
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
      expect(await gateway().decide(waiting.challengeId, 'approve')).toBe('http://p/pay');
      expect(await gateway().chargeStatus(waiting.reference)).toMatchObject({ status: 'succeeded' });
      const declined = await charge(SANDBOX_TEST_CARDS.challenge);
      if (declined.status !== 'requires_authentication') throw new Error('no challenge');
      await gateway().decide(declined.challengeId, 'decline');
      // A decision is final: a second press changes nothing.
      await gateway().decide(declined.challengeId, 'approve');
      expect(await gateway().chargeStatus(declined.reference)).toMatchObject({
        declineCode: 'authentication_failed',
      });
    });
  });

  describe('the sandbox bank', () => {
    it('notifies the API once per payment and refunds what the API refuses', async () => {
      const bank = createSandboxBank({ db: db(), pagesUrl: 'http://127.0.0.1:4000/sandbox/bank' });
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
      expect(
        (await bank.pay({ billReference: 'NH0001001ABCDEF', amountCents: 26160, now: NOW })).outcome,
      ).toBe('APPLIED');
      const late = await bank.pay({ billReference: 'NH0001001ABCDEF', amountCents: 26160, now: NOW });
      expect(late.outcome).toBe('REFUSED_EXPIRED');
      expect(await bank.refunds()).toEqual([
        { bankReference: late.bankReference, amountCents: 26160, reason: 'REFUSED_EXPIRED' },
      ]);
    });
  });

  describe('the sandbox bank on eGIRO', () => {
    it('approves an application or a cancellation after its delay, unless its page decided first', async () => {
      const bank = createSandboxBank({
        db: db(),
        pagesUrl: 'http://127.0.0.1:4000/sandbox/bank',
        approvalDelayMs: 60_000,
      });
      const applied = await bank.requestMandate({
        ddaReferenceNo: 'DDA1',
        bankCode: 'DBS',
        clientName: 'Tan Ah Kow',
        returnUrl: 'http://p/egiro',
        now: NOW,
      });
      expect(await bank.mandateStatus(applied.boTransactionRefNo, new Date(NOW.getTime() + 59_999))).toEqual({
        status: 'PENDING',
      });
      expect(
        await bank.mandateStatus(applied.boTransactionRefNo, new Date(NOW.getTime() + 60_000)),
      ).toMatchObject({
        status: 'APPROVED',
        decidedAt: new Date(NOW.getTime() + 60_000),
      });
      const rejected = await bank.requestMandate({
        ddaReferenceNo: 'DDA2',
        bankCode: 'UOB',
        clientName: 'Tan Mei Ling',
        returnUrl: 'http://p/egiro',
        now: NOW,
      });
      expect(await bank.decideMandate(rejected.boTransactionRefNo, 'reject', NOW)).toBe('http://p/egiro');
      expect(
        await bank.mandateStatus(rejected.boTransactionRefNo, new Date(NOW.getTime() + 120_000)),
      ).toMatchObject({
        status: 'REJECTED',
      });
      const { cancellationRefNo } = await bank.requestCancellation({
        boDDARefNo: 'DDA1',
        boTransactionRefNo: applied.boTransactionRefNo,
        now: NOW,
      });
      expect((await bank.cancellationStatus(cancellationRefNo, NOW)).status).toBe('PENDING');
      expect(
        (await bank.cancellationStatus(cancellationRefNo, new Date(NOW.getTime() + 60_000))).status,
      ).toBe('APPROVED');
    });
  });

  describe('one gateway and one bank for two API processes', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    const gatewayOf = (app: FastifyInstance) => app.adapters.payment as SandboxPaymentGateway;
    const bankOf = (app: FastifyInstance) => app.adapters.bank as SandboxBank;

    beforeAll(async () => {
      const keys = await createKeys();
      a = await buildTestApp(sharedHandle(database), keys);
      b = await buildTestApp(sharedHandle(database), keys);
    });
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('saves through process B a card tokenised through process A, once', async () => {
      const form = await a.inject({
        method: 'POST',
        url: '/sandbox/gateway/tokens',
        payload: { number: SANDBOX_TEST_CARDS.approve, expiryMonth: '12', expiryYear: '2035', cvc: '123' },
      });
      expect(form.statusCode, form.body).toBe(201);
      const { token } = form.json<{ token: string }>();
      const saved = await gatewayOf(b).saveCard({
        oneTimeToken: token,
        returnUrl: 'http://p/cards',
        now: NOW,
      });
      expect(saved.card).toMatchObject({ brand: 'VISA', last4: '4242' });
      // Used: neither process takes it again.
      for (const app of [a, b]) {
        await expect(
          gatewayOf(app).saveCard({ oneTimeToken: token, returnUrl: 'http://p/cards', now: NOW }),
        ).rejects.toMatchObject({ declineCode: 'invalid_card' });
      }
    });

    it('charges once for one idempotency key sent to both processes at once', async () => {
      const outcome = await gatewayOf(a).tokenise(
        { number: SANDBOX_TEST_CARDS.approve, expiryMonth: '12', expiryYear: '2035', cvc: '123' },
        NOW,
      );
      if (!('token' in outcome)) throw new Error('refused');
      const { cardToken } = await gatewayOf(a).saveCard({
        oneTimeToken: outcome.token,
        returnUrl: 'http://p/cards',
        now: NOW,
      });
      const idempotencyKey = crypto.randomUUID();
      const request = {
        cardToken,
        amountCents: 26160,
        idempotencyKey,
        description: 'Order NH-0001001',
        returnUrl: 'http://p/pay',
        now: NOW,
      };
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => gatewayOf(i % 2 === 0 ? a : b).charge(request)),
      );
      expect(results[0]).toMatchObject({ status: 'succeeded' });
      for (const result of results) expect(result).toEqual(results[0]);
      const rows = await db().select().from(sandboxCharges);
      expect(rows.filter((row) => row.idempotencyKey === idempotencyKey)).toHaveLength(1);
    });

    it('answers through process B the 3-D Secure challenge of a charge made through process A', async () => {
      const outcome = await gatewayOf(a).tokenise(
        { number: SANDBOX_TEST_CARDS.challenge, expiryMonth: '12', expiryYear: '2035', cvc: '123' },
        NOW,
      );
      if (!('token' in outcome)) throw new Error('refused');
      const saved = await gatewayOf(a).saveCard({
        oneTimeToken: outcome.token,
        returnUrl: 'http://p/cards',
        now: NOW,
      });
      const waiting = await gatewayOf(a).charge({
        cardToken: saved.cardToken,
        amountCents: 1000,
        idempotencyKey: crypto.randomUUID(),
        description: 'Order NH-0001002',
        returnUrl: 'http://p/pay',
        now: NOW,
      });
      if (waiting.status !== 'requires_authentication') throw new Error('no challenge');
      const path = new URL(waiting.redirectUrl).pathname;
      const page = await b.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('$10.00');
      const pressed = await b.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=approve',
      });
      expect(pressed.statusCode).toBe(303);
      expect(await gatewayOf(a).chargeStatus(waiting.reference)).toMatchObject({ status: 'succeeded' });
    });

    it('pays through process B the PayNow page opened through process A, and refunds once', async () => {
      const billReference = `NH${String(Date.now()).slice(-9)}TWO`;
      const page = await bankOf(a).requestPayment({
        billReference,
        amountCents: 5000,
        expiresAt: new Date(Date.now() + 60_000),
        returnUrl: 'http://p/done',
      });
      expect(await bankOf(b).request(billReference)).toMatchObject({
        amountCents: 5000,
        returnUrl: 'http://p/done',
      });
      expect((await b.inject({ method: 'GET', url: new URL(page.redirectUrl).pathname })).statusCode).toBe(
        200,
      );
      const refund = { bankReference: `PN${billReference}`, amountCents: 5000, reason: 'REFUSED_EXPIRED' };
      await Promise.all([bankOf(a).refund(refund), bankOf(b).refund(refund)]);
      const refunds = await bankOf(b).refunds();
      expect(refunds.filter((r) => r.bankReference === refund.bankReference)).toEqual([refund]);
    });

    it('asks the bank for one debit per reference, whichever process asks', async () => {
      const input = {
        egiroReferenceNo: 'GIRO1',
        ddaReferenceNo: 'DDA1',
        amountCents: 1200,
        deductionDate: '2026-12-01',
        reference: crypto.randomUUID(),
        now: NOW,
      };
      const [first, second] = await Promise.all([
        bankOf(a).requestDebit(input),
        bankOf(b).requestDebit(input),
      ]);
      expect(second).toEqual(first);
    });
  });
});
