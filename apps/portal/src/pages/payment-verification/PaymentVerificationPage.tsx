import { paymentPageMessages } from '@careportal/domain';
import { Stack } from '@careportal/ui';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../shell/pageProps';
import { NoOrder } from '../../features/payments/NoOrder';
import { usePaymentVerification } from '../../features/payments/usePaymentVerification';
import { VerificationOutcome } from '../../features/payments/VerificationOutcome';

/**
 * Where the card issuer's 3-D Secure page returns (/payment/verification?paymentId=…&orderId=…): asks the API
 * for the payment's outcome. Approved, it goes on to the completion; declined, it says why in the catalogue's
 * words and leads back to the payment, where the order is still payable; not decided yet, it offers to check again.
 */
export function PaymentVerificationPage({ title }: PageProps) {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const orderId = params.get('orderId');
  const { outcome, check } = usePaymentVerification(paymentId, orderId);
  return (
    <Stack space="xl">
      <h1>{title}</h1>
      {paymentId === null || orderId === null ? (
        <NoOrder>{paymentPageMessages.orderNotFound}</NoOrder>
      ) : (
        <VerificationOutcome orderId={orderId} outcome={outcome} onCheck={() => void check()} />
      )}
    </Stack>
  );
}
