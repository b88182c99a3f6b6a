import { formatCountdown, formatMessage, minutesLeft, paymentPageMessages } from '@careportal/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Button } from '../Button';
import { Card } from '../Card';
import * as styles from './PayNowQr.css';

const text = paymentPageMessages;
/** The minutes left at which a screen reader hears how long remains; the clock itself stays silent. */
const ANNOUNCED_MINUTES: readonly number[] = [10, 5, 1];

/** Props of {@link PayNowQr}. */
export interface PayNowQrProps {
  /** The QR image's address (the API's `order/{id}/qr`); null while it is being issued. */
  qrSrc: string | null;
  /** The amount to pay, as the server computed it and formatted (`formatMoney`). */
  amount: string;
  /** The bill reference the bank matches the payment by. */
  reference: string;
  /** When the code stops being payable (15 minutes after it was issued). */
  expiresAt: Date | string;
  /** Called once when the time runs out. */
  onExpire?: () => void;
  /** Asks for a new code; shown once this one has expired. */
  onRefresh: () => void;
  /** A new code is on its way. */
  isRefreshing?: boolean;
  /** Called after the reference was copied, for the page to say so ('Copied to clipboard'). */
  onReferenceCopied?: () => void;
  /** The clock, in ms since the epoch. Default `Date.now`; stories and tests pass their own. */
  now?: () => number;
  /** Default 2. */
  headingLevel?: 2 | 3;
}

function timeOf(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/**
 * A PayNow QR code to scan with any Singapore banking app: the code on white (so every app can read it in either
 * theme), the amount and reference to check, the steps, and the time left to pay. The clock counts down every
 * second without speaking; a screen reader hears the minutes left at 10, 5 and 1, and that the code has expired.
 * Once expired, the code is taken away, so nobody scans a dead one, and "Show a new QR code" asks for another.
 */
export function PayNowQr({
  qrSrc,
  amount,
  reference,
  expiresAt,
  onExpire,
  onRefresh,
  isRefreshing = false,
  onReferenceCopied,
  now = Date.now,
  headingLevel = 2,
}: PayNowQrProps) {
  const expiry = timeOf(expiresAt);
  const [remaining, setRemaining] = useState(() => expiry - now());
  // The code on screen and the minutes it had when shown: the page has just said how long there is, so that is
  // not announced again. A new code (a new expiry) starts afresh.
  const [shown, setShown] = useState(() => ({ expiry, minutes: minutesLeft(expiry - now()) }));
  if (shown.expiry !== expiry) {
    const left = expiry - now();
    setShown({ expiry, minutes: minutesLeft(left) });
    setRemaining(left);
  }
  const isExpired = remaining <= 0;
  const expire = useEffectEvent(() => {
    onExpire?.();
  });

  useEffect(() => {
    if (expiry - now() <= 0) {
      expire();
      return undefined;
    }
    const timer = setInterval(() => {
      const left = expiry - now();
      setRemaining(left);
      if (left <= 0) {
        clearInterval(timer);
        expire();
      }
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [expiry, now]);

  // What a screen reader last heard: the latest of 10, 5 and 1 minutes passed since the code was shown.
  const minutes = minutesLeft(remaining);
  const passed = ANNOUNCED_MINUTES.filter((mark) => mark < shown.minutes && mark >= minutes);
  const latest = passed.length === 0 ? null : Math.min(...passed);
  const announcement = isExpired
    ? text.qrExpiredTitle
    : latest === null
      ? ''
      : latest === 1
        ? text.oneMinuteLeft
        : formatMessage(text.minutesLeft, { minutes: latest });

  const Heading = `h${String(headingLevel + 1)}` as 'h3' | 'h4';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      onReferenceCopied?.();
    } catch {
      // The browser refused the clipboard: the reference stays on screen to copy by hand.
    }
  };

  return (
    <Card title={text.payNowTitle} headingLevel={headingLevel}>
      <div className={styles.layout}>
        {isExpired ? (
          <div className={styles.expired}>
            <Heading className={styles.expiredTitle}>{text.qrExpiredTitle}</Heading>
            <p>{text.qrExpiredBody}</p>
            <Button variant="primary" onPress={onRefresh} isLoading={isRefreshing}>
              {text.newQr}
            </Button>
          </div>
        ) : (
          <div className={styles.codeFrame}>
            {qrSrc === null ? (
              <span>{text.loadingQr}</span>
            ) : (
              <img
                className={styles.code}
                src={qrSrc}
                alt={formatMessage(text.qrAlt, { amount, reference })}
                width={256}
                height={256}
              />
            )}
          </div>
        )}
        <div className={styles.details}>
          <dl className={styles.facts}>
            <dt className={styles.factLabel}>{text.amount}</dt>
            <dd className={styles.factValue}>{amount}</dd>
            <dt className={styles.factLabel}>{text.reference}</dt>
            <dd className={styles.factValue}>
              <span className={styles.reference}>
                <span className={styles.referenceText}>{reference}</span>
                <Button variant="secondary" onPress={() => void copy()}>
                  {text.copyReference}
                </Button>
              </span>
            </dd>
          </dl>
          {isExpired ? null : (
            <>
              <p className={styles.timer}>
                <span>{text.payWithin}</span>
                <span role="timer" aria-live="off" className={styles.timerValue}>
                  {formatCountdown(remaining)}
                </span>
              </p>
              <ol className={styles.steps}>
                {text.payNowSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          )}
        </div>
      </div>
      <VisuallyHidden>
        <div aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </VisuallyHidden>
    </Card>
  );
}
