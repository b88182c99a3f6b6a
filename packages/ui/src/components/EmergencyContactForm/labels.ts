import { messages, RELATIONSHIP_LABELS, RELATIONSHIPS, type Messages } from '@careportal/domain';
import { YES_NO_OPTIONS } from '../../private/form/yesNoOptions';

/** The field labels of `EmergencyContactForm` in `catalogue`: its `fields`. */
export function emergencyContactFormLabelsOf(catalogue: Messages) {
  return {
    name: catalogue.fields.preferredName,
    relationship: catalogue.fields.relationship,
    otherRelationship: catalogue.fields.otherRelationship,
    mobileNumber: catalogue.fields.mobileNumber,
    homeNumber: catalogue.fields.homeNumber,
    email: catalogue.fields.email,
    emergency: catalogue.fields.isEmergencyContact,
  } as const;
}

/**
 * Default field labels of `EmergencyContactForm`: the catalogue's `fields`, in English. The form shows its defaults
 * in the language in force ({@link emergencyContactFormLabelsOf}).
 */
export const EMERGENCY_CONTACT_FORM_LABELS = emergencyContactFormLabelsOf(messages);

/** Field labels of `EmergencyContactForm`. */
export type EmergencyContactFormLabels = Record<keyof typeof EMERGENCY_CONTACT_FORM_LABELS, string>;

/** The relationships offered, with their on-screen names ('Others (Please specify)'). */
export const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({
  value,
  label: RELATIONSHIP_LABELS[value],
}));

/** The yes/no answers of the emergency question, in English; the form's are in the language in force. */
export const EMERGENCY_OPTIONS = YES_NO_OPTIONS;
