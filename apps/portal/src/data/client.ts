/**
 * The one API client: every call to the careportal API goes through {@link createApiClient}'s `request`, which
 * adds the bearer token and the `view-as` header, turns every answer (and every failure) into an
 * {@link ApiResult}, and lets domain `wrapperErrorRule` decide what the portal does about an error.
 */
import {
  AUTH_STATUS,
  NETWORK_FAILURE_HTTP_CODE,
  messages,
  wrapperErrorRule,
  type ErrorCode,
  type FrameworkErrorCode,
  type WrapperErrorAction,
} from '@careportal/domain';

/** The HTTP methods the API uses. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** One of {@link HTTP_METHODS}. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** What every call returns (seed 001 section 8, "Wrapper result"); it never throws. */
export interface ApiResult<T = unknown> {
  /** The HTTP status; 500 when the call got no response. */
  httpCode: number;
  /** The call failed: no response, or an HTTP status of 400 or more. */
  error: boolean;
  /** The domain code (auth: AUTH_STATUS), else the HTTP status; null when the answer had none. */
  statusCode: number | null;
  message: string | null;
  /**
   * What failed, for the portal to decide by (never by the words): one of the domain's ERROR_CODES, or Fastify's
   * own `FST_…` code of a client error; null on success and when the answer had none.
   */
  errorCode: ErrorCode | FrameworkErrorCode | null;
  /** The text to show for a failure. */
  errorMessage: string | null;
  data: T | null;
}

/** Why the client reports that the session has expired (the session-expired banner). */
export type SessionExpiredReason = 'token-expired' | 'login-session-expired';

/** What {@link createApiClient} needs from the app. */
export interface ApiClientOptions {
  /** The API's base URL, e.g. http://127.0.0.1:4000. */
  baseUrl: string;
  fetch: typeof fetch;
  /** The access token, or '' when there is none (never throws). */
  getToken: () => Promise<string>;
  /** The client id the customer acts for, sent as `view-as`; null for themselves. */
  getViewAs: () => string | null;
  /** The page the person is on, to tell Denticare pages apart. */
  currentPath: () => string;
  /** The support mailbox the profile-linking messages name. */
  supportEmail?: string | undefined;
  /** Carries out what `wrapperErrorRule` decided (toast, logout, redirect); not called for `none`. */
  onAction: (action: Exclude<WrapperErrorAction, { kind: 'none' }>) => void;
  /** A call answered that the token or the sign-in session has expired. */
  onSessionExpired: (reason: SessionExpiredReason) => void;
}

/** How a call is made: all optional, so a call names only what differs from a signed-in page's own call. */
export interface RequestOptions {
  /**
   * Sends the bearer token and `view-as` (default true). Without a token the call answers 401 'Your token is
   * expired' without being made. False for the public routes.
   */
  auth?: boolean;
  /** Leaves the failure's message to the caller instead of a toast (except where the rule always shows one). */
  quiet?: boolean;
  /** What to send: JSON, except a `Blob` (a `File`), which is sent as it is with its own type (an upload). */
  body?: unknown;
  /**
   * The call runs behind the page rather than for it (the remote configuration, the sign-in's own calls): its
   * failure never takes the visitor to an error page (domain `wrapperErrorRule`, `isBackground`).
   */
  background?: boolean;
  /**
   * Whom the call is for, overriding the stored `view-as` for this call only: a loved one's id, or null for the
   * customer themselves. A page that works for a person of its own choosing (the registration wizard) says so
   * here rather than changing whom the whole portal acts for.
   */
  viewAs?: string | null;
  /** More headers for this call, such as `Idempotency-Key`; they never replace the token or `view-as`. */
  headers?: Readonly<Record<string, string>>;
}

/** How a read of bytes is made (see {@link RequestOptions}). */
export type BlobRequestOptions = Pick<RequestOptions, 'auth' | 'quiet' | 'viewAs'>;

/** The client's methods. */
export interface ApiClient {
  /** Calls `url` (relative to the base URL, or absolute) with `method`, as `options` say. */
  request: <T = unknown>(method: HttpMethod, url: string, options?: RequestOptions) => Promise<ApiResult<T>>;
  /**
   * Reads `url` with GET as bytes (an image, a PDF): `data` is the answer's `Blob` when it succeeds, a `File`
   * named as the answer's Content-Disposition says when it names one; a failure is read and reported as
   * {@link ApiClient.request} does, from the API's envelope.
   */
  requestBlob: (url: string, options?: BlobRequestOptions) => Promise<ApiResult<Blob>>;
}

/** What a refused call says: the server's catalogue message, else the catalogue's generic one. */
export function failureMessage(result: Pick<ApiResult, 'errorMessage'>): string {
  return result.errorMessage ?? messages.generic.somethingWentWrong;
}

const HTTP_UNAUTHORIZED = 401;
const HTTP_ERROR_FROM = 400;

/** The page paths whose server errors go to the Denticare error page. */
export function isDenticarePath(pathname: string): boolean {
  return /^\/(my-)?denticare(\/|$)/.test(pathname);
}

