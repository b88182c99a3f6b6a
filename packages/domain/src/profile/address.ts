import { ADDRESS_TYPES, type AddressType, type SameAs } from '../schemas/enums.js';

/** An address, as far as the same-as-billing rule looks at it. */
export interface SameAsBillingCandidate {
  id?: string | number | null | undefined;
  type?: AddressType | null | undefined;
  postalCode?: string | null | undefined;
}

/**
 * Whether an address counts as the same as billing when the profile loads (seed 000 section 4): its postal code
 * equals the billing address's. False when either address or either postal code is missing, and for the billing
 * address itself (by type, by id or by reference).
 */
export function addressSameAsBilling(
  address: SameAsBillingCandidate | null | undefined,
  billing: SameAsBillingCandidate | null | undefined,
): boolean {
  if (!address || !billing || address === billing || address.type === 'BILLING') return false;
  if (address.id !== undefined && address.id !== null && address.id === billing.id) return false;
  const postalCode = address.postalCode?.trim() ?? '';
  return postalCode !== '' && postalCode === billing.postalCode?.trim();
}

/** The same-as-billing flag after the toggle is pressed: BILLING becomes NONE and NONE becomes BILLING. */
export function toggleSameAs(current: SameAs): SameAs {
  return current === 'BILLING' ? 'NONE' : 'BILLING';
}

/**
 * The address types offered in the profile's type choice (seed 000 section 5): every type that has no address
 * yet, plus `currentType` when editing an address of that type. Keeps the order of {@link ADDRESS_TYPES}.
 */
export function availableAddressTypes(
  existingTypes: readonly (AddressType | null | undefined)[],
  currentType?: AddressType | null,
): AddressType[] {
  return ADDRESS_TYPES.filter((type) => type === currentType || !existingTypes.includes(type));
}

/** The parts of an address that an address following billing copies from it: everything but its type. */
export const BILLING_COPIED_PARTS = ['postalCode', 'block', 'street', 'building', 'level', 'unit'] as const;

/** An address's {@link BILLING_COPIED_PARTS}. */
export type AddressParts = Record<(typeof BILLING_COPIED_PARTS)[number], string | null | undefined>;

/**
 * A service or residential address that is the same as billing (sameAs BILLING, seed 000 section 4), with the
 * billing address's postal code, block, street, building, level and unit; its own type, id and flag are kept.
 * The portal's form shows it so and the API stores it so, and copies billing again whenever billing changes.
 *
 * @example copyBillingParts({ type: 'SERVICE', sameAs: 'BILLING', postalCode: '', … }, billing)
 */
export function copyBillingParts<T extends object>(address: T, billing: AddressParts): T & AddressParts {
  const copy = {} as AddressParts;
  for (const part of BILLING_COPIED_PARTS) copy[part] = billing[part];
  return { ...address, ...copy };
}
