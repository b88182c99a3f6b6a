import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { AUTH_LOGOUT_DELAY_MS, AUTH_VALIDATE_MAX_RETRIES } from '../constants.js';
import { messages } from '../messages/index.js';
import {
  AUTH_STATUS,
  DENTICARE_ERROR_ROUTE,
  TOKEN_EXPIRED_STATUS_CODE,
  TOKEN_INVALID_STATUS_CODES,
  authValidateOutcome,
  isApiPath,
  profileLinkingErrorMessage,
  wrapperErrorRule,
  type AuthValidateOutcome,
  type WrapperCallContext,
  type WrapperErrorAction,
  type WrapperResult,
} from './index.js';

const logout = (message: string): AuthValidateOutcome => ({
  action: 'logout',
  message,
  logoutDelayMs: AUTH_LOGOUT_DELAY_MS,
});

describe('auth status codes (seed 001 section 9)', () => {
  it('names every code the seeds use', () => {
    expect(AUTH_STATUS).toEqual({
      associated: 1000,
      tokenRenewed: 1001,
      tokenInvalid: 1002,
      tokenExpired: 1003,
      tokenInvalidOther: 1004,
      clientAccountMissing: 1005,
      reLogin: 1006,
      createAccountFailed: 1007,
      loginSessionExpired: 1009,
    });
  });

  it('treats 1002 and 1004 as an invalid token and 1003 as an expired one', () => {
    expect(TOKEN_INVALID_STATUS_CODES).toEqual([1002, 1004]);
    expect(TOKEN_EXPIRED_STATUS_CODE).toBe(1003);
  });
});

describe('authValidateOutcome (seed 000 section 8, "Auth validate")', () => {
  it.each<[string, number | undefined, number, AuthValidateOutcome]>([
    ['200 / 1000: association created', 200, 1000, { action: 'associate' }],
    ['200 / 1001: new token, then association', 200, 1001, { action: 'refresh-token-then-associate' }],
    ['1005: client account missing', 400, 1005, logout('Client account does not exist, Please sign-up')],
    ['1006: re-login', 400, 1006, logout('Something went wrong, Please re-login!')],
    ['1007: account creation failed', 400, 1007, logout('Error in creating user account, Please re-try')],
    [
      '1009: login session expired',
      400,
      1009,
      logout(
        'Oops! It looks like your login session has expired, please refresh the page or log in again to continue.',
      ),
    ],
  ])('%s', (_row, httpCode, statusCode, expected) => {
    expect(authValidateOutcome({ httpCode, statusCode, attempt: 1 })).toEqual(expected);
  });

  it.each([1, 2, 3])('1003 on attempt %i: get a new token and retry', (attempt) => {
    expect(authValidateOutcome({ httpCode: 400, statusCode: 1003, attempt })).toEqual({ action: 'retry' });
  });

  it('1003 on the 4th attempt (3 retries used): logout with the retry-exhausted message after 2 s', () => {
    expect(authValidateOutcome({ httpCode: 400, statusCode: 1003, attempt: 4 })).toEqual(
      logout('Error in login, Please re-try!'),
    );
    expect(AUTH_LOGOUT_DELAY_MS).toBe(2000);
  });

  it('1003 is retried whatever the HTTP status', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 599 }), fc.integer({ min: 1, max: 20 }), (httpCode, attempt) => {
        const { action } = authValidateOutcome({ httpCode, statusCode: 1003, attempt });
        expect(action).toBe(attempt <= AUTH_VALIDATE_MAX_RETRIES ? 'retry' : 'logout');
      }),
    );
  });

  it.each<[string, number | undefined, number | undefined]>([
    ['no response (undefined)', undefined, undefined],
    ['no response (0)', 0, undefined],
    ['a server error without a code', 503, undefined],
  ])(
    '%s is retried like 1003, then logs out with the retry-exhausted message',
    (_row, httpCode, statusCode) => {
      expect(authValidateOutcome({ httpCode, statusCode, attempt: 1 })).toEqual({ action: 'retry' });
      expect(authValidateOutcome({ httpCode, statusCode, attempt: 3 })).toEqual({ action: 'retry' });
      expect(authValidateOutcome({ httpCode, statusCode, attempt: 4 })).toEqual(
        logout(messages.auth.loginRetryExhausted),
      );
    },
  );

  it.each<[string, number, number | undefined]>([
    ['an unknown code', 400, 1234],
    ['200 without a code', 200, undefined],
    ['1000 without HTTP 200', 400, 1000],
    ['1001 without HTTP 200', 403, 1001],
    ['a client error without a code', 403, undefined],
  ])('%s logs out at once with the re-login message', (_row, httpCode, statusCode) => {
    expect(authValidateOutcome({ httpCode, statusCode, attempt: 1 })).toEqual(logout(messages.auth.reLogin));
  });

  it('every logout carries a message and the logout delay', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 599 }), { nil: undefined }),
        fc.option(fc.constantFrom(...Object.values(AUTH_STATUS), 0, 999, 1008), { nil: undefined }),
        fc.integer({ min: 1, max: 10 }),
        (httpCode, statusCode, attempt) => {
          const outcome = authValidateOutcome({ httpCode, statusCode, attempt });
          if (outcome.action === 'logout') {
            expect(outcome.message.length).toBeGreaterThan(0);
            expect(outcome.logoutDelayMs).toBe(AUTH_LOGOUT_DELAY_MS);
          } else {
            expect(outcome.message).toBeUndefined();
          }
        },
      ),
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects attempt %s (attempts count from 1)', (attempt) => {
    expect(() => authValidateOutcome({ httpCode: 200, statusCode: 1000, attempt })).toThrow(RangeError);
  });
});

