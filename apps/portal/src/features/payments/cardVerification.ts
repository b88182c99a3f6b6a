import type { CardResult } from './cardApi';
import type { CardOutcomeState } from './CardOutcome';
import { failureMessage } from '../../data/client';

/** What the outcome of POST linkpay/cards/{id}/authenticate is. */
export function verificationOutcome(result: {
  error: boolean;
  data: CardResult | null;
  errorMessage: string | null;
}): CardOutcomeState {
  if (result.error || result.data === null) {
    return { kind: 'refused', message: failureMessage(result) };
  }
  const { card, authentication } = result.data;
  if (card.status !== 'ACTIVE' && authentication.redirectUrl !== null) {
    return { kind: 'to-bank', redirectUrl: authentication.redirectUrl, isAgain: true };
  }
  return { kind: 'saved', card };
}
