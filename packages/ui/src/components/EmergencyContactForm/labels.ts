import { messages, RELATIONSHIP_LABELS, RELATIONSHIPS } from '@careportal/domain';
import { YES_NO_OPTIONS } from '../../private/form/yesNoOptions';

/** Default field labels of `EmergencyContactForm`: the catalogue's `fields`. */
export const EMERGENCY_CONTACT_FORM_LABELS = {
  name: messages.fields.preferredName,
  relationship: messages.fields.relationship,
  otherRelationship: messages.fields.otherRelationship,
  mobileNumber: messages.fields.mobileNumber,
  homeNumber: messages.fields.homeNumber,
  email: messages.fields.email,
  emergency: messages.fields.isEmergencyContact,
} as const;

/** Field labels of `EmergencyContactForm`. */
export type EmergencyContactFormLabels = Record<keyof typeof EMERGENCY_CONTACT_FORM_LABELS, string>;

/** The relationships offered, with their on-screen names ('Others (Please specify)'). */
export const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({
  value,
  label: RELATIONSHIP_LABELS[value],
}));

/** The yes/no answers of the emergency question. */
export const EMERGENCY_OPTIONS = YES_NO_OPTIONS;
