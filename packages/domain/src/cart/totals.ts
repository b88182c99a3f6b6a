/**
 * The money of a cart, computed once and in one way, in integer Singapore cents, so that a total never drifts
 * from its lines (issue 13: "the total is the sum of the lines, minus discounts, plus GST, rounded once").
 *
 * - Each line is its unit price times its quantity. A line's discount (a promotion code, the referral's 5 %)
 *   is in cents too, at most the line's amount.
 * - GST is charged on what is left after the discounts, at a rate in basis points (900 = 9 %), rounded once,
 *   half up to the cent, on the whole cart: never line by line, so that the lines' rounding cannot add up.
 * - The total is the subtotal, less the discounts, plus GST; the payable amount is the total.
 *
 * The API computes every amount with this; pages only show what the API says.
 */

/** One cart line: its unit price and quantity, and the discount on the line, all in cents. */
export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  /** The discount on the whole line, in cents; none when absent. At most the line's amount. */
  discountCents?: number;
}

/** The amounts of a cart, in cents. */
export interface CartTotals {
  subTotalCents: number;
  discountCents: number;
  gstCents: number;
  totalCents: number;
  payableCents: number;
}

/** Basis points in a whole: 10 000 basis points = 100 %. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number of cents, not ${String(value)}.`);
  }
}

/**
 * `amountCents` times `basisPoints` / 10 000, rounded half up to the cent: GST at a rate, or a percentage
 * discount such as the referral's 5 % (500).
 */
export function percentOfCents(amountCents: number, basisPoints: number): number {
  assertCents(amountCents, 'An amount');
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(
      `A rate must be a whole, non-negative number of basis points, not ${String(basisPoints)}.`,
    );
  }
  const product = BigInt(amountCents) * BigInt(basisPoints);
  const whole = BigInt(BASIS_POINTS_PER_WHOLE);
  return Number((product * 2n + whole) / (whole * 2n));
}

/**
 * Cents as the specification's dollar amount (`subTotalAmount`: 12345 → 123.45), a number with at most two
 * decimals. Only for answers: every sum is made in cents, never in dollars.
 */
export function centsToDollars(cents: number): number {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Cents must be a whole number, not ${String(cents)}.`);
  return cents / 100;
}

/** Basis points as the percentage a page shows (900 → 9, 825 → 8.25). */
export function basisPointsToPercentage(basisPoints: number): number {
  return basisPoints / 100;
}

/** A percentage with up to two decimals (9, 8.5) as basis points (900, 850). */
export function percentageToBasisPoints(percentage: number): number {
  const basisPoints = Math.round(percentage * 100);
  if (!Number.isFinite(percentage) || percentage < 0 || Math.abs(basisPoints - percentage * 100) > 1e-6) {
    throw new RangeError(
      `A percentage must be non-negative with at most two decimals, not ${String(percentage)}.`,
    );
  }
  return basisPoints;
}

/** The amounts of a cart with `lines`, GST at `gstBasisPoints`; see the module's rules. */
export function cartTotals(lines: readonly PricedLine[], gstBasisPoints: number): CartTotals {
  let subTotalCents = 0;
  let discountCents = 0;
  for (const line of lines) {
    assertCents(line.unitPriceCents, 'A unit price');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`A quantity must be a whole number of 1 or more, not ${String(line.quantity)}.`);
    }
    const amount = line.unitPriceCents * line.quantity;
    const discount = line.discountCents ?? 0;
    assertCents(discount, 'A discount');
    if (discount > amount) throw new RangeError('A discount cannot be more than its line.');
    subTotalCents += amount;
    discountCents += discount;
  }
  assertCents(subTotalCents, 'The subtotal');
  const gstCents = percentOfCents(subTotalCents - discountCents, gstBasisPoints);
  const totalCents = subTotalCents - discountCents + gstCents;
  return { subTotalCents, discountCents, gstCents, totalCents, payableCents: totalCents };
}

/** The totals of an order summary that states each discount once (see {@link summaryTotals}). */
export interface SummaryTotals {
  /** The lines after the discounts shown under them, in cents. */
  subtotalCents: number;
  /**
   * The discount row of the totals, in cents: the order's discount when no line shows one, else only what the
   * lines do not show. Null when the lines show all of it: the totals have no discount row then.
   */
  discountRowCents: number | null;
}

/**
 * The totals an order summary shows when each line's discount is shown under it ('Less - …'): the subtotal is
 * then the lines after those discounts, and the totals name only a discount left over, so that no discount is
 * stated twice and the rows still add up (subtotal − discount row + GST = payable). With no discount under any
 * line, or line discounts beyond the order's (data that does not add up), it keeps the server's subtotal and
 * discount as they are.
 */
export function summaryTotals(
  lineDiscountsCents: readonly number[],
  subTotalCents: number,
  discountCents: number,
): SummaryTotals {
  const shownUnderLines = lineDiscountsCents.reduce((sum, cents) => sum + cents, 0);
  if (shownUnderLines === 0 || shownUnderLines > discountCents) {
    return { subtotalCents: subTotalCents, discountRowCents: discountCents };
  }
  const left = discountCents - shownUnderLines;
  return { subtotalCents: subTotalCents - shownUnderLines, discountRowCents: left === 0 ? null : left };
}
