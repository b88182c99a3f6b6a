export { crc16ccitt } from './crc16.js';
export { EMV_CRC_PREFIX, emvTlv, parseEmvTlv, verifyEmvCrc, type EmvTlv } from './emv.js';
export { buildPayNowPayload, type PayNowPayloadInput, type PayNowProxyType } from './paynow.js';
export { paidWith, type PaymentMeans } from './paidWith.js';
