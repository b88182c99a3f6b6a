/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Public feedback (issue 17): POST public/v1/feedback stores a rating from 1 to 6 with an optional comment and
 * contact, SUBMITTED; bad input is 400 with the catalogue's message; the route is rate-limited per IP.
 */
import {
  FEEDBACK_STATUSES,
  feedbackPageMessages,
  formatMessage,
  messages,
  REMARKS_MAX_LENGTH,
} from '@careportal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { feedback } from '../src/db/schema/index.ts';
import {
  buildTestApp,
  createKeys,
  createTestDatabase,
  drivers,
  testConfig,
  type TestDatabase,
} from './helpers.ts';

const NOW = new Date('2027-03-01T02:00:00.000Z');
const v = messages.validation;

describe.each(drivers())('public feedback on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildTestApp(database, await createKeys(), {
      config: testConfig({ rateLimitMax: 20 }),
      clock: () => NOW,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  let ip = 0;
  /** Each call from its own address, so the rate limit only counts where a test means it to. */
  const post = (payload: unknown, remoteAddress = `10.9.0.${String((ip += 1))}`) =>
    app.inject({ method: 'POST', url: '/public/v1/feedback', payload: payload as object, remoteAddress });

  it('stores a rating with a comment and contact, SUBMITTED, and answers 201', async () => {
    const res = await post({
      rating: 6,
      comment: '  The staff at Bedok were very kind.  ',
      name: 'Tan Mei Ling',
      contact: 'mei.ling@example.sg',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ httpCode: 201, data: { status: 'SUBMITTED' } });
    const rows = await database.handle.db.select().from(feedback);
    const row = rows.find((candidate) => candidate.name === 'Tan Mei Ling');
    expect(row).toMatchObject({
      rating: 6,
      comment: 'The staff at Bedok were very kind.',
      contact: 'mei.ling@example.sg',
      status: 'SUBMITTED',
    });
    expect(row?.createdAt.toISOString()).toBe(NOW.toISOString());
  });

  it('takes a Singapore phone number as the contact, as it is typed', async () => {
    const res = await post({ rating: 5, name: 'Lim Ah Kow', contact: '+65 9123 4567' });
    expect(res.statusCode).toBe(201);
    const rows = await database.handle.db.select().from(feedback);
    expect(rows.find((row) => row.name === 'Lim Ah Kow')?.contact).toBe('+65 9123 4567');
  });

  it('takes a rating alone, every one from 1 to 6', async () => {
    for (const rating of [1, 2, 3, 4, 5, 6]) {
      const res = await post({ rating });
      expect(res.statusCode).toBe(201);
    }
    const rows = await database.handle.db.select().from(feedback);
    const bare = rows.filter((row) => row.comment === null && row.name === null && row.contact === null);
    expect(bare.map((row) => row.rating).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['no rating', { comment: 'Hello' }, v.ratingRequired],
    ['a rating of 0', { rating: 0 }, v.invalidValue],
    ['a rating of 7', { rating: 7 }, v.invalidValue],
    ['a rating of 3.5', { rating: 3.5 }, v.ratingRequired],
    ['a rating as text', { rating: 'five' }, v.ratingRequired],
    [
      'a comment too long',
      { rating: 4, comment: 'a'.repeat(REMARKS_MAX_LENGTH + 1) },
      formatMessage(v.textTooLong, { max: REMARKS_MAX_LENGTH }),
    ],
    ['a contact that is five digits', { rating: 4, contact: '12345' }, feedbackPageMessages.contactInvalid],
    ['a contact that is a name', { rating: 4, contact: 'Mei Ling' }, feedbackPageMessages.contactInvalid],
    [
      'a phone number of another country',
      { rating: 4, contact: '0123456789' },
      feedbackPageMessages.contactInvalid,
    ],
  ])('refuses %s with 400 and the catalogue message', async (_name, payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ httpCode: 400, statusCode: 400 });
    expect(res.json().errorMessage).toBe(message);
  });

  it('answers 400, never 500, for a body that is not a feedback object', async () => {
    for (const payload of [[], [{ rating: 5 }], { rating: null }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
    }
    const text = await app.inject({
      method: 'POST',
      url: '/public/v1/feedback',
      payload: 'rating=5',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: '10.9.9.9',
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('keeps only the statuses of the specification', () => {
    expect(FEEDBACK_STATUSES).toEqual(['SUBMITTED', 'OPEN', 'CLOSED']);
  });

  it('is rate-limited per client IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await post({ rating: 5 }, '10.8.8.8')).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 201)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await post({ rating: 5 }, '10.8.8.9')).statusCode).toBe(201);
  });
});
