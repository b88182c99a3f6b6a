export { CheckoutSummary } from './CheckoutSummary';
export type { CheckoutSummaryDiscount, CheckoutSummaryLine, CheckoutSummaryProps } from './CheckoutSummary';
