/**
 * The payment receipt (issue "Journeys a 70-year-old finishes"): once a payment pays an order (a card charge, a
 * PayNow settlement, an eGIRO deduction), its payer is mailed one receipt, in their language (customers.language;
 * English until they choose), with the order number, the amount paid (domain formatMoney), how it was paid (the
 * invoice's own line, lib/invoice.ts paymentText) and a link to the order's invoice page in the portal.
 *
 * One receipt per paid order, however it was paid and however often the payment is confirmed or polled: the
 * transaction that pays the order marks its receipt DUE (repositories/payments), and sending it first claims it
 * (DUE → SENT, one conditional update, repositories/orders.ts claimReceipt), so of every request that finds it due
 * exactly one sends it. A provider that says it cannot take the mail now (`unavailable`), or a failure before the
 * mail was handed over, leaves it DUE, and the next read of the order (its status, as the payment page polls it;
 * the order; the list) sends it; a provider that refuses the payer's address leaves it REFUSED. A provider that
 * does not answer in time (`timeout`) may have taken it, so it stays SENT, as it does should the process stop
 * between the claim and the provider's answer: a missing receipt can be asked for again (the invoice is in
 * Payment History), a second one cannot be taken back.
 */
import { formatMoney } from '@careportal/domain';
import type { FastifyInstance } from 'fastify';

import { NotificationFailed } from '../adapters/index.ts';
import { writerFor } from './i18n.ts';
import { paymentText } from './invoice.ts';

/** The portal's page of an order's invoice (apps/portal routeTable.ts InvoiceDetail, `/invoice/:id`). */
export function invoicePageUrl(portalOrigin: string, orderId: string): string {
  return `${portalOrigin}/invoice/${encodeURIComponent(orderId)}`;
}

/**
 * Sends the receipt of the order `orderId` when one is due, and nothing otherwise. Never throws: a receipt that
 * could not be sent is logged, and the payment it is for stands.
 */
export async function sendReceipt(app: FastifyInstance, orderId: string): Promise<void> {
  let claimed = false;
  try {
    const claim = await app.repos.orders.claimReceipt(orderId);
    if (!claim) return;
    claimed = true;
    const { order, payer } = claim;
    const [payment] = await app.repos.payments.successesOf(order.id);
    const write = await writerFor(payer.language);
    const sent = await app.adapters.notifications.send(
      {
        channel: 'EMAIL',
        to: payer.email,
        subject: write.text('messages.payment.receiptEmailSubject', { orderNumber: order.orderNumber }),
        text: write.text('messages.payment.receiptEmailText', {
          orderNumber: order.orderNumber,
          amount: formatMoney(payment?.amountCents ?? order.payableCents),
          paidBy: paymentText(write, payment) ?? '',
          link: invoicePageUrl(app.config.portalOrigin, order.id),
        }),
      },
      AbortSignal.timeout(10_000),
    );
    app.log.info({ orderId, messageId: sent.id }, 'a payment receipt was sent');
  } catch (error) {
    const reason = error instanceof NotificationFailed ? error.reason : undefined;
    app.log.warn({ err: error, orderId, reason }, 'a payment receipt was not sent');
    if (!claimed || reason === 'timeout') return;
    await app.repos.orders
      .unclaimReceipt(orderId, reason === 'rejected' ? 'REFUSED' : 'DUE')
      .catch((cause: unknown) => {
        app.log.error({ err: cause, orderId }, 'a payment receipt could not be marked as not sent');
      });
  }
}

/** Sends the receipts due among `orders` (those a provider could not take when they were paid). */
export async function sendDueReceipts(
  app: FastifyInstance,
  orders: Iterable<{ id: string; receiptStatus: string | null }>,
): Promise<void> {
  for (const order of orders) if (order.receiptStatus === 'DUE') await sendReceipt(app, order.id);
}
