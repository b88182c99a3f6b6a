/**
 * order: the orders the signed-in account placed (docs/payments-api.md). An order is the payer's: `view-as`
 * does not change whose orders are listed (the auth hook still refuses a loved one that is not theirs, 403).
 * Anyone else's order, or an unknown id, is 404 'This order was not found.'; an id that is not one is 400.
 *
 * - GET order?page&size&sort: a page of them (zero-based; sort `field,asc|desc` over createdDate, orderNumber,
 *   payableAmount, totalAmount, status; newest first by default), each with its payment transaction.
 * - GET order/{id}: one, with its items, discount lines and payment transaction (the payment that paid it, else
 *   its latest attempt).
 * - GET order/{id}/qr-string and GET order/{id}/qr (?format=png|svg): the PayNow QR of a payable order, as its
 *   EMVCo text (domain buildPayNowPayload) and as an image drawn by `qrcode`. Both answer the order's current QR,
 *   or issue a new one (a new bill reference) when there is none or the last has expired: a QR is payable for 15
 *   minutes from its issue (PAYNOW_QR_WINDOW_MINUTES). An order that is not payable: 409 'Invalid Payment'.
 * - GET order/{id}/egiro-arrangements: the account's eGIRO arrangements that can pay a payable Active Ageing order
 *   (ACTIVE, no cancellation asked for, for the order's person, the amount within their limit) and the day a debit
 *   asked for now would be deducted; another category 400.
 * - Reading an order (the list, one, its status) first records an eGIRO deduction the bank made or refused since
 *   the last look (lib/egiro.ts refreshDebits): PAID, or the payment FAILED and the order payable again. A paid
 *   order's receipt that the mail provider could not take when it was paid is sent then (lib/receipts.ts).
 * - GET order/{id}/status: what the payment page polls: the order's status, its payment transaction and its
 *   current QR's bill reference and expiry.
 * - PUT order/{id}/billing {paymentSegment, companyName}: whom a payable order is billed to: a retail customer (the
 *   payer) or a corporate one (a company, named). A paid order keeps its invoice: 409.
 * - POST order/{id}/feedback {rating}: the completion page's rating, 1 to 6, once, for a paid order.
 * - GET order/{id}/invoice: the order's tax invoice as a PDF (lib/invoice.ts), downloaded as `INV-….pdf`, in the
 *   signed-in customer's language (customers.language).
 */
