/**
 * Time left as a clock reads it, minutes and seconds: '14:59', '0:05', '0:00' once it is over. The seconds are
 * rounded up, so the clock shows '0:00' only when no time is left, and a negative or non-finite time reads '0:00'.
 */
export function formatCountdown(milliseconds: number): string {
  const seconds = Number.isFinite(milliseconds) ? Math.max(0, Math.ceil(milliseconds / 1000)) : 0;
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole minutes left, rounded up: 14 min 1 s is 15 minutes left, 0 once it is over. */
export function minutesLeft(milliseconds: number): number {
  return Number.isFinite(milliseconds) ? Math.max(0, Math.ceil(milliseconds / 60_000)) : 0;
}
