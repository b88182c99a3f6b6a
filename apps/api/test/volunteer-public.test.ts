/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Volunteer check-in and check-out (issue 17, routes/public/v1/VOLUNTEER.md) through the API: the seeded activity
 * "Befriending and lunch helpers" at Bedok, volunteers S7654321F (mobile ending 4567) and T0312345B (5678), and
 * organisation HOPE24 (PIN 5432). The clock is the test's, Monday 1 March 2027 in Singapore.
 */
import { randomBytes } from 'node:crypto';

import {
  checkInMessages as c,
  nationalIdCheckLetter,
  volunteerActivitySchema,
  volunteerAttendanceSchema,
  volunteerHoursMessage,
} from '@careportal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedActivityPublicId } from '../src/db/seed.ts';
import { newActivityPublicId } from '../src/lib/volunteer.ts';
import {
  buildTestApp,
  createKeys,
  createTestDatabase,
  drivers,
  testConfig,
  type TestDatabase,
} from './helpers.ts';

const ACTIVITY = seedActivityPublicId('bedok-befriending-lunch');
const sg = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);
const START = sg('2027-03-01 08:45');

describe.each(drivers())('public volunteer check-in on %s', (driver) => {
  let clock = START;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildTestApp(database, await createKeys(), {
      config: testConfig({ rateLimitMax: 1100, volunteerIdentityMaxPerIp: 10, volunteerIdentityMaxPerId: 5 }),
      clock: () => clock,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  let ipCount = 0;
  /** A client IP of its own for a test, so the failure counts of one do not reach another. */
  const freshIp = () => {
    ipCount += 1;
    return `198.51.100.${String(ipCount)}`;
  };
  const post = (url: string, payload: object, remoteAddress = '203.0.113.1') =>
    app.inject({ method: 'POST', url: `/public/v1/${url}`, payload, remoteAddress });
  const faris = { activityId: ACTIVITY, nric: 'T0312345B', mobileLastFour: '5678' };
  const hope = { activityId: ACTIVITY, orgCode: 'HOPE24', pin: '5432' };

  it('answers the activity of a check-in link', async () => {
    const res = await post('sessions/volunteer/activities/validate', { activityId: ACTIVITY });
    expect(res.statusCode).toBe(200);
    const activity = volunteerActivitySchema.parse(res.json().data);
    expect(activity).toMatchObject({
      activityId: ACTIVITY,
      name: 'Befriending and lunch helpers',
      centreName: 'Day Centre for Seniors (Bedok)',
    });
    expect(ACTIVITY).toHaveLength(24);
    expect(newActivityPublicId()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('answers 404 to 1,000 random activity ids, within the rate limit', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 1000; i += 1) {
      const res = await post(
        'sessions/volunteer/activities/validate',
        { activityId: randomBytes(18).toString('base64url') },
        '192.0.2.77',
      );
      codes.add(res.statusCode);
      if (i === 0) expect(res.json().errorMessage).toBe(c.activityNotFound);
    }
    expect([...codes]).toEqual([404]);
  });

  it('checks an individual volunteer in and out, one attendance a day, never showing the full NRIC', async () => {
    const ip = freshIp();
    const before = await post('volunteer/attendances/validate', faris, ip);
    expect(before.statusCode).toBe(200);
    const seen = volunteerAttendanceSchema.parse(before.json().data);
    expect(seen).toMatchObject({ attendeeType: 'INDIVIDUAL', status: 'NOT_ATTENDED', identity: '*****345B' });
    expect(before.body).not.toContain('T0312345B');

    const early = await post('volunteer/attendances/check-out', faris, ip);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errorCode: 'NOT_CHECKED_IN', errorMessage: c.notCheckedIn });

    const checkIn = await post('volunteer/attendances/check-in', faris, ip);
    expect(checkIn.statusCode).toBe(200);
    expect(checkIn.json().data).toMatchObject({ status: 'ATTENDING', day: '2027-03-01', checkOutAt: null });
    expect((await post('volunteer/attendances/check-in', faris, ip)).json().errorCode).toBe(
      'ALREADY_CHECKED_IN',
    );
    expect((await post('volunteer/attendances/validate', faris, ip)).json().data.status).toBe('ATTENDING');

    clock = sg('2027-03-01 13:30');
    const out = await post('volunteer/attendances/check-out', faris, ip);
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toMatchObject({ status: 'ATTENDED', checkOutAt: clock.toISOString() });
    expect((await post('volunteer/attendances/check-out', faris, ip)).json().errorCode).toBe(
      'ALREADY_CHECKED_OUT',
    );
    expect(JSON.stringify(out.json())).not.toContain('T0312345B');

    clock = sg('2027-03-02 09:00');
    expect((await post('volunteer/attendances/validate', faris, ip)).json().data.status).toBe('NOT_ATTENDED');
    clock = START;
  });

  it('checks an organisation in with its headcount, and out', async () => {
    const ip = freshIp();
    expect(
      (await post('volunteer-org/attendances/validate', { ...hope, orgCode: 'hope24' }, ip)).json().data,
    ).toMatchObject({
      attendeeType: 'ORGANIZATION',
      name: 'Hope Youth Volunteers',
      identity: 'HOPE24',
      status: 'NOT_ATTENDED',
    });
    const checkIn = await post('volunteer-org/attendances/check-in', { ...hope, headcount: 12 }, ip);
    expect(checkIn.statusCode).toBe(200);
    expect(checkIn.json().data).toMatchObject({ status: 'ATTENDING', headcount: 12 });
    const out = await post('volunteer-org/attendances/check-out', hope, ip);
    expect(out.json().data).toMatchObject({ status: 'ATTENDED', headcount: 12 });
    const noHeadcount = await post('volunteer-org/attendances/check-in', hope, ip);
    expect(noHeadcount.statusCode).toBe(400);
  });

  it('checks in only within the activity’s hours (09:00 to 14:00): from 08:30 until 14:00, and out until 16:00', async () => {
    const bee = { activityId: ACTIVITY, nric: 'S7654321F', mobileLastFour: '4567' };
    const ip = freshIp();
    try {
      // 04:39 AM on Tuesday: the report of issue 36. Refused, with when check-in opens and the hours.
      clock = sg('2027-03-02 04:39');
      const early = await post('volunteer/attendances/check-in', bee, ip);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        errorCode: 'CHECK_IN_NOT_OPEN',
        errorMessage: volunteerHoursMessage('checkInNotOpen', { startTime: '09:00', endTime: '14:00' }),
      });
      expect(early.json().errorMessage).toContain('08:30');
      expect((await post('volunteer/attendances/validate', bee, ip)).json().data.status).toBe('NOT_ATTENDED');

      clock = sg('2027-03-02 08:29');
      expect((await post('volunteer/attendances/check-in', bee, ip)).json().errorCode).toBe(
        'CHECK_IN_NOT_OPEN',
      );
      clock = sg('2027-03-02 08:30');
      expect((await post('volunteer/attendances/check-in', bee, ip)).statusCode).toBe(200);
      // Check-out after the end is still allowed, within 2 hours.
      clock = sg('2027-03-02 16:00');
      expect((await post('volunteer/attendances/check-out', bee, ip)).json().data.status).toBe('ATTENDED');

      // The next day: after the end no check-in; after 16:00 no check-out either.
      /** Refused at `at` (Singapore time) with a 409 of `errorCode`, whose words give `time`. */
      const refusedAt = async (
        at: string,
        action: 'check-in' | 'check-out',
        errorCode: string,
        time: string,
      ) => {
        clock = sg(at);
        const res = await post(`volunteer/attendances/${action}`, bee, ip);
        expect(res.statusCode).toBe(409);
        expect(res.json().errorCode).toBe(errorCode);
        expect(res.json().errorMessage).toContain(time);
      };
      await refusedAt('2027-03-03 14:01', 'check-in', 'CHECK_IN_CLOSED', '14:00');
      await refusedAt('2027-03-03 16:01', 'check-out', 'CHECK_OUT_CLOSED', '16:00');
      // An organisation too.
      const org = await post('volunteer-org/attendances/check-in', { ...hope, headcount: 3 }, ip);
      expect(org.json().errorCode).toBe('CHECK_IN_CLOSED');
    } finally {
      clock = START;
    }
  });

  it('lets a demo check in at any hour at the round-the-clock activity', async () => {
    const allDay = {
      activityId: seedActivityPublicId('bedok-round-the-clock'),
      nric: 'S7654321F',
      mobileLastFour: '4567',
    };
    const ip = freshIp();
    try {
      clock = sg('2027-03-04 00:00');
      expect((await post('volunteer/attendances/check-in', allDay, ip)).statusCode).toBe(200);
      clock = sg('2027-03-04 23:59');
      expect((await post('volunteer/attendances/check-out', allDay, ip)).statusCode).toBe(200);
      clock = sg('2027-03-05 04:39');
      expect((await post('volunteer/attendances/check-in', allDay, ip)).statusCode).toBe(200);
    } finally {
      clock = START;
    }
  });

  it('answers a wrong identity the same whether the person exists or not', async () => {
    const ip = freshIp();
    const wrongDigits = await post(
      'volunteer/attendances/validate',
      { ...faris, mobileLastFour: '0000' },
      ip,
    );
    const unknown = await post('volunteer/attendances/validate', { ...faris, nric: 'S1234567D' }, ip);
    for (const res of [wrongDigits, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'IDENTITY_NOT_MATCHED',
        errorMessage: c.identityNotMatched,
      });
    }
    const wrongPin = await post('volunteer-org/attendances/validate', { ...hope, pin: '1111' }, ip);
    expect(wrongPin.json()).toMatchObject({
      errorCode: 'IDENTITY_NOT_MATCHED',
      errorMessage: c.orgNotMatched,
    });
    const unknownActivity = await post('volunteer/attendances/validate', {
      ...faris,
      activityId: randomBytes(18).toString('base64url'),
    });
    expect(unknownActivity.statusCode).toBe(404);
  });

  it('stops guessing one identity after 5 failures, even from many IPs and with the right digits, for 10 minutes', async () => {
    const lim = { activityId: ACTIVITY, nric: 'S7654321F', mobileLastFour: '4567' };
    for (let i = 0; i < 5; i += 1) {
      const wrong = { ...lim, mobileLastFour: `000${String(i)}` };
      expect((await post('volunteer/attendances/validate', wrong, freshIp())).statusCode).toBe(400);
    }
    const blocked = await post('volunteer/attendances/validate', lim, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorMessage).toBe(c.tooManyTries);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    clock = new Date(START.getTime() + 11 * 60 * 1000);
    expect((await post('volunteer/attendances/validate', lim, freshIp())).statusCode).toBe(200);
    clock = START;
  });

  it('stops one IP after 10 failures, but never counts its successes (a coordinator checking in a group)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await post('volunteer/attendances/validate', faris, ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) {
      const digits = String(2_000_000 + i);
      const nric = `S${digits}${nationalIdCheckLetter('S', digits)}`;
      const res = await post(
        'volunteer/attendances/validate',
        { activityId: ACTIVITY, nric, mobileLastFour: `99${String(10 + i)}` },
        ip,
      );
      expect(res.statusCode, `attempt ${String(i)}`).toBe(i < 10 ? 400 : 429);
    }
    expect((await post('volunteer/attendances/validate', faris, ip)).statusCode).toBe(429);
    expect((await post('volunteer/attendances/validate', faris, freshIp())).statusCode).toBe(200);
  });

  it('refuses malformed bodies with 400, never a 500', async () => {
    for (const body of [{}, { activityId: 'x' }, { ...faris, nric: 'S7654321A' }, { ...faris, extra: 1 }]) {
      const res = await post('volunteer/attendances/check-in', body, freshIp());
      expect(res.statusCode).toBe(400);
    }
  });
});
