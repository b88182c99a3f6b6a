import { AUTH_LOGOUT_DELAY_MS } from '../constants.js';
import { messages } from '../messages/index.js';
import { profileLinkingErrorMessage } from './linking.js';
import { AUTH_STATUS, TOKEN_EXPIRED_STATUS_CODE, TOKEN_INVALID_STATUS_CODES } from './status.js';

/** The result every API call returns through the wrapper (seed 001 section 8, "Wrapper result"). */
export interface WrapperResult {
  /** The HTTP status; `undefined` or `0` when the call failed without a response, which counts as 500. */
  httpCode?: number | undefined;
  statusCode?: number | null | undefined;
  message?: string | null | undefined;
  errorCode?: string | number | null | undefined;
  errorMessage?: string | null | undefined;
}

/** What the wrapper knows about the call that produced a result. */
export interface WrapperCallContext {
  /** The URL called, relative (`auth/validate`, `/profile/linking`) or absolute, with or without a query. */
  url: string;
  /** The caller shows its own message; the wrapper stays quiet except for {@link ALWAYS_TOAST_PATHS}. */
  hideToast?: boolean | undefined;
  /** The call was made from a Denticare page, whose server errors have their own error page. */
  isDenticarePage?: boolean | undefined;
  /**
   * The call is not the page's own data but runs behind it (the remote configuration, the sign-in's own
   * calls): its failure never takes the visitor away from the page.
   */
  isBackground?: boolean | undefined;
  /** The support mailbox the profile-linking messages name; without it they show the server's text. */
  supportEmail?: string | undefined;
}

/** What the portal does with a wrapper result. */
export type WrapperErrorAction =
  | { kind: 'none' }
  | { kind: 'redirect'; to: string }
  | { kind: 'logout'; message: string; delayMs: number }
  | {
      kind: 'toast';
      type: 'support';
      message: string;
      /** The message names the support mailbox already; the toast adds no support line. */
      ignoreSupportEmail?: boolean;
    };

/** The association call, whose expired-token reply is handled by {@link authValidateOutcome}, not by logging out. */
export const AUTH_VALIDATE_PATH = 'auth/validate';
/** The profile-linking call; its errors always show. */
export const PROFILE_LINKING_PATH = 'profile/linking';
/** The add-card call of the card payment provider; its errors always show. */
export const ADD_CARD_PATH = 'linkpay/cards';
/** API paths whose errors show even when the caller asked to hide them. */
export const ALWAYS_TOAST_PATHS: readonly string[] = [PROFILE_LINKING_PATH, ADD_CARD_PATH];
/** The Denticare common-error page, where server errors on Denticare pages go. */
export const DENTICARE_ERROR_ROUTE = '/denticare/something-went-wrong';

/** The HTTP status a call without a response counts as. */
export const NETWORK_FAILURE_HTTP_CODE = 500;
/** HTTP statuses whose server error text is shown as a support message. */
export const SUPPORT_TOAST_HTTP_CODES: readonly number[] = [400, 404, 409, 500];

const HTTP_BAD_REQUEST = 400;
const HTTP_UNAUTHORIZED = 401;

/**
 * Whether `url` calls the API path `path`: the path part of the URL (no query or fragment, no trailing slash)
 * is `path` or ends with `/path`. `linkpay/cards/12` does not call `linkpay/cards`.
 */
export function isApiPath(url: string, path: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  return pathname === path || pathname === `/${path}` || pathname.endsWith(`/${path}`);
}

function nonBlank(text: string | null | undefined): string | undefined {
  return text === null || text === undefined || text.trim() === '' ? undefined : text;
}

/**
 * Decides what the API wrapper does with a result (seed 001 section 8, "Rules by status"), first rule first:
 *
 * 1. 500 (or no response) on a Denticare page: redirect to {@link DENTICARE_ERROR_ROUTE}, for the page's own
 *    calls only; a background call (`isBackground`) goes on to the rules below.
 * 2. 401 with 1002 or 1004: 'Your login token is invalid, Please re-login', logout after {@link AUTH_LOGOUT_DELAY_MS}.
 * 3. 400 with 1003: 'Your login token is expired, Please re-login!', logout after the same delay. On the
 *    association call ({@link AUTH_VALIDATE_PATH}) nothing happens instead: {@link authValidateOutcome} gets a new
 *    token and retries, and a message on each silent retry would alarm the person for nothing.
 * 4. 400, 404, 409 or 500 with a statusCode other than 1002: a support message with the server's text
 *    (`errorMessage`, else `message`, else the generic 'Something went wrong'), unless `hideToast` is set; calls to
 *    {@link ALWAYS_TOAST_PATHS} show it regardless. A profile-linking error shows the message the server's text
 *    decides ({@link profileLinkingErrorMessage}, seed 000 section 8), which names the support mailbox itself.
 * 5. Anything else: nothing.
 */
export function wrapperErrorRule(result: WrapperResult, context: WrapperCallContext): WrapperErrorAction {
  const httpCode =
    result.httpCode === undefined || result.httpCode === 0 ? NETWORK_FAILURE_HTTP_CODE : result.httpCode;
  const statusCode = result.statusCode ?? undefined;

  if (
    httpCode === NETWORK_FAILURE_HTTP_CODE &&
    context.isDenticarePage === true &&
    context.isBackground !== true
  ) {
    return { kind: 'redirect', to: DENTICARE_ERROR_ROUTE };
  }
  if (
    httpCode === HTTP_UNAUTHORIZED &&
    statusCode !== undefined &&
    TOKEN_INVALID_STATUS_CODES.includes(statusCode)
  ) {
    return { kind: 'logout', message: messages.auth.tokenInvalid, delayMs: AUTH_LOGOUT_DELAY_MS };
  }
  if (httpCode === HTTP_BAD_REQUEST && statusCode === TOKEN_EXPIRED_STATUS_CODE) {
    return isApiPath(context.url, AUTH_VALIDATE_PATH)
      ? { kind: 'none' }
      : { kind: 'logout', message: messages.auth.tokenExpired, delayMs: AUTH_LOGOUT_DELAY_MS };
  }
  if (SUPPORT_TOAST_HTTP_CODES.includes(httpCode) && statusCode !== AUTH_STATUS.tokenInvalid) {
    const alwaysShown = ALWAYS_TOAST_PATHS.some((path) => isApiPath(context.url, path));
    if (context.hideToast === true && !alwaysShown) {
      return { kind: 'none' };
    }
    const serverText = nonBlank(result.errorMessage) ?? nonBlank(result.message);
    if (context.supportEmail !== undefined && isApiPath(context.url, PROFILE_LINKING_PATH)) {
      const message = profileLinkingErrorMessage(serverText, context.supportEmail);
      return { kind: 'toast', type: 'support', message, ignoreSupportEmail: true };
    }
    return { kind: 'toast', type: 'support', message: serverText ?? messages.generic.somethingWentWrong };
  }
  return { kind: 'none' };
}
