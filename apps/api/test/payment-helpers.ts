/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any --
   These helpers read JSON responses (`res.json()` is `any`). */
/** What the order and payment suites share: placing orders through the cart as the portal does. */
import { randomUUID } from 'node:crypto';

import { AUTH_STATUS, HELD_SERVICE_STATUSES } from '@careportal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';

import { customers, services } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { FORBIDDEN_VIEW_AS } from '../src/plugins/app/auth.ts';
import { signToken, type CustomerSuite } from './helpers.ts';

export const ACTIVE_AGEING = seedId('category', 'active-ageing');
export const GYM_TONIC_LINE = {
  categoryId: ACTIVE_AGEING,
  productId: seedId('product', 'gym-tonic'),
  offeringId: seedId('offering', 'gym-tonic', '24 sessions / 3 months'),
  centerId: seedId('centre', 'admiralty'),
};
export const FST_LINE = {
  categoryId: ACTIVE_AGEING,
  productId: seedId('product', 'functional-strength-training'),
  offeringId: seedId('offering', 'functional-strength-training', '1 run of 16 sessions / 2 months'),
  centerId: seedId('centre', 'admiralty'),
};
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const newKey = () => `test-${randomUUID()}`;

/** An order `subject` places through the cart (PUT cart, a code if given, POST cart/checkout); its view. */
export async function placeOrder(
  suite: CustomerSuite,
  options: { subject?: string; items?: object[]; coupon?: string } = {},
): Promise<any> {
  const subject = options.subject ?? 'demo-ahkow';
  await endHeldServices(suite, subject);
  const saved = await suite.call('PUT', '/cart', {
    subject,
    payload: { categoryId: ACTIVE_AGEING, items: options.items ?? [GYM_TONIC_LINE] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (options.coupon !== undefined) {
    const applied = await suite.call('PUT', '/cart/applyCoupon', {
      subject,
      payload: { coupon: options.coupon },
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const placed = await suite.call('POST', '/cart/checkout', {
    subject,
    headers: { 'idempotency-key': newKey() },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data;
}

/**
 * Ends (EXPIRED) the services `subject` holds for themself. Paying an order creates its services (issue 15), and
 * a service held closes its product to the same person (domain programmeEligibility, SERVICE_HELD): the payment
 * suites buy the same programme many times over, each time as if the earlier one had run its course.
 */
export async function endHeldServices(suite: CustomerSuite, subject: string): Promise<void> {
  await suite.database.handle.db
    .update(services)
    .set({ status: 'EXPIRED' })
    .where(
      and(
        inArray(services.status, [...HELD_SERVICE_STATUSES]),
        inArray(
          services.customerId,
          suite.database.handle.db
            .select({ id: customers.id })
            .from(customers)
            .where(eq(customers.identitySubject, subject)),
        ),
      ),
    );
}

/**
 * Every route given refuses no token (401), an expired token (400, 1003) and a loved one not the caller's in
 * view-as (403), with no data.
 */
export async function expectSignedInOnly(
  suite: CustomerSuite,
  routes: readonly (readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?])[],
): Promise<void> {
  // Expired by the app's clock, which a suite may hold at its start while the real time runs on.
  const expired = await signToken(suite.keys, 'demo-ahkow', { expiresIn: -30, at: suite.app.clock() });
  for (const [method, url, payload] of routes) {
    const body = payload === undefined ? {} : { payload };
    const headers = { 'idempotency-key': newKey() };
    const none = await suite.app.inject({ method, url, headers, ...body });
    expect(none.statusCode, `${method} ${url}`).toBe(401);
    expect(none.json().statusCode, url).toBe(AUTH_STATUS.tokenInvalid);
    const old = await suite.app.inject({
      method,
      url,
      headers: { ...headers, authorization: `Bearer ${expired}` },
      ...body,
    });
    expect(old.statusCode, `${method} ${url}`).toBe(400);
    expect(old.json().statusCode, url).toBe(AUTH_STATUS.tokenExpired);
    for (const viewAs of [suite.strangerLovedOneId, UNKNOWN_ID]) {
      const spoof = await suite.call(method, url, { headers: { ...headers, 'view-as': viewAs }, ...body });
      expect(spoof.statusCode, `${method} ${url}`).toBe(403);
      expect(spoof.json(), url).toMatchObject({ errorMessage: FORBIDDEN_VIEW_AS, data: null });
    }
  }
}
