/** Where the payment pages are: Payment History, an order's invoice, its payment and its completion. */

/** Payment History, the account's orders. */
export const PAYMENT_HISTORY_PATH = '/invoice';

/** Where an order is shown. */
export function invoicePath(id: string): string {
  return `${PAYMENT_HISTORY_PATH}/${encodeURIComponent(id)}`;
}

/** Where an order is paid. */
export function paymentPath(orderId: string): string {
  return `/payment?${new URLSearchParams({ orderId }).toString()}`;
}

/** Where a paid order is shown, with its rating. */
export function completionPath(orderId: string): string {
  return `/payment-completion/${encodeURIComponent(orderId)}`;
}
