export { PromoCodeField } from './PromoCodeField';
export type { PromoCodeFieldProps } from './PromoCodeField';
