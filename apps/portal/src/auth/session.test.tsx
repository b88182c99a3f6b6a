import { messages } from '@careportal/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config';
import { MEDICAL_HISTORY_PROMPT_DATE_KEY } from '../storage';
import { demoAccount, envelope, fakeApi, fakeMsal, urlOf } from '../test/fakeMsal';
import { renderRoute } from '../test/renderRoute';
import { createAuthService, msalConfiguration } from './msal';

const origin = window.location.origin;

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

/** The API with auth/validate answering `answers` in turn (the last one repeats). */
function apiAnswering(...answers: (() => Response)[]) {
  let call = 0;
  return fakeApi({
    'config/app': () => envelope(200, { data: { versionNumber: '0.0.0', disabledLovedOne: true } }),
    'auth/validate': () => {
      const answer = answers[Math.min(call, answers.length - 1)];
      call += 1;
      if (!answer) throw new Error('no answer');
      return answer();
    },
  });
}

function validateCalls(fetch: ReturnType<typeof fakeApi>) {
  return fetch.mock.calls.filter(([input]) => urlOf(input).endsWith('/auth/validate'));
}

describe('the MSAL configuration', () => {
  it('speaks OIDC to the configured provider, with openid and profile only and the cache in localStorage', () => {
    const configuration = msalConfiguration(
      {
        authority: 'https://127.0.0.1:4600',
        clientId: 'careportal-portal',
        knownAuthorities: ['127.0.0.1:4600'],
        apiScopes: ['careportal.api'],
      },
      'http://127.0.0.1:5173',
    );
    expect(configuration).toMatchObject({
      auth: {
        clientId: 'careportal-portal',
        authority: 'https://127.0.0.1:4600',
        knownAuthorities: ['127.0.0.1:4600'],
        redirectUri: 'http://127.0.0.1:5173/',
        OIDCOptions: { defaultScopes: ['openid', 'profile'] },
      },
      cache: { cacheLocation: 'localStorage' },
      system: { protocolMode: 'OIDC' },
    });
  });

  it('defaults to the embedded provider and the scope it grants for the API', () => {
    expect(config.auth).toEqual({
      authority: 'https://127.0.0.1:4600',
      clientId: 'careportal-portal',
      knownAuthorities: ['127.0.0.1:4600'],
      apiScopes: ['careportal.api'],
    });
  });
});

describe('the sign-in service', () => {
  it('returns an empty token, without throwing, when silent renewal fails', async () => {
    const msal = fakeMsal({
      accounts: [demoAccount()],
      acquireTokenSilent: () => Promise.reject(new Error('interaction_required')),
    });
    const auth = createAuthService(msal, ['careportal.api'], origin);
    await expect(auth.getToken()).resolves.toBe('');
  });

  it('returns an empty token when nobody is signed in', async () => {
    const msal = fakeMsal();
    await expect(createAuthService(msal, ['careportal.api'], origin).getToken()).resolves.toBe('');
    expect(msal.acquireTokenSilent).not.toHaveBeenCalled();
  });

  it('bypasses the token cache when asked to', async () => {
    const account = demoAccount();
    const msal = fakeMsal({ accounts: [account] });
    const auth = createAuthService(msal, ['careportal.api'], origin);
    await expect(auth.getToken({ forceRefresh: true })).resolves.toBe('access-token-1');
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({
      scopes: ['careportal.api'],
      account,
      forceRefresh: true,
    });
  });
});