import {
  PAYMENT_METHODS,
  egiroCanPay,
  paymentMethodsFor,
  basisPointsToPercentage,
  messages,
  orderBillingSchema,
  orderViewSchema,
  RATING_MAX,
  RATING_MIN,
  recordUuid,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import { orderView } from '../../lib/cart.ts';
import {
  arrangementSchema,
  arrangementView,
  canPay,
  nextDeductionDate,
  refreshArrangement,
  refreshDebits,
} from '../../lib/egiro.ts';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../lib/envelope.ts';
import { invoiceFileName, invoiceNumber, renderInvoice } from '../../lib/invoice.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { signedIn } from '../../lib/owners.ts';
import { sendDueReceipts } from '../../lib/receipts.ts';
import {
  invalidPayment,
  payableOrderQr,
  qrSchema,
  qrView,
  sendQrImage,
  paymentView,
  paymentViewSchema,
} from '../../lib/payments.ts';
import { strictQuery } from '../../plugins/app/errors.ts';
import {
  ORDER_SORT_COLUMNS,
  lineCategories,
  type OrderRow,
  type OrderSortField,
} from '../../repositories/orders.ts';
import type { PaymentRow } from '../../repositories/payments/index.ts';

/** The largest page of GET order. */
export const ORDER_PAGE_SIZE_MAX = 100;
const SIZE_MESSAGE = `size must be a whole number from 1 to ${String(ORDER_PAGE_SIZE_MAX)}`;
const PAGE_MESSAGE = 'page must be a whole number, 0 or more';
const SORT_FIELDS = Object.keys(ORDER_SORT_COLUMNS) as OrderSortField[];
const SORT_MESSAGE = `sort must be one of ${SORT_FIELDS.join(', ')}, optionally followed by ,asc or ,desc`;
const SORT = new RegExp(`^(${SORT_FIELDS.join('|')})(?:,(asc|desc))?$`, 'i');

/** An order as answered: domain OrderView with its payment transaction, invoice number and rating. */
export const orderDetailSchema = orderViewSchema.extend({
  paymentTransaction: paymentViewSchema.nullable(),
  /** The GST rate the order was priced at, as a percentage (9 for 9 %), for 'GST (9%)'. */
  gstPercentage: z.number().min(0).max(100),
  /** When it was paid; null while it is payable. */
  paidDate: z.string().nullable(),
  invoiceNumber: z.string(),
  /** The completion page's rating (1 to 6), once given. */
  feedbackRating: z.int().nullable(),
  /** The order's service category ('Active Ageing') and its slug. */
  categoryName: z.string(),
  categorySlug: z.string(),
  /**
   * The ways the order may be paid, decided from its lines' categories (domain paymentMethodsFor): eGIRO only
   * when every line is an Active Ageing programme.
   */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
});

export type OrderDetail = z.output<typeof orderDetailSchema>;

export { invoiceNumber };

export function orderDetail(order: OrderRow, payment: PaymentRow | undefined): OrderDetail {
  return {
    ...orderView(order),
    paymentTransaction: payment ? paymentView(payment) : null,
    gstPercentage: basisPointsToPercentage(order.gstRateBasisPoints),
    paidDate: order.paidAt?.toISOString() ?? null,
    invoiceNumber: invoiceNumber(order.orderNumber),
    feedbackRating: order.feedbackRating,
    categoryName: order.categoryName,
    categorySlug: order.categorySlug,
    paymentMethods: paymentMethodsFor(lineCategories(order)),
  };
}

export const orderParams = z.object({ id: recordUuid() });

const orderPage = z.object({
  content: z.array(orderDetailSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
  totalPages: z.int(),
});

const listQuery = strictQuery({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(0, { error: PAGE_MESSAGE })
    .max(1_000_000, { error: PAGE_MESSAGE })
    .default(0),
  size: z.coerce
    .number({ error: SIZE_MESSAGE })
    .int({ error: SIZE_MESSAGE })
    .min(1, { error: SIZE_MESSAGE })
    .max(ORDER_PAGE_SIZE_MAX, { error: SIZE_MESSAGE })
    .default(10),
  sort: z
    .string({ error: SORT_MESSAGE })
    .regex(SORT, { error: SORT_MESSAGE })
    .default('createdDate,desc')
    .describe(`field,direction: ${SORT_FIELDS.join(', ')}; asc or desc (desc by default)`),
});

const statusSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  paid: z.boolean(),
  paymentTransaction: paymentViewSchema.nullable(),
  qr: z.object({ billReferenceNumber: z.string(), expiryDate: z.string(), expired: z.boolean() }).nullable(),
});

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'order' });

  app.get(
    '/',
    authenticated({
      summary: 'The orders the account placed, a page at a time',
      querystring: listQuery,
      response: { 200: envelopeSchema(orderPage) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const { page, size, sort } = request.query;
      const [, rawField = 'createdDate', rawDirection = 'desc'] = SORT.exec(sort) ?? [];
      const field = SORT_FIELDS.find((f) => f.toLowerCase() === rawField.toLowerCase()) ?? 'createdDate';
      const direction = rawDirection.toLowerCase() === 'asc' ? 'asc' : 'desc';
      const readPage = async () => {
        const { orders, total } = await app.repos.orders.listOwned(customer.id, {
          page,
          size,
          sort: { field, direction },
        });
        const transactions = await app.repos.payments.transactionsOf(orders.map((o) => o.id));
        return { orders, total, transactions };
      };
      let read = await readPage();
      // An eGIRO deduction made or refused since the last look is recorded first, then the page read again.
      if (await refreshDebits(app, read.transactions.values())) read = await readPage();
      await sendDueReceipts(app, read.orders);
      return ok({
        content: read.orders.map((order) => orderDetail(order, read.transactions.get(order.id))),
        page,
        size,
        totalElements: read.total,
        totalPages: Math.ceil(read.total / size),
      });
    },
  );

  app.get(
    '/:id',
    authenticated({
      summary: 'An order the account placed, with its payment transaction',
      params: orderParams,
      response: { 200: envelopeSchema(orderDetailSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const { order, payment } = await withPayment(customer, request.params.id);
      return ok(orderDetail(order, payment));
    },
  );
  /**
   * The customer's order and its payment transaction, with an eGIRO deduction made or refused since the last look
   * recorded first, and a receipt still due sent; 404 when it is not theirs.
   */
  async function withPayment(
    customer: { id: string },
    id: string,
  ): Promise<{ order: OrderRow; payment: PaymentRow | undefined }> {
    const order = await app.repos.orders.findOwned(customer.id, id);
    if (!order) throw notFound(messages.cart.orderNotFound);
    const payment = (await app.repos.payments.transactionsOf([order.id])).get(order.id);
    if (!payment || !(await refreshDebits(app, [payment]))) {
      await sendDueReceipts(app, [order]);
      return { order, payment };
    }
    const now = (await app.repos.orders.findOwned(customer.id, id)) ?? order;
    return { order: now, payment: (await app.repos.payments.transactionsOf([order.id])).get(order.id) };
  }

  app.get(
    '/:id/egiro-arrangements',
    authenticated({
      summary:
        "The account's eGIRO arrangements that can pay an Active Ageing order: active, for the order's person, within their limit",
      params: orderParams,
      response: {
        200: envelopeSchema(
          z.object({
            /** The day a debit asked for now would be deducted (YYYY-MM-DD). */
            deductionDate: z.string(),
            arrangements: z.array(arrangementSchema),
          }),
        ),
        409: errorEnvelopeSchema,
      },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const order = await app.repos.orders.findOwned(customer.id, request.params.id);
      if (!order) throw notFound(messages.cart.orderNotFound);
      if (order.status !== 'PENDING' || order.payableCents <= 0) throw invalidPayment();
      if (!egiroCanPay(lineCategories(order))) {
        throw new ApiError({
          httpCode: 400,
          errorCode: 'EGIRO_NOT_USABLE',
          message: messages.egiro.payNotActiveAgeing,
        });
      }
      const usable = [];
      for (const row of await app.repos.egiro.listOwned(customer.id)) {
        if (row.lovedOneId !== order.lovedOneId) continue;
        const current = await refreshArrangement(app, row, customer);
        if (!canPay(current)) continue;
        if (current.limitCents !== null && order.payableCents > current.limitCents) continue;
        usable.push(arrangementView(current, app.clock()));
      }
      return ok({ deductionDate: nextDeductionDate(app.clock()), arrangements: usable });
    },
  );

  /** The customer's payable order's QR (lib/payments.ts payableOrderQr); 404 when the order is not theirs. */
  async function payableQr(customerId: string, id: string) {
    const order = await app.repos.orders.findOwned(customerId, id);
    if (!order) throw notFound(messages.cart.orderNotFound);
    return payableOrderQr(app, order);
  }

  app.get(
    '/:id/qr-string',
    authenticated({
      summary: 'The PayNow QR of a payable order as EMVCo text, valid for 15 minutes',
      params: orderParams,
      response: { 200: envelopeSchema(qrSchema), 409: errorEnvelopeSchema },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      return ok(qrView(app, await payableQr(customer.id, request.params.id)));
    },
  );

  app.get(
    '/:id/qr',
    authenticated({
      summary: 'The PayNow QR of a payable order as an image (PNG by default, or SVG)',
      params: orderParams,
      querystring: strictQuery({ format: z.enum(['png', 'svg']).default('png') }),
      produces: ['image/png', 'image/svg+xml'],
      response: { 200: z.any().describe('The QR image'), 409: errorEnvelopeSchema },
    }),
    async (request, reply) => {
      const { customer } = signedIn(request);
      return sendQrImage(reply, await payableQr(customer.id, request.params.id), request.query.format);
    },
  );

  app.get(
    '/:id/status',
    authenticated({
      summary: "The order's payment status, as the payment page polls it",
      params: orderParams,
      response: { 200: envelopeSchema(statusSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const { order, payment } = await withPayment(customer, request.params.id);
      const now = app.clock();
      const qr = await app.repos.payments.latestQr(order.id);
      return ok({
        id: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        paid: order.status === 'PAID',
        paymentTransaction: payment ? paymentView(payment) : null,
        qr: qr
          ? {
              billReferenceNumber: qr.billReference,
              expiryDate: qr.expiresAt.toISOString(),
              expired: qr.expiresAt <= now,
            }
          : null,
      });
    },
  );

  app.get(
    '/:id/invoice',
    authenticated({
      summary: "The order's tax invoice as a PDF",
      params: orderParams,
      produces: ['application/pdf'],
      response: { 200: z.any().describe('The PDF') },
    }),
    async (request, reply) => {
      const { customer } = signedIn(request);
      const order = await app.repos.orders.findOwned(customer.id, request.params.id);
      if (!order) throw notFound(messages.cart.orderNotFound);
      const transactions = await app.repos.payments.transactionsOf([order.id]);
      const number = invoiceNumber(order.orderNumber);
      const pdf = await renderInvoice({
        order,
        invoiceNumber: number,
        payment: transactions.get(order.id),
        payer: { name: order.payerName, nationalId: customer.nationalId },
        language: customer.language,
        issuerName: app.config.provider.legalName,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(number)}"`)
        .send(pdf);
    },
  );

  app.put(
    '/:id/billing',
    authenticated({
      summary: 'Bills a payable order to a retail customer (the payer) or a corporate one (a company)',
      description:
        "The payment selection's choice, until the order is paid: RETAIL, or CORPORATE with the company's name. " +
        'The tax invoice is made out to it. A paid order: 409.',
      params: orderParams,
      body: orderBillingSchema,
      response: { 200: envelopeSchema(orderDetailSchema), 409: errorEnvelopeSchema },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const order = await app.repos.orders.findOwned(customer.id, request.params.id);
      if (!order) throw notFound(messages.cart.orderNotFound);
      const billed = await app.repos.orders.bill(customer.id, order.id, request.body);
      if (!billed) {
        throw new ApiError({
          httpCode: 409,
          errorCode: 'ORDER_NOT_PAYABLE',
          message: messages.cart.orderBillingLocked,
        });
      }
      const transactions = await app.repos.payments.transactionsOf([order.id]);
      return ok(orderDetail(billed, transactions.get(order.id)));
    },
  );

  app.post(
    '/:id/feedback',
    authenticated({
      summary: "The completion page's satisfaction rating of a paid order (1 to 6), once",
      params: orderParams,
      body: z.strictObject({
        rating: z
          .int({ error: messages.validation.ratingRequired })
          .min(RATING_MIN, { error: messages.validation.ratingRequired })
          .max(RATING_MAX, { error: messages.validation.ratingRequired }),
      }),
      response: { 200: envelopeSchema(orderDetailSchema), 409: errorEnvelopeSchema },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const order = await app.repos.orders.findOwned(customer.id, request.params.id);
      if (!order) throw notFound(messages.cart.orderNotFound);
      if (!(await app.repos.orders.rate(customer.id, order.id, request.body.rating, app.clock()))) {
        throw new ApiError({
          httpCode: 409,
          errorCode: order.status === 'PAID' ? 'FEEDBACK_ALREADY_GIVEN' : 'ORDER_NOT_PAID',
          message:
            order.status === 'PAID'
              ? 'This order has already been rated.'
              : 'Only a paid order can be rated.',
        });
      }
      const rated = await app.repos.orders.findOwned(customer.id, order.id);
      const transactions = await app.repos.payments.transactionsOf([order.id]);
      return ok(orderDetail(rated ?? order, transactions.get(order.id)));
    },
  );
  done();
};

export default plugin;
