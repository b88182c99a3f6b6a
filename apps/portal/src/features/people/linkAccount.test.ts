import { describe, expect, it } from 'vitest';
import { carriedIdOf, carriedIdState, linkAccountPath, linkAccountPrefill } from './linkAccountPrefill';
import { readsProfile } from './useLinkAccount';

describe('readsProfile', () => {
  it.each([
    [['profile', true, false], true],
    [['profile?x=1', true, false], true],
    [['/profile/linking?nric=S4912345J', true, true], true],
    [['lovedone/7', true, false], true],
    [['lovedone', true, false], true],
    [['config/app', false, true], false],
    [['profiles', true, false], false],
    ['profile', false],
  ])('%j → %s', (key, expected) => {
    expect(readsProfile(key)).toBe(expected);
  });
});

describe('linkAccountPrefill', () => {
  it('reads the ID type, the Client ID and the loved one from the query, but never an ID number', () => {
    expect(
      linkAccountPrefill(
        new URLSearchParams('nric=%20f1234567n&idType=fin&lovedOne=lo-1&referralCode=AB1'),
        null,
      ),
    ).toEqual({ values: { referralCode: 'AB1', idType: 'FIN', nric: '' }, lovedOne: 'lo-1' });
  });

  it('takes the ID number, and its type, from what the router state carries', () => {
    expect(
      linkAccountPrefill(
        new URLSearchParams('idType=PASSPORT'),
        null,
        carriedIdOf(carriedIdState(' f1234567n')),
      ),
    ).toEqual({ values: { referralCode: '', idType: 'FIN', nric: 'F1234567N' }, lovedOne: null });
  });

  it('starts empty, with NRIC, for the customer themselves', () => {
    expect(linkAccountPrefill(new URLSearchParams(''), null)).toEqual({
      values: { referralCode: '', idType: 'NRIC', nric: '' },
      lovedOne: null,
    });
  });

  it('treats an unknown ID type as NRIC and falls back to the loved one acted for', () => {
    expect(linkAccountPrefill(new URLSearchParams('idType=DRIVING'), 'lo-2')).toEqual({
      values: { referralCode: '', idType: 'NRIC', nric: '' },
      lovedOne: 'lo-2',
    });
  });

  it('builds the path the profile page links to, with no ID number in it', () => {
    expect(linkAccountPath()).toBe('/link-account');
    expect(linkAccountPath({ idType: 'NRIC', lovedOne: '' })).toBe('/link-account?idType=NRIC');
  });
});

describe('carriedIdState and carriedIdOf', () => {
  it('carries an NRIC as an NRIC and a FIN as a FIN, upper-cased', () => {
    expect(carriedIdOf(carriedIdState('s4912345j'))).toEqual({ idType: 'NRIC', nric: 'S4912345J' });
    expect(carriedIdOf(carriedIdState('F1234567N'))).toEqual({ idType: 'FIN', nric: 'F1234567N' });
  });

  it('finds nothing in a state that carries no ID number', () => {
    for (const state of [
      null,
      undefined,
      'S4912345J',
      {},
      { carriedId: null },
      { carriedId: { nric: '  ' } },
    ]) {
      expect(carriedIdOf(state)).toBeNull();
    }
    expect(carriedIdOf({ carriedId: { idType: 'DRIVING', nric: 's4912345j' } })).toEqual({
      idType: 'NRIC',
      nric: 'S4912345J',
    });
  });
});
