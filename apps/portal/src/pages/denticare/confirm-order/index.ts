/** /denticare/confirm-order (see src/pageModules.ts). */
export { ConfirmOrderPage, type ConfirmOrderPageProps } from './ConfirmOrderPage';
/** The route's page. */
export { ConfirmOrderPage as Page } from './ConfirmOrderPage';
