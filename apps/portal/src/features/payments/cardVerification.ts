import { messages } from '@careportal/domain';
import type { CardResult } from './cardApi';
import type { CardOutcomeState } from './CardOutcome';

/** What the outcome of POST linkpay/cards/{id}/authenticate is. */
export function verificationOutcome(result: {
  error: boolean;
  data: CardResult | null;
  errorMessage: string | null;
}): CardOutcomeState {
  if (result.error || result.data === null) {
    return { kind: 'refused', message: result.errorMessage ?? messages.generic.somethingWentWrong };
  }
  const { card, authentication } = result.data;
  if (card.status !== 'ACTIVE' && authentication.redirectUrl !== null) {
    return { kind: 'to-bank', redirectUrl: authentication.redirectUrl, isAgain: true };
  }
  return { kind: 'saved', card };
}
