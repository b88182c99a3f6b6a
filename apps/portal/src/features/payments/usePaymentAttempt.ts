import { useRef, useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { endPaymentAttempt, paymentAttemptKey, type PaymentMethod } from './paymentApi';
import { refusalOf, type Refusal } from './refusal';

/**
 * One payment attempt at a time, never charged twice, for every way to pay that posts a payment: a press while an
 * attempt is on its way sends nothing; the attempt carries its idempotency key (kept by {@link paymentAttemptKey}
 * until the attempt has an answer), so a retry after no answer at all sends the same key; a refusal ends the
 * attempt, so the next press is a new one, and is kept to be shown in the catalogue's words.
 */
// `Answer` names what the payment route answers, as the client's own request<T> does; it types onAnswer's argument.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function usePaymentAttempt<Answer>(orderId: string, method: PaymentMethod) {
  const client = useApiClient();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [isPaying, setPaying] = useState(false);
  const paying = useRef(false);

  /**
   * Posts `body` to `url` under the attempt's key. `onAnswer` receives an accepted answer and decides what ends
   * the attempt (endPaymentAttempt): a payment still waiting at the issuer's page keeps its key.
   */
  const attempt = async (url: string, body: object, onAnswer: (answer: Answer) => void) => {
    if (paying.current) return;
    paying.current = true;
    setPaying(true);
    setRefusal(null);
    const result = await client.request<Answer>('POST', url, {
      quiet: true,
      body: body,
      headers: { 'Idempotency-Key': paymentAttemptKey(orderId, method) },
    });
    if (!result.error && result.data !== null) {
      onAnswer(result.data);
      return;
    }
    // Refused: nothing was charged with this key. No answer at all: the next press sends the same key, in case
    // the charge went through.
    if (result.httpCode < 500) endPaymentAttempt(orderId, method);
    setRefusal(refusalOf(result));
    paying.current = false;
    setPaying(false);
  };

  const clearRefusal = () => {
    setRefusal(null);
  };

  return { attempt, isPaying, refusal, clearRefusal };
}
