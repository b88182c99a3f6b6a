/**
 * The mail and SMS sandbox behaves as a provider would: it accepts, refuses and fails like one. Its outbox is a
 * table (`outbox_messages`), so every API process on the database lists the same messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { NotificationFailed } from '../src/adapters/index.ts';
import { OUTBOX_LIMIT, createSandboxNotifications } from '../src/adapters/notifications/index.ts';
import { loadConfig } from '../src/config.ts';
import { outboxMessages } from '../src/db/schema/index.ts';
import {
  buildTestApp,
  createKeys,
  createTestDatabase,
  drivers,
  sharedHandle,
  testConfig,
  type TestDatabase,
} from './helpers.ts';

const NOW = new Date('2026-11-22T02:00:00Z');

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'sent';
  } catch (error) {
    return error instanceof NotificationFailed ? error.reason : 'other';
  }
}

describe.each(drivers())('the notifications sandbox on %s', (driver) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.handle.close();
    await database.drop();
  });

  it('accepts an email and an SMS to a Singapore mobile and keeps them, newest first', async () => {
    await db().delete(outboxMessages);
    const sandbox = createSandboxNotifications({ db: db(), now: () => NOW });
    const mail = await sandbox.send({
      channel: 'EMAIL',
      to: 'ahkow.tan@example.sg',
      subject: 'Hi',
      text: 'Hello',
    });
    const sms = await sandbox.send({ channel: 'SMS', to: '+6591234567', text: 'Hello' });
    expect(mail.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(mail.sentAt).toEqual(NOW);
    // Both stamped with the same instant: the order of acceptance still decides.
    expect((await sandbox.outbox()).map((m) => m.id)).toEqual([sms.id, mail.id]);
    expect((await sandbox.outbox())[1]).toEqual(mail);
  });

  it('refuses what a provider refuses: bad or bouncing addresses, landlines, empty or overlong texts', async () => {
    await db().delete(outboxMessages);
    const sandbox = createSandboxNotifications({ db: db() });
    expect(
      await reason(sandbox.send({ channel: 'EMAIL', to: 'not-an-address', subject: 'S', text: 'T' })),
    ).toBe('rejected');
    expect(
      await reason(sandbox.send({ channel: 'EMAIL', to: 'a@host.invalid', subject: 'S', text: 'T' })),
    ).toBe('rejected');
    expect(await reason(sandbox.send({ channel: 'EMAIL', to: 'a@b.sg', text: 'T' }))).toBe('rejected');
    expect(await reason(sandbox.send({ channel: 'SMS', to: '+6561234567', text: 'T' }))).toBe('rejected');
    expect(await reason(sandbox.send({ channel: 'SMS', to: '91234567', text: 'T' }))).toBe('rejected');
    expect(await reason(sandbox.send({ channel: 'SMS', to: '+6591234567', text: ' ' }))).toBe('rejected');
    expect(await reason(sandbox.send({ channel: 'SMS', to: '+6591234567', text: 'x'.repeat(919) }))).toBe(
      'rejected',
    );
    expect(await sandbox.outbox()).toEqual([]);
  });

  it('fails like an outage when told to, and times out on an aborted signal', async () => {
    let down = true;
    const sandbox = createSandboxNotifications({ db: db(), fail: () => down });
    const message = { channel: 'SMS', to: '+6591234567', text: 'T' } as const;
    expect(await reason(sandbox.send(message))).toBe('unavailable');
    down = false;
    expect(await reason(sandbox.send(message, AbortSignal.abort()))).toBe('timeout');
    expect(await reason(sandbox.send(message))).toBe('sent');
  });

  it(`keeps the last ${String(OUTBOX_LIMIT)} messages, and deletes the older ones`, async () => {
    await db().delete(outboxMessages);
    const sandbox = createSandboxNotifications({ db: db() });
    for (let i = 0; i <= OUTBOX_LIMIT; i += 1) {
      await sandbox.send({ channel: 'SMS', to: '+6591234567', text: `message ${String(i)}` });
    }
    const kept = await sandbox.outbox();
    expect(kept).toHaveLength(OUTBOX_LIMIT);
    expect(kept[0]?.text).toBe(`message ${String(OUTBOX_LIMIT)}`);
    expect(kept.at(-1)?.text).toBe('message 1');
    expect(await db().$count(outboxMessages)).toBe(OUTBOX_LIMIT);
  });

  it('is one outbox for every API process on the database', async () => {
    await db().delete(outboxMessages);
    const keys = await createKeys();
    const a = await buildTestApp(sharedHandle(database), keys);
    const b = await buildTestApp(sharedHandle(database), keys);
    try {
      await a.adapters.notifications.send({ channel: 'SMS', to: '+6591234567', text: 'Sent via A.' });
      await b.adapters.notifications.send({ channel: 'SMS', to: '+6598765432', text: 'Sent via B.' });
      for (const app of [a, b]) {
        const page = await app.inject({ method: 'GET', url: '/dev/outbox?format=json' });
        expect(page.json<{ messages: { text: string }[] }>().messages.map((m) => m.text)).toEqual([
          'Sent via B.',
          'Sent via A.',
        ]);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('the sandbox outbox page', () => {
  it('is served on a loopback address only, unless API_DEV_OUTBOX says otherwise', () => {
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ API_HOST: '0.0.0.0' }).devOutbox).toBe(false);
    expect(loadConfig({ API_HOST: '0.0.0.0', API_DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ API_DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
  });

  it('lists what was sent, and is not there when switched off', async () => {
    const database = await createTestDatabase('pglite');
    const keys = await createKeys();
    const notifications = createSandboxNotifications({ db: database.handle.db });
    await notifications.send({ channel: 'SMS', to: '+6591234567', text: 'Your Client ID is CP7K2Q9A.' });
    await notifications.send({
      channel: 'EMAIL',
      to: 'ahkow.tan@example.sg',
      subject: 'Your receipt for order NH-0001001',
      text: 'Thank you for your payment.\n\nOrder: NH-0001001 <b>',
    });
    const on = await buildTestApp(sharedHandle(database), keys, { adapters: { notifications } });
    const page = await on.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Your Client ID is CP7K2Q9A.');
    // A mail of several lines shows them as lines, its text escaped.
    expect(page.body).toContain('Thank you for your payment.<br><br>Order: NH-0001001 &#60;b&#62;');
    const json = await on.inject({ method: 'GET', url: '/dev/outbox?format=json' });
    expect(json.json<{ messages: { to: string }[] }>().messages.map((m) => m.to)).toEqual([
      'ahkow.tan@example.sg',
      '+6591234567',
    ]);
    await on.close();
    const off = await buildTestApp(database, keys, {
      config: testConfig({ devOutbox: false }),
      adapters: { notifications },
    });
    expect((await off.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    await off.close();
  });
});
