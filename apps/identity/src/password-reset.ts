// "Forgot your password?": a 6-digit one-time password sent by mail, that works once, for a limited time and for
// a limited number of tries. A code is kept per email address (as a salted hash, in the data folder with the
// sessions), whether or not the address has an account, so that every answer is the same for an unknown address.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FileStore } from './store.ts';

/** The code's length: the FAQ's "6-digit one-time password" (domain ONE_TIME_PASSWORD_DIGITS). */
export const RESET_CODE_DIGITS = 6;

export const RESET_LIMITS = {
  /** How long a code works. */
  codeTtlMs: 10 * 60 * 1000,
  /** Wrong codes before the code stops working. */
  attempts: 5,
  /** Codes one address may be sent in `windowMs`. */
  codesPerWindow: 5,
  windowMs: 60 * 60 * 1000,
} as const;

/** What checking a code found. `locked`: too many wrong codes, this one no longer works. */
export type ResetCheck = 'ok' | 'wrong' | 'expired' | 'locked';

interface ResetRecord {
  salt: string;
  hash: string;
  codeExpiresAt: number;
  wrongAttempts: number;
  /** When each code of the window was issued. */
  issuedAt: number[];
}

const FOLDER = 'PasswordReset';

function hashCode(salt: string, code: string): string {
  return createHmac('sha256', Buffer.from(salt, 'base64url')).update(code).digest('base64url');
}

export class PasswordResets {
  readonly #store: FileStore;
  readonly #now: () => number;

  constructor(store: FileStore, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  /**
   * A new code for `email` (a normalised address), replacing the one before; undefined when the address was
   * sent {@link RESET_LIMITS.codesPerWindow} codes within the window already.
   */
  async issue(email: string): Promise<string | undefined> {
    const path = this.#store.path(FOLDER, email);
    return this.#store.locked(path, async () => {
      const now = this.#now();
      const before = (await this.#store.read<ResetRecord>(path))?.value;
      const issuedAt = (before?.issuedAt ?? []).filter((at) => now - at < RESET_LIMITS.windowMs);
      if (issuedAt.length >= RESET_LIMITS.codesPerWindow) return undefined;
      const code = String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
      const salt = randomBytes(16).toString('base64url');
      const record: ResetRecord = {
        salt,
        hash: hashCode(salt, code),
        codeExpiresAt: now + RESET_LIMITS.codeTtlMs,
        wrongAttempts: 0,
        issuedAt: [...issuedAt, now],
      };
      // Kept for the window, so the limit holds; the code itself stops at codeExpiresAt.
      await this.#store.write(path, { value: record, expiresAt: Date.now() + RESET_LIMITS.windowMs });
      return code;
    });
  }

  /** Checks `code` for `email`. A right code is used up: the next check of it is `wrong`. */
  async check(email: string, code: string): Promise<ResetCheck> {
    const path = this.#store.path(FOLDER, email);
    return this.#store.locked(path, async () => {
      const entry = await this.#store.read<ResetRecord>(path);
      const record = entry?.value;
      if (entry === undefined || record === undefined || record.hash === '') return 'wrong';
      if (record.wrongAttempts >= RESET_LIMITS.attempts) return 'locked';
      if (this.#now() >= record.codeExpiresAt) return 'expired';
      const expected = Buffer.from(record.hash, 'base64url');
      const actual = Buffer.from(hashCode(record.salt, code), 'base64url');
      if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
        // One use: the code is forgotten, the count of codes sent is kept.
        await this.#store.write(path, { ...entry, value: { ...record, hash: '', salt: '' } });
        return 'ok';
      }
      const wrongAttempts = record.wrongAttempts + 1;
      await this.#store.write(path, { ...entry, value: { ...record, wrongAttempts } });
      return wrongAttempts >= RESET_LIMITS.attempts ? 'locked' : 'wrong';
    });
  }
}
