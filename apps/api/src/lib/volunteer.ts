/**
 * What the public volunteer calls share (routes/public/v1/VOLUNTEER.md): the count of FAILED identity checks, per
 * client IP and per identity (NRIC/FIN or organisation code), over a sliding 10 minutes. Only failures count, so
 * a coordinator checking in thirty volunteers from one phone is never stopped, while someone guessing mobile
 * digits or PINs is, after API_VOLUNTEER_IDENTITY_MAX_PER_IP / _PER_ID failures. The failures are rows of the
 * database (repositories/limits.ts), so every API process counts the same ones.
 */
import { randomBytes } from 'node:crypto';

import { VOLUNTEER_ACTIVITY_ID_BYTES } from '@careportal/domain';

import type { LimitsRepository } from '../repositories/limits.ts';
import { housekeeping } from './housekeeping.ts';

/** The window failed identity checks are counted over. */
export const IDENTITY_WINDOW_MS = 10 * 60 * 1000;
/** How often each process deletes the failures no window counts any more. */
const SWEEP_EVERY_MS = 60_000;

/** A new public id for an activity's check-in links: 144 random bits, base64url (24 characters). */
export function newActivityPublicId(): string {
  return randomBytes(VOLUNTEER_ACTIVITY_ID_BYTES).toString('base64url');
}

/**
 * Counts failures per key over {@link IDENTITY_WINDOW_MS}, by the clock `now`. A failure of the database is the
 * caller's like any other (the identity check itself needs the database to answer).
 */
export function createFailureCounter(
  limits: LimitsRepository,
  now: () => Date,
  onSweepError: (error: unknown) => void,
) {
  const sweep = housekeeping({
    everyMs: SWEEP_EVERY_MS,
    task: () => limits.deleteFailuresBefore(new Date(now().getTime() - IDENTITY_WINDOW_MS)),
    onError: onSweepError,
  });
  return {
    /** Seconds until `key` may try again when it has `max` failures in the window, else 0. */
    async blockedFor(key: string, max: number): Promise<number> {
      const at = now().getTime();
      const oldest = await limits.nthLatestFailure(key, new Date(at - IDENTITY_WINDOW_MS), max);
      if (oldest === undefined) return 0;
      return Math.max(1, Math.ceil((oldest.getTime() + IDENTITY_WINDOW_MS - at) / 1000));
    },
    async fail(key: string): Promise<void> {
      await limits.recordFailure(key, now());
      sweep.nudge();
    },
    /** Resolves once a deletion of old failures running now has finished. */
    settled: () => sweep.settled(),
  };
}
export type FailureCounter = ReturnType<typeof createFailureCounter>;
