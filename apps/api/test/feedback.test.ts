/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument,
   @typescript-eslint/no-unsafe-return --
   These tests read JSON responses (`res.json()` is `any`). */
/** The completion page's rating (POST order/{id}/feedback): 1 to 6, once, for a paid order, by its payer. */
import { messages } from '@careportal/domain';
import { describe, expect, it } from 'vitest';

import { customerSuite, drivers } from './helpers.ts';
import { expectSignedInOnly, placeOrder, UNKNOWN_ID } from './payment-helpers.ts';

describe.each(drivers())('order feedback on %s', (driver) => {
  const suite = customerSuite(driver, 'CPFDBK01');
  const { call } = suite;

  /** An order paid through PayNow and the sandbox bank. */
  const paidOrder = async () => {
    const order = await placeOrder(suite);
    const qr = (await call('GET', `/order/${String(order.id)}/qr-string`)).json().data;
    const settled = await suite.app.inject({
      method: 'POST',
      url: '/sandbox/bank/paynow/settle',
      payload: { billReferenceNumber: qr.billReferenceNumber, amount: qr.amount },
    });
    expect(settled.json().outcome).toBe('APPLIED');
    return order;
  };
  const rate = (id: string, rating: unknown, subject?: string) =>
    call('POST', `/order/${id}/feedback`, { payload: { rating }, ...(subject ? { subject } : {}) });

  it('is signed in: no token, an expired token and a stranger in view-as are refused', async () => {
    const order = await placeOrder(suite);
    await expectSignedInOnly(suite, [['POST', `/order/${String(order.id)}/feedback`, { rating: 5 }]]);
  });

  it('takes a rating from 1 to 6 once, for a paid order, and shows it on the order', async () => {
    for (const rating of [1, 6]) {
      const order = await paidOrder();
      const res = await rate(order.id, rating);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: order.id, feedbackRating: rating, status: 'PAID' });
      const again = await rate(order.id, 3);
      expect(again.statusCode).toBe(409);
      expect((await call('GET', `/order/${String(order.id)}`)).json().data.feedbackRating).toBe(rating);
    }
  });

  it("refuses a rating outside 1 to 6 with 'Rating is required', an unpaid order, and another customer's", async () => {
    const order = await paidOrder();
    for (const rating of [0, 7, 2.5, '5', null]) {
      const res = await rate(order.id, rating);
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().errorMessage).toBe(messages.validation.ratingRequired);
    }
    const none = await call('POST', `/order/${String(order.id)}/feedback`, { payload: {} });
    expect(none.json().errorMessage).toBe(messages.validation.ratingRequired);
    const pending = await placeOrder(suite);
    const unpaid = await rate(pending.id, 5);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().errorCode).toBe('ORDER_NOT_PAID');
    const stranger = await rate(order.id, 5, 'demo-siti');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ errorMessage: messages.cart.orderNotFound, data: null });
    expect((await rate(UNKNOWN_ID, 5)).statusCode).toBe(404);
  });
});
