/** /faq, /faq/{category} and /faq/{category}/{slug}: the help centre (see src/pageModules.ts). */
export { HelpPage } from './HelpPage';
/** The route's page. */
export { HelpPage as Page } from './HelpPage';
