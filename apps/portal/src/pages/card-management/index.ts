export { CardManagementPage, type CardManagementPageProps } from './CardManagementPage';
/** The route's page (see src/pageModules.ts). */
export { CardManagementPage as Page } from './CardManagementPage';
