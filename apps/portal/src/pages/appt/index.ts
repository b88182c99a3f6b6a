/** /appt/{id}, the public appointment reminder (see src/pageModules.ts). */
export { ReminderPage, ReminderPage as Page } from './ReminderPage';
