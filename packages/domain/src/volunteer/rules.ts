/** The plain rules of volunteer check-in, without zod, so the public pages can use them without it. */
import { messages } from '../messages/index.js';
import { checkInMessages as c } from '../messages/pagesCheckIn.js';
import { isValidNationalId } from '../national-id/checkLetter.js';

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

/** The longest ID number or organisation code accepted as typed, before it is normalised. */
export const VOLUNTEER_ID_MAX_LENGTH = 20;
/** The last 4 digits of a volunteer's mobile number, and an organisation's PIN: 4 digits. */
export const VOLUNTEER_FOUR_DIGITS = /^[0-9]{4}$/;

/** An organisation's code as typed: trimmed, capitals. */
export function normaliseOrgCode(value: string): string {
  return value.trim().toUpperCase();
}

/** Who checks in: a volunteer by ID number and mobile, or an organisation by code and PIN. */
export type VolunteerKind = 'individual' | 'org';

/** The identity a volunteer or an organisation types: the ID number or code, and the 4 digits or PIN. */
export interface VolunteerIdentityInput {
  id: string;
  secret: string;
}

/**
 * What is wrong with an identity as typed, by field, in the catalogue's words (none: nothing). The API's
 * schemas (volunteerIdentitySchema, volunteerOrgIdentitySchema) hold the same rules.
 */
export function volunteerIdentityProblems(
  kind: VolunteerKind,
  { id, secret }: VolunteerIdentityInput,
): Partial<Record<keyof VolunteerIdentityInput, string>> {
  const problems: Partial<Record<keyof VolunteerIdentityInput, string>> = {};
  if (kind === 'individual') {
    const nric = normaliseNationalIdInput(id);
    if (nric === '') problems.id = messages.validation.nricRequired;
    else if (id.length > VOLUNTEER_ID_MAX_LENGTH || !isValidNationalId(nric))
      problems.id = messages.validation.nricInvalid;
    if (secret === '') problems.secret = c.lastFourRequired;
    else if (!VOLUNTEER_FOUR_DIGITS.test(secret)) problems.secret = c.lastFourInvalid;
  } else {
    const code = normaliseOrgCode(id);
    if (code === '') problems.id = c.orgCodeRequired;
    else if (id.length > VOLUNTEER_ID_MAX_LENGTH || !VOLUNTEER_ORG_CODE.test(code))
      problems.id = c.orgCodeInvalid;
    if (secret === '') problems.secret = c.pinRequired;
    else if (!VOLUNTEER_FOUR_DIGITS.test(secret)) problems.secret = c.pinInvalid;
  }
  return problems;
}

/** How many of an organisation's volunteers came, as typed: a whole number from 1 to the maximum, else null. */
export function parseVolunteerHeadcount(value: string): number | null {
  if (!/^[0-9]{1,3}$/.test(value)) return null;
  const count = Number(value);
  return count >= 1 && count <= VOLUNTEER_ORG_HEADCOUNT_MAX ? count : null;
}
