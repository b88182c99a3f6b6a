/** What an eGIRO application must hold: for whom, a loved one's valid ID number and relationship, and the bank. */
import { OTHERS, isValidNationalId, messages, type Relationship } from '@careportal/domain';
import type { NationalIdValue } from '@careportal/ui';

const v = messages.validation;

/** For whom an arrangement pays: the account holder or a loved one. */
export type ForWhom = 'self' | 'lovedOne';

/** What the form holds. */
export interface EgiroApplyValues {
  forWhom: ForWhom | null;
  nationalId: NationalIdValue;
  relationship: Relationship | null;
  otherRelationship: string;
  bankCode: string | null;
}

/** The fields' errors, by field. */
export type EgiroApplyErrors = Partial<
  Record<'forWhom' | 'nric' | 'relationship' | 'otherRelationship' | 'bankCode', string>
>;

/** The errors of `values`: every question is required; a loved one's ID number must be valid. */
export function applyErrors(values: EgiroApplyValues): EgiroApplyErrors {
  const errors: EgiroApplyErrors = {};
  if (values.forWhom === null) errors.forWhom = v.required;
  if (values.forWhom === 'lovedOne') {
    const nric = values.nationalId.nric.trim();
    if (nric === '') errors.nric = v.nricRequired;
    else if (values.nationalId.idType !== 'PASSPORT' && !isValidNationalId(nric)) errors.nric = v.nricInvalid;
    if (values.relationship === null) errors.relationship = v.relationshipRequired;
    if (values.relationship === OTHERS && values.otherRelationship.trim() === '') {
      errors.otherRelationship = v.otherRelationshipRequired;
    }
  }
  if (values.bankCode === null) errors.bankCode = v.bankRequired;
  return errors;
}
