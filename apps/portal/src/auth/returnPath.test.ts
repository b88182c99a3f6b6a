import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInHint, signInReturnPath } from './returnPath';

function storageWith(entries: Record<string, string>): Storage {
  localStorage.clear();
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  return localStorage;
}

const at = (search: string, hash = '') => ({ search, hash });

describe('what a visit says about sign-in before MSAL loads', () => {
  it('is signed out with nothing cached and no sign-in coming back', () => {
    expect(signInHint(storageWith({}), at(''))).toBe('none');
    expect(signInHint(storageWith({ 'msal.3.account.keys': '[]', cart: '{}' }), at('?q=1'))).toBe('none');
  });

  it('is likely signed in when MSAL keeps an account, whatever its schema version', () => {
    expect(signInHint(storageWith({ 'msal.3.account.keys': '["demo-ahkow"]' }), at(''))).toBe('cached');
    expect(signInHint(storageWith({ 'msal.account.keys': '["demo-ahkow"]' }), at(''))).toBe('cached');
    expect(signInHint(storageWith({ 'msal.3.account.keys': 'not json' }), at(''))).toBe('none');
  });

  it('is returning when the address carries a sign-in response, in the query or the fragment', () => {
    expect(signInHint(storageWith({}), at('?code=abc&state=xyz|/profile'))).toBe('returning');
    expect(signInHint(storageWith({}), at('', '#code=abc&state=xyz'))).toBe('returning');
    expect(signInHint(storageWith({}), at('?error=access_denied&state=xyz'))).toBe('returning');
    expect(signInHint(storageWith({}), at('?code=abc'))).toBe('none');
  });

  it("reads the return path from MSAL's state, and only an in-app one", () => {
    const state = (userState: string) =>
      `?code=abc&state=${encodeURIComponent(`eyJpZCI6IjEifQ|${userState}`)}`;
    expect(signInReturnPath(at(state('/profile?tab=addresses')))).toBe('/profile?tab=addresses');
    expect(signInReturnPath(at(state('https://evil.example/')))).toBeNull();
    expect(signInReturnPath(at(state('//evil.example/')))).toBeNull();
    expect(signInReturnPath(at('?code=abc&state=no-separator'))).toBeNull();
    expect(signInReturnPath(at(''))).toBeNull();
    expect(safeReturnPath('/cards')).toBe('/cards');
  });
});
