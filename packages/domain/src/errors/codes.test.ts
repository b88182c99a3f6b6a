import { describe, expect, expectTypeOf, it } from 'vitest';
import { INELIGIBILITY_REASONS } from '../products/index.js';
import { messages } from '../messages/index.js';
import { BOOKING_CONFLICT_CODES } from '../scheduling/index.js';
import {
  CATALOGUE_ERROR_CODES,
  E_INVOICE_ERROR_CODES,
  ERROR_CODES,
  type ErrorCode,
  type FrameworkErrorCode,
} from './codes.js';

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

describe('the error codes the API sends', () => {
  it('are written in capitals, each once, however they are spelt', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:[_-][A-Z0-9]+)*$/);
    const spellings = codes.map((code) => code.replaceAll('-', '_'));
    expect(new Set(spellings).size).toBe(codes.length);
  });

  it('each say in one sentence of their own what they mean', () => {
    for (const code of codes) {
      const meaning = ERROR_CODES[code];
      expect(meaning, code).toMatch(/^\S.{9,}[.)]$/);
      expect(meaning, code).not.toContain('\n');
    }
    expect(new Set(Object.values(ERROR_CODES)).size).toBe(codes.length);
  });

  it('include the codes a client decides by, each naming a message of the catalogue', () => {
    for (const [key, code] of Object.entries(CATALOGUE_ERROR_CODES)) {
      expect(codes).toContain(code);
      expect(messages.catalogue[key as keyof typeof CATALOGUE_ERROR_CODES]).toEqual(expect.any(String));
    }
    for (const [key, code] of Object.entries(E_INVOICE_ERROR_CODES)) {
      expect(codes).toContain(code);
      expect(messages.eInvoice[key as keyof typeof E_INVOICE_ERROR_CODES]).toEqual(expect.any(String));
    }
    for (const [key, code] of Object.entries(BOOKING_CONFLICT_CODES)) {
      expect(codes).toContain(code);
      expect(messages.booking[key as keyof typeof BOOKING_CONFLICT_CODES]).toEqual(expect.any(String));
    }
    for (const reason of INELIGIBILITY_REASONS) expect(codes).toContain(reason);
  });

  it('are a type that takes only listed codes', () => {
    expectTypeOf<'SLOT_TAKEN'>().toExtend<ErrorCode>();
    expectTypeOf<'E-INV-S002'>().toExtend<ErrorCode>();
    expectTypeOf<'SLOT_TAKEN_'>().not.toExtend<ErrorCode>();
    expectTypeOf<'FST_ERR_CTP_INVALID_TYPE'>().not.toExtend<ErrorCode>();
    expectTypeOf<'FST_ERR_CTP_INVALID_TYPE'>().toExtend<FrameworkErrorCode>();
    expectTypeOf<(typeof INELIGIBILITY_REASONS)[number]>().toExtend<ErrorCode>();
  });
});
