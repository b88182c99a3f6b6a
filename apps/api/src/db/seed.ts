/**
 * The demo data, loaded on first start (when no customer exists) and by `node src/db/seed.ts`.
 *
 * Dates follow `now`: appointment slots and class sessions cover the 8 weeks after the seeding date, on Singapore
 * working days (domain isWorkingDay), so a demo always has bookable times.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  DEFAULT_APP_VERSION,
  NO_PREFERENCE_DENTIST,
  SESSION_LENGTH_MINUTES,
  cartTotals,
  createAddressDirectory,
  formatMessage,
  messages,
  createLovedOneSchema,
  createPersonalDetailsSchema,
  fromOneMapValue,
  invoiceLinkExpiry,
  isWorkingDay,
  medicalHistorySchema,
  nationalIdCheckLetter,
  parseAddressDirectory,
  programmeShowcaseSchema,
  formatShowcaseAddress,
  addCalendarDays,
  bookingChangeRules,
  openingDates,
  serviceBookingStage,
  sessionSlots,
  singaporeInstant,
  singaporeIsoDate,
  toSingaporeWallClock,
  type SessionSlot,
  type SessionStatus,
  type SessionType,
} from '@careportal/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';

import { slotKey } from '../repositories/my-services.ts';

import {
  DEFAULT_SHOWCASE_CONTENT_SET,
  SHOWCASE_CONTENT,
  type ShowcaseContentSet,
} from './showcase-content.ts';

import type { AppDatabase } from './client.ts';
import * as t from './schema/index.ts';
import {
  CATEGORIES,
  CENTRES,
  DEMO_CLIENT_RECORD,
  DEMO_DISABLED_LOVED_ONE,
  DEMO_HEALTH_DECLARATION_SERVICE,
  DEMO_MEDICAL_HISTORIES,
  DEMO_SERVICES,
  DEMO_CAREGIVER,
  DEMO_VOLUNTEER_ACTIVITIES,
  DEMO_VOLUNTEER_ORGANISATIONS,
  DEMO_VOLUNTEERS,
  DEMO_PENDING_ORDER,
  DEMO_PUBLIC_LINKS,
  DEMO_PUBLIC_LINKS_CLIENT,
  DENTISTS,
  DENTIST_WEEKLY_HOURS,
  EVENT_PLANS,
  EVENT_RUNS_AHEAD,
  GROUPS,
  GST_RATES,
  MASTER_CODES,
  PRODUCTS,
  PROMOTIONS,
  OPENING_HOURS,
  SCHEDULES,
  type DemoBookingPlan,
  type ProductSeed,
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
  /** The programme showcase content set to store (db/showcase-content.ts); uat by default. */
  showcaseSet?: ShowcaseContentSet;
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

