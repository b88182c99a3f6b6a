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
 * The nationality after the person chooses a resident status (seed 000 section 4): 'Singapore/ Pink IC' forces
 * nationality SG and locks it; any other choice clears it and unlocks it, whatever was there before, as the
 * specification says. Call it when the choice changes, not when a saved profile loads, or a saved nationality
 * would be cleared.
 */
export function nationalityForResidentStatus(
  residentStatus: string | null | undefined,
  currentNationality: string | null | undefined,
): NationalityState {
  const pinkIc = residentStatus === PINK_IC_RESIDENT_STATUS;
  const nationality = pinkIc ? SG_NATIONALITY : '';
  return { nationality, locked: pinkIc, changed: nationality !== (currentNationality ?? '') };
}
