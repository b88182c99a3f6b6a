/**
 * The data layer: migrations and the demo seed on a fresh database, the invariants the database enforces, and
 * the one-booking-per-slot rule under 50 concurrent attempts.
 */
import { readFileSync } from 'node:fs';

import {
  NO_PREFERENCE_DENTIST,
  SESSION_LENGTH_MINUTES,
  findClashes,
  isValidNric,
  parseAddressDirectory,
} from '@careportal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, pgErrorCode, type DatabaseHandle } from '../src/db/client.ts';
import * as t from '../src/db/schema/index.ts';
import { DEMO_CLIENT_RECORD } from '../src/db/seed-data.ts';
import { seedDatabase, seedId } from '../src/db/seed.ts';
import { bookingsRepository } from '../src/repositories/bookings.ts';
import { createTestDatabase, drivers, type TestDatabase } from './helpers.ts';

/** Monday 21 December 2026, 10:00 in Singapore: the 8 weeks after it include Christmas and New Year. */
const NOW = new Date('2026-12-21T02:00:00Z');

const sgDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const sgTime = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);

describe('a fresh PGlite database', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
    await handle.migrate();
    expect(await seedDatabase(handle.db, { now: NOW })).toBe(true);
  });
  afterAll(() => handle.close());

  it('takes every migration and the seed, and seeds only once', async () => {
    await handle.migrate();
    expect(await seedDatabase(handle.db, { now: NOW, onlyIfEmpty: true })).toBe(false);
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(t.customers);
    expect(row?.n).toBe(7);
  });

  it('has the five demo customers, one centre record and the public links client; Ah Kow owns Tan Mei Ling, and Rachel her parents', async () => {
    const rows = await handle.db
      .select()
      .from(t.customers)
      .orderBy(asc(t.customers.name), asc(t.customers.email));
    expect(rows.map((c) => [c.identitySubject, c.name, c.email, c.profileLinkingStatus])).toEqual([
      [null, 'Goh Boon Huat', 'boonhuat.goh@example.sg', 'LINKED'],
      ['demo-beehoon', 'Lim Bee Hoon', 'beehoon.lim@example.sg', 'PENDING'],
      [null, 'Lim Bee Hoon', DEMO_CLIENT_RECORD.email, 'LINKED'],
      ['demo-siewlan', 'Ng Siew Lan', 'siewlan.ng@example.sg', 'LINKED'],
      ['demo-rachel', 'Rachel Goh Hui Min', 'rachel.goh@example.sg', 'LINKED'],
      ['demo-siti', 'Siti Nurhaliza binte Ahmad', 'siti.ahmad@example.sg', 'PENDING'],
      ['demo-ahkow', 'Tan Ah Kow', 'ahkow.tan@example.sg', 'LINKED'],
    ]);
    const record = rows.find((c) => c.identitySubject === null && c.email === DEMO_CLIENT_RECORD.email);
    expect([record?.referralCode, record?.nationalId]).toEqual([
      DEMO_CLIENT_RECORD.referralCode,
      DEMO_CLIENT_RECORD.nric,
    ]);
    expect(isValidNric(DEMO_CLIENT_RECORD.nric)).toBe(true);
    const ahKow = rows.find((c) => c.identitySubject === 'demo-ahkow');
    const [category] = await handle.db
      .select()
      .from(t.categories)
      .where(eq(t.categories.id, ahKow?.categoryId ?? ''));
    expect(category?.name).toBe('Active Ageing');
    expect(rows.find((c) => c.identitySubject === 'demo-siti')?.paymentSegment).toBe('RETAIL');
    const rachel = rows.find((c) => c.identitySubject === 'demo-rachel');
    const loved = await handle.db.select().from(t.lovedOnes).orderBy(asc(t.lovedOnes.createdAt));
    expect(loved.map((l) => [l.name, l.ownerCustomerId, l.otherRelationship])).toEqual([
      ['Tan Mei Ling', ahKow?.id, null],
      ['Goh Chin Huat', rachel?.id, 'Father'],
      ['Lee Siew Kim', rachel?.id, 'Mother'],
    ]);
  });

  it("seeds Rachel's week with one clash: her mother's pre-assessment starts 15 minutes after her father's class ends, across the island", async () => {
    const scheduled = await handle.db
      .select({
        id: t.serviceBookings.id,
        personId: t.services.lovedOneId,
        type: t.serviceBookings.type,
        startsAt: t.serviceBookings.startsAt,
        endsAt: t.serviceBookings.endsAt,
        centre: {
          id: t.centres.id,
          name: t.centres.name,
          latitude: t.centres.latitude,
          longitude: t.centres.longitude,
        },
      })
      .from(t.serviceBookings)
      .innerJoin(t.services, eq(t.services.id, t.serviceBookings.serviceId))
      .innerJoin(t.lovedOnes, eq(t.lovedOnes.id, t.services.lovedOneId))
      .innerJoin(t.centres, eq(t.centres.id, t.serviceBookings.centreId))
      .where(
        and(
          eq(t.lovedOnes.ownerCustomerId, seedId('customer', 'demo-rachel')),
          eq(t.serviceBookings.status, 'SCHEDULED'),
        ),
      )
      .orderBy(asc(t.serviceBookings.startsAt));
    const father = seedId('loved-one', 'demo-rachel', 'Goh Chin Huat');
    const mother = seedId('loved-one', 'demo-rachel', 'Lee Siew Kim');
    const at = (b: (typeof scheduled)[number]) =>
      `${sgDay(b.startsAt)} ${sgTime(b.startsAt)} ${b.centre.name}`;
    // Monday 21 December, 10:00: his classes (Mondays and Thursdays 9:30) from Thursday; hers after the clash day.
    expect(scheduled.filter((b) => b.personId === father).map(at)).toEqual(
      ['2026-12-24', '2026-12-28', '2026-12-31', '2027-01-04'].map(
        (day) => `${day} 09:30 Active Ageing Hub (Bukit Batok West)`,
      ),
    );
    const hers = scheduled.filter((b) => b.personId === mother);
    expect(hers.map((b) => [b.type, at(b)])).toEqual([
      ['PRE_SESSION', '2026-12-24 10:30 Active Ageing Hub (Kampung Admiralty)'],
      ['SESSION', '2026-12-28 14:00 Active Ageing Hub (Kampung Admiralty)'],
      ['SESSION', '2026-12-31 14:00 Active Ageing Hub (Kampung Admiralty)'],
      ['SESSION', '2027-01-04 14:00 Active Ageing Hub (Kampung Admiralty)'],
    ]);
    const clashes = findClashes(scheduled.map((b) => ({ ...b, personId: b.personId ?? '' })));
    expect(clashes).toHaveLength(1);
    expect(clashes.map((c) => [c.first.personId, c.second.id, c.kind, c.gapMinutes])).toEqual([
      [father, hers[0]?.id, 'travel', 15],
    ]);
    expect(clashes[0]?.travelMinutes).toBeGreaterThan(30);
  });

  it('puts every centre at a real address of the directory, with its coordinates', async () => {
    const directory = parseAddressDirectory(
      readFileSync(new URL('../../../data/sg-addresses/sg-addresses.csv', import.meta.url), 'utf8'),
    );
    const centres = await handle.db.select().from(t.centres);
    expect(centres.length).toBeGreaterThanOrEqual(5);
    for (const c of centres) {
      const row = directory.find((a) => a.POSTAL === c.postalCode);
      expect(row, c.name).toBeDefined();
      expect(c.block).toBe(row?.BLK_NO);
      expect(c.latitude).toBe(Number(row?.LATITUDE));
      expect(c.longitude).toBe(Number(row?.LONGITUDE));
    }
    const names = centres.map((c) => c.name).join('|');
    for (const place of ['Bukit Batok West', 'Admiralty', 'Jurong Central', 'Bedok', 'Jurong Spring']) {
      expect(names).toContain(place);
    }
  });

  it('has the three showcase programmes with their locations and regions', async () => {
    const rows = await handle.db
      .select({ name: t.programmeShowcases.name, region: t.centres.region })
      .from(t.programmeShowcases)
      .innerJoin(t.showcaseLocations, eq(t.showcaseLocations.showcaseId, t.programmeShowcases.id))
      .innerJoin(t.centres, eq(t.centres.id, t.showcaseLocations.centreId));
    const summary = (name: string) => {
      const regions = rows.filter((r) => r.name === name).map((r) => r.region);
      return { count: regions.length, regions: [...new Set(regions)].sort() };
    };
    expect(summary('Circuit Training')).toEqual({ count: 5, regions: ['ne', 'nw', 'se', 'sw'] });
    expect(summary('Functional Strength Training')).toEqual({ count: 2, regions: ['nw', 'sw'] });
    expect(summary('Gym Tonic')).toEqual({ count: 2, regions: ['nw', 'sw'] });
  });

  it('has appointment slots for 8 weeks: working days only, 45 minutes from 9:00 to 17:00', async () => {
    const slots = await handle.db.select().from(t.appointmentSlots);
    const days = [...new Set(slots.map((s) => sgDay(s.startsAt)))].sort();
    expect(days[0]).toBe('2026-12-22');
    expect((days.at(-1) ?? '') <= '2027-02-15').toBe(true);
    expect(days).not.toContain('2026-12-25'); // Christmas Day
    expect(days).not.toContain('2027-01-01'); // New Year's Day
    expect(days).not.toContain('2026-12-26'); // a Saturday
    for (const s of slots) {
      expect(s.endsAt.getTime() - s.startsAt.getTime()).toBe(SESSION_LENGTH_MINUTES * 60_000);
    }
    const times = [...new Set(slots.map((s) => sgTime(s.startsAt)))].sort();
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('15:45');
    expect(times).toHaveLength(10);
    const dentists = await handle.db.select().from(t.dentists);
    expect(dentists.filter((d) => d.isNoPreference).map((d) => d.name)).toEqual([NO_PREFERENCE_DENTIST]);
  });

  it('has the catalogue, master codes and GST', async () => {
    const categories = (await handle.db.select().from(t.categories)).map((c) => c.name);
    expect(categories).toEqual(expect.arrayContaining(['Active Ageing', 'Denticare']));
    const offerings = await handle.db.select().from(t.offerings);
    expect(offerings.every((o) => o.priceCents >= 0 && o.sessionCount > 0)).toBe(true);
    // Only a trial that staff give out (not sold on the portal) is free.
    expect(offerings.filter((o) => o.sellable).every((o) => o.priceCents > 0)).toBe(true);
    const [gst] = await handle.db.select().from(t.gstConfiguration);
    expect(gst?.rateBasisPoints).toBe(900);
    const channels = await handle.db
      .select()
      .from(t.masterCodes)
      .where(eq(t.masterCodes.code, 'MARKETING_CHANNEL'));
    expect(channels).toHaveLength(5);
  });
});

