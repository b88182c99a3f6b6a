/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any,
   @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The catalogue: categories, subcategories, programmes with their eligibility, products, offerings, centres,
 * groups and events, signed in like the profile routes, with the catalogue's messages for unknown ids and bad
 * query values, and the eligibility rule at its boundaries.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  AUTH_STATUS,
  CATALOGUE_ERROR_CODES,
  formatMessage,
  messages,
  parseAddressDirectory,
  singaporeIsoDate,
} from '@careportal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { services } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { LOVED_ONE_NOT_FOUND } from '../src/lib/owners.ts';
import { FORBIDDEN_VIEW_AS } from '../src/plugins/app/auth.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';

const ACTIVE_AGEING = seedId('category', 'active-ageing');
const DENTICARE = seedId('category', 'denticare');
const SENIOR_GYM = seedId('group', 'senior-gym');
const CHECK_UPS = seedId('group', 'dental-check-ups');
const CIRCUIT_TRAINING = seedId('product', 'circuit-training');
const GYM_TONIC = seedId('product', 'gym-tonic');
const FUNCTIONAL_STRENGTH = seedId('product', 'functional-strength-training');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const AH_KOW = seedId('customer', 'demo-ahkow');

const programmes = (lovedOne?: string) =>
  `/category/${ACTIVE_AGEING}/${SENIOR_GYM}?checkEligibility=true${lovedOne ? `&lovedOne=${lovedOne}` : ''}`;

/** The catalogue reads a visitor may make too (docs/cart-api.md), filled with real ids. */
const PUBLIC_ROUTES = [
  '/category',
  `/products/v2/${GYM_TONIC}`,
  `/products-ext/${GYM_TONIC}/offerings/list?nonSellable=false`,
  `/products/${GYM_TONIC}/centers/list`,
  '/products/category',
];

/** Every route of the catalogue, filled with real ids. */
const ROUTES = [
  ...PUBLIC_ROUTES,
  `/category/${ACTIVE_AGEING}`,
  programmes(),
  `/groups/v2/${SENIOR_GYM}`,
  `/products/${GYM_TONIC}/events`,
];

/** Today's date in Singapore, `years` back, as `yyyy-MM-dd` (the day after with `dayAfter`). */
function birthDate(years: number, dayAfter = false): string {
  const [y, m, d] = singaporeIsoDate(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + (dayAfter ? 1 : 0))).toISOString().slice(0, 10);
}

/** A new loved one as the portal sends it, born on `dateOfBirth`. */
function lovedOne(name: string, nric: string, dateOfBirth: string) {
  return {
    name,
    dateOfBirth,
    gender: 'Female',
    idType: 'NRIC',
    nric,
    countryCode: '+65',
    email: 'family@example.sg',
    mobileNumber: '82345678',
    language: 'English',
    relationship: 'Others',
    otherRelationship: 'Aunt',
  };
}

