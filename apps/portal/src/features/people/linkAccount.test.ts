import { describe, expect, it } from 'vitest';
import { linkAccountPath, linkAccountPrefill } from './linkAccountPrefill';
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
  it('reads the ID, its type and the loved one from the query', () => {
    expect(
      linkAccountPrefill(
        new URLSearchParams('nric=%20f1234567n&idType=fin&lovedOne=lo-1&referralCode=AB1'),
        null,
      ),
    ).toEqual({ values: { referralCode: 'AB1', idType: 'FIN', nric: 'F1234567N' }, lovedOne: 'lo-1' });
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

  it('builds the path the profile page links to', () => {
    expect(linkAccountPath()).toBe('/link-account');
    expect(linkAccountPath({ nric: 'S4912345J', idType: 'NRIC', lovedOne: '' })).toBe(
      '/link-account?idType=NRIC&nric=S4912345J',
    );
  });
});
