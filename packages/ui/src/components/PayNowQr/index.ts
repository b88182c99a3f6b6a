export { PayNowQr } from './PayNowQr';
export type { PayNowQrProps } from './PayNowQr';
