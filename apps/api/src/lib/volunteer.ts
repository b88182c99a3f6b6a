/**
 * What the public volunteer calls share (routes/public/v1/VOLUNTEER.md): the count of FAILED identity checks, per
 * client IP and per identity (NRIC/FIN or organisation code), over a sliding 10 minutes. Only failures count, so
 * a coordinator checking in thirty volunteers from one phone is never stopped, while someone guessing mobile
 * digits or PINs is, after API_VOLUNTEER_IDENTITY_MAX_PER_IP / _PER_ID failures. In memory, per API process:
 * the ordinary per-route rate limit still bounds what many processes together can be asked.
 */
import { randomBytes } from 'node:crypto';

import { VOLUNTEER_ACTIVITY_ID_BYTES } from '@careportal/domain';

/** The window failed identity checks are counted over. */
export const IDENTITY_WINDOW_MS = 10 * 60 * 1000;
/** Keys kept at most; past it the oldest go first (a flood of new keys cannot grow memory without bound). */
const MAX_KEYS = 50_000;

/** A new public id for an activity's check-in links: 144 random bits, base64url (24 characters). */
export function newActivityPublicId(): string {
  return randomBytes(VOLUNTEER_ACTIVITY_ID_BYTES).toString('base64url');
}

/** Counts failures per key over {@link IDENTITY_WINDOW_MS}. */
export function createFailureCounter(now: () => Date) {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const since = now().getTime() - IDENTITY_WINDOW_MS;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    /** Seconds until `key` may try again when it has `max` failures in the window, else 0. */
    blockedFor(key: string, max: number): number {
      const kept = recent(key);
      if (kept.length < max) return 0;
      const oldest = kept[kept.length - max] ?? now().getTime();
      return Math.max(1, Math.ceil((oldest + IDENTITY_WINDOW_MS - now().getTime()) / 1000));
    },
    fail(key: string): void {
      const kept = recent(key);
      failures.delete(key);
      failures.set(key, [...kept, now().getTime()]);
      while (failures.size > MAX_KEYS) {
        const first = failures.keys().next().value;
        if (first === undefined) break;
        failures.delete(first);
      }
    },
  };
}
export type FailureCounter = ReturnType<typeof createFailureCounter>;
