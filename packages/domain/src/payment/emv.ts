import { crc16ccitt } from './crc16.js';

/** One EMVCo tag-length-value field: a 2-digit id and its value. */
export interface EmvTlv {
  id: string;
  value: string;
}

/** The CRC field's id and length, which the CRC itself covers. */
export const EMV_CRC_PREFIX = '6304';
const CRC_LENGTH = 4;
const MAX_VALUE_LENGTH = 99;
const TLV_HEADER = /^\d{4}$/;

/**
 * Encodes one EMVCo field: id (2 digits) + value length (2 digits, zero-padded, in characters) + value.
 *
 * @throws RangeError when `id` is not 2 digits or `value` is longer than 99 characters.
 */
export function emvTlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`An EMV field id is 2 digits; got '${id}'.`);
  if (value.length > MAX_VALUE_LENGTH) {
    throw new RangeError(`EMV field ${id} is ${value.length} characters; at most ${MAX_VALUE_LENGTH} fit.`);
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Parses the top-level fields of an EMVCo payload, in order. Apply it again to a template's value (such as
 * field 26 or 62) to read its sub-fields.
 *
 * @throws RangeError when a header is not 4 digits or a length runs past the end of the payload.
 */
export function parseEmvTlv(payload: string): EmvTlv[] {
  const fields: EmvTlv[] = [];
  let position = 0;
  while (position < payload.length) {
    const header = payload.slice(position, position + 4);
    if (!TLV_HEADER.test(header)) {
      throw new RangeError(`Malformed EMV field header '${header}' at position ${position}.`);
    }
    const length = Number(header.slice(2));
    const start = position + 4;
    if (start + length > payload.length) {
      throw new RangeError(`EMV field ${header.slice(0, 2)} at position ${position} runs past the end.`);
    }
    fields.push({ id: header.slice(0, 2), value: payload.slice(start, start + length) });
    position = start + length;
  }
  return fields;
}

/**
 * Whether a payload ends with a CRC field (`6304` + 4 upper-case hex digits) that matches the CRC-16/CCITT-FALSE
 * of everything before those 4 digits. Lower-case hex is rejected, so any single-character change is caught.
 */
export function verifyEmvCrc(payload: string): boolean {
  if (payload.length < EMV_CRC_PREFIX.length + CRC_LENGTH) return false;
  const body = payload.slice(0, -CRC_LENGTH);
  return body.endsWith(EMV_CRC_PREFIX) && crc16ccitt(body) === payload.slice(-CRC_LENGTH);
}
