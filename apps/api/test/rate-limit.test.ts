/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The rate limits and the failed volunteer identity checks count in the database (issue 18): one atomic upsert
 * per request, windows by the app clock, expired rows deleted now and then, and two API processes on one database
 * share every limit. A database that does not answer lets the request through with a warning, never a 500.
 */
import { checkInMessages } from '@careportal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { rateLimitCounters, volunteerIdentityFailures } from '../src/db/schema/index.ts';
import { seedActivityPublicId } from '../src/db/seed.ts';
import { housekeeping } from '../src/lib/housekeeping.ts';
import { LOOKUP_SCOPES } from '../src/plugins/external/rate-limit.ts';
import { limitsRepository } from '../src/repositories/limits.ts';
import {
  buildTestApp,
  captureLogs,
  createKeys,
  createTestDatabase,
  drivers,
  sharedHandle,
  signToken,
  testConfig,
  type TestDatabase,
  type TestKeys,
} from './helpers.ts';

const MINUTE = 60_000;

describe.each(drivers())('rate limits in the database on %s', (driver) => {
  let database: TestDatabase;
  let keys: TestKeys;
  /** The apps' clock: the system's, plus an offset a test moves (a window ends). */
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    keys = await createKeys();
  });
  afterAll(async () => {
    await database.handle.close();
    await database.drop();
  });
  beforeEach(async () => {
    offsetMs = 0;
    await db().delete(rateLimitCounters);
  });

  /** Two API processes on the one database, as behind a load balancer. */
  async function twoApps(
    config: Parameters<typeof testConfig>[0],
  ): Promise<[FastifyInstance, FastifyInstance]> {
    return [
      await buildTestApp(sharedHandle(database), keys, { config: testConfig(config), clock }),
      await buildTestApp(sharedHandle(database), keys, { config: testConfig(config), clock }),
    ];
  }

  describe('the counters', () => {
    it('count per key in one window, and start again at 1 once it has ended', async () => {
      const limits = limitsRepository(db());
      const now = new Date('2026-11-26T04:00:00Z');
      const first = await limits.hit('test:a', now, MINUTE);
      expect(first).toEqual({ count: 1, expiresAt: new Date(now.getTime() + MINUTE) });
      expect((await limits.hit('test:a', new Date(now.getTime() + 1000), MINUTE)).count).toBe(2);
      // The window is the first hit's: a later hit does not move its end.
      expect(await limits.hit('test:a', new Date(now.getTime() + MINUTE - 1), MINUTE)).toEqual({
        count: 3,
        expiresAt: first.expiresAt,
      });
      expect((await limits.hit('test:b', now, MINUTE)).count).toBe(1);
      const later = new Date(now.getTime() + MINUTE);
      expect(await limits.hit('test:a', later, MINUTE)).toEqual({
        count: 1,
        expiresAt: new Date(later.getTime() + MINUTE),
      });
    });

    it('live in an UNLOGGED table: no WAL or disk flush for each request counted', async () => {
      const result: unknown = await db().execute(
        sql`select relpersistence from pg_class where relname = 'rate_limit_counters' and relkind = 'r'`,
      );
      expect((result as { rows: { relpersistence: string }[] }).rows).toEqual([{ relpersistence: 'u' }]);
    });

    it('count every one of many hits at once', async () => {
      const limits = limitsRepository(db());
      const now = new Date();
      await Promise.all(Array.from({ length: 40 }, () => limits.hit('test:burst', now, MINUTE)));
      expect((await limits.hit('test:burst', now, MINUTE)).count).toBe(41);
    });

    it('are deleted once their window has ended, and only then', async () => {
      const limits = limitsRepository(db());
      const now = new Date('2026-11-26T04:00:00Z');
      await limits.hit('test:old', new Date(now.getTime() - 2 * MINUTE), MINUTE);
      await limits.hit('test:ending', new Date(now.getTime() - MINUTE), MINUTE);
      await limits.hit('test:live', now, MINUTE);
      await limits.deleteExpiredCounters(now);
      const left = await db().select({ key: rateLimitCounters.key }).from(rateLimitCounters);
      expect(left.map((row) => row.key)).toEqual(['test:live']);
    });

    it('are swept in the background at most once per interval, never twice at once, failures reported', async () => {
      let runs = 0;
      const errors: unknown[] = [];
      let finish: () => void = () => undefined;
      const sweep = housekeeping({
        everyMs: 30,
        task: () => {
          runs += 1;
          if (runs === 2) return Promise.reject(new Error('the database did not answer'));
          return new Promise<void>((resolve) => (finish = resolve));
        },
        onError: (error) => errors.push(error),
      });
      sweep.nudge();
      expect(runs).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 40));
      sweep.nudge();
      sweep.nudge();
      expect(runs).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 40));
      sweep.nudge();
      expect(runs).toBe(1);
      finish();
      await sweep.settled();
      sweep.nudge();
      expect(runs).toBe(2);
      await sweep.settled();
      expect(errors).toHaveLength(1);
    });
  });

  describe('a public route', () => {
    it('has one limit for every API process, per route and client address, until the window ends', async () => {
      const [a, b] = await twoApps({ rateLimitMax: 3 });
      try {
        const get = (app: FastifyInstance, ip = '192.0.2.10') =>
          app.inject({ method: 'GET', url: '/config/app', remoteAddress: ip });
        expect([(await get(a)).statusCode, (await get(b)).statusCode, (await get(a)).statusCode]).toEqual([
          200, 200, 200,
        ]);
        for (const app of [b, a]) {
          const over = await get(app);
          expect(over.statusCode).toBe(429);
          expect(over.json()).toMatchObject({ httpCode: 429, errorCode: 'RATE_LIMITED', data: null });
          expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
          expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
        }
        // Another address, and another route from the same address, count on their own.
        expect((await get(b, '192.0.2.11')).statusCode).toBe(200);
        const other = await b.inject({
          method: 'GET',
          url: '/config/mastercode',
          remoteAddress: '192.0.2.10',
        });
        expect(other.statusCode).not.toBe(429);
        // The app clock ends the window, for both processes.
        offsetMs = MINUTE;
        expect((await get(b)).statusCode).toBe(200);
        expect((await get(a)).statusCode).toBe(200);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('lets requests through, with a warning, when the counters cannot be written: never a 500', async () => {
      const logs = captureLogs();
      const app = await buildTestApp(sharedHandle(database), keys, {
        config: testConfig({ rateLimitMax: 1 }),
        logger: { level: 'warn', stream: logs.stream },
      });
      try {
        await db().execute(sql`alter table rate_limit_counters rename to rate_limit_counters_away`);
        try {
          for (let i = 0; i < 3; i += 1) {
            const res = await app.inject({ method: 'GET', url: '/config/app', remoteAddress: '192.0.2.20' });
            expect(res.statusCode, res.body).toBe(200);
          }
        } finally {
          await db().execute(sql`alter table rate_limit_counters_away rename to rate_limit_counters`);
        }
        const warnings = logs.lines().filter((line) => line.level === 40);
        expect(warnings.map((line) => line.msg)).toContain(
          'rate limit not counted (the database did not answer): request let through',
        );
        // Counting again once the database answers.
        expect(
          (await app.inject({ method: 'GET', url: '/config/app', remoteAddress: '192.0.2.20' })).statusCode,
        ).toBe(200);
        expect(
          (await app.inject({ method: 'GET', url: '/config/app', remoteAddress: '192.0.2.20' })).statusCode,
        ).toBe(429);
      } finally {
        await app.close();
      }
    });
  });

  describe('a limit per key (limitPerKey)', () => {
    it('counts a customer once across every API process', async () => {
      const [a, b] = await twoApps({ nricCheckMax: 2 });
      try {
        const check = async (app: FastifyInstance, nric: string) =>
          app.inject({
            method: 'GET',
            url: `/profile/nric/${nric}`,
            headers: { authorization: `Bearer ${await signToken(keys, 'demo-siti')}` },
          });
        expect((await check(a, 'S1000001A')).statusCode).not.toBe(429);
        expect((await check(b, 'S1000002B')).statusCode).not.toBe(429);
        const over = await check(a, 'S1000003C');
        expect(over.statusCode).toBe(429);
        expect(over.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
        expect((await check(b, 'S1000004D')).statusCode).toBe(429);
        // Kept under the ID-number lookups' shared name: every route that tells whether an ID number exists
        // draws on one allowance, and no other route's limit is this one.
        const counted = await db().select({ key: rateLimitCounters.key }).from(rateLimitCounters);
        expect(counted.length).toBeGreaterThan(0);
        expect(counted.every((row) => row.key.startsWith(`${LOOKUP_SCOPES.nationalId} `))).toBe(true);
        // HEAD answers the same 404 or 200 without a body: it counts with GET, not beside it.
        const head = await a.inject({
          method: 'HEAD',
          url: '/profile/nric/S1000005E',
          headers: { authorization: `Bearer ${await signToken(keys, 'demo-siti')}` },
        });
        expect(head.statusCode).toBe(429);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });

  describe('failed volunteer identity checks', () => {
    it('count once across every API process, and answer 429 from either', async () => {
      await db().delete(volunteerIdentityFailures);
      const [a, b] = await twoApps({ volunteerIdentityMaxPerId: 2, volunteerIdentityMaxPerIp: 100 });
      try {
        const validate = (app: FastifyInstance, mobileLastFour: string, ip: string) =>
          app.inject({
            method: 'POST',
            url: '/public/v1/volunteer/attendances/validate',
            remoteAddress: ip,
            payload: {
              activityId: seedActivityPublicId('bedok-befriending-lunch'),
              nric: 'S7654321F',
              mobileLastFour,
            },
          });
        expect((await validate(a, '0000', '192.0.2.40')).statusCode).toBe(400);
        expect((await validate(b, '0001', '192.0.2.41')).statusCode).toBe(400);
        for (const app of [a, b]) {
          const blocked = await validate(app, '4567', '192.0.2.42');
          expect(blocked.statusCode).toBe(429);
          expect(blocked.json().errorMessage).toBe(checkInMessages.tooManyTries);
        }
        const rows = await db()
          .select()
          .from(volunteerIdentityFailures)
          .where(eq(volunteerIdentityFailures.key, 'id:nric:S7654321F'));
        expect(rows).toHaveLength(2);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('are deleted once no window counts them', async () => {
      await db().delete(volunteerIdentityFailures);
      const limits = limitsRepository(db());
      const now = new Date('2026-11-26T04:00:00Z');
      await limits.recordFailure('ip:192.0.2.50', new Date(now.getTime() - 11 * MINUTE));
      await limits.recordFailure('ip:192.0.2.50', new Date(now.getTime() - MINUTE));
      expect(
        await limits.nthLatestFailure('ip:192.0.2.50', new Date(now.getTime() - 10 * MINUTE), 1),
      ).toEqual(new Date(now.getTime() - MINUTE));
      expect(await limits.nthLatestFailure('ip:192.0.2.50', new Date(now.getTime() - 10 * MINUTE), 2)).toBe(
        undefined,
      );
      await limits.deleteFailuresBefore(new Date(now.getTime() - 10 * MINUTE));
      expect(await db().$count(volunteerIdentityFailures)).toBe(1);
    });
  });
});
