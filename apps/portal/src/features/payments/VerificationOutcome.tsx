import { paymentPageMessages } from '@careportal/domain';
import { Button, Inline, InlineAlert, Link, PageLoading } from '@careportal/ui';
import { paymentPath } from './paymentApi';
import type { VerificationOutcome as Outcome } from './usePaymentVerification';

const text = paymentPageMessages;

/** Props of {@link VerificationOutcome}. */
export interface VerificationOutcomeProps {
  orderId: string;
  outcome: Outcome;
  /** Asks again, while the bank has not decided. */
  onCheck: () => void;
}

/**
 * A card payment's 3-D Secure outcome as the verification page says it: a busy page while asking; Check again
 * while the bank has not decided; a refusal in the catalogue's words, with the way back to the payment.
 */
export function VerificationOutcome({ orderId, outcome, onCheck }: VerificationOutcomeProps) {
  if (outcome.kind === 'checking') return <PageLoading label={text.verifyingTitle} />;
  if (outcome.kind === 'waiting') {
    return (
      <InlineAlert tone="warning" title={text.stillWaitingBank}>
        <Inline space="sm" alignY="center">
          <Button variant="secondary" onPress={onCheck}>
            {text.checkAgain}
          </Button>
        </Inline>
      </InlineAlert>
    );
  }
  return (
    <>
      <InlineAlert tone="error" title={outcome.refusal.title}>
        <p>{outcome.refusal.detail ?? text.verificationFailedTitle}</p>
      </InlineAlert>
      <Inline space="sm" alignY="center">
        <Link href={paymentPath(orderId)} variant="primaryButton">
          {text.backToPayment}
        </Link>
      </Inline>
    </>
  );
}