describe('signing in', () => {
  it('redirects to the provider carrying the page to come back to', async () => {
    const msal = fakeMsal();
    renderRoute('/product/7?offer=2', { msal, fetch: apiAnswering() });
    await userEvent.click(await screen.findByRole('button', { name: messages.labels.login }));
    await waitFor(() => {
      expect(msal.loginRedirect).toHaveBeenCalledWith({
        scopes: config.auth.apiScopes,
        state: '/product/7?offer=2',
      });
    });
  });

  it('comes back to that page after the redirect, signed in under the ID token name', async () => {
    const msal = fakeMsal({ redirect: { account: demoAccount(), state: '/profile' } });
    const fetch = apiAnswering(() => envelope(200, { statusCode: 1000, data: { statusCode: 1000 } }));
    const { router } = renderRoute('/', { msal, fetch });
    expect(await screen.findByRole('button', { name: 'Hello, Tan Ah Kow' })).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    await waitFor(() => {
      expect(validateCalls(fetch)).toHaveLength(1);
    });
    const [, init] = validateCalls(fetch)[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-token-1');
  });

  it('ignores a return path that leaves the portal', async () => {
    const msal = fakeMsal({ redirect: { account: demoAccount(), state: '//evil.example/' } });
    const { router } = renderRoute('/faq', { msal, fetch: apiAnswering() });
    expect(await screen.findByRole('button', { name: 'Hello, Tan Ah Kow' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('signs in from /login with the email prefilled, and goes home', async () => {
    const msal = fakeMsal();
    const { router } = renderRoute('/login?email=siti.ahmad%40example.sg&success=true&message=Welcome', {
      msal,
      fetch: apiAnswering(),
    });
    await waitFor(() => {
      expect(msal.loginRedirect).toHaveBeenCalledWith({
        scopes: config.auth.apiScopes,
        state: '/',
        loginHint: 'siti.ahmad@example.sg',
      });
    });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('logging out', () => {
  it('forgets the medical-history prompt date and returns to the portal origin, saying it logged out', async () => {
    localStorage.setItem(
      MEDICAL_HISTORY_PROMPT_DATE_KEY,
      JSON.stringify({ value: '2026-11-01', expiresAt: null }),
    );
    const account = demoAccount({ idToken: 'id-token-of-ahkow' });
    const msal = fakeMsal({ accounts: [account] });
    renderRoute('/profile', {
      msal,
      fetch: apiAnswering(() => envelope(200, { statusCode: 1000 })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Tan Ah Kow' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: messages.labels.logout }));
    await waitFor(() => {
      // The ID token names the portal to the provider, which signs out without asking again; the state comes
      // back on the home page, which then says 'You have logged out'.
      expect(msal.logoutRedirect).toHaveBeenCalledWith({
        account,
        idTokenHint: 'id-token-of-ahkow',
        postLogoutRedirectUri: `${origin}/`,
        state: 'logged-out',
      });
    });
    expect(localStorage.getItem(MEDICAL_HISTORY_PROMPT_DATE_KEY)).toBeNull();
  });
});

describe('associating the account (auth/validate)', () => {
  it('1000: stays signed in after one call', async () => {
    const msal = fakeMsal({ accounts: [demoAccount()] });
    const fetch = apiAnswering(() => envelope(200, { statusCode: 1000 }));
    renderRoute('/', { msal, fetch });
    expect(await screen.findByRole('button', { name: 'Hello, Tan Ah Kow' })).toBeInTheDocument();
    await waitFor(() => {
      expect(validateCalls(fetch)).toHaveLength(1);
    });
    expect(msal.logoutRedirect).not.toHaveBeenCalled();
  });

  it("then reads the customer's category: an Active Ageing customer gets the Finance menu", async () => {
    const msal = fakeMsal({ accounts: [demoAccount()] });
    const fetch = fakeApi({
      'config/app': () => envelope(200, { data: { versionNumber: '0.0.0', disabledLovedOne: true } }),
      'auth/validate': () => envelope(200, { statusCode: 1000 }),
      'auth/session': () => envelope(200, { data: { customer: { categoryName: 'Active Ageing' } } }),
    });
    renderRoute('/', { msal, fetch });
    const menuButton = await screen.findByRole('button', { name: 'Hello, Tan Ah Kow' });
    await waitFor(() => {
      expect(fetch.mock.calls.some(([input]) => urlOf(input).endsWith('/auth/session'))).toBe(true);
    });
    await userEvent.click(menuButton);
    expect(await screen.findByRole('menuitem', { name: messages.labels.finance })).toBeInTheDocument();
  });

  it('1001: renews the token and stays signed in', async () => {
    const msal = fakeMsal({ accounts: [demoAccount()] });
    const fetch = apiAnswering(() => envelope(200, { statusCode: 1001 }));
    renderRoute('/', { msal, fetch });
    await waitFor(() => {
      expect(msal.acquireTokenSilent).toHaveBeenCalledWith(expect.objectContaining({ forceRefresh: true }));
    });
    expect(validateCalls(fetch)).toHaveLength(1);
    expect(msal.logoutRedirect).not.toHaveBeenCalled();
  });

  it('1003: renews and retries three times, then says so and logs out 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const msal = fakeMsal({ accounts: [demoAccount()] });
    const fetch = apiAnswering(() =>
      envelope(400, { statusCode: 1003, errorMessage: messages.auth.tokenExpired }),
    );
    renderRoute('/', { msal, fetch });
    expect(await screen.findByText(new RegExp(messages.auth.loginRetryExhausted))).toBeInTheDocument();
    expect(validateCalls(fetch)).toHaveLength(4);
    const renewals = msal.acquireTokenSilent.mock.calls.filter(([request]) => request.forceRefresh === true);
    expect(renewals).toHaveLength(3);
    // No 'token expired, re-login' message for the silent retries.
    expect(screen.queryByText(new RegExp(messages.auth.tokenExpired))).not.toBeInTheDocument();
    expect(msal.logoutRedirect).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(msal.logoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('1005: says the client account does not exist and logs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const msal = fakeMsal({ accounts: [demoAccount()] });
    const fetch = apiAnswering(() =>
      envelope(403, { statusCode: 1005, errorMessage: messages.auth.clientAccountMissing }),
    );
    renderRoute('/', { msal, fetch });
    expect(await screen.findByText(new RegExp(messages.auth.clientAccountMissing))).toBeInTheDocument();
    expect(validateCalls(fetch)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(msal.logoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('1009: shows the session-expired banner and the message, then logs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const msal = fakeMsal({ accounts: [demoAccount()] });
    const fetch = apiAnswering(() =>
      envelope(401, { statusCode: 1009, errorMessage: messages.auth.loginSessionExpired }),
    );
    renderRoute('/', { msal, fetch });
    expect(await screen.findByText(messages.generic.sessionExpiredTitle)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(messages.auth.loginSessionExpired.slice(0, 30)))).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(msal.logoutRedirect).toHaveBeenCalledTimes(1);
  });
});
