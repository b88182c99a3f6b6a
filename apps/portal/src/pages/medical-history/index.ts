export { MedicalHistoryPage as Page } from './MedicalHistoryPage';
