export { PaymentCompletionPage as Page } from './PaymentCompletionPage';
