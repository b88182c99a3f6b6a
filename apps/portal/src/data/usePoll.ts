import { POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from '@careportal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One refresh of a poll: reads the resource again and says whether what the poll waits for has happened (true
 * ends the poll). A refresh that throws counts as an attempt that did not find it.
 */
export type PollRefresh = () => Promise<boolean> | boolean;

/** Options of {@link usePoll}: the seeds' session polling by default. */
export interface PollOptions {
  /** The wait before each refresh. Default domain POLL_INTERVAL_MS (3 s). */
  intervalMs?: number;
  /** The most refreshes of one poll. Default domain POLL_MAX_ATTEMPTS (5). */
  maxAttempts?: number;
}

/** Where the latest poll stands. */
export type PollState = 'idle' | 'polling' | 'done' | 'gave-up';

/** What {@link usePoll} returns. */
export interface Poll {
  /** Starts a poll of `refresh`, replacing any earlier one (which refreshes no more). */
  start: (refresh: PollRefresh) => void;
  /** Stops the current poll, if any; its state goes back to idle. */
  stop: () => void;
  /** `done` once a refresh said so; `gave-up` after the most refreshes without it. */
  state: PollState;
}

/**
 * The session polling helper (seed 001, "Polling and config"): refreshes a resource every 3 s, at most 5 times,
 * until the refresh says what it waits for has happened. Starting again replaces any earlier poll; unmounting
 * stops it. Each refresh waits for the one before to answer, so a slow answer never overlaps the next one.
 */
export function usePoll({
  intervalMs = POLL_INTERVAL_MS,
  maxAttempts = POLL_MAX_ATTEMPTS,
}: PollOptions = {}): Poll {
  const [state, setState] = useState<PollState>('idle');
  // The current poll's number: a poll whose number is no longer current stops at its next step.
  const current = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const stop = useCallback(() => {
    current.current += 1;
    clear();
    setState('idle');
  }, [clear]);

  const start = useCallback(
    (refresh: PollRefresh) => {
      clear();
      current.current += 1;
      const poll = current.current;
      let attempts = 0;
      setState('polling');
      const next = () => {
        timer.current = setTimeout(() => {
          timer.current = null;
          attempts += 1;
          void Promise.resolve()
            .then(refresh)
            .catch(() => false)
            .then((found) => {
              if (poll !== current.current) return;
              if (found) setState('done');
              else if (attempts >= maxAttempts) setState('gave-up');
              else next();
            });
        }, intervalMs);
      };
      next();
    },
    [clear, intervalMs, maxAttempts],
  );

  useEffect(
    () => () => {
      current.current += 1;
      clear();
    },
    [clear],
  );

  return { start, stop, state };
}
