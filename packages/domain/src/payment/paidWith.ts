/** How a payment was made, as a receipt says it. */
import { formatCardEnding } from '../format/text.js';
import { messages } from '../messages/index.js';
import { paymentPageMessages } from '../messages/pages.js';
import type { PaymentMethod } from '../schemas/enums.js';

/** What {@link paidWith} reads of a payment. */
export interface PaymentMeans {
  method: PaymentMethod;
  cardBrand: string | null;
  cardLast4: string | null;
}

/**
 * How `payment` was made, as the payment completion says it: 'PayNow', 'eGIRO', or the card as 'Visa ending in
 * 1111' (its brand alone when the last digits are not known); the catalogue's dash when there is no payment.
 */
export function paidWith(payment: PaymentMeans | null): string {
  if (payment === null) return messages.generic.dash;
  if (payment.method === 'PAYNOW') return paymentPageMessages.paidWithPayNow;
  if (payment.method === 'EGIRO') return paymentPageMessages.egiro.paidWith;
  return payment.cardLast4 === null
    ? (payment.cardBrand ?? messages.generic.dash)
    : `${payment.cardBrand ?? ''} ${formatCardEnding(payment.cardLast4)}`.trim();
}
