/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument,
   @typescript-eslint/no-unsafe-call --
   These tests read JSON responses (`res.json()` is `any`). */
/**
 * eGIRO (docs/payments-api.md): the banks, a DDA reference number, an application for oneself by NRIC or for a
 * loved one, the bank's approval after its delay (Pending → Active, one email) or its rejection on its page, the
 * cancellation that stays Active until the bank approves it (→ Cancelled, one email), and who may see what.
 */
import { EGIRO_BANKS, formatMessage, messages } from '@careportal/domain';
import { describe, expect, it } from 'vitest';

import type { SandboxNotifications } from '../src/adapters/index.ts';
import { nextDeductionDate } from '../src/routes/egiro/index.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';
import { expectSignedInOnly } from './payment-helpers.ts';

const DELAY_MS = 5000;

describe('the next eGIRO deduction date', () => {
  it('is the 20th, or the next working day, on or after today in Singapore', () => {
    // 20 Sep 2025 is a Saturday: Monday the 22nd.
    expect(nextDeductionDate(new Date('2025-09-10T02:00:00Z'))).toBe('2025-09-22');
    expect(nextDeductionDate(new Date('2025-09-22T02:00:00Z'))).toBe('2025-09-22');
    // 20 Oct 2025 is Deepavali: Tuesday the 21st.
    expect(nextDeductionDate(new Date('2025-09-22T16:00:00Z'))).toBe('2025-10-21');
    expect(nextDeductionDate(new Date('2025-12-25T02:00:00Z'))).toBe('2026-01-20');
  });
});

