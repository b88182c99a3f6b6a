/** A programme in the registration cart, as far as its id and expansion go. */
export interface CartProgramme {
  id: number;
  isExpanded?: boolean | undefined;
}

/**
 * The id for a programme added to the cart: one more than the last id issued, which is the highest id present
 * (seed 001 section 3: "new programme ids increment from the last id"). The first programme gets 1.
 * Using the highest rather than the last in the list keeps ids unique when the list was reordered.
 */
export function nextProgrammeId(programmes: readonly Pick<CartProgramme, 'id'>[]): number {
  return programmes.reduce((highest, programme) => Math.max(highest, programme.id), 0) + 1;
}

/**
 * Whether a programme card shows expanded. A cart with a single programme always shows it expanded
 * (seed 001 section 3); with several, each follows its own `isExpanded` flag, given as `programme`.
 * Without `programme`, says whether the cart shows its programmes expanded because it holds just one.
 */
export function isProgrammeExpanded(
  programmes: readonly unknown[],
  programme?: Pick<CartProgramme, 'isExpanded'>,
): boolean {
  return programmes.length === 1 || programme?.isExpanded === true;
}
