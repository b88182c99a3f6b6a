import { SG_NATIONALITY } from '../constants.js';
import { PINK_IC_RESIDENT_STATUS } from '../schemas/enums.js';

/** The nationality field after a resident status is chosen. */
export interface NationalityState {
  /** The value the field takes. */
  nationality: string;
  /** The field cannot be edited. */
  locked: boolean;
  /** The value differs from the current one, so the form must set it. */
  changed: boolean;
}

/**
 * The nationality a resident status decides (seed 000 section 4): SG for 'Singapore/ Pink IC'; undefined for any
 * other status (or none), which leaves the nationality to the person.
 */
export function nationalityForcedBy(residentStatus: string | null | undefined): string | undefined {
  return residentStatus === PINK_IC_RESIDENT_STATUS ? SG_NATIONALITY : undefined;
}

/**
 * The nationality as personal details keep it: the one the resident status forces ({@link nationalityForcedBy}),
 * whatever was sent, else the one given. The API stores this for the customer and their loved ones, so a
 * caller that skips the form still cannot save a Pink IC holder with another nationality.
 *
 * @example keptNationality('Singapore/ Pink IC', 'MY') // 'SG'
 * @example keptNationality('Singapore PR/ Blue IC', 'MY') // 'MY'
 */
export function keptNationality<T extends string | null | undefined>(
  residentStatus: string | null | undefined,
  nationality: T,
): T | string {
  return nationalityForcedBy(residentStatus) ?? nationality;
}

/**
 * The nationality after the person chooses a resident status (seed 000 section 4): 'Singapore/ Pink IC' forces
 * nationality SG and locks it; any other choice clears it and unlocks it, whatever was there before, as the
 * specification says. Call it when the choice changes, not when a saved profile loads, or a saved nationality
 * would be cleared.
 */
export function nationalityForResidentStatus(
  residentStatus: string | null | undefined,
  currentNationality: string | null | undefined,
): NationalityState {
  const forced = nationalityForcedBy(residentStatus);
  const nationality = forced ?? '';
  return { nationality, locked: forced !== undefined, changed: nationality !== (currentNationality ?? '') };
}
