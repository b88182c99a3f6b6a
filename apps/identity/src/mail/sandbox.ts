// The embedded mail provider: checks each mail as a real provider would and keeps what it accepted in an outbox
// file (newest first, the last OUTBOX_LIMIT) instead of delivering it, like the API's mail sandbox. Outside
// production the outbox is the page /dev/outbox, so a demo user can read the code they were sent.
//
// Real failures, as providers answer them:
// - an email address that is not one (no `@`, spaces, no dot in the domain) → `rejected`;
// - a domain that cannot receive mail (RFC 2606 `.invalid`, `.test`, `.example`, `.localhost`) → `rejected`;
// - `fail: true` → `unavailable` for every mail; an aborted signal → `timeout`.
import { randomUUID } from 'node:crypto';
import { readTextIfExists, writeFileAtomic } from '../files.ts';
import { MailFailed, type MailAdapter, type OutgoingMail, type SentMail } from './types.ts';

export const OUTBOX_LIMIT = 200;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BOUNCING_TLDS = ['.invalid', '.test', '.example', '.localhost'];

export interface SandboxMailOptions {
  /** The outbox file (JSON). */
  path: string;
  /** Simulate an outage. */
  fail?: boolean;
  /** The clock that stamps accepted mail. */
  now?: () => Date;
}

export interface SandboxMail extends MailAdapter {
  /** The accepted mail, newest first. */
  outbox(): Promise<SentMail[]>;
}

interface StoredMail extends OutgoingMail {
  id: string;
  sentAt: string;
}

function check(mail: OutgoingMail): void {
  const to = mail.to.trim().toLowerCase();
  if (!EMAIL.test(to)) throw new MailFailed('The email address is not valid.', 'rejected');
  if (BOUNCING_TLDS.some((tld) => to.endsWith(tld))) {
    throw new MailFailed('The recipient domain does not accept mail.', 'rejected');
  }
  if (mail.subject.trim() === '') throw new MailFailed('An email needs a subject.', 'rejected');
  if (mail.text.trim() === '') throw new MailFailed('The mail is empty.', 'rejected');
}

export function createSandboxMail(options: SandboxMailOptions): SandboxMail {
  const { path, fail = false, now = () => new Date() } = options;
  let queue: Promise<unknown> = Promise.resolve();

  async function read(): Promise<StoredMail[]> {
    const text = await readTextIfExists(path);
    if (text === undefined) return [];
    try {
      const stored = JSON.parse(text) as unknown;
      return Array.isArray(stored) ? (stored as StoredMail[]) : [];
    } catch {
      return []; // an unreadable outbox is an empty one
    }
  }

  return {
    async send(mail, signal) {
      if (signal?.aborted) throw new MailFailed('The provider did not answer in time.', 'timeout');
      if (fail) throw new MailFailed('The provider is not available.', 'unavailable');
      check(mail);
      const sent: SentMail = { ...mail, id: randomUUID(), sentAt: now() };
      const append = queue.then(async () => {
        const stored = await read();
        const entry: StoredMail = { ...mail, id: sent.id, sentAt: sent.sentAt.toISOString() };
        await writeFileAtomic(path, JSON.stringify([entry, ...stored].slice(0, OUTBOX_LIMIT)));
      });
      queue = append.catch(() => undefined);
      await append;
      return sent;
    },
    async outbox() {
      await queue;
      return (await read()).map((mail) => ({ ...mail, sentAt: new Date(mail.sentAt) }));
    },
  };
}
