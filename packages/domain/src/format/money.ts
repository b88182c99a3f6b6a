/**
 * Money as the portal shows it. Amounts arrive from the API in integer Singapore cents (`…Cents`), computed
 * there by `cartTotals`; this only writes them out, it never computes a price.
 */

const CENTS_PER_DOLLAR = 100;
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * An amount in integer cents as dollars with a thousands separator and two decimals: `123450` → `'$1,234.50'`,
 * `-600` → `'-$6.00'`. Written out digit by digit, so no floating point can change a cent.
 *
 * @throws RangeError when `cents` is not a safe integer.
 */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`An amount must be whole cents; got ${cents}.`);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  const dollars = Math.trunc(whole / CENTS_PER_DOLLAR);
  const rest = String(whole % CENTS_PER_DOLLAR).padStart(2, '0');
  return `${sign}$${String(dollars).replace(THOUSANDS, ',')}.${rest}`;
}
