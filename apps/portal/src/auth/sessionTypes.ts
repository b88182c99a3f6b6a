/** Who is using the portal, as a type: the session's states and what it can do (the provider is session.tsx). */
import type { DisplayMode, Locale } from '@careportal/domain';
import type { SignInOptions } from './msal';

/** The signed-in customer, as far as the shell needs them. */
export interface Customer {
  name: string;
  /** The customer's service category, e.g. 'Active Ageing'; null while unknown (the retail menu shows). */
  categoryName: string | null;
  /**
   * Senior mode as the account keeps it: null until the customer first chooses; undefined while the account has
   * not been read yet (shell/displayMode.tsx).
   */
  displayMode?: DisplayMode | null;
  /**
   * The language as the account keeps it: null until the customer first chooses; undefined while the account has
   * not been read yet (shell/locale.tsx).
   */
  language?: Locale | null;
}

/** What a session can do. */
export interface SessionActions {
  /** Starts sign-in; the customer comes back to `returnPath` afterwards. */
  signIn: (returnPath: string, options?: SignInOptions) => void;
  signOut: () => void;
}

/** Who is using the portal. */
export type Session = SessionActions &
  (
    | {
        status: 'starting';
        customer?: undefined;
        /** MSAL keeps an account: a page that needs sign-in may render while MSAL starts. */
        isLikelySignedIn?: boolean;
      }
    | { status: 'signed-out'; customer?: undefined }
    | { status: 'signed-in'; customer: Customer }
  );
