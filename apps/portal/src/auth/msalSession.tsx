/**
 * The MSAL side of the session, loaded on demand (see lazySignIn.ts): it handles the redirect on start
 * (MsalProvider), is signed in while MSAL has an account, brings the person back to the path they signed in
 * from, and associates the account (auth/validate) once per account, logging out with the catalogue's message
 * when that fails. It renders nothing: it reports the session to LazySessionProvider.
 */
import {
  EventType,
  InteractionStatus,
  type AccountInfo,
  type AuthenticationResult,
  type EventPayload,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import type { DisplayMode, Locale } from '@careportal/domain';
import { MsalProvider, useMsal } from '@azure/msal-react';
import { useToast } from '@careportal/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../data/ApiProvider';
import type { AuthSettings } from '../config';
import type { LoadedSignIn, SessionBridgeProps } from './lazySignIn';
import { createAuthService, createMsalInstance, type AuthService } from './msal';
import { safeReturnPath } from './returnPath';
import type { Customer, Session, SessionActions } from './session';
import { AUTH_VALIDATE_URL, runAuthValidate } from './validate';

/** Who is signed in, as `GET auth/session` answers (the parts the shell reads). */
interface SessionInfo {
  customer: { categoryName: string | null; displayMode: DisplayMode | null; language?: Locale | null };
}

const AUTH_SESSION_URL = 'auth/session';
/** The sign-in's own calls run behind the page: their failure never leaves it. */
const BACKGROUND = { background: true } as const;

/** The customer as the ID token names them; the category is not known until the profile is read. */
export function customerFromAccount(account: AccountInfo): Customer {
  const claimed = account.idTokenClaims?.name;
  const name =
    typeof claimed === 'string' && claimed.trim() !== '' ? claimed : (account.name ?? account.username);
  return { name, categoryName: null };
}

function isAuthenticationResult(payload: EventPayload): payload is AuthenticationResult {
  return typeof payload === 'object' && payload !== null && 'accessToken' in payload && 'account' in payload;
}

interface Startup {
  done: Promise<void>;
  finish: () => void;
}

function startup(): Startup {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

interface MsalSessionProps extends Omit<SessionBridgeProps, 'instance'> {
  /** Finished once MSAL has started and handled any redirect. */
  started: Startup;
}

function MsalSession({ auth, navigate, onSession, started }: MsalSessionProps) {
  const { instance, inProgress, accounts } = useMsal();
  const { show } = useToast();
  const client = useApiClient();
  const returnPath = useRef<string | null>(null);
  const validatedFor = useRef<string | null>(null);
  const [categoryName, setCategoryName] = useState<string | null>(null);
  const [displayMode, setDisplayMode] = useState<DisplayMode | null | undefined>(undefined);
  const [language, setLanguage] = useState<Locale | null | undefined>(undefined);

  // Registered before MsalProvider handles the redirect (child effects run first), so the result is seen.
  useEffect(() => {
    const id = instance.addEventCallback(
      (event) => {
        if (event.eventType !== EventType.LOGIN_SUCCESS || !isAuthenticationResult(event.payload)) return;
        instance.setActiveAccount(event.payload.account);
        returnPath.current = safeReturnPath(event.payload.state);
      },
      [EventType.LOGIN_SUCCESS],
    );
    return () => {
      if (id !== null) instance.removeEventCallback(id);
    };
  }, [instance]);

  const isReady = inProgress === InteractionStatus.None;
  const account = isReady ? (instance.getActiveAccount() ?? accounts[0] ?? null) : null;
  const accountId = account?.homeAccountId ?? null;
  const customerName = account === null ? null : customerFromAccount(account).name;

  useEffect(() => {
    if (!isReady) return;
    started.finish();
    const [first] = accounts;
    if (instance.getActiveAccount() === null && first !== undefined) instance.setActiveAccount(first);
    const path = returnPath.current;
    returnPath.current = null;
    if (path !== null) navigate(path);
  }, [isReady, accounts, instance, navigate, started]);

  useEffect(() => {
    if (accountId === null || validatedFor.current === accountId) return;
    validatedFor.current = accountId;
    void runAuthValidate({
      validate: () => client.request('POST', AUTH_VALIDATE_URL, { quiet: true, ...BACKGROUND }),
      renewToken: () => auth.getToken({ forceRefresh: true }),
    }).then(async (result) => {
      if (result.kind === 'associated') {
        const session = await client.request<SessionInfo>('GET', AUTH_SESSION_URL, {
          quiet: true,
          ...BACKGROUND,
        });
        setCategoryName(session.data?.customer.categoryName ?? null);
        if (session.data) {
          setDisplayMode(session.data.customer.displayMode);
          setLanguage(session.data.customer.language ?? null);
        }
        return;
      }
      show({ type: 'error', content: result.message });
      setTimeout(() => {
        auth.signOut().catch(() => undefined);
      }, result.delayMs);
    });
  }, [accountId, client, auth, show]);

  const session = useMemo<Session>(() => {
    const actions: SessionActions = {
      signIn: (path, options) => {
        auth.signIn(path, options).catch(() => undefined);
      },
      signOut: () => {
        auth.signOut().catch(() => undefined);
      },
    };
    if (!isReady) return { ...actions, status: 'starting' };
    return customerName === null
      ? { ...actions, status: 'signed-out' }
      : {
          ...actions,
          status: 'signed-in',
          customer: { name: customerName, categoryName, displayMode, language },
        };
  }, [customerName, categoryName, displayMode, language, isReady, auth]);

  useEffect(() => {
    onSession(session);
  }, [session, onSession]);

  return null;
}

/**
 * The sign-in over a given MSAL instance (tests and stories pass their own). Tokens and sign-in wait until MSAL
 * has started and handled any redirect: a page that renders meanwhile gets its token then, and MSAL would
 * refuse a sign-in during that time (interaction in progress).
 */
export function signInWith(
  instance: IPublicClientApplication,
  scopes: readonly string[],
  origin: string,
  { isStarted = false }: { isStarted?: boolean } = {},
): LoadedSignIn {
  const started = startup();
  // An instance someone else has started already (a fixed session in tests and stories) needs no waiting.
  if (isStarted) started.finish();
  const service = createAuthService(instance, scopes, origin);
  const auth: AuthService = {
    ...service,
    getToken: (options) => started.done.then(() => service.getToken(options)),
    signIn: (returnPath, options) => started.done.then(() => service.signIn(returnPath, options)),
  };
  /** MsalProvider and the session it drives, reported through `onSession`. */
  function SessionBridge({ instance: bridged, ...props }: SessionBridgeProps) {
    return (
      <MsalProvider instance={bridged}>
        <MsalSession {...props} started={started} />
      </MsalProvider>
    );
  }
  return { instance, auth, SessionBridge };
}

/** The browser's sign-in for the configured provider. */
export function loadSignIn(settings: AuthSettings, origin: string): LoadedSignIn {
  return signInWith(createMsalInstance(settings, origin), settings.apiScopes, origin);
}
