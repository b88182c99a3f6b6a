import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  ADDRESS_STREET_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REMARKS_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants.js';
import { messages } from '../messages/index.js';
import { addressSchema } from './address.js';
import { emergencyContactSchema } from './emergencyContact.js';
import { linkingRequestSchema, referralCodeSendRequestSchema } from './linking.js';
import { createPersonalDetailsSchema } from './personalDetails.js';
import { feedbackSchema } from './public.js';
import { hasOnlyAllowedCharacters, textSchema, textTooLongMessage } from './text.js';

const v = messages.validation;

/** Control characters: C0, DEL and C1. */
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
const lineBreak = fc.constantFrom('\n', '\r', '\r\n');
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/**
 * Any text of up to 60 code points, lone surrogate halves included: what fast-check's `unit: 'binary'` strings
 * are, without that unit's one-off set-up, which takes several seconds on a busy machine.
 */
const anyText = fc
  .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 60 })
  .map((codes) => String.fromCodePoint(...codes));
/** Text without any control character or surrogate. */
const cleanText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .filter((text) => hasOnlyAllowedCharacters(text));

function messagesOf(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return (result.error as { issues: { message: string }[] }).issues.map((issue) => issue.message);
}

describe('the text rule', () => {
  it('refuses a NUL anywhere, with the catalogue message', () => {
    for (const text of ['\u0000', 'Bayfront\u0000Avenue', 'MARKETING\u0000', '\u0000abc']) {
      expect(messagesOf(textSchema(), text)).toEqual([v.textCharactersNotAllowed]);
    }
  });

  it('property: any control character inside single-line text is refused', () => {
    fc.assert(
      fc.property(cleanText, controlCharacter, cleanText, (before, control, after) => {
        const text = `x${before}${control}${after}x`;
        expect(messagesOf(textSchema(), text)).toEqual([v.textCharactersNotAllowed]);
      }),
    );
  });

  it('property: a multi-line field keeps its line breaks and refuses every other control character', () => {
    fc.assert(
      fc.property(cleanText, lineBreak, cleanText, (before, br, after) => {
        const text = `x${before}${br}${after}x`;
        expect(textSchema({ multiline: true, max: REMARKS_MAX_LENGTH }).parse(text)).toBe(
          text.normalize('NFC'),
        );
        expect(messagesOf(textSchema(), text)).toEqual([v.textCharactersNotAllowed]);
      }),
    );
    fc.assert(
      fc.property(
        controlCharacter.filter((c) => c !== '\n' && c !== '\r'),
        (control) => {
          expect(messagesOf(textSchema({ multiline: true }), `a${control}b`)).toEqual([
            v.textCharactersNotAllowed,
          ]);
        },
      ),
    );
  });

  it('refuses a tab, a lone surrogate and, in single-line text, a line separator', () => {
    expect(messagesOf(textSchema(), 'Blk\t12')).toEqual([v.textCharactersNotAllowed]);
    expect(messagesOf(textSchema(), 'Line\u2028two')).toEqual([v.textCharactersNotAllowed]);
    expect(textSchema({ multiline: true }).parse('Line\u2028two')).toBe('Line\u2028two');
    fc.assert(
      fc.property(loneSurrogate, (half) => {
        expect(messagesOf(textSchema(), `a${half}b`)).toEqual([v.textCharactersNotAllowed]);
        expect(messagesOf(textSchema({ multiline: true }), `a${half}b`)).toEqual([
          v.textCharactersNotAllowed,
        ]);
      }),
    );
  });

  it('keeps the scripts and symbols Singapore names and addresses use', () => {
    for (const text of [
      '陈美玲',
      'Siti Nurhaliza binte Ahmad',
      'சுப்பிரமணியம்',
      "O'Neil-Tan",
      'Blk 12 #03-45',
      '😀👍🏽',
    ]) {
      expect(textSchema().parse(text)).toBe(text);
    }
  });

  it('property: accepted text is trimmed, NFC and free of control characters', () => {
    const schema = textSchema({ max: 1000 });
    fc.assert(
      fc.property(anyText, (raw) => {
        const result = schema.safeParse(raw);
        if (!result.success) return;
        expect(result.data).toBe(result.data.trim());
        expect(result.data).toBe(result.data.normalize('NFC'));
        expect(hasOnlyAllowedCharacters(result.data)).toBe(true);
        expect(result.data).not.toContain('\u0000');
      }),
    );
  });

  it("counts length in UTF-16 code units, as a page's maxLength does: 5 emoji are 10 long", () => {
    expect(textSchema({ max: 10 }).safeParse('😀'.repeat(5)).success).toBe(true);
    expect(messagesOf(textSchema({ max: 8 }), '😀'.repeat(5))).toEqual([textTooLongMessage(8)]);
  });

  it('normalises to NFC: a decomposed accent becomes the one character it is', () => {
    expect(textSchema().parse('Jose\u0301')).toBe('Jos\u00e9');
    expect(textSchema({ max: 4 }).parse('Jose\u0301')).toBe('José');
  });

  it('property: text at the limit passes, one more fails with the limit in the message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (max) => {
        expect(textSchema({ max }).safeParse('a'.repeat(max)).success).toBe(true);
        expect(messagesOf(textSchema({ max }), 'a'.repeat(max + 1))).toEqual([textTooLongMessage(max)]);
      }),
    );
    expect(textTooLongMessage(100)).toBe('Please use at most 100 characters');
  });

  it('bounds any text without a limit of its own', () => {
    expect(messagesOf(textSchema(), 'a'.repeat(TEXT_MAX_LENGTH + 1))).toEqual([
      textTooLongMessage(TEXT_MAX_LENGTH),
    ]);
  });

  it('reports "required" for blank text before any other rule', () => {
    const schema = textSchema({ required: v.nameRequired, message: v.nameRequired });
    expect(messagesOf(schema, '   ')).toEqual([v.nameRequired]);
    expect(messagesOf(schema, undefined)).toEqual([v.nameRequired]);
  });
});

