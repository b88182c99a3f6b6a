/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Senior mode (issue 19): PUT profile/display-mode keeps the signed-in customer's choice, and GET auth/session
 * answers it on every sign-in, so that it follows them to another device. It is always the account holder's own:
 * acting for a loved one neither reads nor changes anyone else's, and one customer's choice is not another's.
 */
import { messages } from '@careportal/domain';
import { describe, expect, it } from 'vitest';

import { customerSuite, drivers } from './helpers.ts';

describe.each(drivers())('display mode on %s', (driver) => {
  const suite = customerSuite(driver, 'CPMODE01');
  const { call } = suite;

  const sessionMode = async (subject: string, headers: Record<string, string> = {}) => {
    const res = await call('GET', '/auth/session', { subject, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.customer.displayMode as string | null;
  };

  it('is not chosen until the customer chooses; the demo data has Ng Siew Lan in senior mode', async () => {
    expect(await sessionMode('demo-siti')).toBeNull();
    expect(await sessionMode('demo-siewlan')).toBe('senior');
  });

  it('keeps senior mode for the customer, answers it on the next session, and turns it off again', async () => {
    const on = await call('PUT', '/profile/display-mode', { payload: { displayMode: 'senior' } });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({ displayMode: 'senior' });
    expect(await sessionMode('demo-ahkow')).toBe('senior');
    // Someone else's choice is their own.
    expect(await sessionMode('demo-siti')).toBeNull();

    const off = await call('PUT', '/profile/display-mode', { payload: { displayMode: 'default' } });
    expect(off.json().data).toEqual({ displayMode: 'default' });
    expect(await sessionMode('demo-ahkow')).toBe('default');
  });

  it("keeps the caregiver's own choice while they act for a loved one", async () => {
    const headers = { 'view-as': suite.meiLingId };
    const res = await call('PUT', '/profile/display-mode', { payload: { displayMode: 'senior' }, headers });
    expect(res.statusCode).toBe(200);
    expect(await sessionMode('demo-ahkow', headers)).toBe('senior');
    expect(await sessionMode('demo-ahkow')).toBe('senior');
    await call('PUT', '/profile/display-mode', { payload: { displayMode: 'default' } });
  });

  it('refuses another loved one as view-as, changing nothing', async () => {
    const res = await call('PUT', '/profile/display-mode', {
      payload: { displayMode: 'senior' },
      headers: { 'view-as': suite.strangerLovedOneId },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await sessionMode('demo-ahkow')).toBe('default');
  });

  it('refuses a mode it does not know with the catalogue text, changing nothing', async () => {
    for (const payload of [{ displayMode: 'huge' }, { displayMode: null }, {}]) {
      const res = await call('PUT', '/profile/display-mode', { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([
        { in: 'body', path: 'displayMode', message: messages.validation.invalidValue },
      ]);
    }
    expect(await sessionMode('demo-ahkow')).toBe('default');
  });

  it('answers 401 without a sign-in', async () => {
    const res = await suite.app.inject({
      method: 'PUT',
      url: '/profile/display-mode',
      payload: { displayMode: 'senior' },
    });
    expect(res.statusCode).toBe(401);
  });
});
