/**
 * Payment History's and Card Management's sample data: orders of Tan Ah Kow (the payer) for himself and his
 * loved one, priced as the API prices them (GST 9 %, 'Less - …' discount lines), and saved cards.
 */
import type { SavedCard } from '../cardApi';
import type { OrderDetail, PaymentTransaction } from '../orderApi';
import type { FakePaymentsData } from './fakePaymentsApi';

const CUSTOMER_ID = '3f6c2a1e-7b4d-4e8a-9c2f-1a0b3c4d5e01';
const LOVED_ONE_ID = '3f6c2a1e-7b4d-4e8a-9c2f-1a0b3c4d5e02';

/** The order waiting for payment. */
export const PENDING_ORDER_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01';
/** An order paid by card, with a discount line. */
export const CARD_ORDER_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02';
/** An order paid by PayNow. */
export const PAYNOW_ORDER_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c03';

interface Line {
  description: string;
  amountCents: number;
  discount?: { description: string; amountCents: number };
}

function order(
  id: string,
  number: number,
  createdDate: string,
  lines: Line[],
  payment: Omit<PaymentTransaction, 'id' | 'orderId' | 'amount' | 'amountCents'> | null,
  forLovedOne = false,
): OrderDetail {
  const subTotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + (line.discount?.amountCents ?? 0), 0);
  const gstCents = Math.round(((subTotalCents - discountCents) * 9) / 100);
  const totalCents = subTotalCents - discountCents + gstCents;
  const orderNumber = `NH-${String(number).padStart(7, '0')}`;
  const paid = payment?.status === 'SUCCEEDED';
  return {
    id,
    customerId: forLovedOne ? LOVED_ONE_ID : CUSTOMER_ID,
    customerName: forLovedOne ? 'Tan Mei Ling' : 'Tan Ah Kow',
    payerId: CUSTOMER_ID,
    payerName: 'Tan Ah Kow',
    orderNumber,
    createdDate,
    status: paid ? 'PAID' : 'PENDING',
    coupon: lines.find((line) => line.discount !== undefined)?.discount?.description ?? null,
    subTotalAmount: subTotalCents / 100,
    discountAmount: discountCents / 100,
    gstAmount: gstCents / 100,
    totalAmount: totalCents / 100,
    payableAmount: totalCents / 100,
    subTotalCents,
    discountCents,
    gstCents,
    totalCents,
    payableCents: totalCents,
    address: {
      type: 'BILLING',
      postalCode: '730678',
      block: '678',
      street: 'WOODLANDS AVE 6',
      level: '04',
      unit: '12',
      building: 'KAMPUNG ADMIRALTY',
    },
    items: lines.map((line, index) => ({
      id: `${id.slice(0, -2)}${String(10 + index)}`,
      description: line.description,
      quantity: 1,
      amount: line.amountCents / 100,
      amountCents: line.amountCents,
      discount:
        line.discount === undefined
          ? null
          : {
              description: line.discount.description,
              amount: line.discount.amountCents / 100,
              amountCents: line.discount.amountCents,
            },
    })),
    paymentTransaction:
      payment === null
        ? null
        : {
            ...payment,
            id: `${id.slice(0, -2)}99`,
            orderId: id,
            amount: totalCents / 100,
            amountCents: totalCents,
          },
    paidDate: paid ? (payment.completedDate ?? null) : null,
    invoiceNumber: `INV-${String(number).padStart(7, '0')}`,
    gstPercentage: 9,
    feedbackRating: null,
    paymentMethods: ['CARD', 'PAYNOW'],
  };
}

const GYM_TONIC = 'Gym Tonic – 24 sessions, Kampung Admiralty Active Ageing Hub';
const PHYSIO = 'Physiotherapy – 5 sessions / 3 months, Bukit Batok West Active Ageing Hub';

function cardPayment(date: string, last4 = '4242', brand = 'VISA') {
  return {
    method: 'CARD' as const,
    status: 'SUCCEEDED' as const,
    cardBrand: brand,
    cardLast4: last4,
    reference: `pi_sandbox_${last4}${date.slice(8, 10)}`,
    billReferenceNumber: null,
    failureCode: null,
    createdDate: date,
    completedDate: date,
  };
}

