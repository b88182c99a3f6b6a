/** /faq, /faq/{category} and /faq/{category}/{slug}: the help centre (see src/pageModules.ts). */
export { HelpPage, HELP_SEARCH_PARAM } from './HelpPages';
/** The route's page. */
export { HelpPage as Page } from './HelpPages';
