export { EmergencyContactForm } from './EmergencyContactForm';
export type { EmergencyContactFormProps } from './EmergencyContactForm';
export {
  EMERGENCY_CONTACT_FORM_LABELS,
  EMERGENCY_OPTIONS,
  emergencyContactFormLabelsOf,
  RELATIONSHIP_OPTIONS,
} from './labels';
export type { EmergencyContactFormLabels } from './labels';
