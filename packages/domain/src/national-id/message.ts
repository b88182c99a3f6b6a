import { PASSPORT_MIN_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import type { IdType } from '../schemas/enums.js';
import { isValidFin, isValidNric } from './checkLetter.js';

const v = messages.validation;

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/**
 * The message for an ID number under its ID type (specification section 5), or `undefined` when it is valid.
 *
 * - PASSPORT: required, letters and digits only, at least 4 characters.
 * - NRIC: required, a valid NRIC (prefix S or T and the check letter).
 * - FIN: required, a valid FIN (prefix F, G or M and the check letter).
 *
 * The first failing rule wins, so a field shows one message at a time.
 */
export function nationalIdMessage(idType: IdType, idNumber: string): string | undefined {
  const id = idNumber.trim();
  switch (idType) {
    case 'PASSPORT':
      if (id === '') return v.passportRequired;
      if (!ALPHANUMERIC.test(id)) return v.passportInvalid;
      if (id.length < PASSPORT_MIN_LENGTH) return v.passportTooShort;
      return undefined;
    case 'NRIC':
      if (id === '') return v.nricRequired;
      return isValidNric(id) ? undefined : v.nricInvalid;
    case 'FIN':
      if (id === '') return v.finRequired;
      return isValidFin(id) ? undefined : v.finInvalid;
  }
}
