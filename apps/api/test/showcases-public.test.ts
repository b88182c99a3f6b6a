/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Public programme showcases (issue 17): GET public/v1/showcases and showcases/{slugOrId}, by slug and by the
 * seed's GUID, 404 for anything else; the content set chosen by configuration (db/showcase-content.ts).
 */
import { randomBytes } from 'node:crypto';

import {
  messages,
  publicShowcaseSchema,
  RUNS_LIST_LIMIT,
  showcaseListSchema,
  singaporeIsoDate,
} from '@careportal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { programmeShowcases } from '../src/db/schema/index.ts';
import { seedDatabase, seedId } from '../src/db/seed.ts';
import { SHOWCASE_CONTENT } from '../src/db/showcase-content.ts';
import {
  buildTestApp,
  createKeys,
  createTestDatabase,
  drivers,
  testConfig,
  type TestDatabase,
} from './helpers.ts';

const GYM_TONIC = seedId('showcase', 'gym-tonic');
const CIRCUIT = seedId('showcase', 'circuit-training');

describe.each(drivers())('public programme showcases on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildTestApp(database, await createKeys(), { config: testConfig({ rateLimitMax: 1100 }) });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists the three programmes in page order with their slugs and the seed ids', async () => {
    const res = await get('/public/v1/showcases');
    expect(res.statusCode).toBe(200);
    const list = showcaseListSchema.parse(res.json().data);
    expect(list.map((s) => [s.slug, s.name])).toEqual([
      ['circuit-training', 'Circuit Training'],
      ['functional-strength-training', 'Functional Strength Training'],
      ['gym-tonic', 'Gym Tonic'],
    ]);
    expect(list[0]?.id).toBe(CIRCUIT);
  });

  it('answers a showcase by slug and by id alike, with its content, locations and regions', async () => {
    const bySlug = await get('/public/v1/showcases/gym-tonic');
    const byId = await get(`/public/v1/showcases/${GYM_TONIC}`);
    expect(bySlug.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug.json());
    const showcase = publicShowcaseSchema.parse(bySlug.json().data);
    expect(showcase.id).toBe(GYM_TONIC);
    expect(showcase.statistics.map((s) => ('percentage' in s ? s.percentage : null))).toEqual([70, 76, 88]);
    expect(showcase.statistics.every((s) => s.description.includes('183 participants'))).toBe(true);
    expect(showcase.descriptions.join(' ')).toContain('24-session');
    expect(showcase.locations).toHaveLength(2);
    expect([...showcase.markerRegions].sort()).toEqual(['nw', 'sw']);
    const [location] = showcase.locations;
    expect(location?.detail).toMatch(/^Blk \S+ .+, Singapore \d{6}$/);
  });

  it('gives every programme the locations and regions of the specification', async () => {
    const expected = {
      'circuit-training': { count: 5, regions: ['ne', 'sw', 'nw', 'se'] },
      'functional-strength-training': { count: 2, regions: ['nw', 'sw'] },
      'gym-tonic': { count: 2, regions: ['sw', 'nw'] },
    };
    for (const [slug, want] of Object.entries(expected)) {
      const showcase = publicShowcaseSchema.parse((await get(`/public/v1/showcases/${slug}`)).json().data);
      expect(showcase.locations, slug).toHaveLength(want.count);
      expect([...showcase.markerRegions].sort(), slug).toEqual([...want.regions].sort());
    }
    const fst = publicShowcaseSchema.parse(
      (await get('/public/v1/showcases/functional-strength-training')).json().data,
    );
    expect(fst.statistics.map((s) => ('percentage' in s ? s.percentage : null))).toEqual([97, 96, 50]);
    const circuit = publicShowcaseSchema.parse(
      (await get('/public/v1/showcases/circuit-training')).json().data,
    );
    expect(circuit.descriptions.some((d) => Array.isArray(d))).toBe(true);
    expect(circuit.statistics.some((s) => 'image' in s)).toBe(true);
    expect(circuit.faq.some((f) => f.subAnswers && f.answers)).toBe(true);
  });

  it('shows the centres each programme runs at: the very ones registration offers for it', async () => {
    for (const { slug, product } of SHOWCASE_CONTENT.uat) {
      const showcase = publicShowcaseSchema.parse((await get(`/public/v1/showcases/${slug}`)).json().data);
      const offered = await get(`/products/${seedId('product', product)}/centers/list`);
      expect(offered.statusCode, slug).toBe(200);
      const registration = (offered.json().data as { name: string }[]).map((centre) => centre.name);
      expect(showcase.locations.map((location) => location.name).sort(), slug).toEqual(registration.sort());
    }
  });

  it('lists at most 2 next runs, soonest first, by term, centre and offering, none before today', async () => {
    const today = singaporeIsoDate(new Date());
    const showcase = publicShowcaseSchema.parse(
      (await get('/public/v1/showcases/circuit-training')).json().data,
    );
    expect(showcase.nextRuns).toHaveLength(RUNS_LIST_LIMIT);
    const names = showcase.locations.map((l) => l.name);
    for (const run of showcase.nextRuns) {
      expect(run.startDate >= today).toBe(true);
      expect(names).toContain(run.centre);
      expect(run.offering).toBe('12 sessions / 3 months');
      expect(run.trainingDays).toEqual([1, 4]);
    }
    const [first, second] = showcase.nextRuns;
    expect(first && second && first.startDate <= second.startDate).toBe(true);
  });

  it('answers 404 with the catalogue message for unknown slugs and ids', async () => {
    // A NUL byte, a quote or a stray hyphen names no showcase and never reaches the database (PostgreSQL refuses a
    // NUL in text, which would otherwise be a 500).
    for (const value of [
      'yoga',
      '00000000-0000-4000-8000-000000000000',
      'GYM-TONIC',
      'gym%00tonic',
      "gym'",
      '-gym-',
    ]) {
      const res = await get(`/public/v1/showcases/${value}`);
      expect(res.statusCode, value).toBe(404);
      expect(res.json().errorMessage).toBe(messages.api.notFound);
    }
    // A blank value is the client's mistake, never a 500.
    expect((await get('/public/v1/showcases/%20')).statusCode).toBe(400);
  });

  it('gives only 404s for 1,000 random ids, within the rate limit', async () => {
    for (let i = 0; i < 1000; i += 1) {
      const res = await get(`/public/v1/showcases/${randomBytes(16).toString('hex')}`);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('showcase content sets', () => {
  it('uses the uat set by default; alpha renames the first programme with a QA suffix, another id, two programmes', () => {
    expect(SHOWCASE_CONTENT.uat.map((s) => s.displayName)).toEqual([
      'Circuit Training',
      'Functional Strength Training',
      'Gym Tonic',
    ]);
    expect(SHOWCASE_CONTENT.alpha.map((s) => s.displayName)).toEqual(['Circuit Training QA', 'Gym Tonic']);
    expect(SHOWCASE_CONTENT.alpha[0]?.idKey).not.toBe(SHOWCASE_CONTENT.uat[0]?.idKey);
    expect(SHOWCASE_CONTENT.qa).toEqual(SHOWCASE_CONTENT.uat);
    expect(SHOWCASE_CONTENT.prod).toEqual(SHOWCASE_CONTENT.uat);
  });

  it('the seed stores the configured set: alpha answers Circuit Training QA under its own id', async () => {
    const database = await createTestDatabase('pglite');
    try {
      await database.handle.db.delete(programmeShowcases);
      await seedDatabase(database.handle.db, { now: new Date(), showcaseSet: 'alpha' });
      const app = await buildTestApp(database, await createKeys(), { config: testConfig() });
      try {
        const list = showcaseListSchema.parse(
          (await app.inject({ url: '/public/v1/showcases' })).json().data,
        );
        expect(list.map((s) => s.name)).toEqual(['Circuit Training QA', 'Gym Tonic']);
        expect(list[0]?.id).toBe(seedId('showcase', 'alpha:circuit-training'));
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });
});
