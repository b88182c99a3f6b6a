/** The plain rules of volunteer check-in, without zod, so the public pages can use them without it. */

/** Random bytes of an activity's public id: 144 bits, base64url. */
export const VOLUNTEER_ACTIVITY_ID_BYTES = 18;
/** An organisation's check-in code: letters and digits. */
export const VOLUNTEER_ORG_CODE = /^[A-Z0-9]{4,12}$/;
/** Heads an organisation checks in at once, at most. */
export const VOLUNTEER_ORG_HEADCOUNT_MAX = 500;

/** An NRIC/FIN typed on a phone: spaces dropped, capitals. */
export function normaliseNationalIdInput(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
