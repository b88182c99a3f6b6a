import { z } from 'zod';

import { COMPANY_NAME_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { ADDRESS_TYPES, ORDER_STATUSES, PAYMENT_SEGMENTS } from './enums.js';
import { recordId, requiredText } from './shared.js';

/** A discount on an order or checkout line; shown as 'Less - {description}'. */
export const discountSchema = z.object({
  description: z.string(),
  amount: z.number(),
});

/** A discount line. */
export type Discount = z.output<typeof discountSchema>;

/** One line of an order: id, description, quantity, amount, and an optional discount. */
export const orderItemSchema = z.object({
  id: recordId(),
  description: z.string(),
  quantity: z.int().nonnegative(),
  amount: z.number(),
  discount: discountSchema.nullish(),
});

/** One line of an order. */
export type OrderItem = z.output<typeof orderItemSchema>;

/**
 * The address printed on an order, as stored. A record copied from a validated address, so its optional
 * parts may be empty or `null`.
 */
export const orderAddressSchema = z.object({
  type: z.enum(ADDRESS_TYPES),
  postalCode: z.string(),
  block: z.string(),
  street: z.string(),
  level: z.string().nullish(),
  unit: z.string().nullish(),
  building: z.string().nullish(),
});

/** An order's address. */
export type OrderAddress = z.output<typeof orderAddressSchema>;

/**
 * An order (specification sections 3 of both documents). Amounts are in dollars. The payment transaction's
 * fields are not specified and are kept as sent.
 */
export const orderSchema = z.object({
  id: recordId(),
  customerId: recordId(),
  customerName: z.string(),
  payerId: z.string().nullish(),
  payerName: z.string().nullish(),
  orderNumber: z.string(),
  createdDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  subTotalAmount: z.number(),
  discountAmount: z.number(),
  gstAmount: z.number(),
  totalAmount: z.number(),
  payableAmount: z.number(),
  address: orderAddressSchema.nullish(),
  items: z.array(orderItemSchema),
  paymentTransaction: z.record(z.string(), z.unknown()).nullish(),
  /** Whom it is billed to: a retail customer (RETAIL) in the payer's name, or a corporate one (CORPORATE). */
  paymentSegment: z.enum(PAYMENT_SEGMENTS).optional(),
  /** The company a corporate order is billed to; null for a retail one. */
  companyName: z.string().nullish(),
});

/** An order. */
export type Order = z.output<typeof orderSchema>;

/**
 * Whom an order is billed to, chosen on the payment selection until it is paid: a retail customer (RETAIL), billed
 * in the payer's own name, or a corporate customer (CORPORATE), billed to a company whose name is then
 * required. The tax invoice is made out to it.
 */
export const orderBillingSchema = z.discriminatedUnion('paymentSegment', [
  z.object({ paymentSegment: z.literal('RETAIL') }),
  z.object({
    paymentSegment: z.literal('CORPORATE'),
    companyName: requiredText(messages.validation.companyNameRequired, { max: COMPANY_NAME_MAX_LENGTH }),
  }),
]);

/** Whom an order is billed to. */
export type OrderBilling = z.output<typeof orderBillingSchema>;
