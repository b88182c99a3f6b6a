/**
 * Cart and orders (issue 13): the cart and its lines, promotion codes, the GST rates, orders with their lines,
 * the promotions they redeemed and the referral rewards they earned.
 */
import {
  COMPANY_NAME_MAX_LENGTH,
  COUPON_MAX_LENGTH,
  MASTER_CODE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORDER_STATUSES,
  OTHER_TEXT_MAX_LENGTH,
  PAYMENT_SEGMENTS,
  RATING_MAX,
  RATING_MIN,
} from '@careportal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { categories, centres, offerings, productCentres, products } from './catalogue.ts';
import { createdAt, id, sqlList } from './columns.ts';
import { customers, lovedOnes } from './people.ts';

/**
 * Where an order's payment receipt stands (lib/receipts.ts): DUE from the moment a payment paid it, SENT once the
 * mail provider took it (or while one request sends it), REFUSED when the provider refused the payer's address.
 */
export const RECEIPT_STATUSES = ['DUE', 'SENT', 'REFUSED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const gstConfiguration = pgTable(
  'gst_configuration',
  {
    id: id(),
    /** The rate in basis points: 900 is 9%. */
    rateBasisPoints: integer().notNull(),
    effectiveFrom: date().notNull().unique(),
    description: text().notNull(),
  },
  (t) => [check('gst_rate_check', sql`${t.rateBasisPoints} between 0 and 10000`)],
);

/**
 * The cart of a client account (issue 13): one per account, the payer's, whoever the services are for. The
 * person is the account itself (`loved_one_id` null) or one of its own loved ones; `view-as` does not change
 * whose cart it is. `coupon_code` is the promotion or referral code applied, upper-cased as typed.
 */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The loved one the services are for; null when they are for the account itself. */
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    referralSource: varchar({ length: MASTER_CODE_MAX_LENGTH }),
    referralSourceOthers: varchar({ length: OTHER_TEXT_MAX_LENGTH }),
    /** Whether the wizard's referral-source question was answered at all (its object was sent). */
    hasReferralSource: boolean().notNull().default(false),
    marketingConsent: boolean().notNull().default(false),
    couponCode: varchar({ length: COUPON_MAX_LENGTH }),
    /** The portal's source tag (domain CART_SOURCE). */
    source: text().notNull().default('MYNH'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('carts_coupon_code_check', sql`${t.couponCode} ~ '^[A-Z0-9-]+$'`),
    check('carts_source_check', sql`${t.source} = 'MYNH'`),
  ],
);

/**
 * A line of a cart: a product's offering at a centre that runs it. One line per product (an offer of the same
 * product twice is refused: 'You already have an offer of this product in cart…'). The foreign keys hold the
 * line to the catalogue: the offering is the product's, the centre runs it, the category is the product's.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    categoryId: uuid().notNull(),
    productId: uuid().notNull(),
    offeringId: uuid().notNull(),
    centreId: uuid().notNull(),
    /** The line's place in the cart, as sent. */
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_unique').on(t.cartId, t.productId),
    foreignKey({
      name: 'cart_items_product_category_fk',
      columns: [t.productId, t.categoryId],
      foreignColumns: [products.id, products.categoryId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cart_items_offering_product_fk',
      columns: [t.offeringId, t.productId],
      foreignColumns: [offerings.id, offerings.productId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cart_items_product_centre_fk',
      columns: [t.productId, t.centreId],
      foreignColumns: [productCentres.productId, productCentres.centreId],
    }).onDelete('cascade'),
  ],
);

/**
 * A promotion code: a percentage (basis points) or a fixed amount (cents) off each cart line of the products it
 * applies to, until it expires (`expires_at`, exclusive) or has been used `usage_limit` times. Codes are unique
 * whatever their case, and kept in capitals.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    code: varchar({ length: COUPON_MAX_LENGTH }).notNull(),
    /** The text of its discount line ('Less - {description}'). */
    description: text().notNull(),
    /** PERCENTAGE or FIXED_AMOUNT. */
    discountType: text().notNull(),
    /** PERCENTAGE: the share of each line, in basis points (1000 = 10 %). */
    percentBasisPoints: integer(),
    /** FIXED_AMOUNT: the cents off each line, at most the line's amount. */
    amountCents: integer(),
    /** The first instant it no longer applies. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** How many orders may use it; null for no limit. */
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_upper_unique').on(sql`upper(${t.code})`),
    check('promotions_code_check', sql`${t.code} ~ '^[A-Z0-9-]+$'`),
    check('promotions_description_not_blank', sql`btrim(${t.description}) <> ''`),
    check(
      'promotions_discount_check',
      sql`(${t.discountType} = 'PERCENTAGE' and ${t.percentBasisPoints} between 1 and 10000 and ${t.amountCents} is null) or (${t.discountType} = 'FIXED_AMOUNT' and ${t.amountCents} > 0 and ${t.percentBasisPoints} is null)`,
    ),
    check(
      'promotions_usage_check',
      sql`${t.usageCount} >= 0 and (${t.usageLimit} is null or (${t.usageLimit} > 0 and ${t.usageCount} <= ${t.usageLimit}))`,
    ),
  ],
);

/** The products a promotion applies to. */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: uuid()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] })],
);