/** The Singapore date `days` after `date`. */
function shiftDate(date: SgDate, days: number): SgDate {
  const shifted = new Date(Date.UTC(date.year, date.month, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** A Singapore date as `yyyy-MM-dd`. */
function isoDate(date: SgDate): string {
  return new Date(Date.UTC(date.year, date.month, date.day)).toISOString().slice(0, 10);
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

/**
 * The id of a seeded row, derived from what the row is (`seedId('product', 'gym-tonic')`), so every database
 * seeded from this file has the same ids: the `sd-…` master codes, links and bookmarks stay valid across
 * environments, and seeding again finds the rows it would insert already there.
 */
export function seedId(kind: string, ...key: string[]): string {
  const hex = createHash('sha256')
    .update(`careportal-seed:${kind}:${key.join('|')}`)
    .digest('hex');
  // An RFC 9562 version 8 (custom) UUID.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Loads the demo data in one transaction. Returns whether it ran.
 *
 * Deterministic and idempotent: every row has an id from {@link seedId} and every insert skips rows that exist,
 * so seeding a seeded database changes nothing (an edited app configuration is kept), and seeding it again on a
 * later day only adds the slots and class sessions of the days that are new.
 */
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

    await seedConfiguration(tx, now);
    await seedCatalogue(tx, directory, options.showcaseSet ?? DEFAULT_SHOWCASE_CONTENT_SET);
    const workingDays = seedWorkingDays(now);
    await seedRuns(tx, now);
    await seedClasses(tx, workingDays);
    await seedDentists(tx, workingDays);
    await seedCodes(tx, now);
    const ahKow = await seedDemoCustomers(tx, now, { personalDetails, lovedOneDetails });
    await seedPendingOrder(tx, now, ahKow);
    await seedLinkingDemo(tx, now, directory, personalDetails);
    await seedCaregiverDemo(tx, now, { personalDetails, lovedOneDetails });
    await seedHealthDemo(tx, now, personalDetails);
    await seedPublicLinksDemo(tx, now);
    await seedVolunteerDemo(tx);
    return true;
  });
}

/** A transaction of the seed. */
type SeedTx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** The address directory the seed reads centres' and homes' addresses from. */
type AddressDirectory = ReturnType<typeof createAddressDirectory>;

/** The seeded category of a seed-data.ts slug. */
function categoryId(slug: string): string {
  return seedId('category', slug);
}

/** The seeded centre of a seed-data.ts key. */
function centreId(key: CentreKey): string {
  return seedId('centre', key);
}

/** The seeded product of a seed-data.ts slug; throws for a slug that is not one. */
function productId(slug: string): string {
  if (!PRODUCTS.some((p) => p.slug === slug)) throw new Error(`unknown product ${slug}`);
  return seedId('product', slug);
}

/** The app configuration and the GST rates. */
async function seedConfiguration(tx: SeedTx, now: Date): Promise<void> {
  await tx
    .insert(t.appConfig)
    .values([
      { key: 'versionNumber', value: DEFAULT_APP_VERSION, updatedAt: now },
      { key: 'disabledLovedOne', value: DEMO_DISABLED_LOVED_ONE, updatedAt: now },
    ])
    .onConflictDoNothing();
  await tx
    .insert(t.gstConfiguration)
    .values(GST_RATES.map((g) => ({ ...g, id: seedId('gst', g.effectiveFrom) })))
    .onConflictDoNothing();
}

/**
 * The catalogue: categories and their groups, the centres (their addresses from the directory) and their
 * appointment hours, the products with their offers and centres, and the showcase pages.
 */
async function seedCatalogue(
  tx: SeedTx,
  directory: AddressDirectory,
  showcaseSet: ShowcaseContentSet,
): Promise<void> {
  await tx
    .insert(t.categories)
    .values(CATEGORIES.map((c) => ({ ...c, id: seedId('category', c.slug) })))
    .onConflictDoNothing();
  await tx
    .insert(t.productGroups)
    .values(
      GROUPS.map((g, sort) => ({
        id: seedId('group', g.slug),
        categoryId: categoryId(g.category),
        name: g.name,
        slug: g.slug,
        description: g.description,
        sort,
      })),
    )
    .onConflictDoNothing();

  const centreRows = CENTRES.map((c) => {
    const found = directory.search(c.postalCode).results[0];
    if (!found) throw new Error(`Postal code ${c.postalCode} of ${c.name} is not in the address directory`);
    const building = fromOneMapValue(found.BUILDING);
    return {
      id: seedId('centre', c.key),
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
  });
  await tx.insert(t.centres).values(centreRows).onConflictDoNothing();
  // Appointment hours at every centre but the dental clinics (Denticare books its own slots).
  await tx
    .insert(t.centreOpeningHours)
    .values(
      CENTRES.filter((c) => c.kind !== 'DENTAL_CLINIC').flatMap((c) =>
        OPENING_HOURS.map((h) => ({ ...h, centreId: centreId(c.key) })),
      ),
    )
    .onConflictDoNothing();

  for (const p of PRODUCTS) {
    const id = seedId('product', p.slug);
    await tx
      .insert(t.products)
      .values({
        id,
        categoryId: categoryId(p.category),
        groupId: seedId('group', p.group),
        name: p.name,
        slug: p.slug,
        description: p.description,
        programContentType: p.programContentType,
        fixedSessions: p.fixedSessions,
        totalSessions: p.totalSessions,
        hasPreSession: p.hasPreSession ?? false,
        hasPostSession: p.hasPostSession ?? false,
      })
      .onConflictDoNothing();
    await tx
      .insert(t.offerings)
      .values(p.offerings.map((o) => ({ ...o, id: seedId('offering', p.slug, o.name), productId: id })))
      .onConflictDoNothing();
    await tx
      .insert(t.productCentres)
      .values(p.centres.map((c) => ({ productId: id, centreId: centreId(c) })))
      .onConflictDoNothing();
  }

  // Showcase pages: each content is checked against the domain schema before it is stored.
  for (const [index, s] of SHOWCASE_CONTENT[showcaseSet].entries()) {
    const id = seedId('showcase', s.idKey);
    // The centres its product runs at: registration offers the same ones.
    const centreKeys = PRODUCTS.find((product) => product.slug === s.product)?.centres ?? [];
    const locations = centreKeys.map((key) => {
      const c = centreRows.find((r) => r.id === centreId(key));
      if (!c) throw new Error(`unknown centre ${key}`);
      return {
        name: c.name,
        detail: formatShowcaseAddress(c).join(', '),
        postalCode: c.postalCode,
        region: c.region,
        location: [c.latitude, c.longitude],
      };
    });
    programmeShowcaseSchema.parse({
      id,
      name: s.displayName,
      ...s.content,
      locations,
      markerRegions: [...new Set(locations.map((l) => l.region))],
    });
    await tx
      .insert(t.programmeShowcases)
      .values({
        id,
        slug: s.slug,
        name: s.displayName,
        productId: productId(s.product),
        content: s.content,
        sort: index,
      })
      .onConflictDoNothing();
    await tx
      .insert(t.showcaseLocations)
      .values(centreKeys.map((c, sort) => ({ showcaseId: id, centreId: centreId(c), sort })))
      .onConflictDoNothing();
  }
}

/** Runs of each programme, back to back from the coming Monday, each as many weeks as its sessions need. */
async function seedRuns(tx: SeedTx, now: Date): Promise<void> {
  const nextMonday = Array.from({ length: 7 }, (_, i) => sgDate(now, i + 1)).find((d) => isoWeekday(d) === 1);
  if (!nextMonday) throw new Error('a week without a Monday');
  for (const plan of EVENT_PLANS) {
    const product = PRODUCTS.find((p) => p.slug === plan.product);
    if (!product?.totalSessions) throw new Error(`event plan for ${plan.product}: no session count`);
    const weeks = Math.ceil(product.totalSessions / plan.days.length);
    const first = Math.min(...plan.days);
    const last = Math.max(...plan.days);
    const runs = Array.from({ length: EVENT_RUNS_AHEAD }, (_, run) => {
      const weekStart = shiftDate(nextMonday, run * weeks * 7);
      const startDate = isoDate(shiftDate(weekStart, first - 1));
      const endDate = isoDate(shiftDate(weekStart, (weeks - 1) * 7 + last - 1));
      const centre = CENTRES.find((c) => c.key === plan.centre);
      return {
        id: seedId('event', plan.product, plan.centre, startDate),
        productId: productId(plan.product),
        centreId: centreId(plan.centre),
        name: `${product.name} at ${centre?.name ?? plan.centre}, from ${startDate}`,
        startDate,
        endDate,
        daysOfWeek: [...plan.days],
        startTime: plan.start,
        endTime: plan.end,
        capacity: plan.capacity,
      };
    });
    await tx.insert(t.events).values(runs).onConflictDoNothing();
  }
}

/** The classes of the SESSIONS programmes, and their sessions on the seeded working days. */
async function seedClasses(tx: SeedTx, workingDays: readonly SgDate[]): Promise<void> {
  for (const s of SCHEDULES) {
    for (const day of s.days) {
      const scheduleId = seedId('schedule', s.product, s.centre, String(day), s.start);
      await tx
        .insert(t.schedules)
        .values({
          id: scheduleId,
          productId: productId(s.product),
          centreId: centreId(s.centre),
          dayOfWeek: day,
          startTime: s.start,
          endTime: s.end,
          capacity: s.capacity,
        })
        .onConflictDoNothing();
      const occurrences = workingDays
        .filter((d) => isoWeekday(d) === day)
        .map((d) => {
          const startsAt = sgInstant(d, minutesOf(s.start));
          return {
            id: seedId('session', scheduleId, startsAt.toISOString()),
            scheduleId,
            startsAt,
            endsAt: sgInstant(d, minutesOf(s.end)),
          };
        });
      if (occurrences.length > 0) await tx.insert(t.sessions).values(occurrences).onConflictDoNothing();
    }
  }
}

/** Dentists and their appointment slots: 45-minute slots from 9:00 that end by 17:00. */
async function seedDentists(tx: SeedTx, workingDays: readonly SgDate[]): Promise<void> {
  await tx
    .insert(t.dentists)
    .values([
      {
        id: seedId('dentist', NO_PREFERENCE_DENTIST),
        name: NO_PREFERENCE_DENTIST,
        isNoPreference: true,
        centreId: null,
      },
      ...DENTISTS.map((d) => ({
        id: seedId('dentist', d.name),
        name: d.name,
        centreId: centreId(d.centre),
      })),
    ])
    .onConflictDoNothing();
  await tx
    .insert(t.dentistSchedules)
    .values(
      DENTISTS.flatMap((d) => {
        const dentistId = seedId('dentist', d.name);
        const hours = d.saturday
          ? [DENTIST_WEEKLY_HOURS.weekday, DENTIST_WEEKLY_HOURS.saturday]
          : [DENTIST_WEEKLY_HOURS.weekday];
        return hours.flatMap((h) =>
          h.days.map((weekday) => ({
            id: seedId('dentist-schedule', dentistId, String(weekday), String(h.startMinute)),
            dentistId,
            weekday,
            startMinute: h.startMinute,
            endMinute: h.endMinute,
          })),
        );
      }),
    )
    .onConflictDoNothing();
  const slots: (typeof t.appointmentSlots.$inferInsert)[] = [];
  for (const dentist of DENTISTS) {
    const dentistId = seedId('dentist', dentist.name);
    for (const day of workingDays) {
      for (
        let start = DAY_START_MINUTES;
        start + SESSION_LENGTH_MINUTES <= DAY_END_MINUTES;
        start += SESSION_LENGTH_MINUTES
      ) {
        const startsAt = sgInstant(day, start);
        slots.push({
          id: seedId('slot', dentistId, startsAt.toISOString()),
          centreId: centreId(dentist.centre),
          dentistId,
          startsAt,
          endsAt: sgInstant(day, start + SESSION_LENGTH_MINUTES),
        });
      }
    }
  }
  for (let i = 0; i < slots.length; i += 500) {
    await tx
      .insert(t.appointmentSlots)
      .values(slots.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

/** Master codes and promotion codes. */
async function seedCodes(tx: SeedTx, now: Date): Promise<void> {
  // Master codes, including the sd- lookups of the catalogue ('sd-{category}' / 'sd-{product}' → product id).
  await tx
    .insert(t.masterCodes)
    .values([
      ...MASTER_CODES.map((m) => ({ ...m, id: seedId('master-code', m.code, m.key) })),
      ...PRODUCTS.map((p, sort) => ({
        id: seedId('master-code', `sd-${p.category}`, `sd-${p.slug}`),
        code: `sd-${p.category}`,
        key: `sd-${p.slug}`,
        value: productId(p.slug),
        sort,
      })),
    ])
    .onConflictDoNothing();

  // Promotion codes (README "Demo data").
  for (const promotion of PROMOTIONS) {
    const id = seedId('promotion', promotion.code);
    await tx
      .insert(t.promotions)
      .values({
        id,
        code: promotion.code,
        description: promotion.description,
        ...('percentBasisPoints' in promotion.discount
          ? { discountType: 'PERCENTAGE', percentBasisPoints: promotion.discount.percentBasisPoints }
          : { discountType: 'FIXED_AMOUNT', amountCents: promotion.discount.amountCents }),
        expiresAt: new Date(promotion.expiresAt),
        usageLimit: promotion.usageLimit,
        usageCount: promotion.usageCount,
        createdAt: now,
      })
      .onConflictDoNothing();
    await tx
      .insert(t.promotionProducts)
      .values(promotion.products.map((slug) => ({ promotionId: id, productId: productId(slug) })))
      .onConflictDoNothing();
  }
}

/**
 * The demo customers Tan Ah Kow (with his loved one Tan Mei Ling) and Siti, and their services with their
 * bookings. Their details pass the domain's personal-details rules, as the portal would send them. Answers Ah
 * Kow, whose order waits for payment.
 */
async function seedDemoCustomers(
  tx: SeedTx,
  now: Date,
  schemas: {
    personalDetails: ReturnType<typeof createPersonalDetailsSchema>;
    lovedOneDetails: ReturnType<typeof createLovedOneSchema>;
  },
): Promise<{ id: string; name: string }> {
  const { personalDetails, lovedOneDetails } = schemas;
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

  const ahKowId = seedId('customer', 'demo-ahkow');
  await tx
    .insert(t.customers)
    .values({
      id: ahKowId,
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
    .onConflictDoNothing();
  await tx
    .insert(t.customers)
    .values({
      id: seedId('customer', 'demo-siti'),
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
    })
    .onConflictDoNothing();

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
  await tx
    .insert(t.lovedOnes)
    .values({
      id: seedId('loved-one', 'demo-ahkow', meiLing.name),
      ownerCustomerId: ahKowId,
      name: meiLing.name,
      relationship: meiLing.relationship,
      otherRelationship: null,
      nationalId: meiLing.nric,
      // A loved one has no email column: theirs is kept with the other details.
      profile: { ...profileFields(meiLing), email: meiLing.email },
      createdAt: now,
    })
    .onConflictDoNothing();

  for (const service of DEMO_SERVICES) {
    const start = sgDate(now, -service.startDaysAgo);
    const product = PRODUCTS.find((p) => p.slug === service.product);
    const offering = product?.offerings.find((o) => o.name === service.offering);
    if (!product || !offering) throw new Error(`demo service of ${service.product}: no such offer`);
    const id = seedId('service', service.customer, service.product, String(service.startDaysAgo));
    const [inserted] = await tx
      .insert(t.services)
      .values({
        id,
        customerId: seedId('customer', service.customer),
        productId: productId(service.product),
        offeringId: seedId('offering', service.product, service.offering),
        centreId: centreId(service.centre),
        status: service.status,
        startDate: isoDate(start),
        endDate: isoDate(shiftDate(start, service.lengthDays - 1)),
        sessionsTotal: offering.sessionCount,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: t.services.id });
    // Bookings only with a service seeded now: seeding again on a later day adds none twice.
    if (!inserted) continue;
    const plan = 'plan' in service ? service.plan : undefined;
    const made: Awaited<ReturnType<typeof demoBookings>> = plan
      ? await demoBookings(tx, {
          id,
          plan,
          product,
          centre: service.centre,
          startDate: isoDate(start),
          now,
        })
      : { bookings: [] };
    await setDemoBookingStage(
      tx,
      { id, product, sessionsTotal: offering.sessionCount, status: service.status },
      made,
    );
  }
  return { id: ahKowId, name: ahKow.name };
}

/** An order of Ah Kow's waiting for payment, so that a demo can pay it at once (docs/payments-api.md). */
async function seedPendingOrder(tx: SeedTx, now: Date, payer: { id: string; name: string }): Promise<void> {
  const pending = DEMO_PENDING_ORDER;
  const pendingProduct = PRODUCTS.find((p) => p.slug === pending.product);
  const pendingOffering = pendingProduct?.offerings.find((o) => o.name === pending.offering);
  const pendingCentre = CENTRES.find((c) => c.key === pending.centre);
  const gst = GST_RATES[GST_RATES.length - 1];
  if (!pendingProduct || !pendingOffering || !pendingCentre || !gst) {
    throw new Error('The demo pending order names a product, offer, centre or GST rate that is not seeded');
  }
  const totals = cartTotals(
    [{ unitPriceCents: pendingOffering.priceCents, quantity: 1, discountCents: 0 }],
    gst.rateBasisPoints,
  );
  const pendingOrderId = seedId('order', 'demo-ahkow', 'pending');
  await tx
    .insert(t.orders)
    .values({
      id: pendingOrderId,
      customerId: payer.id,
      customerName: payer.name,
      payerName: payer.name,
      categoryId: categoryId(pendingProduct.category),
      status: 'PENDING',
      ...totals,
      gstConfigurationId: seedId('gst', gst.effectiveFrom),
      gstRateBasisPoints: gst.rateBasisPoints,
      idempotencyKey: 'demo-seed-pending-order',
      createdAt: now,
    })
    .onConflictDoNothing();
  await tx
    .insert(t.orderItems)
    .values({
      id: seedId('order-item', 'demo-ahkow', 'pending'),
      orderId: pendingOrderId,
      productId: productId(pending.product),
      offeringId: seedId('offering', pending.product, pending.offering),
      centreId: centreId(pending.centre),
      description: formatMessage(messages.cart.lineDescription, {
        product: pendingProduct.name,
        offering: pendingOffering.name,
        centre: pendingCentre.name,
      }),
      quantity: 1,
      unitPriceCents: pendingOffering.priceCents,
      amountCents: pendingOffering.priceCents,
      sort: 0,
    })
    .onConflictDoNothing();
}

/**
 * A new web sign-up (only what the sign-up form asked) and the centre's record of her, with its address, that
 * waits to be linked.
 */
async function seedLinkingDemo(
  tx: SeedTx,
  now: Date,
  directory: AddressDirectory,
  personalDetails: ReturnType<typeof createPersonalDetailsSchema>,
): Promise<void> {
  await tx
    .insert(t.customers)
    .values({
      id: seedId('customer', 'demo-beehoon'),
      identitySubject: 'demo-beehoon',
      name: 'Lim Bee Hoon',
      email: 'beehoon.lim@example.sg',
      categoryId: null,
      customerType: 'INDIVIDUAL',
      paymentSegment: 'RETAIL',
      referralCode: 'CP5N8W3E',
      profileLinkingStatus: 'PENDING',
      nationalId: null,
      profile: { countryCode: '+65', mobileNumber: '91112222', idType: 'NRIC' },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const record = DEMO_CLIENT_RECORD;
  const recordDetails = personalDetails.parse({
    name: record.name,
    dateOfBirth: '1949-05-20',
    gender: 'Female',
    idType: record.idType,
    nric: record.nric,
    countryCode: '+65',
    email: record.email,
    mobileNumber: record.mobileNumber,
    maritalStatus: 'Widowed',
    residentStatus: 'Singapore/ Pink IC',
    nationality: 'SG',
    language: ['Hokkien', 'English'],
    religion: 'Buddhism',
    unionMember: false,
  });
  const recordId = seedId('customer', 'centre-record', record.referralCode);
  await tx
    .insert(t.customers)
    .values({
      id: recordId,
      identitySubject: null,
      name: recordDetails.name,
      email: recordDetails.email,
      categoryId: categoryId('active-ageing'),
      customerType: 'INDIVIDUAL',
      paymentSegment: 'RETAIL',
      referralCode: record.referralCode,
      profileLinkingStatus: 'LINKED',
      nationalId: recordDetails.nric,
      profile: profileFields(recordDetails),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const home = directory.search(record.postalCode).results[0];
  if (!home)
    throw new Error(`The demo client record's postal code ${record.postalCode} is not in the directory`);
  const homeBuilding = fromOneMapValue(home.BUILDING);
  await tx
    .insert(t.addresses)
    .values({
      id: seedId('address', 'centre-record', record.referralCode, 'RESIDENTIAL'),
      customerId: recordId,
      type: 'RESIDENTIAL',
      postalCode: record.postalCode,
      block: home.BLK_NO,
      street: titleCase(home.ROAD_NAME),
      building: homeBuilding === '' ? null : titleCase(homeBuilding),
      level: '08',
      unit: '412',
      sameAs: 'NONE',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * Issue 15's health demo: Ng Siew Lan (an Active Ageing customer whose medical history is more than 1 year old,
 * with a programme waiting for her health declaration, who has chosen senior mode) and a medical history for each demo account
 * (DEMO_MEDICAL_HISTORIES).
 */
async function seedHealthDemo(
  tx: SeedTx,
  now: Date,
  personalDetails: ReturnType<typeof createPersonalDetailsSchema>,
) {
  const siewLan = personalDetails.parse({
    name: 'Ng Siew Lan',
    dateOfBirth: '1950-06-18',
    gender: 'Female',
    idType: 'NRIC',
    nric: nric('S', '5061234'),
    countryCode: '+65',
    email: 'siewlan.ng@example.sg',
    mobileNumber: '96543210',
    maritalStatus: 'Married',
    residentStatus: 'Singapore/ Pink IC',
    nationality: 'SG',
    language: ['Mandarin', 'Cantonese'],
    religion: 'Buddhism',
    unionMember: false,
    marketingConsent: false,
  });
  const siewLanId = seedId('customer', 'demo-siewlan');
  await tx
    .insert(t.customers)
    .values({
      id: siewLanId,
      identitySubject: 'demo-siewlan',
      name: siewLan.name,
      email: siewLan.email,
      categoryId: categoryId('active-ageing'),
      customerType: 'INDIVIDUAL',
      paymentSegment: 'RETAIL',
      referralCode: 'CP9S2L7N',
      profileLinkingStatus: 'LINKED',
      nationalId: siewLan.nric,
      profile: profileFields(siewLan),
      // She reads the portal in senior mode (issue 19): it follows her to every device she signs in on.
      displayMode: 'senior',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();

  const waiting = DEMO_HEALTH_DECLARATION_SERVICE;
  await seedWaitingService(tx, now, {
    ...waiting,
    id: seedId('service', waiting.customer, waiting.product, 'health-declaration'),
    owner: { customerId: seedId('customer', waiting.customer) },
  });

  const customers = await tx
    .select({ id: t.customers.id, name: t.customers.name, profile: t.customers.profile })
    .from(t.customers);
  for (const history of DEMO_MEDICAL_HISTORIES) {
    const id = seedId('customer', history.customer);
    const customer = customers.find((row) => row.id === id);
    if (!customer)
      throw new Error(`The demo medical history names a customer that is not seeded: ${history.customer}`);
    const submittedAt = new Date(now.getTime() - history.submittedDaysAgo * 86_400_000);
    const answers = medicalHistorySchema.parse(
      demoMedicalHistory(
        customer.name,
        typeof customer.profile.mobileNumber === 'string' ? customer.profile.mobileNumber : '',
        isoDate(sgDate(submittedAt, 0)),
      ),
    );
    await tx
      .insert(t.medicalHistories)
      .values({
        id: seedId('medical-history', history.customer, String(history.submittedDaysAgo)),
        customerId: id,
        answers,
        signatureName: answers.signature.name,
        signatureDate: answers.signature.date,
        submittedAt,
      })
      .onConflictDoNothing();
  }
}

/**
 * A demo service waiting for its person's health declaration (service status HEALTH_DECLARATION), starting
 * `startsInDays` after the seeding day, so that saving the declaration makes it UPCOMING: with the sessions its
 * offer holds and the booking stage it starts at, as a bought service has (issue 36: not 'Sessions 0 of 0 used',
 * and its card then offers the next booking step).
 */
async function seedWaitingService(
  tx: SeedTx,
  now: Date,
  waiting: {
    id: string;
    owner: { customerId: string } | { lovedOneId: string };
    product: string;
    offering: string;
    centre: CentreKey;
    startsInDays: number;
    lengthDays: number;
  },
) {
  const start = sgDate(now, waiting.startsInDays);
  const product = PRODUCTS.find((p) => p.slug === waiting.product);
  const offering = product?.offerings.find((o) => o.name === waiting.offering);
  if (!product || !offering) throw new Error(`demo service of ${waiting.product}: no such offer`);
  await tx
    .insert(t.services)
    .values({
      id: waiting.id,
      ...waiting.owner,
      productId: productId(waiting.product),
      offeringId: seedId('offering', waiting.product, waiting.offering),
      centreId: centreId(waiting.centre),
      status: 'HEALTH_DECLARATION',
      startDate: isoDate(start),
      endDate: isoDate(shiftDate(start, waiting.lengthDays - 1)),
      sessionsTotal: offering.sessionCount,
      bookingStage: serviceBookingStage({
        programContentType: product.programContentType,
        status: 'HEALTH_DECLARATION',
        hasPreSessionType: product.hasPreSession ?? false,
        hasPostSessionType: product.hasPostSession ?? false,
        sessionsTotal: offering.sessionCount,
        enrolledInIntake: false,
        bookings: [],
      }),
      createdAt: now,
    })
    .onConflictDoNothing();
}

/**
 * Issue 19's caregiver (seed-data.ts DEMO_CAREGIVER): Rachel Goh and her parents, her loved ones, each with a
 * service whose bookings make her care calendar's week, one clash included.
 */
async function seedCaregiverDemo(
  tx: SeedTx,
  now: Date,
  schemas: {
    personalDetails: ReturnType<typeof createPersonalDetailsSchema>;
    lovedOneDetails: ReturnType<typeof createLovedOneSchema>;
  },
) {
  const caregiver = DEMO_CAREGIVER;
  const details = schemas.personalDetails.parse({
    name: caregiver.name,
    dateOfBirth: caregiver.dateOfBirth,
    gender: 'Female',
    idType: 'NRIC',
    nric: nric('S', caregiver.nricDigits),
    countryCode: '+65',
    email: caregiver.email,
    mobileNumber: caregiver.mobileNumber,
    maritalStatus: 'Married',
    residentStatus: 'Singapore/ Pink IC',
    nationality: 'SG',
    language: ['English', 'Mandarin'],
    religion: 'Christianity',
    unionMember: false,
    marketingConsent: false,
  });
  const customerId = seedId('customer', caregiver.key);
  await tx
    .insert(t.customers)
    .values({
      id: customerId,
      identitySubject: caregiver.key,
      name: details.name,
      email: details.email,
      categoryId: null,
      customerType: 'INDIVIDUAL',
      paymentSegment: 'RETAIL',
      referralCode: caregiver.referralCode,
      profileLinkingStatus: 'LINKED',
      nationalId: details.nric,
      profile: profileFields(details),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();

  const [father] = caregiver.lovedOnes;
  for (const [index, person] of caregiver.lovedOnes.entries()) {
    const lovedOne = schemas.lovedOneDetails.parse({
      name: person.name,
      dateOfBirth: person.dateOfBirth,
      gender: person.gender,
      idType: 'NRIC',
      nric: nric('S', person.nricDigits),
      countryCode: '+65',
      mobileNumber: person.mobileNumber,
      email: person.email,
      language: person.language,
      relationship: 'Others',
      otherRelationship: person.otherRelationship,
    });
    const lovedOneId = seedId('loved-one', caregiver.key, lovedOne.name);
    await tx
      .insert(t.lovedOnes)
      .values({
        id: lovedOneId,
        ownerCustomerId: customerId,
        name: lovedOne.name,
        relationship: lovedOne.relationship,
        otherRelationship: lovedOne.otherRelationship ?? null,
        nationalId: lovedOne.nric,
        // A loved one has no email column: theirs is kept with the other details.
        profile: { ...profileFields(lovedOne), email: lovedOne.email },
        // In the order she added them: her father first.
        createdAt: new Date(now.getTime() + index + 1),
      })
      .onConflictDoNothing();

    const { service } = person;
    const product = PRODUCTS.find((p) => p.slug === service.product);
    const offering = product?.offerings.find((o) => o.name === service.offering);
    if (!product || !offering) throw new Error(`the caregiver demo's ${service.product}: no such offer`);
    const start = sgDate(now, -14);
    const id = seedId('service', caregiver.key, lovedOne.name, service.product);
    const [inserted] = await tx
      .insert(t.services)
      .values({
        id,
        lovedOneId,
        productId: productId(service.product),
        offeringId: seedId('offering', service.product, service.offering),
        centreId: centreId(service.centre),
        status: 'ONGOING',
        startDate: isoDate(start),
        endDate: isoDate(shiftDate(start, 90)),
        sessionsTotal: offering.sessionCount,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: t.services.id });
    if (!inserted) continue;
    const made = await demoBookings(tx, {
      id,
      plan: service.plan,
      product,
      centre: service.centre,
      startDate: isoDate(start),
      now,
      ...(person !== father ? { after: father.service } : {}),
    });
    await setDemoBookingStage(
      tx,
      { id, product, sessionsTotal: offering.sessionCount, status: 'ONGOING' },
      made,
    );
    if ('waiting' in person) {
      await seedWaitingService(tx, now, {
        ...person.waiting,
        id: seedId('service', caregiver.key, lovedOne.name, person.waiting.product),
        owner: { lovedOneId },
      });
    }
  }
}

/** A demo medical history: high blood pressure under control, an allergy, and the signature of `name`. */
function demoMedicalHistory(name: string, contactNumber: string, date: string) {
  const no = { answer: false, details: null };
  return {
    hospitalisation: no,
    allergies: { answer: true, details: 'Penicillin' },
    recentHealthChanges: no,
    treatment: no,
    medications: { answer: true, details: 'Amlodipine 5 mg, once a day' },
    dialysis: no,
    transfusion: no,
    excessiveBleeding: no,
    pregnancy: { answer: false, expectedDeliveryDate: null },
    conditions: [{ name: 'High blood pressure', controlled: true }],
    others: null,
    confirmation: true,
    signature: { name, contactNumber, date },
  };
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

/**
 * Sets a demo service's booking stage (and its intake run) from the bookings {@link demoBookings} wrote, as the
 * API does after a booking.
 */
async function setDemoBookingStage(
  tx: AppDatabase,
  service: {
    id: string;
    product: ProductSeed;
    sessionsTotal: number;
    status: Parameters<typeof serviceBookingStage>[0]['status'];
  },
  made: Awaited<ReturnType<typeof demoBookings>>,
): Promise<void> {
  const { product } = service;
  await tx
    .update(t.services)
    .set({
      intakeId: made.intakeId ?? null,
      bookingStage: serviceBookingStage({
        programContentType: product.programContentType,
        status: service.status,
        hasPreSessionType: product.hasPreSession ?? false,
        hasPostSessionType: product.hasPostSession ?? false,
        sessionsTotal: service.sessionsTotal,
        enrolledInIntake: made.intakeId !== undefined,
        bookings: made.bookings,
      }),
    })
    .where(eq(t.services.id, service.id));
}

/** A demo booking to write: its slot, what it is and how it stands. */
interface DemoBooking {
  slot: Pick<SessionSlot, 'startsAt' | 'endsAt'>;
  type: SessionType;
  status: SessionStatus;
  /** The class schedule it is a session of (SESSION of a SESSIONS programme). */
  scheduleId?: string | undefined;
  cancellationReason?: string;
}

/**
 * Writes the bookings of a demo service by its plan (seed-data.ts DemoBookingPlan), dated from `now` on real
 * slots: the product's classes at the centre and the centre's appointment hours (domain sessionSlots), or its
 * intake run. A SCHEDULED booking holds its place in slot_places, as one booked through the API would.
 */
async function demoBookings(
  tx: AppDatabase,
  input: {
    id: string;
    plan: DemoBookingPlan;
    product: ProductSeed;
    centre: CentreKey;
    startDate: string;
    now: Date;
    /** `pre-assessment-after-class`: the classes (product and centre) whose end the pre-assessment starts at. */
    after?: { product: string; centre: CentreKey };
  },
): Promise<{ bookings: { type: SessionType; status: SessionStatus }[]; intakeId?: string }> {
  const { id, plan, product, centre, now } = input;
  const cId = seedId('centre', centre);
  const today = singaporeIsoDate(now);
  const classesOf = (productSlug: string, at: CentreKey) =>
    SCHEDULES.filter((s) => s.product === productSlug && s.centre === at).flatMap((s) =>
      s.days.map((day) => ({
        id: seedId('schedule', s.product, s.centre, String(day), s.start),
        dayOfWeek: day,
        opens: s.start,
        closes: s.end,
        places: s.capacity,
      })),
    );
  const classes = classesOf(product.slug, centre);
  const classSlots = (from: string, to: string) => sessionSlots(classes, from, to);
  const appointmentSlots = (from: string, to: string) => sessionSlots(OPENING_HOURS, from, to);
  const first = <T>(list: readonly T[], what: string): T => {
    const found = list[0];
    if (found === undefined) throw new Error(`demo ${plan} of ${product.slug} at ${centre}: no ${what}`);
    return found;
  };
  const cls = (s: SessionSlot, status: SessionStatus, reason?: string): DemoBooking => ({
    slot: s,
    type: 'SESSION',
    status,
    scheduleId: s.sourceId,
    ...(reason ? { cancellationReason: reason } : {}),
  });
  const list: DemoBooking[] = [];
  let intakeId: string | undefined;

  if (plan === 'sessions-in-progress') {
    list.push({
      slot: first(appointmentSlots(input.startDate, addCalendarDays(input.startDate, 7)), 'appointment'),
      type: 'PRE_SESSION',
      status: 'COMPLETED',
    });
    const past = classSlots(addCalendarDays(input.startDate, 1), addCalendarDays(today, -1));
    const [a, b, c, d, e] = past;
    if (!a || !b || !c || !d || !e) throw new Error('demo sessions-in-progress: too few past classes');
    list.push(cls(a, 'COMPLETED'), cls(b, 'COMPLETED'), cls(c, 'CANCELLED', 'Not feeling well'));
    list.push(cls(d, 'CANCELLED_WITH_CHARGE', 'Family matter'), cls(e, 'COMPLETED'));
    const ahead = classSlots(today, addCalendarDays(today, 28)).filter((s) => s.startsAt > now);
    const outcome = (s: SessionSlot) =>
      bookingChangeRules(
        {
          format: 'SESSION',
          programContentType: 'SESSIONS',
          status: 'SCHEDULED',
          startsAt: toSingaporeWallClock(s.startsAt),
        },
        toSingaporeWallClock(now),
      ).cancelOutcome;
    // Not a class about to start: it would begin while the demo is tried (or a test suite runs), and then have
    // nothing left to cancel, and its reminder link would have expired.
    const late = ahead.find(
      (s) => outcome(s) === 'CANCELLED_WITH_CHARGE' && s.startsAt.getTime() - now.getTime() > 6 * 3_600_000,
    );
    const free = ahead.find(
      (s) => outcome(s) === 'CANCELLED' && s.startsAt.getTime() - now.getTime() > 7 * 86_400_000,
    );
    // No class falls inside the grace period on some days (a Tuesday, before Thursday's class): then a make-up
    // class on the next day, at the class time, shows what cancelling inside it does.
    const tomorrow = addCalendarDays(today, 1);
    const classStart = first(classes, 'class').opens;
    list.push(
      late
        ? cls(late, 'SCHEDULED')
        : {
            slot: {
              startsAt: singaporeInstant(tomorrow, classStart),
              endsAt: new Date(
                singaporeInstant(tomorrow, classStart).getTime() + SESSION_LENGTH_MINUTES * 60_000,
              ),
            },
            type: 'SESSION',
            status: 'SCHEDULED',
          },
    );
    list.push(cls(first(free ? [free] : [], 'class outside the grace period'), 'SCHEDULED'));
  } else if (plan === 'pre-assessment-ahead') {
    const after = addCalendarDays(today, 4);
    const pre = appointmentSlots(after, addCalendarDays(after, 14)).filter((s) => s.startTime === '10:30');
    list.push({ slot: first(pre, 'appointment'), type: 'PRE_SESSION', status: 'SCHEDULED' });
    const later = classSlots(addCalendarDays(today, 14), addCalendarDays(today, 28));
    list.push(cls(first(later, 'class'), 'SCHEDULED'));
  } else if (plan === 'classes-ahead') {
    list.push({
      slot: first(appointmentSlots(input.startDate, addCalendarDays(input.startDate, 7)), 'appointment'),
      type: 'PRE_SESSION',
      status: 'COMPLETED',
    });
    const ahead = classSlots(today, addCalendarDays(today, 28)).filter((s) => s.startsAt > now);
    for (const s of ahead.slice(0, 4)) list.push(cls(s, 'SCHEDULED'));
  } else if (plan === 'pre-assessment-after-class') {
    if (!input.after) throw new Error(`demo ${plan} of ${product.slug}: no class to follow`);
    const from = addCalendarDays(today, 2);
    const until = addCalendarDays(today, 16);
    const theirs = sessionSlots(classesOf(input.after.product, input.after.centre), from, until);
    const pre = first(
      appointmentSlots(from, until).filter((s) =>
        theirs.some((c) => {
          const gap = s.startsAt.getTime() - c.endsAt.getTime();
          return gap >= 0 && gap < 30 * MS_PER_MINUTE;
        }),
      ),
      'appointment within 30 minutes of the other class ending',
    );
    list.push({ slot: pre, type: 'PRE_SESSION', status: 'SCHEDULED' });
    const later = classSlots(addCalendarDays(pre.date, 1), addCalendarDays(pre.date, 28));
    for (const s of later.slice(0, 3)) list.push(cls(s, 'SCHEDULED'));
  } else if (plan === 'intake-enrolled') {
    const [run] = await tx
      .select()
      .from(t.events)
      .where(
        and(
          eq(t.events.productId, seedId('product', product.slug)),
          eq(t.events.centreId, cId),
          gt(t.events.startDate, today),
        ),
      )
      .orderBy(asc(t.events.startDate))
      .limit(1);
    if (!run) throw new Error('demo intake-enrolled: no intake run ahead');
    intakeId = run.id;
    await tx
      .update(t.events)
      .set({ enrolled: sql`${t.events.enrolled} + 1` })
      .where(eq(t.events.id, run.id));
    for (const date of openingDates(run.startDate, run.endDate, run.daysOfWeek)) {
      list.push({
        slot: {
          startsAt: singaporeInstant(date, run.startTime),
          endsAt: singaporeInstant(date, run.endTime),
        },
        type: 'SESSION',
        status: 'SCHEDULED',
      });
    }
  } else {
    list.push({
      slot: first(appointmentSlots(input.startDate, addCalendarDays(input.startDate, 7)), 'appointment'),
      type: 'PRE_SESSION',
      status: 'COMPLETED',
    });
    const sessions = classSlots(addCalendarDays(input.startDate, 7), addCalendarDays(input.startDate, 84));
    for (const s of sessions.slice(0, product.totalSessions ?? 0)) list.push(cls(s, 'COMPLETED'));
    const end = addCalendarDays(input.startDate, 85);
    list.push({
      slot: first(appointmentSlots(end, addCalendarDays(end, 7)), 'appointment'),
      type: 'POST_SESSION',
      status: 'COMPLETED',
    });
  }

  for (const [index, booking] of list.entries()) {
    let slotId: string | null = null;
    const kind = booking.type === 'SESSION' ? 'CLASS' : 'APPOINTMENT';
    const intake = product.programContentType === 'INTAKES' && booking.type === 'SESSION';
    if (booking.status === 'SCHEDULED' && !intake && (kind === 'APPOINTMENT' || booking.scheduleId)) {
      const key = slotKey({
        kind,
        centreId: cId,
        scheduleId: booking.scheduleId ?? null,
        startsAt: booking.slot.startsAt,
      });
      const [place] = await tx
        .insert(t.slotPlaces)
        .values({
          slotKey: key,
          kind,
          centreId: cId,
          scheduleId: kind === 'CLASS' ? (booking.scheduleId ?? null) : null,
          startsAt: booking.slot.startsAt,
          endsAt: booking.slot.endsAt,
          taken: 1,
        })
        .onConflictDoUpdate({ target: t.slotPlaces.slotKey, set: { taken: sql`${t.slotPlaces.taken} + 1` } })
        .returning({ id: t.slotPlaces.id });
      slotId = place?.id ?? null;
    }
    const cancelled = booking.status === 'CANCELLED' || booking.status === 'CANCELLED_WITH_CHARGE';
    const endsAt = booking.slot.endsAt;
    await tx
      .insert(t.serviceBookings)
      .values({
        id: seedId('service-booking', id, String(index)),
        serviceId: id,
        format: intake || booking.type !== 'SESSION' ? 'APPOINTMENT' : 'SESSION',
        type: booking.type,
        status: booking.status,
        startsAt: booking.slot.startsAt,
        endsAt,
        centreId: cId,
        slotId,
        cancellationReason: cancelled ? (booking.cancellationReason ?? null) : null,
        cancelledAt: cancelled ? new Date(booking.slot.startsAt.getTime() - 86_400_000) : null,
        sequence: cancelled ? 1 : 0,
        calendarUid: `${seedId('calendar', id, String(index))}@careportal`,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
  return {
    bookings: list.map((b) => ({ type: b.type, status: b.status })),
    ...(intakeId ? { intakeId } : {}),
  };
}

/**
 * Issue 17's public links demo (seed-data.ts DEMO_PUBLIC_LINKS): Goh Boon Huat, a centre client with no sign-in,
 * his Circuit Training service with its sessions, reminder links of two sessions ahead (PENDING) and of one that
 * has passed (EXPIRED), and invoice links of an unpaid, a paid and an older unpaid order whose link has lapsed.
 */
async function seedPublicLinksDemo(tx: SeedTx, now: Date): Promise<void> {
  const client = DEMO_PUBLIC_LINKS_CLIENT;
  const customerId = seedId('customer', client.key);
  const nationalId = nric('S', client.nricDigits);
  await tx
    .insert(t.customers)
    .values({
      id: customerId,
      identitySubject: null,
      name: client.name,
      email: client.email,
      categoryId: categoryId('active-ageing'),
      customerType: 'INDIVIDUAL',
      paymentSegment: 'RETAIL',
      referralCode: client.referralCode,
      profileLinkingStatus: 'LINKED',
      nationalId,
      profile: { countryCode: '+65', mobileNumber: client.mobileNumber, idType: 'NRIC' },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();

  // His service and its sessions, as Tan Ah Kow's Circuit Training (a plan of seed-data.ts).
  const product = PRODUCTS.find((p) => p.slug === client.product);
  const offering = product?.offerings.find((o) => o.name === client.offering);
  if (!product || !offering)
    throw new Error('The public links demo names a product or offer that is not seeded');
  const serviceId = seedId('service', client.key, client.product);
  const start = sgDate(now, -42);
  const [inserted] = await tx
    .insert(t.services)
    .values({
      id: serviceId,
      customerId,
      productId: productId(client.product),
      offeringId: seedId('offering', client.product, client.offering),
      centreId: centreId(client.centre),
      status: 'ONGOING',
      startDate: isoDate(start),
      endDate: isoDate(shiftDate(start, 90)),
      sessionsTotal: offering.sessionCount,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: t.services.id });
  if (inserted) {
    const made = await demoBookings(tx, {
      id: serviceId,
      plan: 'sessions-in-progress',
      product,
      centre: client.centre,
      startDate: isoDate(start),
      now,
    });
    await setDemoBookingStage(
      tx,
      { id: serviceId, product, sessionsTotal: offering.sessionCount, status: 'ONGOING' },
      made,
    );
    // Reminder links only with the sessions seeded now: seeding again on a later day adds none.
    const bookings = await tx
      .select()
      .from(t.serviceBookings)
      .where(eq(t.serviceBookings.serviceId, serviceId))
      .orderBy(asc(t.serviceBookings.startsAt));
    const ahead = bookings.filter((b) => b.status === 'SCHEDULED' && b.startsAt > now);
    const passed = bookings.filter((b) => b.status === 'COMPLETED' && b.type === 'SESSION').at(-1);
    const [first, second] = ahead;
    if (!first || !second || !passed)
      throw new Error('The public links demo needs two sessions ahead and one done');
    const reminder = (token: string, booking: typeof first) => ({
      id: seedId('reminder-link', token),
      token,
      serviceBookingId: booking.id,
      expiresAt: booking.startsAt,
      createdAt: new Date(booking.startsAt.getTime() - 3 * 86_400_000),
    });
    await tx
      .insert(t.appointmentReminderLinks)
      .values([
        reminder(DEMO_PUBLIC_LINKS.reminderPending, first),
        reminder(DEMO_PUBLIC_LINKS.reminderPendingSecond, second),
        reminder(DEMO_PUBLIC_LINKS.reminderExpired, passed),
      ])
      .onConflictDoNothing();
  }
  const gst = GST_RATES[GST_RATES.length - 1];
  if (!gst) throw new Error('No GST rate is seeded');
  for (const invoice of client.invoices) {
    const bought = PRODUCTS.find((p) => p.slug === invoice.product);
    const offer = bought?.offerings.find((o) => o.name === invoice.offering);
    const centre = CENTRES.find((c) => c.key === invoice.centre);
    if (!bought || !offer || !centre)
      throw new Error(`The demo invoice ${invoice.link} names what is not seeded`);
    const totals = cartTotals(
      [{ unitPriceCents: offer.priceCents, quantity: 1, discountCents: 0 }],
      gst.rateBasisPoints,
    );
    const placedAt = new Date(now.getTime() - invoice.daysAgo * 86_400_000);
    const orderId = seedId('order', client.key, invoice.link);
    await tx
      .insert(t.orders)
      .values({
        id: orderId,
        customerId,
        customerName: client.name,
        payerName: client.name,
        categoryId: categoryId(bought.category),
        status: invoice.paid ? 'PAID' : 'PENDING',
        ...totals,
        gstConfigurationId: seedId('gst', gst.effectiveFrom),
        gstRateBasisPoints: gst.rateBasisPoints,
        idempotencyKey: `demo-seed-${invoice.link}`,
        createdAt: placedAt,
        paidAt: invoice.paid ? new Date(placedAt.getTime() + 3_600_000) : null,
      })
      .onConflictDoNothing();
    await tx
      .insert(t.orderItems)
      .values({
        id: seedId('order-item', client.key, invoice.link),
        orderId,
        productId: productId(invoice.product),
        offeringId: seedId('offering', invoice.product, invoice.offering),
        centreId: centreId(invoice.centre),
        description: formatMessage(messages.cart.lineDescription, {
          product: bought.name,
          offering: offer.name,
          centre: centre.name,
        }),
        quantity: 1,
        unitPriceCents: offer.priceCents,
        amountCents: offer.priceCents,
        sort: 0,
      })
      .onConflictDoNothing();
    await tx
      .insert(t.invoiceLinks)
      .values({
        id: seedId('invoice-link', invoice.link),
        token: DEMO_PUBLIC_LINKS[invoice.link],
        orderId,
        expiresAt: invoiceLinkExpiry(placedAt),
        createdAt: placedAt,
      })
      .onConflictDoNothing();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Volunteer check-in and check-out (issue 17).
// ---------------------------------------------------------------------------------------------------------------

/**
 * The public id of a seeded volunteer activity: 144 bits derived from what it is, so the demo links in
 * docs/demo.md stay the same across databases (real activities get random ones, lib/volunteer.ts
 * newActivityPublicId).
 */
export function seedActivityPublicId(key: string): string {
  return createHash('sha256')
    .update(`careportal-seed:volunteer-activity:${key}`)
    .digest()
    .subarray(0, 18)
    .toString('base64url');
}

/** Issue 17's volunteer demo (seed-data.ts DEMO_VOLUNTEER_ACTIVITIES, DEMO_VOLUNTEERS, DEMO_VOLUNTEER_ORGANISATIONS). */
async function seedVolunteerDemo(tx: SeedTx): Promise<void> {
  await tx
    .insert(t.volunteerActivities)
    .values(
      DEMO_VOLUNTEER_ACTIVITIES.map((a) => ({
        id: seedId('volunteer-activity', a.key),
        publicId: seedActivityPublicId(a.key),
        name: a.name,
        centreId: centreId(a.centre),
        startDate: a.startDate,
        endDate: a.endDate,
        startTime: a.startTime,
        endTime: a.endTime,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(t.volunteers)
    .values(DEMO_VOLUNTEERS.map((v) => ({ ...v, id: seedId('volunteer', v.nationalId) })))
    .onConflictDoNothing();
  await tx
    .insert(t.volunteerOrganisations)
    .values(DEMO_VOLUNTEER_ORGANISATIONS.map((o) => ({ ...o, id: seedId('volunteer-organisation', o.code) })))
    .onConflictDoNothing();
}
