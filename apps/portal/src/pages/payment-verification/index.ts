export { PaymentVerificationPage as Page } from './PaymentVerificationPage';
