/**
 * Freezes the calendar for stories so that every screenshot shows the same dates: `new Date()` and
 * `Date.now()` start at the frozen instant and then advance with real time, so timers, debounces and
 * animations behave as they do for a real person.
 */
export function freezeClock(isoInstant: string): void {
  const RealDate = Date;
  const frozenAt = RealDate.parse(isoInstant);
  const startedAt = performance.now();
  const now = () => frozenAt + Math.floor(performance.now() - startedAt);

  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<typeof Date>));
    }

    static override now(): number {
      return now();
    }
  }

  globalThis.Date = FrozenDate as DateConstructor;
}

/** The instant every story lives in: Sunday 22 November 2026, 9 am in Singapore. */
export const FROZEN_INSTANT = '2026-11-22T09:00:00+08:00';
