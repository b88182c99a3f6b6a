import { useState } from 'react';
import { copy } from '../../copy';
import { PageScreen } from '../PageScreen';
import { PaymentCompletionPage } from '../../pages/payment-completion/PaymentCompletionPage';
import { PaymentVerificationPage } from '../../pages/payment-verification/PaymentVerificationPage';
import { PaymentPage } from '../../pages/payment/PaymentPage';
import type { StatusPoll } from '../../features/payments/paymentApi';
import {
  createFakePaymentApi,
  type FakePaymentApi,
  type FakePaymentData,
  type FakePaymentOptions,
} from '../../features/payments/fakes/fakePaymentApi';
import { paymentData } from '../../features/payments/fakes/sampleOrders';

/** Props of {@link PaymentScreen}. */
export interface PaymentScreenProps {
  /** The address opened: /payment?orderId=…, /payment/verification?…, /payment-completion/{id}. */
  path: string;
  data?: FakePaymentData;
  options?: FakePaymentOptions;
  /** The clock of the QR's issue and countdown. Default the browser's. */
  now?: () => number;
  /** Where a page sent the person outside the portal (the issuer's or bank's page). */
  onRedirect?: (url: string) => void;
  /** How the PayNow status is asked; the seeds' polling by default. */
  statusPoll?: StatusPoll;
  /** Receives the fake API once it is made. */
  onApi?: (api: FakePaymentApi) => void;
}

/** The payment, verification and completion pages over an in-memory payments API. */
export function PaymentScreen({
  path,
  data,
  options,
  now,
  statusPoll,
  onRedirect,
  onApi,
}: PaymentScreenProps) {
  const [api] = useState(() => {
    // A copy: a story's args are shared between renders, and the fake changes what it holds.
    const made = createFakePaymentApi(structuredClone(data ?? paymentData()), options, now);
    onApi?.(made);
    return made;
  });
  const [routes] = useState(() => [
    {
      path: '/payment',
      element: (
        <PaymentPage
          title={copy.titles.payment}
          {...(onRedirect === undefined ? {} : { redirect: onRedirect })}
          {...(now === undefined ? {} : { now })}
          {...(statusPoll === undefined ? {} : { statusPoll })}
        />
      ),
    },
    {
      path: '/payment/verification',
      element: <PaymentVerificationPage title={copy.titles.paymentVerification} />,
    },
    {
      path: '/payment-completion/:id',
      element: <PaymentCompletionPage title={copy.titles.paymentCompletion} />,
    },
  ]);
  return <PageScreen fetch={api.fetch} routes={routes} path={path} />;
}
