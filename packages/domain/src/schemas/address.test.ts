import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { messages } from '../messages/index.js';
import { addressSchema } from './address.js';
import { emergencyContactSchema } from './emergencyContact.js';

const v = messages.validation;

/** The messages a parse reports at exactly `path`. */
function messagesAt(schema: z.ZodType, input: unknown, path: readonly (string | number)[]): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path.join('.')).map((i) => i.message);
}

const address = { type: 'BILLING', postalCode: '200640', block: '640', street: 'Rowell Road' };

describe('addressSchema', () => {
  it('accepts an address without its optional parts and defaults sameAs to NONE', () => {
    expect(addressSchema.parse(address)).toEqual({ ...address, sameAs: 'NONE' });
  });

  it('accepts the optional parts', () => {
    const full = {
      ...address,
      building: 'Rowell Court',
      level: '05',
      unit: '12',
      sameAs: 'BILLING',
      id: 'a1',
    };
    expect(addressSchema.parse(full)).toEqual(full);
  });

  it.each([
    ['type missing', { type: undefined }, ['type'], v.addressTypeRequired],
    ['type unknown', { type: 'OFFICE' }, ['type'], v.addressTypeRequired],
    ['postal code missing', { postalCode: '' }, ['postalCode'], v.postalCodeRequired],
    ['postal code 5 digits', { postalCode: '20064' }, ['postalCode'], v.postalCodeInvalid],
    ['postal code with letters', { postalCode: '20O640' }, ['postalCode'], v.postalCodeInvalid],
    ['block missing', { block: ' ' }, ['block'], v.blockRequired],
    ['street missing', { street: undefined }, ['street'], v.streetRequired],
  ])('%s', (_case, override, path, message) => {
    expect(messagesAt(addressSchema, { ...address, ...override }, path)).toEqual([message]);
  });

  it('property: any 6-digit postal code passes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), (postalCode) => {
        expect(addressSchema.safeParse({ ...address, postalCode }).success).toBe(true);
      }),
    );
  });

  it('property: anything that is not 6 digits fails at postalCode', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\d{6}$/.test(text.trim())),
        (postalCode) => {
          const expected = postalCode.trim() === '' ? v.postalCodeRequired : v.postalCodeInvalid;
          expect(messagesAt(addressSchema, { ...address, postalCode }, ['postalCode'])).toEqual([expected]);
        },
      ),
    );
  });
});

const contact = { name: 'Tan Mei Ling', relationship: 'Child', mobileNumber: '81234567', emergency: true };

describe('emergencyContactSchema', () => {
  it('accepts a contact with only the required fields', () => {
    expect(emergencyContactSchema.safeParse(contact).success).toBe(true);
  });

  it('accepts empty optional fields and a "no" to emergency', () => {
    const withEmpties = { ...contact, homeNumber: '', email: '', payer: null, emergency: false };
    expect(emergencyContactSchema.safeParse(withEmpties).success).toBe(true);
  });

  it.each([
    ['name missing', { name: '' }, ['name'], v.nameRequired],
    ['relationship missing', { relationship: null }, ['relationship'], v.relationshipRequired],
    [
      'other relationship missing',
      { relationship: 'Others' },
      ['otherRelationship'],
      v.otherRelationshipRequired,
    ],
    ['mobile missing', { mobileNumber: undefined }, ['mobileNumber'], v.mobileNumberRequired],
    ['mobile invalid', { mobileNumber: '5123' }, ['mobileNumber'], 'Mobile number is invalid '],
    ['home number invalid', { homeNumber: '0123' }, ['homeNumber'], v.homeNumberInvalid],
    ['email invalid', { email: 'mei@' }, ['email'], v.contactEmailInvalid],
    ['emergency not answered', { emergency: undefined }, ['emergency'], v.emergencyRequired],
  ])('%s', (_case, override, path, message) => {
    expect(messagesAt(emergencyContactSchema, { ...contact, ...override }, path)).toEqual([message]);
  });

  it('accepts Others with the other relationship, trimmed', () => {
    const parsed = emergencyContactSchema.parse({
      ...contact,
      relationship: 'Others',
      otherRelationship: ' Niece ',
    });
    expect(parsed.otherRelationship).toBe('Niece');
  });

  it('checks the other relationship even when other fields fail', () => {
    expect(messagesAt(emergencyContactSchema, { relationship: 'Others' }, ['otherRelationship'])).toEqual([
      v.otherRelationshipRequired,
    ]);
  });
});
