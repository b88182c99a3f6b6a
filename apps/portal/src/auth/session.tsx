import { createContext, useContext, type ReactNode } from 'react';

/** The signed-in customer, as far as the shell needs them. */
export interface Customer {
  name: string;
  /** The customer's service category, e.g. 'Active Ageing'. */
  categoryName: string | null;
}

interface SessionActions {
  /** Starts sign-in; the customer comes back to `returnPath` afterwards. */
  signIn: (returnPath: string) => void;
  signOut: () => void;
}

/** Who is using the portal. */
export type Session = SessionActions &
  ({ status: 'signed-out'; customer?: undefined } | { status: 'signed-in'; customer: Customer });

/**
 * Nobody is signed in. Until the sign-in provider is wired up (MSAL, a later task), this is the only session the
 * app gives, and signing in or out does nothing.
 */
export const SIGNED_OUT: Session = {
  status: 'signed-out',
  signIn: () => undefined,
  signOut: () => undefined,
};

const SessionContext = createContext<Session>(SIGNED_OUT);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** Default {@link SIGNED_OUT}. */
  value?: Session;
  children: ReactNode;
}

/** Supplies the session to the shell and the pages. */
export function SessionProvider({ value = SIGNED_OUT, children }: SessionProviderProps) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; signed out when no provider is above. */
export function useSession(): Session {
  return useContext(SessionContext);
}
