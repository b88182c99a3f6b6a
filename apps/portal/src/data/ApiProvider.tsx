import { useToast } from '@careportal/ui';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, type SWRResponse } from 'swr';
import { getViewAsClientId } from '../storage';
import {
  createApiClient,
  type ApiClient,
  type ApiResult,
  type RequestOptions,
  type SessionExpiredReason,
} from './client';

interface ApiContextValue {
  client: ApiClient;
  /** Whom the client's calls are for now (the `view-as` it sends; null for the customer): part of every read's key. */
  viewAs: () => string | null;
  sessionExpired: SessionExpiredReason | null;
  closeSessionExpired: () => void;
}

const ApiContext = createContext<ApiContextValue | null>(null);

/** Props of {@link ApiProvider}. Pass stable functions: the client is rebuilt when one changes. */
export interface ApiProviderProps {
  baseUrl: string;
  fetch: typeof fetch;
  /** The access token, or '' (never throws). */
  getToken: () => Promise<string>;
  /** Logs the person out (after the wrapper's 2 s delay). */
  signOut: () => void;
  navigate: (to: string) => void;
  currentPath: () => string;
  /** The `view-as` client id. Default: the one kept in sessionStorage. */
  getViewAs?: () => string | null;
  /** The support mailbox the profile-linking messages name (config.supportEmail). */
  supportEmail?: string | undefined;
  children: ReactNode;
}

/** The automatic logout after an auth error: one at a time. */
interface PendingLogout {
  /** Logs out after `delayMs` unless one is already pending; says whether this one was scheduled. */
  schedule: (delayMs: number, signOut: () => void) => boolean;
  cancel: () => void;
}

function createPendingLogout(): PendingLogout {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    schedule(delayMs, signOut) {
      if (timer !== null) return false;
      timer = setTimeout(() => {
        timer = null;
        signOut();
      }, delayMs);
      return true;
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

function defaultViewAs(): string | null {
  return getViewAsClientId();
}

/**
 * Supplies the API client and a fresh SWR cache. The client's error actions land here: support toasts with the
 * server's text, a message and logout 2 s later for invalid or expired tokens, and the Denticare error page.
 */
export function ApiProvider({
  baseUrl,
  fetch,
  getToken,
  signOut,
  navigate,
  currentPath,
  getViewAs = defaultViewAs,
  supportEmail,
  children,
}: ApiProviderProps) {
  const { show } = useToast();
  const [sessionExpired, setSessionExpired] = useState<SessionExpiredReason | null>(null);
  const [pendingLogout] = useState(createPendingLogout);

  useEffect(
    () => () => {
      pendingLogout.cancel();
    },
    [pendingLogout],
  );

  const client = useMemo(
    () =>
      createApiClient({
        baseUrl,
        fetch,
        getToken,
        getViewAs,
        currentPath,
        supportEmail,
        onSessionExpired: setSessionExpired,
        onAction: (action) => {
          switch (action.kind) {
            case 'toast':
              show({
                type: action.type,
                content: action.message,
                ...(action.ignoreSupportEmail === true ? { ignoreSupportEmail: true } : {}),
              });
              return;
            case 'redirect':
              navigate(action.to);
              return;
            case 'logout':
              // Several calls can fail together; one message and one logout are enough.
              if (pendingLogout.schedule(action.delayMs, signOut)) {
                show({ type: 'error', content: action.message });
              }
              return;
          }
        },
      }),
    [baseUrl, fetch, getToken, getViewAs, currentPath, supportEmail, show, navigate, signOut, pendingLogout],
  );

  const value = useMemo<ApiContextValue>(
    () => ({
      client,
      viewAs: getViewAs,
      sessionExpired,
      closeSessionExpired: () => {
        setSessionExpired(null);
      },
    }),
    [client, getViewAs, sessionExpired],
  );

  return (
    <ApiContext.Provider value={value}>
      <SWRConfig
        value={{
          provider: () => new Map(),
          revalidateOnFocus: false,
          shouldRetryOnError: false,
        }}
      >
        {children}
      </SWRConfig>
    </ApiContext.Provider>
  );
}

function useApiContext(): ApiContextValue {
  const context = useContext(ApiContext);
  if (!context) throw new Error('The API client needs an ApiProvider above it.');
  return context;
}

/** The app's API client. */
export function useApiClient(): ApiClient {
  return useApiContext().client;
}

/** Whom the calls below are for now: a loved one's id (`view-as`), or null for the customer themselves. */
export function useViewAs(): string | null {
  return useApiContext().viewAs();
}

/** Whether the session-expired banner shows (a call answered 1003 or 1009), and how to close it. */
export function useSessionExpired(): { reason: SessionExpiredReason | null; close: () => void } {
  const { sessionExpired, closeSessionExpired } = useApiContext();
  return { reason: sessionExpired, close: closeSessionExpired };
}

/** `client` with its calls made for `viewAs` unless a call names its own person. */
function clientFor(client: ApiClient, viewAs: string | null): ApiClient {
  return {
    request: (method, url, options) => client.request(method, url, { viewAs, ...options }),
    requestBlob: (url, options) => client.requestBlob(url, { viewAs, ...options }),
  };
}

/** Props of {@link ViewAsScope}. */
export interface ViewAsScopeProps {
  /** The loved one's id the calls are for, or null for the customer themselves. */
  viewAs: string | null;
  /**
   * Keeps the reads below in a cache of their own (default true): for a page opened for one person while the
   * portal acts for another. False where the scope only follows whom the portal acts for (ActingForProvider).
   */
  isolated?: boolean;
  children: ReactNode;
}

/**
 * Makes every call below it for one person: a page opened for a particular person's booking (the care calendar's
 * reschedule) works for that person without changing whom the portal acts for, and the person the customer
 * chooses reaches every read below the switch at once (each read's key holds the person, so it reads again).
 */
export function ViewAsScope({ viewAs, isolated = true, children }: ViewAsScopeProps) {
  const context = useApiContext();
  const value = useMemo<ApiContextValue>(
    () => ({ ...context, client: clientFor(context.client, viewAs), viewAs: () => viewAs }),
    [context, viewAs],
  );
  return (
    <ApiContext.Provider value={value}>
      {isolated ? (
        <SWRConfig key={viewAs ?? ''} value={{ provider: () => new Map() }}>
          {children}
        </SWRConfig>
      ) : (
        children
      )}
    </ApiContext.Provider>
  );
}

/** Options of {@link useApi}: those of {@link RequestOptions} a read takes, and how often to read again. */
export interface UseApiOptions extends Pick<RequestOptions, 'auth' | 'quiet' | 'background'> {
  /** Read again this often, in ms. */
  refreshInterval?: number;
}

/**
 * Reads `url` with GET through the client (SWR: cached, deduplicated); null reads nothing. A signed-in read's key
 * holds whom it is for, so a page never shows one person's answer for another after the customer switches.
 */
export function useApi<T>(
  url: string | null,
  { auth = true, quiet = false, refreshInterval, background = false }: UseApiOptions = {},
): SWRResponse<ApiResult<T>> {
  const { client, viewAs } = useApiContext();
  const who = auth ? viewAs() : null;
  return useSWR(
    url === null ? null : ([url, auth, quiet, background, who] as const),
    ([key, withToken, isQuiet, behind]: readonly [string, boolean, boolean, boolean, string | null]) =>
      client.request<T>('GET', key, { auth: withToken, quiet: isQuiet, background: behind }),
    { refreshInterval },
  );
}