describe('isApiPath', () => {
  it.each<[string, string, boolean]>([
    ['auth/validate', 'auth/validate', true],
    ['/auth/validate', 'auth/validate', true],
    ['https://api.example.sg/v1/auth/validate?x=1', 'auth/validate', true],
    ['profile/linking/', 'profile/linking', true],
    ['profile/linking?nric=S1234567D&linkingType=EMAIL', 'profile/linking', true],
    ['linkpay/cards#top', 'linkpay/cards', true],
    ['linkpay/cards/12/authenticate', 'linkpay/cards', false],
    ['linkpay/cards/12', 'linkpay/cards', false],
    ['myprofile/linking', 'profile/linking', false],
    ['profile', 'profile/linking', false],
  ])('%s calls %s: %s', (url, path, expected) => {
    expect(isApiPath(url, path)).toBe(expected);
  });
});

describe('wrapperErrorRule (seed 001 section 8, "Rules by status")', () => {
  const page: WrapperCallContext = { url: 'services' };
  const tokenInvalid: WrapperErrorAction = {
    kind: 'logout',
    message: 'Your login token is invalid, Please re-login',
    delayMs: 2000,
  };
  const tokenExpired: WrapperErrorAction = {
    kind: 'logout',
    message: 'Your login token is expired, Please re-login!',
    delayMs: 2000,
  };
  const support = (message: string): WrapperErrorAction => ({ kind: 'toast', type: 'support', message });

  it.each<[string, WrapperResult, WrapperCallContext, WrapperErrorAction]>([
    // 500 on a Denticare page
    [
      '500 on a Denticare page redirects to the Denticare error page',
      { httpCode: 500, errorMessage: 'boom' },
      { url: 'denticare/client/appointment', isDenticarePage: true },
      { kind: 'redirect', to: '/denticare/something-went-wrong' },
    ],
    [
      'no response on a Denticare page counts as 500',
      {},
      { url: 'denticare/client/status', isDenticarePage: true },
      { kind: 'redirect', to: DENTICARE_ERROR_ROUTE },
    ],
    [
      'httpCode 0 on a Denticare page counts as 500',
      { httpCode: 0 },
      { url: 'centers', isDenticarePage: true, hideToast: true },
      { kind: 'redirect', to: DENTICARE_ERROR_ROUTE },
    ],
    [
      'a background call failing on a Denticare page (the remote configuration) never leaves the page',
      {},
      { url: 'config/app', isDenticarePage: true, isBackground: true, hideToast: true },
      { kind: 'none' },
    ],
    [
      "a background call's 500 on a Denticare page goes on to the other rules",
      { httpCode: 500, errorMessage: 'Database down' },
      { url: 'auth/session', isDenticarePage: true, isBackground: true },
      support('Database down'),
    ],
    [
      '500 elsewhere shows the server text',
      { httpCode: 500, errorMessage: 'Database down' },
      page,
      support('Database down'),
    ],
    [
      'a 404 on a Denticare page is not redirected',
      { httpCode: 404, message: 'No slot' },
      { url: 'centers', isDenticarePage: true },
      support('No slot'),
    ],
    // 401 with 1002 or 1004
    ['401 with 1002 logs out: token invalid', { httpCode: 401, statusCode: 1002 }, page, tokenInvalid],
    ['401 with 1004 logs out: token invalid', { httpCode: 401, statusCode: 1004 }, page, tokenInvalid],
    [
      '401 with 1002 logs out even with hideToast',
      { httpCode: 401, statusCode: 1002 },
      { url: 'profile', hideToast: true },
      tokenInvalid,
    ],
    ['401 with another code does nothing', { httpCode: 401, statusCode: 1003 }, page, { kind: 'none' }],
    ['401 without a code does nothing', { httpCode: 401 }, page, { kind: 'none' }],
    // 400 with 1003
    ['400 with 1003 logs out: token expired', { httpCode: 400, statusCode: 1003 }, page, tokenExpired],
    [
      '400 with 1003 on the association call is left to authValidateOutcome',
      { httpCode: 400, statusCode: 1003, errorMessage: 'Token expired' },
      { url: 'auth/validate' },
      { kind: 'none' },
    ],
    [
      '400 with 1003 on an absolute association URL is left to authValidateOutcome',
      { httpCode: 400, statusCode: 1003 },
      { url: 'https://api.example.sg/auth/validate' },
      { kind: 'none' },
    ],
    // 400, 404, 409, 500 with a statusCode other than 1002
    [
      '400 shows the errorMessage',
      { httpCode: 400, statusCode: 4001, errorMessage: 'Bad' },
      page,
      support('Bad'),
    ],
    ['404 shows the message', { httpCode: 404, message: 'Not here' }, page, support('Not here')],
    [
      '409 prefers errorMessage over message',
      { httpCode: 409, statusCode: 1004, message: 'm', errorMessage: 'e' },
      page,
      support('e'),
    ],
    [
      'a blank errorMessage falls back to message',
      { httpCode: 400, errorMessage: '  ', message: 'From message' },
      page,
      support('From message'),
    ],
    [
      'no server text falls back to the generic message',
      { httpCode: 500, errorMessage: null, message: '' },
      page,
      support("We're sorry, Something went wrong. Please try again!"),
    ],
    [
      'no response counts as 500',
      { httpCode: undefined },
      page,
      support(messages.generic.somethingWentWrong),
    ],
    [
      '400 with 1002 does nothing',
      { httpCode: 400, statusCode: 1002, errorMessage: 'x' },
      page,
      { kind: 'none' },
    ],
    ['500 with 1002 does nothing', { httpCode: 500, statusCode: 1002 }, page, { kind: 'none' }],
    [
      'hideToast silences the message',
      { httpCode: 404, errorMessage: 'x' },
      { url: 'config/mastercode?code=sd-a&key=sd-b', hideToast: true },
      { kind: 'none' },
    ],
    [
      'the profile-linking call shows its message despite hideToast',
      { httpCode: 400, errorMessage: 'The referral code does not exist' },
      { url: '/profile/linking', hideToast: true },
      support('The referral code does not exist'),
    ],
    [
      "with the support mailbox, a wrong Client ID shows the seed's linking message, naming the mailbox once",
      { httpCode: 400, errorMessage: 'The referral code does not exist' },
      { url: 'profile/linking', hideToast: true, supportEmail: 'help@example.sg' },
      {
        kind: 'toast',
        type: 'support',
        message:
          'Incorrect Client ID. Please check case sensitivity and try again. For assistance, contact help@example.sg.',
        ignoreSupportEmail: true,
      },
    ],
    [
      'a wrong ID number shows the identification message',
      { httpCode: 400, message: 'The referral code is not valid for the provided NRIC' },
      { url: 'profile/linking', supportEmail: 'help@example.sg' },
      {
        kind: 'toast',
        type: 'support',
        message:
          'Incorrect identification details. Please verify your NRIC, passport ID, or other info and try again. For assistance, contact help@example.sg.',
        ignoreSupportEmail: true,
      },
    ],
    [
      'any other linking failure, even without a response, shows technical difficulties',
      {},
      { url: 'profile/linking', supportEmail: 'help@example.sg' },
      {
        kind: 'toast',
        type: 'support',
        message: 'Technical difficulties. Please retry later or contact help@example.sg for help.',
        ignoreSupportEmail: true,
      },
    ],
    [
      'the add-card call shows its message despite hideToast',
      { httpCode: 409, message: 'Card exists' },
      { url: 'linkpay/cards', hideToast: true },
      support('Card exists'),
    ],
    [
      'other card calls honour hideToast',
      { httpCode: 409, message: 'Card exists' },
      { url: 'linkpay/cards/7/authenticate', hideToast: true },
      { kind: 'none' },
    ],
    // everything else
    ['403 does nothing', { httpCode: 403, errorMessage: 'Forbidden' }, page, { kind: 'none' }],
    ['502 does nothing', { httpCode: 502, errorMessage: 'Gateway' }, page, { kind: 'none' }],
    ['200 does nothing', { httpCode: 200, statusCode: 1000 }, page, { kind: 'none' }],
  ])('%s', (_row, result, context, expected) => {
    expect(wrapperErrorRule(result, context)).toEqual(expected);
  });

  it('never shows a message the caller hid, except on the always-shown paths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 599 }),
        fc.option(fc.integer({ min: 1000, max: 1010 }), { nil: undefined }),
        fc.constantFrom('services', 'auth/validate', 'order/1', 'profile/linking', 'linkpay/cards'),
        (httpCode, statusCode, url) => {
          const action = wrapperErrorRule(
            { httpCode, statusCode, errorMessage: 'e' },
            { url, hideToast: true },
          );
          if (action.kind === 'toast') {
            expect(['profile/linking', 'linkpay/cards']).toContain(url);
          }
        },
      ),
    );
  });
});

