import {
  EventType,
  InteractionStatus,
  type AccountInfo,
  type AuthenticationResult,
  type EventPayload,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { MsalProvider, useMsal } from '@azure/msal-react';
import { useToast } from '@careportal/ui';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApiClient } from '../api/ApiProvider';
import { safeReturnPath, type AuthService, type SignInOptions } from './msal';
import { AUTH_VALIDATE_URL, runAuthValidate } from './validate';

/** Who is signed in, as `GET auth/session` answers (the parts the shell reads). */
interface SessionInfo {
  customer: { categoryName: string | null };
}

const AUTH_SESSION_URL = 'auth/session';

/** The signed-in customer, as far as the shell needs them. */
export interface Customer {
  name: string;
  /** The customer's service category, e.g. 'Active Ageing'; null while unknown (the retail menu shows). */
  categoryName: string | null;
}

interface SessionActions {
  /** Starts sign-in; the customer comes back to `returnPath` afterwards. */
  signIn: (returnPath: string, options?: SignInOptions) => void;
  signOut: () => void;
}

/** Who is using the portal. */
export type Session = SessionActions &
  ({ status: 'starting' | 'signed-out'; customer?: undefined } | { status: 'signed-in'; customer: Customer });

/** Nobody is signed in, and signing in or out does nothing: the session when no sign-in is configured. */
export const SIGNED_OUT: Session = {
  status: 'signed-out',
  signIn: () => undefined,
  signOut: () => undefined,
};

const SessionContext = createContext<Session>(SIGNED_OUT);

/** Props of {@link FixedSessionProvider}. */
export interface FixedSessionProviderProps {
  /** Default {@link SIGNED_OUT}. */
  value?: Session;
  children: ReactNode;
}

/** Supplies a given session (tests, stories, or no sign-in provider). */
export function FixedSessionProvider({ value = SIGNED_OUT, children }: FixedSessionProviderProps) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; signed out when no provider is above. */
export function useSession(): Session {
  return useContext(SessionContext);
}

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

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  instance: IPublicClientApplication;
  /** The sign-in service over `instance`. */
  auth: AuthService;
  /** In-app navigation, to reach the return path after the redirect. */
  navigate: (to: string) => void;
  children: ReactNode;
}

/**
 * The MSAL session: handles the redirect on start (MsalProvider), is signed in while MSAL has an account,
 * brings the person back to the path they signed in from, and associates the account (auth/validate) once per
 * account, logging out with the catalogue's message when that fails.
 */
export function SessionProvider({ instance, auth, navigate, children }: SessionProviderProps) {
  return (
    <MsalProvider instance={instance}>
      <MsalSession auth={auth} navigate={navigate}>
        {children}
      </MsalSession>
    </MsalProvider>
  );
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

function MsalSession({ auth, navigate, children }: Omit<SessionProviderProps, 'instance'>) {
  const { instance, inProgress, accounts } = useMsal();
  const { show } = useToast();
  const client = useApiClient();
  const returnPath = useRef<string | null>(null);
  const validatedFor = useRef<string | null>(null);
  const [categoryName, setCategoryName] = useState<string | null>(null);
  // Sign-in waits for MSAL to start and handle any redirect, or MSAL refuses it (interaction in progress).
  const [started] = useState(startup);

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
      validate: () => client.request('POST', AUTH_VALIDATE_URL, true, true),
      renewToken: () => auth.getToken({ forceRefresh: true }),
    }).then(async (result) => {
      if (result.kind === 'associated') {
        const session = await client.request<SessionInfo>('GET', AUTH_SESSION_URL, true, true);
        setCategoryName(session.data?.customer.categoryName ?? null);
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
        started.done.then(() => auth.signIn(path, options)).catch(() => undefined);
      },
      signOut: () => {
        auth.signOut().catch(() => undefined);
      },
    };
    if (!isReady) return { ...actions, status: 'starting' };
    return customerName === null
      ? { ...actions, status: 'signed-out' }
      : { ...actions, status: 'signed-in', customer: { name: customerName, categoryName } };
  }, [customerName, categoryName, isReady, auth, started]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
