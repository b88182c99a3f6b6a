import {
  EventType,
  InteractionType,
  Logger,
  stubbedPublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
  type EventCallbackFunction,
  type EventPayload,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { vi, type Mock } from 'vitest';

/** A demo account as the embedded provider signs it in. */
export function demoAccount(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return {
    homeAccountId: 'demo-ahkow.127.0.0.1:4600',
    environment: '127.0.0.1:4600',
    tenantId: '',
    username: 'ahkow.tan@example.sg',
    localAccountId: 'demo-ahkow',
    name: 'Tan Ah Kow',
    idTokenClaims: { name: 'Tan Ah Kow', email: 'ahkow.tan@example.sg' },
    ...overrides,
  };
}

/** What {@link fakeMsal} starts with. */
export interface FakeMsalOptions {
  /** Accounts already in the cache (a returning visitor). */
  accounts?: AccountInfo[];
  /** The result the redirect hands back on this page load (just signed in), with its `state`. */
  redirect?: { account: AccountInfo; state: string } | null;
  /** What acquireTokenSilent does. Default: answers 'access-token-1'. */
  acquireTokenSilent?: IPublicClientApplication['acquireTokenSilent'];
}

/** The fake MSAL instance, with spies on what the portal calls. */
export type FakeMsal = Omit<
  IPublicClientApplication,
  'acquireTokenSilent' | 'loginRedirect' | 'logoutRedirect'
> & {
  acquireTokenSilent: Mock<IPublicClientApplication['acquireTokenSilent']>;
  loginRedirect: Mock<IPublicClientApplication['loginRedirect']>;
  logoutRedirect: Mock<IPublicClientApplication['logoutRedirect']>;
};

/**
 * A small in-memory `IPublicClientApplication`: no network, no storage. Redirect handling emits the events MSAL
 * emits, so MsalProvider and the session see a real-looking start.
 */
export function fakeMsal({
  accounts = [],
  redirect = null,
  acquireTokenSilent,
}: FakeMsalOptions = {}): FakeMsal {
  const callbacks = new Map<string, EventCallbackFunction>();
  const known = [...accounts];
  let active: AccountInfo | null = null;
  let nextId = 0;

  function emit(eventType: EventType, payload: EventPayload = null) {
    for (const callback of callbacks.values()) {
      callback({
        eventType,
        interactionType: InteractionType.Redirect,
        payload,
        error: null,
        correlationId: 'test',
        timestamp: Date.now(),
      });
    }
  }

  const redirectResult: AuthenticationResult | null =
    redirect === null
      ? null
      : ({
          accessToken: 'access-token-1',
          account: redirect.account,
          state: redirect.state,
        } as AuthenticationResult);

  const instance = {
    ...stubbedPublicClientApplication,
    initialize: vi.fn(() => Promise.resolve()),
    initializeWrapperLibrary: vi.fn(),
    getLogger: () => new Logger({}),
    addEventCallback: (callback: EventCallbackFunction) => {
      nextId += 1;
      const id = String(nextId);
      callbacks.set(id, callback);
      return id;
    },
    removeEventCallback: (id: string) => {
      callbacks.delete(id);
    },
    handleRedirectPromise: vi.fn(() => {
      emit(EventType.HANDLE_REDIRECT_START);
      if (redirectResult !== null) {
        known.push(redirectResult.account);
        emit(EventType.LOGIN_SUCCESS, redirectResult);
      }
      emit(EventType.HANDLE_REDIRECT_END);
      return Promise.resolve(redirectResult);
    }),
    getAllAccounts: () => [...known],
    getActiveAccount: () => active,
    setActiveAccount: (account: AccountInfo | null) => {
      active = account;
    },
    acquireTokenSilent: vi.fn<IPublicClientApplication['acquireTokenSilent']>(
      acquireTokenSilent ??
        (() => Promise.resolve({ accessToken: 'access-token-1' } as AuthenticationResult)),
    ),
    loginRedirect: vi.fn<IPublicClientApplication['loginRedirect']>(() => Promise.resolve()),
    logoutRedirect: vi.fn<IPublicClientApplication['logoutRedirect']>(() => Promise.resolve()),
  } satisfies IPublicClientApplication;
  return instance;
}

/** A JSON envelope answer of the API. */
export function envelope(
  httpCode: number,
  fields: {
    statusCode?: number;
    message?: string;
    errorCode?: string;
    errorMessage?: string;
    data?: unknown;
  } = {},
): Response {
  return Response.json(
    {
      httpCode,
      statusCode: fields.statusCode ?? httpCode,
      message: fields.message ?? null,
      errorCode: fields.errorCode ?? null,
      errorMessage: fields.errorMessage ?? null,
      data: fields.data ?? null,
    },
    { status: httpCode },
  );
}

/** The URL a fetch was called with. */
export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** A fake fetch that routes by URL path to `handlers` (path without the base URL); others answer 404. */
export function fakeApi(
  handlers: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>,
) {
  return vi.fn<typeof fetch>((input, init) => {
    const url = new URL(urlOf(input));
    const handler = handlers[url.pathname.replace(/^\/+/, '')];
    return Promise.resolve(handler ? handler(init) : envelope(404, { errorMessage: 'Not found' }));
  });
}
