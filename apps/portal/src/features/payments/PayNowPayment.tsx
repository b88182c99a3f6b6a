import { formatMoney, messages, paymentPageMessages } from '@careportal/domain';
import { Button, Inline, InlineAlert, PayNowQr, Skeleton, Stack, useToast } from '@careportal/ui';
import { useRef, useState } from 'react';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { useBlobImage } from '../../data/useBlobImage';
import {
  PAYMENT_URLS,
  STATUS_POLL,
  endPaymentAttempt,
  paymentAttemptKey,
  type BankRedirect,
  type OrderDetail,
  type PayNowQrInfo,
  type StatusPoll,
} from './paymentApi';
import { refusalOf, type Refusal } from './refusal';
import { RefusalAlert } from './RefusalAlert';
import { useStatusRounds } from './useStatusRounds';

const text = paymentPageMessages;
const QUIET = { quiet: true } as const;

/** Props of {@link PayNowPayment}. */
export interface PayNowPaymentProps {
  order: OrderDetail;
  /** The order is paid. */
  onPaid: () => void;
  /** Leaves for the bank's page (the browser's own navigation by default). */
  redirect?: (url: string) => void;
  /** The clock, for stories. */
  now?: () => number;
  /** How often and how many times a round the status is asked: the seeds' by default; quicker in stories. */
  statusPoll?: StatusPoll;
}

function leaveFor(url: string) {
  window.location.assign(url);
}

/**
 * Paying by PayNow: the order's QR for 15 minutes (a new one once it expires), its status asked in rounds until
 * the bank's payment arrives, and the bank's own page for those who pay on this device (POST payment/dbs-pay).
 */
export function PayNowPayment({
  order,
  onPaid,
  redirect = leaveFor,
  now,
  statusPoll = STATUS_POLL,
}: PayNowPaymentProps) {
  const client = useApiClient();
  const { show } = useToast();
  const qr = useApi<PayNowQrInfo>(PAYMENT_URLS.qrString(order.id), QUIET);
  // The image of the code shown, read again for each new bill reference.
  const shown = qr.data?.error === false ? qr.data.data : null;
  const image = useBlobImage(PAYMENT_URLS.qrImage(order.id), true, shown?.billReferenceNumber ?? null);
  const [isRefreshing, setRefreshing] = useState(false);
  const [isLeaving, setLeaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const leaving = useRef(false);
  const { isRoundOver, startRound } = useStatusRounds(order.id, onPaid, statusPoll);

  const refresh = async () => {
    setRefreshing(true);
    await qr.mutate();
    setRefreshing(false);
    startRound();
  };

  const payWithBank = async (code: PayNowQrInfo) => {
    if (leaving.current) return;
    leaving.current = true;
    setLeaving(true);
    setRefusal(null);
    const result = await client.request<BankRedirect>('POST', PAYMENT_URLS.dbsPay, {
      quiet: true,
      body: { billReferenceNumber: code.billReferenceNumber, amount: code.amount },
      headers: { 'Idempotency-Key': paymentAttemptKey(order.id, 'PAYNOW') },
    });
    if (!result.error && result.data !== null) {
      endPaymentAttempt(order.id, 'PAYNOW');
      redirect(result.data.redirectUrl);
      return;
    }
    if (result.httpCode < 500) endPaymentAttempt(order.id, 'PAYNOW');
    setRefusal(refusalOf(result));
    leaving.current = false;
    setLeaving(false);
  };

  return (
    <Query query={qr} loading={<Skeleton shape="block" aspectRatio={2} />}>
      {(info) => (
        <Stack space="md">
          <PayNowQr
            qrSrc={image}
            amount={formatMoney(info.amountCents)}
            reference={info.billReferenceNumber}
            expiresAt={info.expiryDate}
            onRefresh={() => void refresh()}
            isRefreshing={isRefreshing}
            onReferenceCopied={() => {
              show({ type: 'success', content: messages.generic.copiedToClipboard });
            }}
            headingLevel={3}
            {...(now === undefined ? {} : { now })}
          />
          {isRoundOver ? (
            <InlineAlert tone="warning" title={text.notReceivedYet}>
              <div>
                <Button variant="secondary" onPress={startRound}>
                  {text.checkAgain}
                </Button>
              </div>
            </InlineAlert>
          ) : (
            <InlineAlert tone="info" title={text.waitingForPayment} />
          )}
          <RefusalAlert refusal={refusal} />
          <Inline space="sm" alignY="center">
            <Button variant="secondary" isLoading={isLeaving} onPress={() => void payWithBank(info)}>
              {text.payWithBank}
            </Button>
          </Inline>
        </Stack>
      )}
    </Query>
  );
}