describe.each(drivers())('catalogue on %s', (driver) => {
  const suite = customerSuite(driver, 'CPCATA01');
  const { call } = suite;

  const byName = (data: { name: string }[]): Record<string, any> =>
    Object.fromEntries(data.map((p) => [p.name, p]));

  it('lists the programme categories, then the subcategories of one', async () => {
    const res = await call('GET', '/category');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Active Ageing',
      'Denticare',
      'Day Care',
      'Retail',
    ]);
    expect(res.json().data[0]).toEqual({ id: ACTIVE_AGEING, name: 'Active Ageing', slug: 'active-ageing' });

    const groups = await call('GET', `/category/${DENTICARE}`);
    expect(groups.json().data).toEqual([
      expect.objectContaining({ id: CHECK_UPS, categoryId: DENTICARE, name: 'Check-ups and cleaning' }),
      expect.objectContaining({ categoryId: DENTICARE, name: 'Dental treatments' }),
    ]);
  });

  it('lists the programmes of a subcategory, without eligibility unless asked', async () => {
    const res = await call('GET', `/category/${ACTIVE_AGEING}/${SENIOR_GYM}`);
    expect(res.statusCode).toBe(200);
    const data = byName(res.json().data);
    expect(Object.keys(data)).toEqual(['Circuit Training', 'Functional Strength Training', 'Gym Tonic']);
    expect(data['Gym Tonic']).toEqual({
      id: GYM_TONIC,
      name: 'Gym Tonic',
      slug: 'gym-tonic',
      description: expect.any(String),
      categoryId: ACTIVE_AGEING,
      categoryName: 'Active Ageing',
      groupId: SENIOR_GYM,
      programContentType: 'SESSIONS',
      fixedSessions: true,
      totalSessions: 24,
      packageDescription: '24 sessions, twice a week, with a post-assessment at the final session.',
      eligible: null,
      ineligibilityReason: null,
      ineligibilityMessage: null,
    });
  });

  it("decides eligibility on the server: a held service is 'can not be renewed', a completed one is not", async () => {
    const res = await call('GET', programmes(AH_KOW));
    expect(res.statusCode).toBe(200);
    const data = byName(res.json().data);
    // Tan Ah Kow (born 1952) is part-way through Circuit Training and finished Gym Tonic last year.
    expect(data['Circuit Training']).toMatchObject({
      id: CIRCUIT_TRAINING,
      eligible: false,
      ineligibilityReason: 'SERVICE_HELD',
      ineligibilityMessage: messages.catalogue.cannotRenew,
    });
    expect(data['Gym Tonic']).toMatchObject({ eligible: true, ineligibilityReason: null });
    expect(data['Functional Strength Training']).toMatchObject({ id: FUNCTIONAL_STRENGTH, eligible: true });
  });

  it('opens every programme to a new person (no lovedOne), and closes Active Ageing to a loved one under 60', async () => {
    const fresh = await call('GET', programmes());
    expect(fresh.json().data.map((p: { eligible: boolean }) => p.eligible)).toEqual([true, true, true]);

    // Tan Mei Ling, his daughter, was born in 1981.
    const meiLing = await call('GET', programmes(suite.meiLingId));
    expect(meiLing.statusCode).toBe(200);
    for (const p of meiLing.json().data) {
      expect(p).toMatchObject({
        eligible: false,
        ineligibilityReason: 'BELOW_MINIMUM_AGE',
        ineligibilityMessage: formatMessage(messages.catalogue.belowMinimumAge, { minAge: 60 }),
      });
    }
  });

  it('opens Active Ageing on the 60th birthday, not the day before, and closes a product while a service of it is held', async () => {
    const created = async (payload: object) => {
      const res = await call('POST', '/lovedone', { payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const sixty = await created(lovedOne('Tan Ah Lian', 'S6612345F', birthDate(60)));
    const almost = await created(lovedOne('Tan Ah Moi', 'S6612346D', birthDate(60, true)));
    expect((await call('GET', programmes(sixty))).json().data.every((p: any) => p.eligible === true)).toBe(
      true,
    );
    const under = (await call('GET', programmes(almost))).json().data;
    expect(under.map((p: any) => p.ineligibilityReason)).toEqual(Array(3).fill('BELOW_MINIMUM_AGE'));

    // An upcoming Gym Tonic closes Gym Tonic only; once it has expired, Gym Tonic opens again.
    const db = suite.database.handle.db;
    const [service] = await db
      .insert(services)
      .values({
        lovedOneId: sixty,
        productId: GYM_TONIC,
        centreId: seedId('centre', 'admiralty'),
        status: 'UPCOMING',
        startDate: birthDate(0),
      })
      .returning();
    const held = byName((await call('GET', programmes(sixty))).json().data);
    expect(held['Gym Tonic']).toMatchObject({ eligible: false, ineligibilityReason: 'SERVICE_HELD' });
    expect(held['Circuit Training']).toMatchObject({ eligible: true });
    await db
      .update(services)
      .set({ status: 'EXPIRED' })
      .where(eq(services.id, service?.id ?? ''));
    expect(byName((await call('GET', programmes(sixty))).json().data)['Gym Tonic'].eligible).toBe(true);
  });

  it("refuses another customer's loved one as lovedOne with the loved-one routes' 404, and no data", async () => {
    for (const id of [suite.strangerLovedOneId, seedId('customer', 'demo-siti'), UNKNOWN]) {
      const res = await call('GET', programmes(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'NOT_FOUND',
        errorMessage: LOVED_ONE_NOT_FOUND,
        data: null,
      });
    }
    // The same answer whether eligibility was asked for or not.
    const silent = await call(
      'GET',
      `/category/${ACTIVE_AGEING}/${SENIOR_GYM}?lovedOne=${suite.strangerLovedOneId}`,
    );
    expect(silent.statusCode).toBe(404);
    // Siti may ask for herself, and is told Tan Ah Kow's loved one is not hers.
    const siti = seedId('customer', 'demo-siti');
    expect((await call('GET', programmes(siti), { subject: 'demo-siti' })).statusCode).toBe(200);
    const spy = await call('GET', programmes(suite.meiLingId), { subject: 'demo-siti' });
    expect(spy.statusCode).toBe(404);
    expect(spy.body).not.toContain('BELOW_MINIMUM_AGE');
  });

  it('reads a product, its offerings in cents, its centres at real addresses, its group and its events', async () => {
    const product = await call('GET', `/products/v2/${FUNCTIONAL_STRENGTH}`);
    expect(product.json().data).toMatchObject({
      name: 'Functional Strength Training',
      programContentType: 'INTAKES',
      packageDescription: 'Valid for 1 run of 16 sessions, twice a week.',
    });

    const offerings = await call('GET', `/products-ext/${CIRCUIT_TRAINING}/offerings/list?nonSellable=false`);
    expect(offerings.json().data).toEqual([
      expect.objectContaining({
        name: '12 sessions / 3 months',
        priceCents: 4800,
        sessionCount: 12,
        termMonths: 3,
      }),
      expect.objectContaining({
        name: '24 sessions / 6 months',
        priceCents: 8800,
        sessionCount: 24,
        termMonths: 6,
      }),
    ]);
    const withTrial = await call('GET', `/products-ext/${CIRCUIT_TRAINING}/offerings/list?nonSellable=true`);
    expect(withTrial.json().data[0]).toMatchObject({ name: 'Trial session', priceCents: 0, sellable: false });
    expect((await call('GET', `/products-ext/${CIRCUIT_TRAINING}/offerings/list`)).json().data).toHaveLength(
      2,
    );

    const centres = (await call('GET', `/products/${GYM_TONIC}/centers/list`)).json().data;
    expect(centres.map((c: { name: string }) => c.name)).toEqual([
      'Active Ageing Hub (Kampung Admiralty)',
      'Day Centre for Seniors (Jurong Spring)',
    ]);
    const csv = readFileSync(
      fileURLToPath(new URL('../../../data/sg-addresses/sg-addresses.csv', import.meta.url)),
      'utf8',
    );
    const directory = parseAddressDirectory(csv);
    for (const centre of centres) {
      const row = directory.find((a) => a.POSTAL === centre.postalCode);
      expect(row, centre.name).toBeDefined();
      expect(centre.block).toBe(row?.BLK_NO);
      expect(centre.latitude).toBe(Number(row?.LATITUDE));
      expect(centre.address).toContain(`Singapore ${String(centre.postalCode)}`);
    }
    expect(centres[1]).toMatchObject({
      region: 'sw',
      address: 'Blk 517 Jurong West St 52, #01-204, Singapore 640517',
    });

    const group = (await call('GET', `/groups/v2/${SENIOR_GYM}`)).json().data;
    expect(group).toMatchObject({ name: 'Gym-based programmes', categoryName: 'Active Ageing' });
    expect(group.products.map((p: { id: string }) => p.id).sort()).toEqual(
      [CIRCUIT_TRAINING, FUNCTIONAL_STRENGTH, GYM_TONIC].sort(),
    );

    const catalogue = byName((await call('GET', '/products/category')).json().data);
    expect(catalogue.Retail.products.map((p: { name: string }) => p.name)).toEqual([
      'Physiotherapy',
      'Senior Gym Pass',
    ]);
    expect(catalogue['Active Ageing'].products).toHaveLength(3);

    const events = (await call('GET', `/products/${GYM_TONIC}/events`)).json().data;
    expect(events.length).toBeGreaterThanOrEqual(2);
    const today = singaporeIsoDate(new Date());
    for (const event of events) {
      expect(event.endDate >= today).toBe(true);
      expect(event.startDate <= event.endDate).toBe(true);
      expect(event.startTime).toMatch(/^\d{2}:\d{2}$/);
      expect(centres.map((c: { id: string }) => c.id)).toContain(event.centreId);
    }
    const starts = events.map((e: { startDate: string }) => e.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it("answers unknown ids with 404 and the catalogue's message, never 500", async () => {
    const cases: [string, string][] = [
      [`/category/${UNKNOWN}`, messages.catalogue.serviceNotValid],
      [`/category/${ACTIVE_AGEING}/${UNKNOWN}`, messages.catalogue.serviceNotValid],
      // A subcategory of another category.
      [`/category/${ACTIVE_AGEING}/${CHECK_UPS}`, messages.catalogue.serviceNotValid],
      [`/groups/v2/${UNKNOWN}`, messages.catalogue.serviceNotValid],
      [`/products/v2/${UNKNOWN}`, messages.catalogue.productNotValid],
      [`/products-ext/${UNKNOWN}/offerings/list?nonSellable=false`, messages.catalogue.productNotValid],
      [`/products/${UNKNOWN}/centers/list`, messages.catalogue.productNotValid],
      [`/products/${UNKNOWN}/events`, messages.catalogue.productNotValid],
      [`/products/v2/${SENIOR_GYM}`, messages.catalogue.productNotValid],
    ];
    for (const [url, message] of cases) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({
        errorCode:
          message === messages.catalogue.productNotValid
            ? CATALOGUE_ERROR_CODES.productNotValid
            : CATALOGUE_ERROR_CODES.serviceNotValid,
        errorMessage: message,
        data: null,
      });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("answers bad path and query values with 400 and the catalogue's message at the field", async () => {
    const cases: [string, { in: string; path: string; message: string }][] = [
      ['/category/not-a-uuid', { in: 'params', path: 'id', message: messages.validation.recordIdInvalid }],
      [
        `/category/${ACTIVE_AGEING}/42`,
        { in: 'params', path: 'id2', message: messages.validation.recordIdInvalid },
      ],
      ['/products/v2/1', { in: 'params', path: 'id', message: messages.validation.recordIdInvalid }],
      [
        `/category/${ACTIVE_AGEING}/${SENIOR_GYM}?checkEligibility=yes`,
        { in: 'querystring', path: 'checkEligibility', message: 'checkEligibility must be true or false' },
      ],
      [
        `/category/${ACTIVE_AGEING}/${SENIOR_GYM}?lovedOne=S8123456D`,
        { in: 'querystring', path: 'lovedOne', message: messages.validation.recordIdInvalid },
      ],
      [
        `/products-ext/${GYM_TONIC}/offerings/list?nonSellable=0`,
        { in: 'querystring', path: 'nonSellable', message: 'nonSellable must be true or false' },
      ],
      [
        `/products/${GYM_TONIC}/events?from=2020-01-01`,
        {
          in: 'querystring',
          path: 'from',
          message: formatMessage(messages.api.unknownQueryParameter, { name: 'from' }),
        },
      ],
    ];
    for (const [url, error] of cases) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorMessage, url).toBe(error.message);
      expect(res.json().data.errors, url).toContainEqual(error);
    }
  });

  it('is signed in but for the five public reads: no token 401 (a visitor reads those five), expired 400/1003, a stranger in view-as 403, and every customer reads the same catalogue', async () => {
    const expired = await signToken(suite.keys, 'demo-ahkow', { expiresIn: -30 });
    for (const url of ROUTES) {
      const none = await suite.app.inject({ method: 'GET', url });
      if (PUBLIC_ROUTES.includes(url)) {
        // A visitor reads what a signed-in customer reads, and no cache keeps it.
        expect(none.statusCode, url).toBe(200);
        expect(none.json().data, url).toEqual((await call('GET', url)).json().data);
        expect(none.headers['cache-control'], url).toBe('no-store');
      } else {
        expect(none.statusCode, url).toBe(401);
        expect(none.json(), url).toMatchObject({
          statusCode: AUTH_STATUS.tokenInvalid,
          errorMessage: messages.auth.tokenMissing,
          data: { statusCode: AUTH_STATUS.tokenInvalid },
        });
      }
      // A token that is sent is checked, on the public reads too.
      const forged = await suite.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer x.y.z' },
      });
      expect(forged.statusCode, url).toBe(401);
      const old = await suite.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${expired}` },
      });
      expect(old.statusCode, url).toBe(400);
      expect(old.json(), url).toMatchObject({
        statusCode: AUTH_STATUS.tokenExpired,
        data: { statusCode: 1003 },
      });
      for (const viewAs of [suite.strangerLovedOneId, suite.meiLingId]) {
        const spoof = await call('GET', url, { subject: 'demo-siti', headers: { 'view-as': viewAs } });
        expect(spoof.statusCode, url).toBe(403);
        expect(spoof.json(), url).toMatchObject({ errorMessage: FORBIDDEN_VIEW_AS, data: null });
      }
      // Acting for his own loved one is allowed; another customer reads what he reads.
      const asMeiLing = await call('GET', url, { headers: { 'view-as': suite.meiLingId } });
      expect(asMeiLing.statusCode, url).toBe(200);
      const own = await call('GET', url);
      const other = await call('GET', url, { subject: 'demo-siti' });
      expect(other.statusCode, url).toBe(200);
      expect(other.json().data, url).toEqual(own.json().data);
      expect(own.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers the sd- lookup of a retail product, and the seed message for one that does not exist', async () => {
    const found = await suite.app.inject({
      method: 'GET',
      url: '/config/mastercode?code=sd-retail&key=sd-physiotherapy',
    });
    expect(found.json().data).toMatchObject({
      key: 'sd-physiotherapy',
      value: seedId('product', 'physiotherapy'),
    });
    const missing = await suite.app.inject({
      method: 'GET',
      url: '/config/mastercode?code=sd-retail&key=sd-gym-tonic',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('Not available at this moment, please select other programme.');
  });
});
