/**
 * Who is using the portal. The session is known at once for a visitor who has never signed in (signed out);
 * MSAL, a large download, loads only when someone may be signed in, asks to sign in, or opens a page that needs
 * it, and the session says 'starting' until it knows, so nobody sees a wrong state such as 'Login' for a
 * customer who is signed in.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { LazySignIn } from './lazySignIn';
import type { SignInHint } from './returnPath';
import type { SignInOptions } from './msal';
import type { Customer, Session, SessionActions } from './sessionTypes';

export type { Customer, Session, SessionActions };

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

/**
 * Whether the portal treats the person as a customer: signed in, or (while MSAL starts) one MSAL keeps an account
 * for, whose calls wait for the token. The home page is then My Services.
 */
export function isLikelyCustomer(session: Session): boolean {
  return (
    session.status === 'signed-in' || (session.status === 'starting' && session.isLikelySignedIn === true)
  );
}

/** The current session; signed out when no provider is above. */
export function useSession(): Session {
  return useContext(SessionContext);
}

/** Props of {@link LazySessionProvider}. */
export interface LazySessionProviderProps {
  signIn: LazySignIn;
  /** What the visitor's sign-in is likely to be: MSAL loads at once unless 'none'. */
  hint: SignInHint;
  /** In-app navigation, to reach the return path after the redirect. */
  navigate: (to: string) => void;
  children: ReactNode;
}

interface PendingSignIn {
  returnPath: string;
  options?: SignInOptions | undefined;
}

/**
 * The session over MSAL loaded on demand. Until MSAL is asked for, the visitor is signed out; while it loads and
 * starts, the session is 'starting'. A sign-in asked for meanwhile goes ahead once MSAL is ready, unless the
 * person turns out to be signed in already. The page's content keeps its place in the tree throughout.
 */
export function LazySessionProvider({ signIn, hint, navigate, children }: LazySessionProviderProps) {
  const [loaded, setLoaded] = useState(() => signIn.loaded());
  const [isWanted, setWanted] = useState(hint !== 'none');
  const [attempt, setAttempt] = useState(0);
  const [hasFailed, setFailed] = useState(false);
  const [reported, setReported] = useState<Session | null>(null);
  // A sign-in asked for before MSAL was ready, carried out once it is.
  const pending = useRef<PendingSignIn | null>(null);
  const [isPending, setIsPending] = useState(false);

  useEffect(() => {
    if (!isWanted || loaded !== null) return;
    let isCurrent = true;
    signIn.load().then(
      (result) => {
        if (isCurrent) setLoaded(result);
      },
      () => {
        // The download failed (offline, a new deployment): signed out, and asking to sign in tries again.
        if (isCurrent) setFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, loaded, signIn, attempt]);

  const onSession = useCallback((next: Session) => {
    setReported(next);
    const waiting = pending.current;
    if (waiting === null || next.status === 'starting') return;
    pending.current = null;
    setIsPending(false);
    // Someone signed in already needs no sign-in; anyone else goes to the provider now.
    if (next.status === 'signed-out') next.signIn(waiting.returnPath, waiting.options);
  }, []);

  const waiting = useMemo<SessionActions>(
    () => ({
      signIn: (returnPath, options) => {
        pending.current = { returnPath, options };
        setIsPending(true);
        setFailed(false);
        setWanted(true);
        setAttempt((count) => count + 1);
      },
      signOut: () => {
        signIn.signOut();
      },
    }),
    [signIn],
  );

  const isStarting = isWanted && !hasFailed;
  const session = useMemo<Session>(() => {
    if (reported !== null && !isPending) {
      return reported.status === 'starting' ? { ...reported, isLikelySignedIn: hint === 'cached' } : reported;
    }
    if (!isStarting) return { ...waiting, status: 'signed-out' };
    return { ...waiting, status: 'starting', isLikelySignedIn: hint === 'cached' && !isPending };
  }, [reported, isPending, waiting, isStarting, hint]);
  const Bridge = loaded?.SessionBridge;

  return (
    <SessionContext.Provider value={session}>
      {loaded !== null && Bridge !== undefined ? (
        <Bridge instance={loaded.instance} auth={loaded.auth} navigate={navigate} onSession={onSession} />
      ) : null}
      {children}
    </SessionContext.Provider>
  );
}
