import { z } from 'zod';

import { ADDRESS_TYPES, ORDER_STATUSES } from './enums.js';
import { recordId } from './shared.js';

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
});

/** An order. */
export type Order = z.output<typeof orderSchema>;
