import { formatMessage, messages } from '@careportal/domain';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../data/client';
import {
  fieldErrorsOf,
  followsBilling,
  idConflictOf,
  idConflictOfRelation,
  photoRejectionText,
  profileFormValues,
  type ProfileAddress,
} from './profileApi';
import { linkedCustomer } from './fakes/sampleProfiles';
import { postalLookupAnswer } from './usePostalLookup';

function result(fields: Partial<ApiResult>): ApiResult {
  return {
    httpCode: 200,
    error: false,
    statusCode: 200,
    message: null,
    errorCode: null,
    errorMessage: null,
    data: null,
    ...fields,
  };
}

const billing: ProfileAddress = {
  id: 'a1',
  type: 'BILLING',
  postalCode: '650440',
  block: '440',
  street: 'BUKIT BATOK WEST AVENUE 8',
  building: null,
  level: null,
  unit: null,
  sameAs: 'NONE',
};

describe('reading profile answers', () => {
  it("reads a 400's field errors and ignores anything else in data", () => {
    const answer = result({
      httpCode: 400,
      error: true,
      data: { errors: [{ in: 'body', path: 'nric', message: 'NRIC is invalid' }, { path: 3 }] },
    });
    expect(fieldErrorsOf(answer)).toEqual([{ in: 'body', path: 'nric', message: 'NRIC is invalid' }]);
    expect(fieldErrorsOf(result({ data: { errors: [{ path: 'x', message: 'y' }] } }))).toEqual([]);
  });

  it('reads the ID conflicts by their code, never by the words of the message', () => {
    expect(idConflictOf(result({ httpCode: 409, error: true, errorCode: 'NRIC_EXISTS' }))).toBe(
      'NRIC_EXISTS',
    );
    expect(idConflictOf(result({ httpCode: 409, error: true, errorCode: 'LOVED_ONE_MAPPED' }))).toBe(
      'LOVED_ONE_MAPPED',
    );
    expect(
      idConflictOf(
        result({ httpCode: 409, error: true, errorMessage: messages.validation.lovedOneAlreadyMapped }),
      ),
    ).toBeNull();
    expect(idConflictOf(result({ httpCode: 409, error: true, errorCode: 'ADDRESS_TYPE_EXISTS' }))).toBeNull();
  });

  it("treats one's own ID number as no conflict, except for a new loved one, where it is one's own", () => {
    expect(idConflictOfRelation('SELF', 'viewed')).toBeNull();
    expect(idConflictOfRelation('SELF', 'new-loved-one')).toBe('OWN_NRIC');
    expect(idConflictOfRelation('CLIENT', 'viewed')).toBe('NRIC_EXISTS');
    expect(idConflictOfRelation('LOVED_ONE', 'viewed')).toBe('LOVED_ONE_MAPPED');
  });

  it("words the server's photo refusals as the catalogue does", () => {
    expect(photoRejectionText(result({ httpCode: 413, error: true }))).toBe(
      formatMessage(messages.validation.fileTooLarge, { maxSizeAllowedInMB: 2 }),
    );
    expect(
      photoRejectionText(result({ httpCode: 400, error: true, errorCode: 'FILE_TYPE_NOT_ALLOWED' })),
    ).toBe(
      formatMessage(messages.validation.fileExtensionNotAllowed, {
        fileExtensionAllowed: 'png, jpg, jpeg or webp',
      }),
    );
  });

  it('reads a postal lookup: found, not found, and a failed lookup', () => {
    const found = {
      found: 1,
      totalNumPages: 1,
      pageNum: 1,
      results: [
        {
          SEARCHVAL: 'X',
          BLK_NO: '440',
          ROAD_NAME: 'BUKIT BATOK WEST AVENUE 8',
          BUILDING: 'NIL',
          ADDRESS: 'X',
          POSTAL: '650440',
          X: '0',
          Y: '0',
          LATITUDE: '1',
          LONGITUDE: '103',
        },
      ],
    };
    expect(postalLookupAnswer(result({ data: found }))).toEqual({
      postalCode: '650440',
      block: '440',
      street: 'BUKIT BATOK WEST AVENUE 8',
      building: '',
    });
    expect(postalLookupAnswer(result({ data: { ...found, found: 0, results: [] } }))).toBeNull();
    expect(() => postalLookupAnswer(result({ httpCode: 503, error: true }))).toThrow();
  });

  it('counts an address as following billing when flagged, or with billing’s postal code', () => {
    const service: ProfileAddress = { ...billing, id: 'a2', type: 'SERVICE' };
    expect(followsBilling(service, billing)).toBe(true);
    expect(followsBilling({ ...service, postalCode: '730678' }, billing)).toBe(false);
    expect(followsBilling({ ...service, postalCode: '730678', sameAs: 'BILLING' }, billing)).toBe(true);
    expect(followsBilling(billing, billing)).toBe(false);
    expect(followsBilling(service, undefined)).toBe(false);
  });

  it('reads a profile into form values: languages as a list, empties for nulls', () => {
    const values = profileFormValues(linkedCustomer().customer);
    expect(values.language).toEqual(['Hokkien', 'Mandarin']);
    expect(values.homeNumber).toBe('');
    expect(values.gender).toBe('Male');
  });
});
