/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The customer's language (issue 19, "Four languages"): PUT profile/language keeps the signed-in customer's
 * choice, and GET auth/session answers it on every sign-in, so that it follows them to another device. It is the
 * account holder's own: acting for a loved one neither reads nor changes anyone else's.
 */
import { LOCALES, messages } from '@careportal/domain';
import { describe, expect, it } from 'vitest';

import { customerSuite, drivers } from './helpers.ts';

describe.each(drivers())('language on %s', (driver) => {
  const suite = customerSuite(driver, 'CPLANG01');
  const { call } = suite;

  const sessionLanguage = async (subject: string, headers: Record<string, string> = {}) => {
    const res = await call('GET', '/auth/session', { subject, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.customer.language as string | null;
  };

  it('is not chosen until the customer chooses', async () => {
    expect(await sessionLanguage('demo-siti')).toBeNull();
    expect(await sessionLanguage('demo-ahkow')).toBeNull();
  });

  it.each(LOCALES)('keeps %s for the customer and answers it on the next session', async (language) => {
    const res = await call('PUT', '/profile/language', { payload: { language } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ language });
    expect(await sessionLanguage('demo-ahkow')).toBe(language);
    // Someone else's choice is their own.
    expect(await sessionLanguage('demo-siti')).toBeNull();
  });

  it("keeps the caregiver's own language while they act for a loved one", async () => {
    const headers = { 'view-as': suite.meiLingId };
    const res = await call('PUT', '/profile/language', { payload: { language: 'ta' }, headers });
    expect(res.statusCode).toBe(200);
    expect(await sessionLanguage('demo-ahkow', headers)).toBe('ta');
    expect(await sessionLanguage('demo-ahkow')).toBe('ta');
  });

  it('refuses another loved one as view-as, changing nothing', async () => {
    const res = await call('PUT', '/profile/language', {
      payload: { language: 'ms' },
      headers: { 'view-as': suite.strangerLovedOneId },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await sessionLanguage('demo-ahkow')).toBe('ta');
  });

  it('refuses a language it does not offer with the catalogue text, changing nothing', async () => {
    for (const payload of [
      { language: 'fr' },
      { language: 'zh' },
      { language: 'TA' },
      { language: null },
      {},
    ]) {
      const res = await call('PUT', '/profile/language', { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([
        { in: 'body', path: 'language', message: messages.validation.invalidValue },
      ]);
    }
    expect(await sessionLanguage('demo-ahkow')).toBe('ta');
  });

  it('answers 401 without a sign-in', async () => {
    const res = await suite.app.inject({
      method: 'PUT',
      url: '/profile/language',
      payload: { language: 'ms' },
    });
    expect(res.statusCode).toBe(401);
  });
});
