import { paymentPageMessages } from '@careportal/domain';
import { EmptyState, Link } from '@careportal/ui';
import type { ReactNode } from 'react';
import { PAYMENT_HISTORY_PATH } from '../../paths';

/** No order to pay or show (none chosen, not found, not the customer's): why, and the way to Payment History. */
export function NoOrder({ children }: { children: ReactNode }) {
  return (
    <EmptyState action={<Link href={PAYMENT_HISTORY_PATH}>{paymentPageMessages.paymentHistory}</Link>}>
      {children}
    </EmptyState>
  );
}
