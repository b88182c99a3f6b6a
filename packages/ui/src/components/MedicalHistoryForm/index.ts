export { MedicalHistoryForm } from './MedicalHistoryForm';
export type { MedicalHistoryFormProps, MedicalHistoryFormValues } from './MedicalHistoryForm';
