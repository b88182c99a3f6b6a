/**
 * The demo data, loaded on first start (when no customer exists) and by `node src/db/seed.ts`.
 *
 * Dates follow `now`: appointment slots and class sessions cover the 8 weeks after the seeding date, on Singapore
 * working days (domain isWorkingDay), so a demo always has bookable times.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  DEFAULT_APP_VERSION,
  DEFAULT_DISABLED_LOVED_ONE,
  NO_PREFERENCE_DENTIST,
  SESSION_LENGTH_MINUTES,
  createAddressDirectory,
  createLovedOneSchema,
  createPersonalDetailsSchema,
  fromOneMapValue,
  isWorkingDay,
  nationalIdCheckLetter,
  parseAddressDirectory,
  programmeShowcaseSchema,
} from '@careportal/domain';
import { sql } from 'drizzle-orm';

import type { AppDatabase } from './client.ts';
import * as t from './schema.ts';
import {
  CATEGORIES,
  CENTRES,
  DENTISTS,
  FAQ,
  MASTER_CODES,
  PRODUCTS,
  SCHEDULES,
  SHOWCASES,
  type CentreKey,
} from './seed-data.ts';

const ADDRESSES_CSV = fileURLToPath(
  new URL('../../../../data/sg-addresses/sg-addresses.csv', import.meta.url),
);

const SG_OFFSET_HOURS = 8;
const SEED_WEEKS = 8;
const DAY_START_MINUTES = 9 * 60;
const DAY_END_MINUTES = 17 * 60;
const MS_PER_MINUTE = 60_000;

export interface SeedOptions {
  now: Date;
  /** Skip (and return false) when the customers table already has rows. */
  onlyIfEmpty?: boolean;
  /** The address directory CSV; the repository's data/sg-addresses by default. */
  addressesCsv?: string;
}

/** A Singapore calendar date. */
interface SgDate {
  year: number;
  month: number; // 0-based
  day: number;
}

