/**
 * The status codes the API puts in `statusCode` for sign-in and token handling (seed 000 section 8, seed 001
 * section 9). The portal reads them to decide what happens next; the API sends them.
 */
export const AUTH_STATUS = {
  /** auth/validate: the association between the sign-in account and the client record was created. */
  associated: 1000,
  /** auth/validate: a new token was generated; refresh it, then the association is created. */
  tokenRenewed: 1001,
  /** Any call: the login token is invalid (sent with HTTP 401). */
  tokenInvalid: 1002,
  /** Any call: the login token has expired (HTTP 400); auth/validate answers it by getting a new token and retrying. */
  tokenExpired: 1003,
  /** Any call: the second "token invalid" code; the specification gives it the same meaning as 1002. */
  tokenInvalidOther: 1004,
  /** auth/validate: no client account exists for this sign-in; the person must sign up. */
  clientAccountMissing: 1005,
  /** auth/validate: an unspecified failure; the person must log in again. */
  reLogin: 1006,
  /** auth/validate: creating the user account failed. */
  createAccountFailed: 1007,
  /** auth/validate: the login session has expired. */
  loginSessionExpired: 1009,
} as const;

/** One of the {@link AUTH_STATUS} codes. */
export type AuthStatusCode = (typeof AUTH_STATUS)[keyof typeof AUTH_STATUS];

/** The codes that mean the login token is invalid (with HTTP 401 they log the person out). */
export const TOKEN_INVALID_STATUS_CODES: readonly number[] = [
  AUTH_STATUS.tokenInvalid,
  AUTH_STATUS.tokenInvalidOther,
];

/** The code that means the login token has expired (with HTTP 400 it logs the person out). */
export const TOKEN_EXPIRED_STATUS_CODE = AUTH_STATUS.tokenExpired;
