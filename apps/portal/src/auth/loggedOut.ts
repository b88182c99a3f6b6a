/**
 * What the home page says after Log Out (issue 35): the sign-out ends at the provider, which sends the customer back
 * to the portal's home page with the `state` the portal gave it. Kept apart from ./msal so the visitor's home page,
 * which reads it, does not load the sign-in library.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The `state` of a sign-out, which the provider hands back in the query of the home page (OIDC RP-initiated logout). */
export const LOGGED_OUT_STATE = 'logged-out';

/**
 * Whether a `state` handed back is the sign-out's: MSAL puts its own state before the portal's, joined by '|'
 * (`eyJpZCI6…|logged-out`).
 */
export function isLoggedOutState(state: string | null): boolean {
  return state !== null && state.split('|').at(-1) === LOGGED_OUT_STATE;
}

/**
 * Whether this page was opened by the provider at the end of a sign-out. The query is then taken off the address (a
 * reload or a bookmark does not say it again); the answer stays for as long as the page is shown.
 */
export function useJustLoggedOut(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [justLoggedOut] = useState(() => isLoggedOutState(new URLSearchParams(location.search).get('state')));
  const { pathname, search } = location;
  useEffect(() => {
    if (justLoggedOut && search !== '') void navigate({ pathname, search: '' }, { replace: true });
  }, [justLoggedOut, navigate, pathname, search]);
  return justLoggedOut;
}
