export { PaymentPage as Page } from './PaymentPage';