/**
 * The file name a Content-Disposition header gives (`attachment; filename="INV-0001001.pdf"`, or RFC 5987's
 * `filename*=UTF-8''…`, which wins), without any folder part; null when it names none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (header === null) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended !== undefined) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header)?.slice(1).find(Boolean);
  const base = name?.replace(/\\(.)/g, '$1').split(/[\\/]/).pop()?.trim();
  return base === undefined || base === '' ? null : base;
}

/** `url` against `baseUrl`, keeping any path the base has; absolute URLs stay as they are. */
export function apiUrl(baseUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The envelope's `errorCode`, taken as the API's list says it is (the API sends no other). */
function code(value: unknown): ApiResult['errorCode'] {
  if (typeof value === 'string') return value as ErrorCode;
  if (typeof value === 'number') return String(value) as ErrorCode;
  return null;
}

function failure<T>(httpCode: number, errorMessage: string | null, statusCode: number | null): ApiResult<T> {
  return { httpCode, error: true, statusCode, message: null, errorCode: null, errorMessage, data: null };
}

/** Reads the API's envelope `{httpCode, statusCode, message, errorCode, errorMessage, data}`. */
async function readEnvelope<T>(response: Response): Promise<ApiResult<T>> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page, an empty body): the HTTP status speaks alone.
  }
  const envelope: Record<string, unknown> =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const statusCode = typeof envelope.statusCode === 'number' ? envelope.statusCode : null;
  return {
    httpCode: response.status,
    error: !response.ok,
    statusCode,
    message: text(envelope.message),
    errorCode: code(envelope.errorCode),
    errorMessage: text(envelope.errorMessage),
    data: 'data' in envelope ? (envelope.data as T) : null,
  };
}

/** Builds the client; the app makes one (see ApiProvider), tests make their own with a fake fetch. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  function report<T>(
    result: ApiResult<T>,
    url: string,
    { quiet = false, background = false }: RequestOptions,
  ): ApiResult<T> {
    const action = wrapperErrorRule(result, {
      url,
      hideToast: quiet,
      isDenticarePage: isDenticarePath(options.currentPath()),
      isBackground: background,
      supportEmail: options.supportEmail,
    });
    if (result.statusCode === AUTH_STATUS.loginSessionExpired) {
      options.onSessionExpired('login-session-expired');
    } else if (action.kind === 'logout' && result.statusCode === AUTH_STATUS.tokenExpired) {
      options.onSessionExpired('token-expired');
    }
    if (action.kind !== 'none') options.onAction(action);
    return result;
  }

  /** The call's headers: the bearer token and view-as when signed in; null when a token is needed but missing. */
  async function headersFor(
    needAuth: boolean,
    accept: string,
    viewAsOverride?: string | null,
  ): Promise<Record<string, string> | null> {
    const headers: Record<string, string> = { Accept: accept };
    if (!needAuth) return headers;
    const token = await options.getToken();
    if (token === '') return null;
    headers.Authorization = `Bearer ${token}`;
    const viewAs = viewAsOverride === undefined ? options.getViewAs() : viewAsOverride;
    if (viewAs !== null) headers['view-as'] = viewAs;
    return headers;
  }

  async function call<T>(
    url: string,
    init: RequestInit,
    read: (response: Response) => Promise<ApiResult<T>>,
    requestOptions: RequestOptions,
  ): Promise<ApiResult<T>> {
    let result: ApiResult<T>;
    try {
      const response = await options.fetch(apiUrl(options.baseUrl, url), init);
      result = await read(response);
    } catch {
      result = failure<T>(NETWORK_FAILURE_HTTP_CODE, null, null);
    }
    if (result.httpCode >= HTTP_ERROR_FROM) result.error = true;
    return report(result, url, requestOptions);
  }

  function tokenMissing<T>(url: string, requestOptions: RequestOptions): ApiResult<T> {
    return report(failure<T>(HTTP_UNAUTHORIZED, messages.auth.tokenMissing, null), url, requestOptions);
  }

  return {
    async request<T = unknown>(
      method: HttpMethod,
      url: string,
      requestOptions: RequestOptions = {},
    ): Promise<ApiResult<T>> {
      const { auth = true, body } = requestOptions;
      const headers = await headersFor(auth, 'application/json', requestOptions.viewAs);
      if (headers === null) return tokenMissing<T>(url, requestOptions);
      for (const [name, value] of Object.entries(requestOptions.headers ?? {})) {
        if (!(name in headers)) headers[name] = value;
      }
      const init: RequestInit = { method, headers };
      if (body instanceof Blob) {
        // An upload: the bytes as they are, labelled with the file's own type.
        headers['Content-Type'] = body.type === '' ? 'application/octet-stream' : body.type;
        init.body = body;
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      return call(url, init, readEnvelope<T>, requestOptions);
    },

    async requestBlob(url: string, requestOptions: BlobRequestOptions = {}): Promise<ApiResult<Blob>> {
      const headers = await headersFor(requestOptions.auth ?? true, '*/*', requestOptions.viewAs);
      if (headers === null) return tokenMissing<Blob>(url, requestOptions);
      return call(
        url,
        { method: 'GET', headers },
        async (response) => {
          if (!response.ok) return readEnvelope<Blob>(response);
          const blob = await response.blob();
          const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
          return {
            httpCode: response.status,
            error: false,
            statusCode: response.status,
            message: null,
            errorCode: null,
            errorMessage: null,
            data: fileName === null ? blob : new File([blob], fileName, { type: blob.type }),
          };
        },
        requestOptions,
      );
    },
  };
}