/** Three orders: one waiting for payment, one paid by card with a discount, one paid by PayNow. */
export function threeOrders(): OrderDetail[] {
  return [
    order(
      PENDING_ORDER_ID,
      1012,
      '2026-11-24T02:30:00.000Z',
      [{ description: GYM_TONIC, amountCents: 24_000 }],
      null,
    ),
    order(
      CARD_ORDER_ID,
      1008,
      '2026-10-05T06:10:00.000Z',
      [
        {
          description: PHYSIO,
          amountCents: 42_500,
          discount: { description: 'PHYSIO20', amountCents: 2_000 },
        },
      ],
      cardPayment('2026-10-05T06:12:00.000Z'),
      true,
    ),
    order(
      PAYNOW_ORDER_ID,
      1003,
      '2026-08-18T01:45:00.000Z',
      [{ description: 'Resistance Band Set – collected at Kampung Admiralty', amountCents: 3_800 }],
      {
        method: 'PAYNOW',
        status: 'SUCCEEDED',
        cardBrand: null,
        cardLast4: null,
        reference: 'DBS20260818K7Q2',
        billReferenceNumber: 'NH0001003A7K2QZ',
        failureCode: null,
        createdDate: '2026-08-18T01:47:00.000Z',
        completedDate: '2026-08-18T01:49:00.000Z',
      },
    ),
  ];
}

/** Fourteen orders, two pages of ten: the three above and eleven earlier monthly renewals paid by MasterCard. */
export function manyOrders(): OrderDetail[] {
  const renewals = Array.from({ length: 11 }, (_, index) => {
    const month = String(11 - (index % 11)).padStart(2, '0');
    const date = `2025-${month}-0${String(1 + (index % 8))}T03:00:00.000Z`;
    return order(
      `7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c${String(20 + index)}`,
      900 + index,
      date,
      [{ description: GYM_TONIC, amountCents: 12_000 + index * 500 }],
      cardPayment(date, '4444', 'MasterCard'),
    );
  });
  return [...threeOrders(), ...renewals];
}

function card(
  id: string,
  brand: string,
  last4: string,
  isDefault: boolean,
  month = 12,
  year = 2030,
): SavedCard {
  return {
    id,
    number: `•••• ${last4}`,
    brand,
    last4,
    expiryMonth: month,
    expiryYear: year,
    status: 'ACTIVE',
    isDefault,
  };
}

/** A VISA (the default), a MasterCard and an AMEX. */
export function savedCards(): SavedCard[] {
  return [
    card('card-visa-4242', 'VISA', '4242', true),
    card('card-mastercard-4444', 'MasterCard', '4444', false, 3, 2028),
    card('card-amex-0005', 'AMEX', '0005', false, 7, 2029),
  ];
}

/** A card of a brand the portal does not draw (it shows the generic tile), and one waiting for 3-D Secure. */
export function unusualCards(): SavedCard[] {
  return [
    card('card-visa-4242', 'VISA', '4242', true),
    card('card-jcb-0000', 'JCB', '0000', false, 5, 2031),
    { ...card('card-visa-3220', 'VISA', '3220', false), status: 'PENDING_VERIFICATION' },
  ];
}

/**
 * The cards with a VISA ending in 3220 waiting for 3-D Secure under `id`. Each story that verifies a card names its
 * own: a page load asks about a card once (callOnce), and the stories share one page load.
 */
export function awaitingBank(id: string): SavedCard[] {
  return [
    card('card-visa-4242', 'VISA', '4242', true),
    { ...card(id, 'VISA', '3220', false), status: 'PENDING_VERIFICATION' },
  ];
}

/** The fake API's data: `orders` and `cards`. */
export function paymentsData(
  orders: OrderDetail[] = threeOrders(),
  cards: SavedCard[] = savedCards(),
): FakePaymentsData {
  return { orders, cards };
}