describe('the seed', () => {
  let handle: DatabaseHandle;
  let template: TestDatabase;

  beforeAll(async () => {
    handle = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
    await handle.migrate();
    await seedDatabase(handle.db, { now: NOW });
    template = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await handle.close();
    await template.handle.close();
  });

  const catalogue = async (db: DatabaseHandle['db']) => ({
    products: await db.select().from(t.products).orderBy(asc(t.products.id)),
    offerings: await db.select().from(t.offerings).orderBy(asc(t.offerings.id)),
    centres: await db.select().from(t.centres).orderBy(asc(t.centres.id)),
    dentists: await db.select().from(t.dentists).orderBy(asc(t.dentists.id)),
    masterCodes: await db.select().from(t.masterCodes).orderBy(asc(t.masterCodes.id)),
    lovedOnes: (await db.select().from(t.lovedOnes)).map((l) => [l.id, l.ownerCustomerId, l.name]),
    customers: (await db.select().from(t.customers).orderBy(asc(t.customers.id))).map((c) => [c.id, c.email]),
  });

  it('gives every database the same catalogue with the same ids, whatever day it was seeded', async () => {
    // The template was seeded today, this database as of NOW.
    expect(await catalogue(template.handle.db)).toEqual(await catalogue(handle.db));
    const [gymTonic] = await handle.db.select().from(t.products).where(eq(t.products.slug, 'gym-tonic'));
    expect(gymTonic?.id).toBe(seedId('product', 'gym-tonic'));
  });

  const counts = async (db: DatabaseHandle['db']) =>
    Object.fromEntries(
      await Promise.all(
        (
          [
            ['customers', t.customers],
            ['lovedOnes', t.lovedOnes],
            ['products', t.products],
            ['centres', t.centres],
            ['schedules', t.schedules],
            ['sessions', t.sessions],
            ['slots', t.appointmentSlots],
            ['masterCodes', t.masterCodes],
            ['gst', t.gstConfiguration],
          ] as const
        ).map(async ([name, table]) => {
          const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
          return [name, row?.n ?? 0] as const;
        }),
      ),
    );

  it('changes nothing when it runs again on a seeded database, and keeps an edited app configuration', async () => {
    const before = await counts(handle.db);
    await handle.db.update(t.appConfig).set({ value: '2.0.0' }).where(eq(t.appConfig.key, 'versionNumber'));
    expect(await seedDatabase(handle.db, { now: NOW })).toBe(true);
    expect(await counts(handle.db)).toEqual(before);
    const [version] = await handle.db.select().from(t.appConfig).where(eq(t.appConfig.key, 'versionNumber'));
    expect(version?.value).toBe('2.0.0');
  });

  it('only adds the slots of the new days when it runs again a week later', async () => {
    const before = await counts(handle.db);
    const weekLater = new Date(NOW.getTime() + 7 * 86_400_000);
    await seedDatabase(handle.db, { now: weekLater });
    const after = await counts(handle.db);
    expect(after.slots).toBeGreaterThan(before.slots ?? 0);
    expect({ ...after, slots: 0, sessions: 0 }).toEqual({ ...before, slots: 0, sessions: 0 });
    const slots = await handle.db.select().from(t.appointmentSlots);
    const keys = slots.map((s) => `${s.dentistId}|${s.startsAt.toISOString()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(drivers())('database invariants on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.handle.close();
    await database.drop();
  });

  it('lets exactly one of 50 concurrent bookings of one slot win', async () => {
    const { db } = database.handle;
    const [slot] = await db.select().from(t.appointmentSlots).limit(1);
    const [customer] = await db.select().from(t.customers).limit(1);
    const repo = bookingsRepository(db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        repo.bookSlot({ slotId: slot?.id ?? '', customerId: customer?.id ?? '' }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'slot-taken')).toHaveLength(49);
    const rows = await db
      .select()
      .from(t.bookings)
      .where(eq(t.bookings.slotId, slot?.id ?? ''));
    expect(rows).toHaveLength(1);

    // A cancelled booking frees the slot for the next person.
    await db
      .update(t.bookings)
      .set({ status: 'CANCELLED' })
      .where(eq(t.bookings.slotId, slot?.id ?? ''));
    expect((await repo.bookSlot({ slotId: slot?.id ?? '', customerId: customer?.id ?? '' })).ok).toBe(true);
  });

  it('rejects a booking of a slot that does not exist', async () => {
    const [customer] = await database.handle.db.select().from(t.customers).limit(1);
    const result = await bookingsRepository(database.handle.db).bookSlot({
      slotId: '00000000-0000-4000-8000-000000000000',
      customerId: customer?.id ?? '',
    });
    expect(result).toEqual({ ok: false, reason: 'slot-missing' });
  });

  it.each([
    [
      'a centre with a 5-digit postal code',
      (db: DatabaseHandle['db']) =>
        db.insert(t.centres).values({
          name: 'X',
          kind: 'GYM',
          block: '1',
          street: 'X',
          postalCode: '12345',
          latitude: 1.3,
          longitude: 103.8,
          region: 'ne',
          area: 'EAST',
        }),
      '23514',
    ],
    [
      'an offering with a negative price',
      async (db: DatabaseHandle['db']) => {
        const [product] = await db.select().from(t.products).limit(1);
        return db
          .insert(t.offerings)
          .values({ productId: product?.id ?? '', name: 'X', priceCents: -1, sessionCount: 1 });
      },
      '23514',
    ],
    [
      'a second customer with the same email in other letters',
      (db: DatabaseHandle['db']) =>
        db.insert(t.customers).values({ name: 'X', email: 'AHKOW.TAN@example.sg', referralCode: 'CPDUP001' }),
      '23505',
    ],
    [
      'a loved one of a customer that does not exist',
      (db: DatabaseHandle['db']) =>
        db.insert(t.lovedOnes).values({
          ownerCustomerId: '00000000-0000-4000-8000-000000000000',
          name: 'X',
          relationship: 'Child',
        }),
      '23503',
    ],
    [
      'a second "No preference" dentist',
      (db: DatabaseHandle['db']) => db.insert(t.dentists).values({ name: 'Anyone', isNoPreference: true }),
      '23505',
    ],
  ])('rejects %s', async (_case, insert, code) => {
    const error = await Promise.resolve()
      .then(() => insert(database.handle.db))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(pgErrorCode(error)).toBe(code);
  });
});
