import { AUTH_LOGOUT_DELAY_MS, AUTH_VALIDATE_MAX_RETRIES } from '../constants.js';
import { messages } from '../messages/index.js';
import { AUTH_STATUS } from './status.js';

/** What the API answered to one auth/validate call, and which call it was. */
export interface AuthValidateInput {
  /** The HTTP status; `undefined` or `0` when the call failed without a response. */
  httpCode: number | undefined;
  /** The `statusCode` of the reply, when there is one. */
  statusCode: number | undefined;
  /** Which call this was, counting from 1: the first call is attempt 1, its first retry attempt 2. */
  attempt: number;
}

/** An outcome that does not log the person out; it carries no message. */
interface ContinueOutcome<A extends string> {
  action: A;
  message?: undefined;
  logoutDelayMs?: undefined;
}

/**
 * What the portal does after an auth/validate call.
 *
 * - `associate`: the association exists; carry on signed in.
 * - `refresh-token-then-associate`: refresh the token silently, then carry on.
 * - `retry`: get a new token and call auth/validate again, with `attempt + 1`.
 * - `logout`: show `message`, then log out after `logoutDelayMs` so the person can read it.
 */
export type AuthValidateOutcome =
  | ContinueOutcome<'associate'>
  | ContinueOutcome<'refresh-token-then-associate'>
  | ContinueOutcome<'retry'>
  | { action: 'logout'; message: string; logoutDelayMs: number };

/** The auth/validate action names, for consumers that switch over them. */
export type AuthValidateAction = AuthValidateOutcome['action'];

const HTTP_OK = 200;

function logout(message: string): AuthValidateOutcome {
  return { action: 'logout', message, logoutDelayMs: AUTH_LOGOUT_DELAY_MS };
}

function retryOrGiveUp(attempt: number): AuthValidateOutcome {
  return attempt <= AUTH_VALIDATE_MAX_RETRIES
    ? { action: 'retry' }
    : logout(messages.auth.loginRetryExhausted);
}

/** A failure that may pass on its own: no response at all, or a server error. */
function isTransientFailure(httpCode: number | undefined): boolean {
  return httpCode === undefined || httpCode === 0 || httpCode >= 500;
}

/**
 * Decides what follows an auth/validate reply (seed 000 section 8, "Auth validate").
 *
 * - 200 with 1000: associate. 200 with 1001: refresh the token, then associate.
 * - 1003: retry (with a new token) while `attempt` is at most {@link AUTH_VALIDATE_MAX_RETRIES}, so the first call
 *   and three retries; a fourth 1003 logs out with 'Error in login, Please re-try!'.
 * - 1005, 1006, 1007 and 1009 log out with their own message.
 * - A failure without a response or with a 5xx status and no known code is treated like 1003: retried silently
 *   within the same budget, then logged out with the retry-exhausted message, because a sign-in that fails once on
 *   a flaky connection should not throw the person out.
 * - Anything else (an unknown code, or 1000/1001 without HTTP 200) logs out with 'Something went wrong, Please
 *   re-login!': the association was not confirmed, so staying signed in would leave the person half signed in.
 *
 * Every logout waits {@link AUTH_LOGOUT_DELAY_MS}: the specification states the delay for 1003 and 1005 only, and
 * the other messages need the same time to be read.
 *
 * @throws RangeError when `attempt` is not a whole number of at least 1.
 */
export function authValidateOutcome({
  httpCode,
  statusCode,
  attempt,
}: AuthValidateInput): AuthValidateOutcome {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`attempt must be a whole number from 1, got ${attempt}`);
  }
  switch (statusCode) {
    case AUTH_STATUS.associated:
      return httpCode === HTTP_OK ? { action: 'associate' } : logout(messages.auth.reLogin);
    case AUTH_STATUS.tokenRenewed:
      return httpCode === HTTP_OK
        ? { action: 'refresh-token-then-associate' }
        : logout(messages.auth.reLogin);
    case AUTH_STATUS.tokenExpired:
      return retryOrGiveUp(attempt);
    case AUTH_STATUS.clientAccountMissing:
      return logout(messages.auth.clientAccountMissing);
    case AUTH_STATUS.reLogin:
      return logout(messages.auth.reLogin);
    case AUTH_STATUS.createAccountFailed:
      return logout(messages.auth.createAccountFailed);
    case AUTH_STATUS.loginSessionExpired:
      return logout(messages.auth.loginSessionExpired);
    default:
      return isTransientFailure(httpCode) ? retryOrGiveUp(attempt) : logout(messages.auth.reLogin);
  }
}
