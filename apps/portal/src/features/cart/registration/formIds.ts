import type { RegistrationStep } from '@careportal/domain';

/** The ids of the steps' forms, which the step bar's Next submits (kept apart so the page loads the steps lazily). */
export const DETAILS_FORM_ID = 'register-details';
export const CONTACT_FORM_ID = 'register-emergency-contact';

/** The form the step bar's Next submits on `step`, for the steps whose form saves before moving on. */
export function nextFormIdOf(step: RegistrationStep): string | undefined {
  if (step === 'YourDetails') return DETAILS_FORM_ID;
  if (step === 'EmergencyContact') return CONTACT_FORM_ID;
  return undefined;
}
