import { authValidateOutcome } from '@careportal/domain';
import type { ApiResult } from '../data/client';

/** The API path that associates the signed-in identity with its client account. */
export const AUTH_VALIDATE_URL = 'auth/validate';

/** What {@link runAuthValidate} needs. */
export interface AuthValidateDependencies {
  /** POST auth/validate through the API client (quietly: this flow shows its own messages). */
  validate: () => Promise<ApiResult>;
  /** Renews the access token, bypassing the cache. */
  renewToken: () => Promise<unknown>;
}

/** How the association ended: signed in, or a message to show before logging out after `delayMs`. */
export type AuthValidateResult =
  { kind: 'associated' } | { kind: 'logout'; message: string; delayMs: number };

function statusOf(result: ApiResult): number | undefined {
  if (result.statusCode !== null) return result.statusCode;
  const data = result.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    'statusCode' in data &&
    typeof data.statusCode === 'number'
  ) {
    return data.statusCode;
  }
  return undefined;
}

/**
 * The auth/validate flow after sign-in, as domain `authValidateOutcome` decides it: 1000 associated; 1001 renew
 * the token, then associated; 1003 (or no answer) renew and retry, three times at most; 1005, 1006, 1007, 1009
 * and a fourth 1003 end in a message and a logout.
 */
export async function runAuthValidate({
  validate,
  renewToken,
}: AuthValidateDependencies): Promise<AuthValidateResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await validate();
    const outcome = authValidateOutcome({ httpCode: result.httpCode, statusCode: statusOf(result), attempt });
    switch (outcome.action) {
      case 'associate':
        return { kind: 'associated' };
      case 'refresh-token-then-associate':
        await renewToken();
        return { kind: 'associated' };
      case 'retry':
        await renewToken();
        break;
      case 'logout':
        return { kind: 'logout', message: outcome.message, delayMs: outcome.logoutDelayMs };
    }
  }
}
