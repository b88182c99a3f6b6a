/** The mail and SMS sandbox behaves as a provider would: it accepts, refuses and fails like one. */
import { describe, expect, it } from 'vitest';

import { NotificationFailed } from '../src/adapters/index.ts';
import { OUTBOX_LIMIT, createSandboxNotifications } from '../src/adapters/notifications/index.ts';

const NOW = new Date('2026-11-22T02:00:00Z');

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'sent';
  } catch (error) {
    return error instanceof NotificationFailed ? error.reason : 'other';
  }
}

describe('the notifications sandbox', () => {
  it('accepts an email and an SMS to a Singapore mobile and keeps them, newest first', async () => {
    const sandbox = createSandboxNotifications({ now: () => NOW });
    const mail = await sandbox.send({
      channel: 'EMAIL',
      to: 'ahkow.tan@example.sg',
      subject: 'Hi',
      text: 'Hello',
    });
    const sms = await sandbox.send({ channel: 'SMS', to: '+6591234567', text: 'Hello' });
    expect(mail.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(mail.sentAt).toEqual(NOW);
    expect(sandbox.outbox().map((m) => m.id)).toEqual([sms.id, mail.id]);
  });

  it('refuses what a provider refuses: bad or bouncing addresses, landlines, empty or overlong texts', async () => {
    const sandbox = createSandboxNotifications();
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
    expect(sandbox.outbox()).toEqual([]);
  });

  it('fails like an outage when told to, and times out on an aborted signal', async () => {
    let down = true;
    const sandbox = createSandboxNotifications({ fail: () => down });
    const message = { channel: 'SMS', to: '+6591234567', text: 'T' } as const;
    expect(await reason(sandbox.send(message))).toBe('unavailable');
    down = false;
    expect(await reason(sandbox.send(message, AbortSignal.abort()))).toBe('timeout');
    expect(await reason(sandbox.send(message))).toBe('sent');
  });

  it(`keeps the last ${String(OUTBOX_LIMIT)} messages`, async () => {
    const sandbox = createSandboxNotifications();
    for (let i = 0; i <= OUTBOX_LIMIT; i += 1) {
      await sandbox.send({ channel: 'SMS', to: '+6591234567', text: `message ${String(i)}` });
    }
    expect(sandbox.outbox()).toHaveLength(OUTBOX_LIMIT);
    expect(sandbox.outbox()[0]?.text).toBe(`message ${String(OUTBOX_LIMIT)}`);
  });
});
