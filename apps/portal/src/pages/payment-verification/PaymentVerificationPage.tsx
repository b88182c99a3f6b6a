import { paymentPageMessages } from '@careportal/domain';
import { Button, EmptyState, InlineAlert, Link, PageLoading, sprinkles } from '@careportal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import type { PageProps } from '../../pageModules';
import {
  PAYMENT_URLS,
  completionPath,
  endPaymentAttempt,
  paymentPath,
  verificationKey,
  type PaymentResult,
} from '../../features/payments/paymentApi';
import { refusalOf, type Refusal } from '../../features/payments/refusal';

const text = paymentPageMessages;
const INVOICES = '/invoice';
const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
} as const;

type Outcome = { kind: 'checking' } | { kind: 'waiting' } | { kind: 'refused'; refusal: Refusal };

/**
 * Where the card issuer's 3-D Secure page returns (/payment/verification?paymentId=…&orderId=…): asks the API
 * for the payment's outcome. Approved, it goes on to the completion; declined, it says why in the catalogue's
 * words and leads back to the payment, where the order is still payable; not decided yet, it offers to check again.
 */
export function PaymentVerificationPage({ title }: PageProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const orderId = params.get('orderId');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
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

  let body;
  if (paymentId === null || orderId === null) {
    body = (
      <EmptyState action={<Link href={INVOICES}>{text.paymentHistory}</Link>}>
        {text.orderNotFound}
      </EmptyState>
    );
  } else if (outcome.kind === 'checking') {
    body = <PageLoading label={text.verifyingTitle} />;
  } else if (outcome.kind === 'waiting') {
    body = (
      <InlineAlert tone="warning" title={text.stillWaitingBank}>
        <div className={layout.actions}>
          <Button variant="secondary" onPress={() => void check()}>
            {text.checkAgain}
          </Button>
        </div>
      </InlineAlert>
    );
  } else {
    body = (
      <>
        <InlineAlert tone="error" title={outcome.refusal.title}>
          <p>{outcome.refusal.detail ?? text.verificationFailedTitle}</p>
        </InlineAlert>
        <div className={layout.actions}>
          <Link href={paymentPath(orderId)} variant="primaryButton">
            {text.backToPayment}
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      {body}
    </div>
  );
}
