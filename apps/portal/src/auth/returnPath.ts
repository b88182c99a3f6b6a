/**
 * What the portal can tell about sign-in before MSAL has loaded: whether this visitor may be signed in (so MSAL
 * is worth loading at once), and where a sign-in that is coming back right now returns to. Both read only the
 * address and storage, so a first visit to a public page never downloads MSAL.
 */

/** The in-app path carried in `state`, or null when it is not one (an absolute or protocol-relative URL). */
export function safeReturnPath(state: string | null | undefined): string | null {
  if (typeof state !== 'string' || !state.startsWith('/') || state.startsWith('//') || state.includes('\\')) {
    return null;
  }
  return state;
}

/** MSAL's list of cached accounts in localStorage: `msal.account.keys`, or `msal.<schema>.account.keys`. */
const MSAL_ACCOUNT_KEYS = /^msal\.(?:\d+\.)?account\.keys$/;
/** MSAL joins its own state and the app's with this character (msal-common's RESOURCE_DELIM). */
const MSAL_STATE_SEPARATOR = '|';

/** The parameters of a sign-in response in `location` (query or fragment), or null when there is none. */
function signInResponse(location: Pick<Location, 'search' | 'hash'>): URLSearchParams | null {
  for (const part of [location.hash.replace(/^#/, ''), location.search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    if (params.has('state') && (params.has('code') || params.has('error'))) return params;
  }
  return null;
}

/** Whether MSAL keeps a signed-in account in `storage`. */
function hasCachedAccount(storage: Storage): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null || !MSAL_ACCOUNT_KEYS.test(key)) continue;
      const accounts: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      if (Array.isArray(accounts) && accounts.length > 0) return true;
    }
  } catch {
    // Storage blocked or unreadable: MSAL could not have kept an account there either.
  }
  return false;
}

/**
 * What the visitor's sign-in is likely to be, before MSAL has loaded:
 * - `returning`: the address carries a sign-in response (MSAL loads at once to read it);
 * - `cached`: MSAL keeps an account in `storage`, so the visitor is most likely signed in (MSAL loads at once,
 *   and a page that needs sign-in may render meanwhile: its calls wait for the token);
 * - `none`: the visitor is signed out, and MSAL loads only when they ask to sign in.
 */
export type SignInHint = 'returning' | 'cached' | 'none';

/** The {@link SignInHint} of this visit. */
export function signInHint(storage: Storage, location: Pick<Location, 'search' | 'hash'>): SignInHint {
  if (signInResponse(location) !== null) return 'returning';
  return hasCachedAccount(storage) ? 'cached' : 'none';
}

/** The in-app path a sign-in response in `location` returns to, or null when there is none. */
export function signInReturnPath(location: Pick<Location, 'search' | 'hash'>): string | null {
  const state = signInResponse(location)?.get('state');
  if (state === null || state === undefined) return null;
  const separator = state.indexOf(MSAL_STATE_SEPARATOR);
  return separator === -1 ? null : safeReturnPath(state.slice(separator + 1));
}