function sgDate(now: Date, plusDays: number): SgDate {
  const shifted = new Date(now.getTime() + SG_OFFSET_HOURS * 3_600_000 + plusDays * 86_400_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** The instant of `minutes` after midnight on a Singapore date. */
function sgInstant(date: SgDate, minutes: number): Date {
  return new Date(Date.UTC(date.year, date.month, date.day, -SG_OFFSET_HOURS, 0) + minutes * MS_PER_MINUTE);
}

/** The ISO weekday (1 = Monday) of a Singapore date. */
function isoWeekday(date: SgDate): number {
  const d = new Date(Date.UTC(date.year, date.month, date.day)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The domain reads dates by their local calendar date: build one for the Singapore date. */
function localDate(date: SgDate): Date {
  return new Date(date.year, date.month, date.day);
}

/** The Singapore working days in the 8 weeks after `now` (tomorrow onwards). */
export function seedWorkingDays(now: Date): SgDate[] {
  const days: SgDate[] = [];
  for (let i = 1; i <= SEED_WEEKS * 7; i += 1) {
    const date = sgDate(now, i);
    if (isWorkingDay(localDate(date))) days.push(date);
  }
  return days;
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function nric(prefix: 'S' | 'T', digits: string): string {
  return `${prefix}${digits}${nationalIdCheckLetter(prefix, digits)}`;
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/** Loads the demo data in one transaction. Returns whether it ran. */
export async function seedDatabase(db: AppDatabase, options: SeedOptions): Promise<boolean> {
  const { now } = options;
  const directory = createAddressDirectory(
    parseAddressDirectory(readFileSync(options.addressesCsv ?? ADDRESSES_CSV, 'utf8')),
  );

  const personalDetails = createPersonalDetailsSchema({ now: () => now });
  const lovedOneDetails = createLovedOneSchema({ now: () => now });

  return db.transaction(async (tx) => {
    if (options.onlyIfEmpty) {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.customers);
      if ((row?.n ?? 0) > 0) return false;
    }

    // Configuration.
    await tx.insert(t.appConfig).values([
      { key: 'versionNumber', value: DEFAULT_APP_VERSION, updatedAt: now },
      { key: 'disabledLovedOne', value: DEFAULT_DISABLED_LOVED_ONE, updatedAt: now },
    ]);
    await tx.insert(t.gstConfiguration).values({
      rateBasisPoints: 900,
      effectiveFrom: '2024-01-01',
      description: 'GST 9%',
    });

    // Catalogue.
    const categoryRows = await tx
      .insert(t.categories)
      .values([...CATEGORIES])
      .returning();
    const categoryId = (slug: string) => {
      const row = categoryRows.find((c) => c.slug === slug);
      if (!row) throw new Error(`unknown category ${slug}`);
      return row.id;
    };

    const centreRows = await tx
      .insert(t.centres)
      .values(
        CENTRES.map((c) => {
          const found = directory.search(c.postalCode).results[0];
          if (!found)
            throw new Error(`Postal code ${c.postalCode} of ${c.name} is not in the address directory`);
          const building = fromOneMapValue(found.BUILDING);
          return {
            name: c.name,
            kind: c.kind,
            block: found.BLK_NO,
            street: titleCase(found.ROAD_NAME),
            building: building === '' ? null : titleCase(building),
            level: c.level ?? null,
            unit: c.unit ?? null,
            postalCode: c.postalCode,
            latitude: Number(found.LATITUDE),
            longitude: Number(found.LONGITUDE),
            region: c.region,
            area: c.area,
          };
        }),
      )
      .returning();
    const centreId = (key: CentreKey) => {
      const name = CENTRES.find((c) => c.key === key)?.name;
      const row = centreRows.find((c) => c.name === name);
      if (!row) throw new Error(`unknown centre ${key}`);
      return row.id;
    };

    const productIds = new Map<string, string>();
    for (const p of PRODUCTS) {
      const [product] = await tx
        .insert(t.products)
        .values({
          categoryId: categoryId(p.category),
          name: p.name,
          slug: p.slug,
          description: p.description,
          programContentType: p.programContentType,
          fixedSessions: p.fixedSessions,
          totalSessions: p.totalSessions,
        })
        .returning();
      if (!product) throw new Error(`product ${p.slug} not inserted`);
      productIds.set(p.slug, product.id);
      await tx.insert(t.offerings).values(p.offerings.map((o) => ({ ...o, productId: product.id })));
      await tx
        .insert(t.productCentres)
        .values(p.centres.map((c) => ({ productId: product.id, centreId: centreId(c) })));
    }
    const productId = (slug: string) => {
      const value = productIds.get(slug);
      if (!value) throw new Error(`unknown product ${slug}`);
      return value;
    };

    // Showcase pages: each content is checked against the domain schema before it is stored.
    for (const [index, s] of SHOWCASES.entries()) {
      const [row] = await tx
        .insert(t.programmeShowcases)
        .values({
          slug: s.slug,
          name: s.name,
          productId: productId(s.product),
          content: s.content,
          sort: index,
        })
        .returning();
      if (!row) throw new Error(`showcase ${s.slug} not inserted`);
      await tx
        .insert(t.showcaseLocations)
        .values(s.locations.map((c, sort) => ({ showcaseId: row.id, centreId: centreId(c), sort })));
      const locations = s.locations.map((key) => {
        const c = centreRows.find((r) => r.id === centreId(key));
        if (!c) throw new Error(`unknown centre ${key}`);
        return {
          name: c.name,
          detail: `Blk ${c.block} ${c.street}, Singapore ${c.postalCode}`,
          postalCode: c.postalCode,
          region: c.region,
          location: [c.latitude, c.longitude],
        };
      });
      programmeShowcaseSchema.parse({
        id: row.id,
        name: s.name,
        ...s.content,
        locations,
        markerRegions: [...new Set(locations.map((l) => l.region))],
      });
    }

    const workingDays = seedWorkingDays(now);

    // Classes.
    for (const s of SCHEDULES) {
      for (const day of s.days) {
        const [schedule] = await tx
          .insert(t.schedules)
          .values({
            productId: productId(s.product),
            centreId: centreId(s.centre),
            dayOfWeek: day,
            startTime: s.start,
            endTime: s.end,
            capacity: s.capacity,
          })
          .returning();
        if (!schedule) throw new Error('schedule not inserted');
        const occurrences = workingDays
          .filter((d) => isoWeekday(d) === day)
          .map((d) => ({
            scheduleId: schedule.id,
            startsAt: sgInstant(d, minutesOf(s.start)),
            endsAt: sgInstant(d, minutesOf(s.end)),
          }));
        if (occurrences.length > 0) await tx.insert(t.sessions).values(occurrences);
      }
    }

    // Dentists and their appointment slots: 45-minute slots from 9:00 that end by 17:00.
    await tx.insert(t.dentists).values({ name: NO_PREFERENCE_DENTIST, isNoPreference: true, centreId: null });
    const dentistRows = await tx
      .insert(t.dentists)
      .values(DENTISTS.map((d) => ({ name: d.name, centreId: centreId(d.centre) })))
      .returning();
    const slots: (typeof t.appointmentSlots.$inferInsert)[] = [];
    for (const dentist of dentistRows) {
      if (!dentist.centreId) continue;
      for (const day of workingDays) {
        for (
          let start = DAY_START_MINUTES;
          start + SESSION_LENGTH_MINUTES <= DAY_END_MINUTES;
          start += SESSION_LENGTH_MINUTES
        ) {
          slots.push({
            centreId: dentist.centreId,
            dentistId: dentist.id,
            startsAt: sgInstant(day, start),
            endsAt: sgInstant(day, start + SESSION_LENGTH_MINUTES),
          });
        }
      }
    }
    for (let i = 0; i < slots.length; i += 500) {
      await tx.insert(t.appointmentSlots).values(slots.slice(i, i + 500));
    }

    // Master codes, including the sd- lookups of the catalogue ('sd-{category}' / 'sd-{product}' → product id).
    await tx.insert(t.masterCodes).values([
      ...MASTER_CODES,
      ...PRODUCTS.map((p, sort) => ({
        code: `sd-${p.category}`,
        key: `sd-${p.slug}`,
        value: productId(p.slug),
        sort,
      })),
    ]);

    await tx.insert(t.faqEntries).values(FAQ.map((f, sort) => ({ ...f, sort })));

    // Demo customers. Their details pass the domain's personal-details rules, as the portal would send them.
    const ahKow = personalDetails.parse({
      name: 'Tan Ah Kow',
      dateOfBirth: '1952-03-14',
      gender: 'Male',
      idType: 'NRIC',
      nric: nric('S', '1234567'),
      countryCode: '+65',
      email: 'ahkow.tan@example.sg',
      mobileNumber: '91234567',
      homeNumber: '64561234',
      maritalStatus: 'Married',
      residentStatus: 'Singapore/ Pink IC',
      nationality: 'SG',
      language: ['Hokkien', 'Mandarin'],
      religion: 'Taoism',
      unionMember: true,
      chasSubsidyTier: 'Blue',
      chasExpiryDate: '2027-12-31',
      marketingConsent: false,
    });
    const siti = personalDetails.parse({
      name: 'Siti Nurhaliza binte Ahmad',
      dateOfBirth: '1958-08-09',
      gender: 'Female',
      idType: 'NRIC',
      nric: nric('S', '5812345'),
      countryCode: '+65',
      email: 'siti.ahmad@example.sg',
      mobileNumber: '98765432',
      maritalStatus: 'Widowed',
      residentStatus: 'Singapore/ Pink IC',
      nationality: 'SG',
      language: ['Malay', 'English'],
      religion: 'Islam',
      unionMember: false,
      marketingConsent: true,
    });

    const [ahKowRow] = await tx
      .insert(t.customers)
      .values({
        identitySubject: 'demo-ahkow',
        name: ahKow.name,
        email: ahKow.email,
        categoryId: categoryId('active-ageing'),
        customerType: 'INDIVIDUAL',
        paymentSegment: 'RETAIL',
        referralCode: 'CP7K2Q9A',
        profileLinkingStatus: 'LINKED',
        nationalId: ahKow.nric,
        profile: profileFields(ahKow),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(t.customers).values({
      identitySubject: 'demo-siti',
      name: siti.name,
      email: siti.email,
      categoryId: null,
      customerType: 'INDIVIDUAL',
      paymentSegment: 'RETAIL',
      referralCode: 'CP3M8X4T',
      profileLinkingStatus: 'PENDING',
      nationalId: siti.nric,
      profile: profileFields(siti),
      createdAt: now,
      updatedAt: now,
    });
    if (!ahKowRow) throw new Error('demo customer not inserted');

    const meiLing = lovedOneDetails.parse({
      name: 'Tan Mei Ling',
      dateOfBirth: '1981-11-02',
      gender: 'Female',
      idType: 'NRIC',
      nric: nric('S', '8123456'),
      countryCode: '+65',
      email: 'meiling.tan@example.sg',
      mobileNumber: '87654321',
      language: ['English', 'Mandarin'],
      relationship: 'Child',
    });
    await tx.insert(t.lovedOnes).values({
      ownerCustomerId: ahKowRow.id,
      name: meiLing.name,
      relationship: meiLing.relationship,
      otherRelationship: null,
      nationalId: meiLing.nric,
      profile: profileFields(meiLing),
      createdAt: now,
    });
    return true;
  });
}

/** The personal details without the fields that have columns of their own. */
const COLUMN_FIELDS = new Set(['name', 'email', 'nric', 'relationship', 'otherRelationship']);

function profileFields(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !COLUMN_FIELDS.has(key)));
}

// CLI: `node src/db/seed.ts` seeds the configured database when it holds no customer yet.
if (import.meta.main) {
  const { loadConfig } = await import('../config.ts');
  const { openDatabase } = await import('./client.ts');
  const config = loadConfig();
  const handle = await openDatabase(config.database);
  try {
    await handle.migrate();
    const seeded = await seedDatabase(handle.db, { now: new Date(), onlyIfEmpty: true });
    console.log(seeded ? 'Seeded the demo data.' : 'The database already has customers; nothing seeded.');
  } finally {
    await handle.close();
  }
}
