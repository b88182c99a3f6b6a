import { sampleArrangement } from './fakeEgiroApi';
import type { FakePaymentData } from './fakePaymentApi';
import type { OrderDetail, SavedCard } from '../paymentApi';

/** The signed-in customer, who pays. */
export const PAYER = { id: '6f1c2a3b-0000-4000-8000-000000000001', name: 'Tan Ah Kow' } as const;
/** His loved one, whom an order may be for. */
export const LOVED_ONE = { id: '6f1c2a3b-0000-4000-8000-000000000002', name: 'Tan Mei Ling' } as const;

/** An order waiting for payment: Gym Tonic with 10 % off, GST 9 %. */
export function pendingOrder(fields: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 'order-1',
    customerId: PAYER.id,
    customerName: PAYER.name,
    payerId: PAYER.id,
    payerName: PAYER.name,
    orderNumber: 'NH-1001',
    createdDate: '2026-11-22T08:55:00+08:00',
    status: 'PENDING',
    subTotalAmount: 480,
    discountAmount: 48,
    gstAmount: 38.88,
    totalAmount: 470.88,
    payableAmount: 470.88,
    subTotalCents: 48000,
    discountCents: 4800,
    gstCents: 3888,
    totalCents: 47088,
    payableCents: 47088,
    coupon: 'ACTIVE10',
    items: [
      {
        id: 'line-1',
        description: 'Gym Tonic – 24 sessions / 3 months, Active Ageing Hub (Kampung Admiralty)',
        quantity: 1,
        amount: 480,
        amountCents: 48000,
        discount: { description: 'Active Ageing 10% off', amount: 48, amountCents: 4800 },
      },
    ],
    paymentTransaction: null,
    gstPercentage: 9,
    paidDate: null,
    invoiceNumber: 'INV-1001',
    feedbackRating: null,
    paymentSegment: 'RETAIL',
    companyName: null,
    paymentMethods: ['CARD', 'PAYNOW'],
    ...fields,
  };
}

/** The same order, for his loved one. */
export function lovedOneOrder(): OrderDetail {
  return pendingOrder({ customerId: LOVED_ONE.id, customerName: LOVED_ONE.name });
}

/** The order, paid by VISA ending in 4242. */
export function paidOrder(fields: Partial<OrderDetail> = {}): OrderDetail {
  const paidDate = '2026-11-22T09:01:30+08:00';
  return pendingOrder({
    status: 'PAID',
    paidDate,
    paymentTransaction: {
      id: 'payment-1',
      orderId: 'order-1',
      method: 'CARD',
      status: 'SUCCEEDED',
      amount: 470.88,
      amountCents: 47088,
      cardBrand: 'VISA',
      cardLast4: '4242',
      reference: 'PAY-700001',
      billReferenceNumber: null,
      failureCode: null,
      createdDate: paidDate,
      completedDate: paidDate,
    },
    ...fields,
  });
}

/** Two saved cards, the MasterCard the default. */
export function savedCards(): SavedCard[] {
  return [
    {
      id: 'card-master',
      number: '•••• 4444',
      brand: 'MasterCard',
      last4: '4444',
      expiryMonth: 8,
      expiryYear: 2029,
      status: 'ACTIVE',
      isDefault: true,
    },
    {
      id: 'card-visa',
      number: '•••• 4242',
      brand: 'VISA',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2028,
      status: 'ACTIVE',
      isDefault: false,
    },
  ];
}

/** The fake's data: `order`, the saved cards, every card approved. */
export function paymentData(fields: Partial<FakePaymentData> = {}): FakePaymentData {
  return {
    order: pendingOrder(),
    cards: savedCards(),
    cardOutcome: 'approve',
    challenge: 'approve',
    qr: null,
    payments: {},
    ...fields,
  };
}

/** The order, paid by PayNow. */
export function paidByPayNow(): OrderDetail {
  const paid = paidOrder();
  return {
    ...paid,
    paymentTransaction: paid.paymentTransaction && {
      ...paid.paymentTransaction,
      method: 'PAYNOW',
      cardBrand: null,
      cardLast4: null,
      reference: 'DBS-20261122-0001',
      billReferenceNumber: 'NH-1001-01',
    },
  };
}

/** A card payment waiting for its 3-D Secure check (payment-1), which the issuer then decides as `challenge`. */
export function challengedPayment(challenge: FakePaymentData['challenge']): FakePaymentData {
  return paymentData({
    cardOutcome: 'challenge',
    challenge,
    payments: {
      'attempt-kept-0001': {
        id: 'payment-1',
        orderId: 'order-1',
        method: 'CARD',
        status: 'REQUIRES_AUTHENTICATION',
        amount: 470.88,
        amountCents: 47088,
        cardBrand: 'MasterCard',
        cardLast4: '4444',
        reference: 'PAY-700001',
        billReferenceNumber: null,
        failureCode: null,
        createdDate: '2026-11-22T09:00:30+08:00',
        completedDate: null,
      },
    },
  });
}

/** The order as the API answers it for an Active Ageing programme: eGIRO can pay it. */
export function activeAgeingOrder(fields: Partial<OrderDetail> = {}): OrderDetail {
  return pendingOrder({
    categoryName: 'Active Ageing',
    categorySlug: 'active-ageing',
    paymentMethods: ['CARD', 'PAYNOW', 'EGIRO'],
    ...fields,
  });
}

/** The fake's data for an Active Ageing order with two active eGIRO arrangements of the payer's. */
export function egiroPaymentData(fields: Partial<FakePaymentData> = {}): FakePaymentData {
  return paymentData({
    order: activeAgeingOrder(),
    egiroArrangements: [
      sampleArrangement({ id: 'egiro-1', clientName: PAYER.name, relationship: 'Self' }),
      sampleArrangement({
        id: 'egiro-2',
        clientName: PAYER.name,
        relationship: 'Self',
        bankCode: 'OCBC',
        bankName: 'OCBC',
        ddaReferenceNo: 'DDA2026112200002',
        limit: 1000,
      }),
    ],
    deductionDate: '2026-12-21',
    ...fields,
  });
}

/** The Active Ageing order with its eGIRO debit waiting for the bank's deduction on 21 December. */
export function awaitingDeduction(): OrderDetail {
  const created = '2026-11-22T09:01:30+08:00';
  return activeAgeingOrder({
    paymentTransaction: {
      id: 'payment-1',
      orderId: 'order-1',
      method: 'EGIRO',
      status: 'PROCESSING',
      amount: 470.88,
      amountCents: 47088,
      cardBrand: null,
      cardLast4: null,
      reference: 'ED2026112200001',
      billReferenceNumber: null,
      failureCode: null,
      createdDate: created,
      completedDate: null,
      egiroArrangementId: 'egiro-1',
      deductionDate: '2026-12-21',
    },
  });
}
