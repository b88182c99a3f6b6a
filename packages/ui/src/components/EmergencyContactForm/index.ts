export {
  EMERGENCY_CONTACT_FORM_LABELS,
  EMERGENCY_OPTIONS,
  EmergencyContactForm,
  RELATIONSHIP_OPTIONS,
} from './EmergencyContactForm';
export type { EmergencyContactFormLabels, EmergencyContactFormProps } from './EmergencyContactForm';
