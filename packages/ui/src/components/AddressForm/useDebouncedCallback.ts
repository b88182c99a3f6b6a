import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';

/** Options of {@link createDebounced} and {@link useDebouncedCallback}. */
export interface DebounceOptions {
  /** The longest a call may wait, in milliseconds, counted from the first call of a burst (as lodash's maxWait). */
  maxWait?: number;
}

/** A debounced function with ways to drop or run its pending call. */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call. */
  cancel: () => void;
  /** Runs the pending call now, if there is one. */
  flush: () => void;
  /** Whether a call is waiting. */
  isPending: () => boolean;
}

/**
 * Runs `fn` with the latest arguments once calls have stopped for `wait` ms, but no later than `maxWait` ms after
 * the first call that is still waiting (trailing edge only, like lodash's `debounce` with `maxWait`).
 */
export function createDebounced<Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number,
  { maxWait }: DebounceOptions = {},
): Debounced<Args> {
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: { args: Args } | undefined;

  const clearTimers = () => {
    clearTimeout(waitTimer);
    clearTimeout(maxTimer);
    waitTimer = undefined;
    maxTimer = undefined;
  };
  const invoke = () => {
    const call = pending;
    clearTimers();
    pending = undefined;
    if (call) fn(...call.args);
  };

  const debounced = (...args: Args) => {
    pending = { args };
    clearTimeout(waitTimer);
    waitTimer = setTimeout(invoke, wait);
    if (maxWait !== undefined && maxTimer === undefined)
      maxTimer = setTimeout(invoke, Math.max(maxWait, wait));
  };
  debounced.cancel = () => {
    clearTimers();
    pending = undefined;
  };
  debounced.flush = invoke;
  debounced.isPending = () => pending !== undefined;
  return debounced;
}

/**
 * {@link createDebounced} for a component: always calls the latest `callback`, and drops a pending call when the
 * component unmounts.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  wait: number,
  options: DebounceOptions = {},
): Debounced<Args> {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const { maxWait } = options;
  const debounced = useMemo(
    () =>
      createDebounced<Args>(
        (...args) => {
          latest.current(...args);
        },
        wait,
        maxWait === undefined ? {} : { maxWait },
      ),
    [wait, maxWait],
  );
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
