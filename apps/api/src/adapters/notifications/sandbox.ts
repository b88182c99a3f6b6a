/**
 * The embedded mail and SMS provider: checks each message as a real provider would and keeps what it accepted in
 * an outbox (newest first, the last {@link OUTBOX_LIMIT}) instead of delivering it. In development the outbox is
 * at GET /dev/outbox, so a demo user can read the Client ID they were sent. The outbox is the table
 * `outbox_messages`, as a provider's log is one for all its clients: whichever API process sent a message, every
 * process lists it.
 *
 * Real failures, as providers answer them:
 * - an email address that is not one (no `@`, spaces, no dot in the domain) → `rejected`;
 * - a domain that cannot receive mail (RFC 2606 `.invalid`, `.test`, `.example`) → `rejected` (a hard bounce);
 * - SMS to anything but a Singapore mobile number (+65 and 8 digits starting 8 or 9; a 6… landline cannot take
 *   SMS) → `rejected`;
 * - `fail: true` (env NOTIFICATIONS_SANDBOX_FAIL=1) → `unavailable` for every message; an aborted signal →
 *   `timeout`.
 */
import { randomUUID } from 'node:crypto';

import { desc, lt } from 'drizzle-orm';

import type { AppDatabase } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import {
  NotificationFailed,
  type NotificationAdapter,
  type OutgoingMessage,
  type SentMessage,
} from './types.ts';

export const OUTBOX_LIMIT = 500;

/** SMS segments: 160 GSM characters, or 153 each when split. */
const SMS_MAX_SEGMENTS = 6;
const SMS_SEGMENT = 153;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BOUNCING_TLDS = ['.invalid', '.test', '.example', '.localhost'];
const SG_MOBILE = /^\+65[89]\d{7}$/;

export interface SandboxNotificationsOptions {
  /** Where the outbox is kept: the API's database. */
  db: AppDatabase;
  /** Simulate an outage. A function is asked per message. */
  fail?: boolean | (() => boolean);
  /** The clock that stamps accepted messages. */
  now?: () => Date;
}

export interface SandboxNotifications extends NotificationAdapter {
  /** The accepted messages, newest first. */
  outbox(): Promise<SentMessage[]>;
}

function reject(message: string): NotificationFailed {
  return new NotificationFailed(message, { reason: 'rejected', status: 422 });
}

function check(message: OutgoingMessage): void {
  if (message.text.trim() === '') throw reject('The message is empty.');
  if (message.channel === 'EMAIL') {
    const to = message.to.trim().toLowerCase();
    if (!EMAIL.test(to)) throw reject('The email address is not valid.');
    if (BOUNCING_TLDS.some((tld) => to.endsWith(tld)))
      throw reject('The recipient domain does not accept mail.');
    if ((message.subject ?? '').trim() === '') throw reject('An email needs a subject.');
    return;
  }
  if (!SG_MOBILE.test(message.to)) throw reject('SMS can only go to a Singapore mobile number.');
  if (message.text.length > SMS_MAX_SEGMENTS * SMS_SEGMENT) throw reject('The SMS is too long.');
}

export function createSandboxNotifications(options: SandboxNotificationsOptions): SandboxNotifications {
  const { db, fail = false, now = () => new Date() } = options;
  return {
    async send(message, signal) {
      if (signal?.aborted) {
        throw new NotificationFailed('The provider did not answer in time.', { reason: 'timeout' });
      }
      if (typeof fail === 'function' ? fail() : fail) {
        throw new NotificationFailed('The provider is not available.', {
          reason: 'unavailable',
          status: 503,
        });
      }
      check(message);
      const accepted: SentMessage = { ...message, id: randomUUID(), sentAt: now() };
      const [row] = await db
        .insert(outboxMessages)
        .values({
          id: accepted.id,
          channel: accepted.channel,
          recipient: accepted.to,
          subject: accepted.subject ?? null,
          text: accepted.text,
          sentAt: accepted.sentAt,
        })
        .returning({ seq: outboxMessages.seq });
      // Everything older than the last OUTBOX_LIMIT goes: one indexed delete, by the order of acceptance.
      if (row && row.seq > OUTBOX_LIMIT) {
        await db.delete(outboxMessages).where(lt(outboxMessages.seq, row.seq - OUTBOX_LIMIT + 1));
      }
      return accepted;
    },
    async outbox() {
      const rows = await db
        .select()
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.seq))
        .limit(OUTBOX_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel as SentMessage['channel'],
        to: row.recipient,
        ...(row.subject === null ? {} : { subject: row.subject }),
        text: row.text,
        sentAt: row.sentAt,
      }));
    },
  };
}
