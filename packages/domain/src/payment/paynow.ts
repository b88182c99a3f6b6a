import { isValidSingaporePhone } from '../contact/phone.js';
import { SG_COUNTRY_CODE } from '../constants.js';
import { EMV_CRC_PREFIX, emvTlv } from './emv.js';
import { crc16ccitt } from './crc16.js';

/** The PayNow proxy a QR pays to: a company's UEN or a mobile number. */
export type PayNowProxyType = 'UEN' | 'MOBILE';

/** What a PayNow QR carries. */
export interface PayNowPayloadInput {
  /** `'UEN'` for a company, `'MOBILE'` for a Singapore mobile number. */
  proxyType: PayNowProxyType;
  /** The UEN (9–13 letters and digits, suffix included) or the mobile number (`'91234567'`, `'+65 9123 4567'`). */
  proxyValue: string;
  /** Amount in SGD: a positive number, or a decimal string, with at most 2 decimal places. */
  amount: number | string;
  /** Whether the payer may change the amount. */
  editable: boolean;
  /** Last day the QR can be paid, `YYYYMMDD`. */
  expiry: string;
  /** Shown to the payer; cut to 25 characters. */
  merchantName: string;
  /** Merchant city, e.g. `'Singapore'`; cut to 15 characters. */
  merchantCity: string;
  /** Bill reference the payment carries back (at most 25 characters); empty leaves field 62 out. */
  reference: string;
}

const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
const REFERENCE_MAX = 25;
const AMOUNT_MAX_LENGTH = 13;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const AMOUNT_TEXT = /^\d+(?:\.\d{1,2})?$/;
const UEN = /^[0-9A-Z]{9,13}$/;
const EXPIRY = /^(\d{4})(\d{2})(\d{2})$/;

function printable(value: string, name: string): string {
  if (!PRINTABLE_ASCII.test(value)) {
    throw new RangeError(`${name} may only contain printable ASCII characters; got '${value}'.`);
  }
  return value;
}

/** The amount as EMV field 54 writes it: digits with exactly 2 decimals (`12.5` → `'12.50'`). */
function formatAmount(amount: number | string): string {
  let cents: number;
  if (typeof amount === 'string') {
    const text = amount.trim();
    if (!AMOUNT_TEXT.test(text)) throw new RangeError(`The amount '${amount}' is not a decimal number.`);
    const [whole = '0', fraction = ''] = text.split('.');
    cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  } else {
    if (!Number.isFinite(amount)) throw new RangeError(`The amount must be a finite number; got ${amount}.`);
    cents = Math.round(amount * 100);
    if (Math.abs(cents - amount * 100) > 1e-6) {
      throw new RangeError(`The amount ${amount} has more than 2 decimal places.`);
    }
  }
  if (cents <= 0) throw new RangeError(`The amount must be greater than 0; got ${String(amount)}.`);
  const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  if (!Number.isSafeInteger(cents) || text.length > AMOUNT_MAX_LENGTH) {
    throw new RangeError(`The amount ${String(amount)} is too large for a PayNow QR.`);
  }
  return text;
}

function proxy(type: PayNowProxyType, value: string): { code: string; value: string } {
  if (type === 'MOBILE') {
    if (!isValidSingaporePhone(value)) {
      throw new RangeError(`The PayNow mobile proxy '${value}' is not a Singapore number.`);
    }
    const digits = value.replace(/\D/g, '').slice(-8);
    return { code: '0', value: `${SG_COUNTRY_CODE}${digits}` };
  }
  const uen = value.trim().toUpperCase();
  if (!UEN.test(uen)) throw new RangeError(`The PayNow UEN proxy '${value}' is not a UEN.`);
  return { code: '2', value: uen };
}

function checkExpiry(expiry: string): string {
  const match = EXPIRY.exec(expiry);
  const [, year, month, day] = match ?? [];
  if (year === undefined || month === undefined || day === undefined) {
    throw new RangeError(`The expiry must be 8 digits, YYYYMMDD; got '${expiry}'.`);
  }
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  ) {
    throw new RangeError(`The expiry '${expiry}' is not a real date.`);
  }
  return expiry;
}

/**
 * Builds the EMVCo merchant-presented QR payload of a PayNow payment (SGQR), CRC included.
 *
 * Fields in order: 00 `01`; 01 `12` (dynamic: it carries an amount); 26 PayNow account (00 `SG.PAYNOW`,
 * 01 proxy type `0` mobile / `2` UEN, 02 proxy value, 03 editable `1`/`0`, 04 expiry); 52 `0000`; 53 `702`
 * (SGD); 54 amount with 2 decimals; 58 `SG`; 59 merchant name; 60 merchant city; 62 (01 bill reference); then
 * `6304` and the CRC-16/CCITT-FALSE of everything before it, `6304` included. A mobile proxy is written as
 * `+65` and 8 digits; a UEN is upper-cased.
 *
 * @throws RangeError for an amount that is not a positive number with at most 2 decimals, a reference over 25
 * characters, an expiry that is not an 8-digit real date, an invalid proxy, an empty merchant name or city, or
 * a text with characters outside printable ASCII.
 */
export function buildPayNowPayload(input: PayNowPayloadInput): string {
  const account = proxy(input.proxyType, input.proxyValue);
  const amount = formatAmount(input.amount);
  const expiry = checkExpiry(input.expiry);
  const name = printable(input.merchantName.trim(), 'The merchant name').slice(0, MERCHANT_NAME_MAX);
  const city = printable(input.merchantCity.trim(), 'The merchant city').slice(0, MERCHANT_CITY_MAX);
  const reference = printable(input.reference.trim(), 'The reference');
  if (name === '') throw new RangeError('The merchant name is empty.');
  if (city === '') throw new RangeError('The merchant city is empty.');
  if (reference.length > REFERENCE_MAX) {
    throw new RangeError(`The reference is ${reference.length} characters; at most ${REFERENCE_MAX} fit.`);
  }

  const body = [
    emvTlv('00', '01'),
    emvTlv('01', '12'),
    emvTlv(
      '26',
      [
        emvTlv('00', 'SG.PAYNOW'),
        emvTlv('01', account.code),
        emvTlv('02', account.value),
        emvTlv('03', input.editable ? '1' : '0'),
        emvTlv('04', expiry),
      ].join(''),
    ),
    emvTlv('52', '0000'),
    emvTlv('53', '702'),
    emvTlv('54', amount),
    emvTlv('58', 'SG'),
    emvTlv('59', name),
    emvTlv('60', city),
    reference === '' ? '' : emvTlv('62', emvTlv('01', reference)),
    EMV_CRC_PREFIX,
  ].join('');
  return body + crc16ccitt(body);
}
