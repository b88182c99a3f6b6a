/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any,
   @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/restrict-plus-operands --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Payment History's reads (docs/payments-api.md): GET order with paging and sorting, GET order/{id} with its
 * items, discount lines and payment transaction; each for the payer only.
 */
import { messages } from '@careportal/domain';
import { describe, expect, it } from 'vitest';

import { customerSuite, drivers } from './helpers.ts';
import { expectSignedInOnly, FST_LINE, GYM_TONIC_LINE, placeOrder, UNKNOWN_ID } from './payment-helpers.ts';

describe.each(drivers())('orders on %s', (driver) => {
  const suite = customerSuite(driver, 'CPORDR01');
  const { call } = suite;

  it('is signed in: no token, an expired token and a stranger in view-as are refused', async () => {
    const order = await placeOrder(suite);
    await expectSignedInOnly(suite, [
      ['GET', '/order'],
      ['GET', `/order/${String(order.id)}`],
    ]);
  });

  it('reads an order with its items, discount lines, invoice number and (none yet) payment transaction', async () => {
    const order = await placeOrder(suite, { items: [GYM_TONIC_LINE, FST_LINE], coupon: 'ACTIVE10' });
    const read = await call('GET', `/order/${String(order.id)}`);
    expect(read.statusCode, read.body).toBe(200);
    const data = read.json().data;
    expect(data).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      status: 'PENDING',
      payableCents: order.payableCents,
      paymentTransaction: null,
      paidDate: null,
      gstPercentage: 9,
      feedbackRating: null,
      invoiceNumber: `INV-${String(order.orderNumber).slice(3)}`,
      coupon: 'ACTIVE10',
    });
    expect(data.items).toHaveLength(2);
    for (const item of data.items) {
      expect(item.discount).toMatchObject({ amountCents: expect.any(Number) });
      expect(item.discount.amountCents).toBeGreaterThan(0);
    }
    expect(data.discountCents).toBe(
      data.items.reduce((sum: number, i: any) => sum + i.discount.amountCents, 0),
    );
  });

  it("lists the payer's orders a page at a time, newest first, and sorts them", async () => {
    const siti = await placeOrder(suite, { subject: 'demo-siti' });
    const placed = [await placeOrder(suite), await placeOrder(suite), await placeOrder(suite)];
    const all = (await call('GET', '/order?size=100')).json().data;
    expect(all.content.map((o: any) => o.id)).not.toContain(siti.id);
    expect(all.totalElements).toBe(all.content.length);
    const numbers = all.content.map((o: any) => o.orderNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    for (const order of placed) expect(all.content.map((o: any) => o.id)).toContain(order.id);

    const first = (await call('GET', '/order?page=0&size=2')).json().data;
    const second = (await call('GET', '/order?page=1&size=2')).json().data;
    expect(first).toMatchObject({ page: 0, size: 2, totalElements: all.totalElements });
    expect(first.totalPages).toBe(Math.ceil(all.totalElements / 2));
    expect([...first.content, ...second.content].map((o: any) => o.id)).toEqual(
      all.content.slice(0, 4).map((o: any) => o.id),
    );
    const past = (await call('GET', '/order?page=99&size=2')).json().data;
    expect(past.content).toEqual([]);

    const ascending = (await call('GET', '/order?size=100&sort=orderNumber,asc')).json().data;
    expect(ascending.content.map((o: any) => o.orderNumber)).toEqual([...numbers].reverse());
    const byAmount = (await call('GET', '/order?size=100&sort=payableAmount')).json().data;
    const amounts = byAmount.content.map((o: any) => o.payableCents);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => b - a));

    // view-as does not change whose orders they are.
    const asMeiLing = await call('GET', '/order?size=100', { headers: { 'view-as': suite.meiLingId } });
    expect(asMeiLing.json().data.content.map((o: any) => o.id)).toEqual(all.content.map((o: any) => o.id));
    // The other customer sees only theirs.
    const theirs = (await call('GET', '/order', { subject: 'demo-siti' })).json().data;
    expect(theirs.content.map((o: any) => o.id)).toEqual([siti.id]);
  });

  it('refuses a bad page, size or sort with 400 at the field, never a 500', async () => {
    for (const query of [
      'size=0',
      'size=101',
      'page=-1',
      'page=x',
      'sort=price',
      'sort=createdDate,up',
      'foo=1',
    ]) {
      const res = await call('GET', `/order?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe('VALIDATION_FAILED');
    }
  });

  it("does not show another customer's order, an unknown one or a bad id", async () => {
    const order = await placeOrder(suite);
    const stranger = await call('GET', `/order/${String(order.id)}`, { subject: 'demo-siti' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ errorMessage: messages.cart.orderNotFound, data: null });
    expect((await call('GET', `/order/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('GET', '/order/NH-0001001')).statusCode).toBe(400);
  });
});
