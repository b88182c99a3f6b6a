/**
 * Housekeeping that a request may start but should not wait for, nor run each time: deleting rows whose time has
 * passed (expired rate-limit counters, old failed identity checks). Spaced by the process's monotonic time, not
 * the app clock, so a test's frozen clock still lets it run and a clock moved far ahead does not make it run
 * on every request.
 */

export interface Housekeeping {
  /** Starts the task in the background when `everyMs` has passed since it last started and it is not running. */
  nudge(): void;
  /** Resolves once a task running now has finished (the app waits for it before closing the database). */
  settled(): Promise<void>;
}

/** A task run at most once per `everyMs` (the first time `everyMs` after this call), its failures to `onError`. */
export function housekeeping(options: {
  everyMs: number;
  task: () => Promise<void>;
  onError: (error: unknown) => void;
}): Housekeeping {
  let last = performance.now();
  let running: Promise<void> | undefined;
  return {
    nudge() {
      if (running || performance.now() - last < options.everyMs) return;
      last = performance.now();
      running = options
        .task()
        .catch(options.onError)
        .finally(() => {
          running = undefined;
        });
    },
    settled: () => running ?? Promise.resolve(),
  };
}
