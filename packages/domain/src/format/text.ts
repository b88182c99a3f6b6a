import { formatMessage, messages } from '../messages/index.js';

/** A value that can be shown as text. */
export type DisplayValue = string | number | bigint | boolean | null | undefined;

const CARD_LAST_DIGITS = 4;

/**
 * The value as text, or the dash `'-'` when it is empty: null, undefined, NaN, or a string that is empty or
 * only whitespace (specification section 9, "Empty values display as a dash"). Other strings are returned as
 * given (not trimmed); `0` and `false` are shown, as `'0'` and `'false'`.
 *
 * @example orDash('  ') // '-'
 */
export function orDash(value: DisplayValue): string {
  if (value === null || value === undefined) return messages.generic.dash;
  if (typeof value === 'number' && Number.isNaN(value)) return messages.generic.dash;
  const text = String(value);
  return text.trim() === '' ? messages.generic.dash : text;
}

/**
 * English ordinal of an integer: `1st`, `2nd`, `3rd`, `4th`, `11th`, `12th`, `13th`, `21st`, `101st`, `111th`.
 * Negative integers keep their sign (`-1st`).
 *
 * @throws RangeError when `n` is not an integer.
 */
export function formatOrdinal(n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`An ordinal needs an integer; got ${n}.`);
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  const last = abs % 10;
  let suffix = 'th';
  if (lastTwo < 11 || lastTwo > 13) {
    if (last === 1) suffix = 'st';
    else if (last === 2) suffix = 'nd';
    else if (last === 3) suffix = 'rd';
  }
  return `${n}${suffix}`;
}

/**
 * Joins day names with commas and a final 'and' (specification: "short names joined with commas and 'and'"):
 * `['Mon', 'Tue', 'Wed']` → `'Mon, Tue and Wed'`, two → `'Mon and Tue'`, one → `'Mon'`, none → `'-'`.
 *
 * The names are shown as given, in the given order: no abbreviation, sorting or de-duplication, so callers
 * pass the short names (`'Mon'`) they want to show.
 */
export function formatDayList(days: readonly string[]): string {
  const last = days.at(-1);
  if (last === undefined) return messages.generic.dash;
  if (days.length === 1) return last;
  return `${days.slice(0, -1).join(', ')} and ${last}`;
}

/**
 * The card label `'ending in 1111'` (catalogue `payment.cardEnding`) from the last 4 digits of `number`.
 *
 * Only digits count, so masked or grouped numbers work (`'4111 **** **** 1111'`). A number with fewer than 4
 * digits shows the digits it has; one with no digits gives `'-'`.
 *
 * @example formatCardEnding('4111111111111111') // 'ending in 1111'
 */
export function formatCardEnding(number: string | number): string {
  const digits = String(number).replace(/\D/g, '');
  if (digits === '') return messages.generic.dash;
  return formatMessage(messages.payment.cardEnding, { last4: digits.slice(-CARD_LAST_DIGITS) });
}