describe('profileLinkingErrorMessage (seed 000 section 8, "Profile linking")', () => {
  const email = 'help@example.sg';

  it.each<[string, string | null | undefined, string]>([
    [
      'a message containing "The referral code does not exist"',
      'Error: The referral code does not exist (ABC123)',
      'Incorrect Client ID. Please check case sensitivity and try again. For assistance, contact help@example.sg.',
    ],
    [
      'the message "The referral code is not valid for the provided NRIC"',
      'The referral code is not valid for the provided NRIC',
      'Incorrect identification details. Please verify your NRIC, passport ID, or other info and try again. For assistance, contact help@example.sg.',
    ],
    [
      'a longer message mentioning the NRIC rule',
      'Error: The referral code is not valid for the provided NRIC S1234567D',
      'Technical difficulties. Please retry later or contact help@example.sg for help.',
    ],
    [
      'any other message',
      'Internal error',
      'Technical difficulties. Please retry later or contact help@example.sg for help.',
    ],
    [
      'no message',
      undefined,
      'Technical difficulties. Please retry later or contact help@example.sg for help.',
    ],
    [
      'a null message',
      null,
      'Technical difficulties. Please retry later or contact help@example.sg for help.',
    ],
  ])('%s', (_row, serverMessage, expected) => {
    expect(profileLinkingErrorMessage(serverMessage, email)).toBe(expected);
  });

  it('always names the support email', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.emailAddress(), (serverMessage, address) => {
        const text = profileLinkingErrorMessage(serverMessage, address);
        expect(text).toContain(address);
        expect(text).not.toContain('{email}');
      }),
    );
  });
});