describe('every schema inherits the text rule', () => {
  const address = { type: 'BILLING', postalCode: '018956', block: '10', street: 'Bayfront Avenue' };
  const contact = { name: 'Tan Mei Ling', relationship: 'Child', mobileNumber: '81234567', emergency: true };
  const details = {
    name: 'Tan Ah Kow',
    dateOfBirth: '1950-01-01',
    gender: 'MALE',
    idType: 'NRIC',
    nric: 'S1234567D',
    email: 'ahkow@example.sg',
    mobileNumber: '91234567',
    language: ['English'],
  };
  const personalDetails = createPersonalDetailsSchema({ now: () => new Date('2026-01-01T00:00:00Z') });

  function pathsWith(
    schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
    input: unknown,
    message: string,
  ) {
    const result = schema.safeParse(input);
    if (result.success) return [];
    return (result.error as { issues: { message: string; path: PropertyKey[] }[] }).issues
      .filter((issue) => issue.message === message)
      .map((issue) => issue.path.join('.'));
  }

  it.each([
    ['address street', addressSchema, { ...address, street: 'Bayfront\u0000Avenue' }, 'street'],
    ['address unit', addressSchema, { ...address, unit: '\u0000' }, 'unit'],
    ['contact name', emergencyContactSchema, { ...contact, name: 'Tan\u0000' }, 'name'],
    ['companyName', personalDetails, { ...details, companyName: 'ACME\u0000' }, 'companyName'],
    ['personal name', personalDetails, { ...details, name: 'Tan\u0007Ah Kow' }, 'name'],
    ['linking nric', linkingRequestSchema, { referralCode: 'CP1', nric: '\u0000' }, 'nric'],
    [
      'linking Client ID',
      linkingRequestSchema,
      { referralCode: 'CP\u0000', nric: 'S1234567D' },
      'referralCode',
    ],
    ['send nric', referralCodeSendRequestSchema, { channel: 'SMS', nric: 'S123\u0000' }, 'nric'],
  ] as const)('%s: a control character is refused at the field', (_name, schema, input, path) => {
    expect(pathsWith(schema, input, v.textCharactersNotAllowed)).toEqual([path]);
  });

  it.each([
    [
      'street',
      addressSchema,
      { ...address, street: 'a'.repeat(100_000) },
      'street',
      ADDRESS_STREET_MAX_LENGTH,
    ],
    [
      'contact name',
      emergencyContactSchema,
      { ...contact, name: 'a'.repeat(NAME_MAX_LENGTH + 1) },
      'name',
      NAME_MAX_LENGTH,
    ],
    [
      'companyName',
      personalDetails,
      { ...details, companyName: 'a'.repeat(COMPANY_NAME_MAX_LENGTH + 1) },
      'companyName',
      COMPANY_NAME_MAX_LENGTH,
    ],
  ] as const)('%s: too long is refused at the field with its limit', (_name, schema, input, path, max) => {
    expect(pathsWith(schema, input, textTooLongMessage(max))).toEqual([path]);
  });

  it('keeps line breaks in a multi-line comment only', () => {
    expect(feedbackSchema.parse({ rating: 5, comment: 'Kind staff.\nThank you!' }).comment).toBe(
      'Kind staff.\nThank you!',
    );
    expect(
      pathsWith(addressSchema, { ...address, street: 'Bayfront\nAvenue' }, v.textCharactersNotAllowed),
    ).toEqual(['street']);
  });

  it('the loved one to link is a UUID, as the database holds it', () => {
    const body = { referralCode: 'CPZZZZZZ', idType: 'NRIC', nric: 'S1234567D' };
    expect(pathsWith(linkingRequestSchema, { ...body, lovedOne: 'not-a-uuid' }, v.recordIdInvalid)).toEqual([
      'lovedOne',
    ]);
    expect(
      linkingRequestSchema.safeParse({ ...body, lovedOne: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f' }).success,
    ).toBe(true);
    expect(linkingRequestSchema.safeParse({ ...body, lovedOne: null }).success).toBe(true);
  });
});