/** Order numbers: NH- and seven digits, in the order orders are placed. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * An order placed from a cart (POST cart/checkout): the payer account, the person it is for, its lines and
 * amounts in integer cents (domain cartTotals: total = subtotal − discounts + GST, payable = total), the GST rate
 * it was charged at, the code it used, and a copy of the payer's billing address as it was. Status PENDING
 * (pending payment) at first (domain ORDER_STATUSES). The idempotency key is unique per payer: the same checkout
 * sent twice finds the first order.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text()
      .notNull()
      .unique()
      .default(sql`'NH-' || lpad(nextval('order_number_seq')::text, 7, '0')`),
    /** The payer: the client account that placed it. */
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    /** The loved one it is for; null when it is for the payer. A loved one with orders cannot be deleted. */
    lovedOneId: uuid().references(() => lovedOnes.id),
    /** The name of the person it is for, as it was. */
    customerName: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    payerName: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    /** Whom it is billed to, chosen until it is paid: RETAIL (the payer) or CORPORATE (companyName). */
    paymentSegment: text().notNull().default('RETAIL'),
    /** The company a corporate order is billed to; null for a retail one. */
    companyName: varchar({ length: COMPANY_NAME_MAX_LENGTH }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    status: text().notNull().default('PENDING'),
    subTotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    gstCents: integer().notNull(),
    totalCents: integer().notNull(),
    payableCents: integer().notNull(),
    gstConfigurationId: uuid()
      .notNull()
      .references(() => gstConfiguration.id),
    gstRateBasisPoints: integer().notNull(),
    couponCode: varchar({ length: COUPON_MAX_LENGTH }),
    /** The billing address of the payer when the order was placed (domain orderAddressSchema), if any. */
    billingAddress: jsonb().$type<Record<string, unknown>>(),
    idempotencyKey: varchar({ length: 128 }).notNull(),
    createdAt: createdAt(),
    /** When a payment settled it (status PAID). */
    paidAt: timestamp({ withTimezone: true }),
    /** The completion page's satisfaction rating (RATING_MIN to RATING_MAX), once. */
    feedbackRating: integer(),
    feedbackAt: timestamp({ withTimezone: true }),
    /**
     * The payment receipt ({@link RECEIPT_STATUSES}), set DUE in the transaction that a payment pays the order
     * in; null for an order no payment paid (nothing to pay) or paid before receipts were sent.
     */
    receiptStatus: text(),
  },
  (t) => [
    check(
      'orders_feedback_rating_check',
      sql`${t.feedbackRating} is null or ${t.feedbackRating} between ${sql.raw(String(RATING_MIN))} and ${sql.raw(String(RATING_MAX))}`,
    ),
    uniqueIndex('orders_customer_idempotency_key_unique').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    check('orders_status_check', sql`${t.status} in (${sqlList(ORDER_STATUSES)})`),
    check(
      'orders_receipt_status_check',
      sql`${t.receiptStatus} is null or ${t.receiptStatus} in (${sqlList(RECEIPT_STATUSES)})`,
    ),
    check('orders_payment_segment_check', sql`${t.paymentSegment} in (${sqlList(PAYMENT_SEGMENTS)})`),
    check(
      'orders_company_name_check',
      sql`(${t.paymentSegment} = 'CORPORATE') = (${t.companyName} is not null)`,
    ),
    check('orders_idempotency_key_check', sql`${t.idempotencyKey} ~ '^[A-Za-z0-9_-]{8,128}$'`),
    check(
      'orders_amounts_check',
      sql`${t.subTotalCents} >= 0 and ${t.discountCents} between 0 and ${t.subTotalCents} and ${t.gstCents} >= 0 and ${t.totalCents} = ${t.subTotalCents} - ${t.discountCents} + ${t.gstCents} and ${t.payableCents} = ${t.totalCents}`,
    ),
    check('orders_gst_rate_check', sql`${t.gstRateBasisPoints} between 0 and 10000`),
  ],
);

/** A line of an order: what the cart line was, its price and its discount, in cents. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    offeringId: uuid()
      .notNull()
      .references(() => offerings.id),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    /** The line as shown: product, offer and centre. */
    description: text().notNull(),
    quantity: integer().notNull().default(1),
    unitPriceCents: integer().notNull(),
    amountCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    discountDescription: text(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.sort),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_items_amount_check',
      sql`${t.unitPriceCents} >= 0 and ${t.amountCents} = ${t.unitPriceCents} * ${t.quantity}`,
    ),
    check(
      'order_items_discount_check',
      sql`${t.discountCents} between 0 and ${t.amountCents} and (${t.discountCents} = 0 or ${t.discountDescription} is not null)`,
    ),
  ],
);

/** A promotion used by an order: one per order, counted in promotions.usage_count in the same transaction. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: id(),
    promotionId: uuid()
      .notNull()
      .references(() => promotions.id),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    discountCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_redemptions_promotion_idx').on(t.promotionId),
    check('promotion_redemptions_discount_check', sql`${t.discountCents} >= 0`),
  ],
);

/**
 * The reward of a referral: the owner of the Client ID a new customer's first order used earns a share of it
 * (domain REFERRAL_DISCOUNT_PERCENT, in basis points here). One per order; never one's own.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: id(),
    /** The owner of the code, who earns the reward. */
    referrerCustomerId: uuid()
      .notNull()
      .references(() => customers.id),
    /** The payer of the order that used the code. */
    referredCustomerId: uuid()
      .notNull()
      .references(() => customers.id),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rewardBasisPoints: integer().notNull(),
    rewardCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_rewards_referrer_idx').on(t.referrerCustomerId, t.createdAt),
    check('referral_rewards_not_own', sql`${t.referrerCustomerId} <> ${t.referredCustomerId}`),
    check('referral_rewards_rate_check', sql`${t.rewardBasisPoints} between 1 and 10000`),
    check('referral_rewards_amount_check', sql`${t.rewardCents} >= 0`),
  ],
);
