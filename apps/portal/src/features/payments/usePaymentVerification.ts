import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import {
  PAYMENT_URLS,
  completionPath,
  endPaymentAttempt,
  verificationKey,
  type PaymentResult,
} from './paymentApi';
import { refusalOf, type Refusal } from './refusal';

/** Where a card payment's 3-D Secure check stands: being asked, not decided by the bank yet, or refused. */
export type VerificationOutcome =
  { kind: 'checking' } | { kind: 'waiting' } | { kind: 'refused'; refusal: Refusal };

/**
 * Asks the API for a card payment's outcome after the issuer's 3-D Secure page (POST linkpay/payments/{id}/
 * authenticate, under the payment's own key), once per visit and again on `check`. Approved, it goes on to the
 * completion; declined, the refusal in the catalogue's words; not decided yet, `waiting`. Without both ids it asks
 * nothing.
 */
export function usePaymentVerification(paymentId: string | null, orderId: string | null) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<VerificationOutcome>({ kind: 'checking' });
  const asked = useRef(false);

  const check = useCallback(async () => {
    if (paymentId === null || orderId === null) return;
    setOutcome({ kind: 'checking' });
    const result = await client.request<PaymentResult>('POST', PAYMENT_URLS.authenticatePayment(paymentId), {
      quiet: true,
      headers: { 'Idempotency-Key': verificationKey(paymentId) },
    });
    if (!result.error && result.data !== null) {
      if (result.httpCode === 202) {
        setOutcome({ kind: 'waiting' });
        return;
      }
      endPaymentAttempt(orderId, 'CARD');
      void navigate(completionPath(orderId), { replace: true });
      return;
    }
    if (result.httpCode < 500) endPaymentAttempt(orderId, 'CARD');
    setOutcome({ kind: 'refused', refusal: refusalOf(result) });
  }, [client, navigate, orderId, paymentId]);

  useEffect(() => {
    // Once per visit, even in React's development double effects: the check is the same either way.
    if (asked.current) return;
    asked.current = true;
    const timer = setTimeout(() => void check(), 0);
    return () => {
      clearTimeout(timer);
      asked.current = false;
    };
  }, [check]);

  return { outcome, check };
}
