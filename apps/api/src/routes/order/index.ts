/**
 * order: the orders the signed-in account placed (docs/payments-api.md). An order is the payer's: `view-as`
 * does not change whose orders are listed (the auth hook still refuses a loved one that is not theirs, 403).
 * Anyone else's order, or an unknown id, is 404 'This order was not found.'; an id that is not one is 400.
 *
 * - GET order?page&size&sort: a page of them (zero-based; sort `field,asc|desc` over createdDate, orderNumber,
 *   payableAmount, totalAmount, status; newest first by default), each with its payment transaction.
 * - GET order/{id}: one, with its items, discount lines and payment transaction (the payment that paid it, else
 *   its latest attempt).
 */
import { messages, orderViewSchema, recordUuid } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { orderView } from '../../lib/cart.ts';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { signedIn } from '../../lib/owners.ts';
import { paymentView, paymentViewSchema } from '../../lib/payments.ts';
import { strictQuery } from '../../plugins/app/errors.ts';
import { ORDER_SORT_COLUMNS, type OrderRow, type OrderSortField } from '../../repositories/orders.ts';
import type { PaymentRow } from '../../repositories/payments.ts';

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
  /** When it was paid; null while it is payable. */
  paidDate: z.string().nullable(),
  invoiceNumber: z.string(),
  /** The completion page's rating (1 to 6), once given. */
  feedbackRating: z.int().nullable(),
});

export type OrderDetail = z.output<typeof orderDetailSchema>;

/** The invoice number of an order: INV- and the order number's digits. */
export function invoiceNumber(orderNumber: string): string {
  return `INV-${orderNumber.replace(/^NH-/, '')}`;
}

export function orderDetail(order: OrderRow, payment: PaymentRow | undefined): OrderDetail {
  return {
    ...orderView(order),
    paymentTransaction: payment ? paymentView(payment) : null,
    paidDate: order.paidAt?.toISOString() ?? null,
    invoiceNumber: invoiceNumber(order.orderNumber),
    feedbackRating: order.feedbackRating,
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

const common = { tags: ['order'], security: [{ bearerAuth: [] }] };

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The orders the account placed, a page at a time',
        querystring: listQuery,
        response: { 200: envelopeSchema(orderPage), ...errorResponses },
      },
    },
    async (request) => {
      const { customer } = signedIn(request);
      const { page, size, sort } = request.query;
      const [, rawField = 'createdDate', rawDirection = 'desc'] = SORT.exec(sort) ?? [];
      const field = SORT_FIELDS.find((f) => f.toLowerCase() === rawField.toLowerCase()) ?? 'createdDate';
      const direction = rawDirection.toLowerCase() === 'asc' ? 'asc' : 'desc';
      const { orders, total } = await app.repos.orders.listOwned(customer.id, {
        page,
        size,
        sort: { field, direction },
      });
      const transactions = await app.repos.payments.transactionsOf(orders.map((o) => o.id));
      return ok({
        content: orders.map((order) => orderDetail(order, transactions.get(order.id))),
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      });
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'An order the account placed, with its payment transaction',
        params: orderParams,
        response: { 200: envelopeSchema(orderDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { customer } = signedIn(request);
      const order = await app.repos.orders.findOwned(customer.id, request.params.id);
      if (!order) throw notFound(messages.cart.orderNotFound);
      const transactions = await app.repos.payments.transactionsOf([order.id]);
      return ok(orderDetail(order, transactions.get(order.id)));
    },
  );
  done();
};

export default plugin;
