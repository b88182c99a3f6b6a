/** The ids of the steps' forms, which the step bar's Next submits (kept apart so the page loads the steps lazily). */
export const DETAILS_FORM_ID = 'register-details';
export const CONTACT_FORM_ID = 'register-emergency-contact';