describe.each(drivers())('eGIRO on %s', (driver) => {
  const base = Date.now();
  let offsetMs = 0;
  const suite = customerSuite(driver, 'CPEGIR01', {
    app: () => ({ clock: () => new Date(base + offsetMs) }),
  });
  const outbox = () => (suite.app.adapters.notifications as SandboxNotifications).outbox();

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    options: { subject?: string; payload?: object } = {},
  ) =>
    suite.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${await signToken(suite.keys, options.subject ?? 'demo-ahkow', { expiresIn: 7200 })}`,
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  const ddaRefNo = async () => (await call('GET', '/egiro/generateDDARefNo')).json().data.ddaRefNo as string;
  const apply = async (person: { nric: string } | { lovedOneId: string }, subject?: string) =>
    call('POST', '/egiro/create', {
      ...(subject ? { subject } : {}),
      payload: { applicantBankCode: 'DBS', ddaRefNo: await ddaRefNo(), relationship: 'Self', ...person },
    });
  const ownNric = async () => (await call('GET', '/profile')).json().data.nric as string;

  it('lists the participating banks to anyone, cached', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/egiro/bank-list' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((b: { name: string }) => b.name)).toEqual(EGIRO_BANKS.map((b) => b.name));
    expect(res.json().data.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining([
        'DBS/POSB',
        'OCBC',
        'UOB',
        'HSBC',
        'Bank of China',
        'ICBC',
        'Maybank',
        'Standard Chartered',
        'Citibank',
      ]),
    );
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('is signed in: no token, an expired token and a stranger in view-as are refused', async () => {
    await expectSignedInOnly(suite, [
      ['GET', '/egiro/generateDDARefNo'],
      [
        'POST',
        '/egiro/create',
        { applicantBankCode: 'DBS', ddaRefNo: 'DDA1', nric: 'S1234567D', relationship: 'Self' },
      ],
      ['GET', '/egiro/history'],
      ['GET', '/egiro/retrieve?ddaReferenceNo=DDA1'],
      ['GET', '/egiro/status?ddaReferenceNo=DDA1'],
      ['POST', '/egiro/cancel', { boDDARefNo: 'DDA1', boTransactionRefNo: 'EG1' }],
    ]);
  });

  it('applies by NRIC, stays Pending until the bank approves after its delay, then Active with one email', async () => {
    offsetMs = 0;
    const before = (await outbox()).length;
    const applied = await apply({ nric: await ownNric() });
    expect(applied.statusCode, applied.body).toBe(201);
    const { arrangement, redirectUrl } = applied.json().data;
    expect(arrangement).toMatchObject({ status: 'PENDING', clientName: 'Tan Ah Kow', bankName: 'DBS/POSB' });
    expect(new URL(redirectUrl).pathname).toBe(
      `/sandbox/bank/egiro/${String(arrangement.boTransactionRefNo)}`,
    );
    const page = await suite.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.body).toContain('Approve');

    offsetMs = DELAY_MS - 1;
    const status = `/egiro/status?ddaReferenceNo=${String(arrangement.ddaReferenceNo)}`;
    expect((await call('GET', status)).json().data.status).toBe('PENDING');
    offsetMs = DELAY_MS;
    expect((await call('GET', status)).json().data.status).toBe('ACTIVE');
    const read = (
      await call('GET', `/egiro/retrieve?ddaReferenceNo=${String(arrangement.ddaReferenceNo)}`)
    ).json().data;
    expect(read).toMatchObject({ status: 'ACTIVE', cancellationRequested: false });
    expect(read.egiroReferenceNo).toMatch(/^GIRO/);
    expect(read.acceptedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(read.nextDeductionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await call('GET', '/egiro/history');
    const all = await outbox();
    const mails = all.slice(0, all.length - before);
    expect(mails.map((m) => m.subject)).toEqual(['Your eGIRO arrangement is approved']);
    expect(mails[0]?.to).toBe('ahkow.tan@example.sg');

    // Cancelling: Active until the bank approves it, then Cancelled, with one email.
    const cancel = () =>
      call('POST', '/egiro/cancel', {
        payload: {
          boDDARefNo: arrangement.ddaReferenceNo,
          boTransactionRefNo: arrangement.boTransactionRefNo,
        },
      });
    const asked = await cancel();
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ status: 'ACTIVE', cancellationRequested: true });
    expect((await cancel()).json().data.status).toBe('ACTIVE');
    offsetMs = 2 * DELAY_MS;
    const cancelled = (await call('GET', status)).json().data;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellationRequested: false });
    const again = await cancel();
    expect(again.statusCode).toBe(400);
    await call('GET', '/egiro/history');
    const latest = await outbox();
    expect(latest.slice(0, latest.length - before).map((m) => m.subject)).toEqual([
      'Your eGIRO arrangement is cancelled',
      'Your eGIRO arrangement is approved',
    ]);
    offsetMs = 0;
  });

  it("applies for a loved one; the bank's Reject makes it Rejected; a Pending one cannot be cancelled", async () => {
    offsetMs = 0;
    const applied = (await apply({ lovedOneId: suite.meiLingId })).json().data;
    expect(applied.arrangement).toMatchObject({ status: 'PENDING', clientName: 'Tan Mei Ling' });
    const pending = await call('POST', '/egiro/cancel', {
      payload: {
        boDDARefNo: applied.arrangement.ddaReferenceNo,
        boTransactionRefNo: applied.arrangement.boTransactionRefNo,
      },
    });
    expect(pending.statusCode).toBe(400);
    const path = new URL(applied.redirectUrl).pathname;
    const rejected = await suite.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=reject',
    });
    expect(rejected.statusCode).toBe(303);
    expect(rejected.headers.location).toBe('http://127.0.0.1:5173/egiro');
    offsetMs = DELAY_MS * 3;
    const history = (await call('GET', '/egiro/history')).json().data;
    expect(history.find((a: { id: string }) => a.id === applied.arrangement.id)).toMatchObject({
      status: 'REJECTED',
    });
    expect((await outbox())[0]?.subject).toBe('Your eGIRO application was not approved');
    offsetMs = 0;
  });

  it("refuses an NRIC or FIN with no client of the account's, a stranger's loved one, a used DDA number, a bad body", async () => {
    offsetMs = 0;
    for (const [nric, idType] of [
      ['S0000001I', 'NRIC'],
      ['F0000001U', 'FIN'],
    ] as const) {
      const res = await apply({ nric });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorMessage).toBe(formatMessage(messages.egiro.noExistingClient, { idType }));
    }
    for (const lovedOneId of [suite.strangerLovedOneId, 'not-a-uuid']) {
      const res = await apply({ lovedOneId });
      expect(res.statusCode, lovedOneId).toBe(404);
      expect(res.json().data).toBeNull();
    }
    const number = await ddaRefNo();
    const payload = {
      applicantBankCode: 'OCBC',
      ddaRefNo: number,
      nric: await ownNric(),
      relationship: 'Self',
    };
    expect((await call('POST', '/egiro/create', { payload })).statusCode).toBe(201);
    const reused = await call('POST', '/egiro/create', { payload });
    expect(reused.statusCode).toBe(409);
    const noRelationship = await call('POST', '/egiro/create', { payload: { ...payload, relationship: '' } });
    expect(noRelationship.statusCode).toBe(400);
    expect(noRelationship.json().errorMessage).toBe(messages.validation.relationshipRequired);
    const noBank = await call('POST', '/egiro/create', { payload: { ...payload, applicantBankCode: 'XYZ' } });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().errorMessage).toBe(messages.validation.bankRequired);
  });

  it('refuses a second arrangement of one person with one bank while the first is Pending or Active', async () => {
    offsetMs = 0;
    const withBank = async (bank: string, person: { nric: string } | { lovedOneId: string }) =>
      call('POST', '/egiro/create', {
        payload: { applicantBankCode: bank, ddaRefNo: await ddaRefNo(), relationship: 'Self', ...person },
      });
    const self = { nric: await ownNric() };
    const first = await withBank('HSBC', self);
    expect(first.statusCode, first.body).toBe(201);
    const second = await withBank('HSBC', self);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      errorCode: 'EGIRO_ARRANGEMENT_EXISTS',
      errorMessage: formatMessage(messages.egiro.arrangementExists, { name: 'Tan Ah Kow', bank: 'HSBC' }),
      data: null,
    });
    // Another bank, or another person with the same bank, is a new arrangement.
    expect((await withBank('UOB', self)).statusCode).toBe(201);
    expect((await withBank('HSBC', { lovedOneId: suite.meiLingId })).statusCode).toBe(201);
    // Once the bank rejects the first, the person may apply to that bank again.
    const path = new URL(first.json().data.redirectUrl as string).pathname;
    await suite.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=reject',
    });
    offsetMs = DELAY_MS * 3;
    expect((await withBank('HSBC', self)).statusCode).toBe(201);
    offsetMs = 0;
  });

  it("shows nobody else's arrangement", async () => {
    offsetMs = 0;
    const { arrangement } = (await apply({ nric: await ownNric() })).json().data;
    const ref = String(arrangement.ddaReferenceNo);
    for (const [method, url, payload] of [
      ['GET', `/egiro/retrieve?ddaReferenceNo=${ref}`, undefined],
      ['GET', `/egiro/status?ddaReferenceNo=${ref}`, undefined],
      ['POST', '/egiro/cancel', { boDDARefNo: ref, boTransactionRefNo: arrangement.boTransactionRefNo }],
    ] as const) {
      const res = await call(method, url, { subject: 'demo-siti', ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().data, url).toBeNull();
    }
    const theirs = (await call('GET', '/egiro/history', { subject: 'demo-siti' })).json().data;
    expect(theirs).toEqual([]);
  });
});
