import type { RegistrationStep } from '@careportal/domain';

/** The ids of the steps' forms, which the step bar's Next submits (kept apart so the page loads the steps lazily). */
export const DETAILS_FORM_ID = 'register-details';
export const CONTACT_FORM_ID = 'register-emergency-contact';
/** The first address form of the address step whose address is not saved yet. */
export const ADDRESS_FORM_ID = 'register-address';

/**
 * The form the step bar's Next submits on `step`: the details and contact forms, which save before moving on,
 * and the first unsaved address while the addresses are not all saved (`isReady`), so its problems show.
 */
export function nextFormIdOf(step: RegistrationStep, isReady: boolean): string | undefined {
  if (step === 'YourDetails') return DETAILS_FORM_ID;
  if (step === 'EmergencyContact') return CONTACT_FORM_ID;
  if (step === 'YourAddress' && !isReady) return ADDRESS_FORM_ID;
  return undefined;
}
