/**
 * The API's tables, as one drizzle pg-core schema that runs unchanged on PGlite and PostgreSQL.
 *
 * Invariants live in the database (foreign keys, unique indexes, checks) so that two requests racing each other
 * cannot break them: the one-booking-per-slot rule in particular is a unique index, not an application check.
 * Column names are snake_case in SQL (drizzle `casing: 'snake_case'`), camelCase here.
 *
 * Text a person types has the domain's limit of its meaning as its column type (`varchar(NAME_MAX_LENGTH)`), and
 * the text kept in a `profile` JSON a check per field, so the database refuses what the domain schemas refuse.
 * The domain counts UTF-16 code units, PostgreSQL characters: never more, so valid text always fits.
 */
import {
  ADDRESS_BLOCK_MAX_LENGTH,
  ADDRESS_BUILDING_MAX_LENGTH,
  ADDRESS_LEVEL_MAX_LENGTH,
  ADDRESS_STREET_MAX_LENGTH,
  ADDRESS_UNIT_MAX_LENGTH,
  CLIENT_ID_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COUNTRY_CODE_MAX_LENGTH,
  DENTICARE_BOOKING_STEPS,
  DENTICARE_EVENT_NAMES,
  DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  DEFAULT_LOCALE,
  DISPLAY_MODES,
  EMAIL_MAX_LENGTH,
  EXERCISE_FREQUENCIES,
  HEALTH_DECLARATION_LANGUAGES,
  LOCALES,
  MASTER_CODE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NATIONAL_ID_MAX_LENGTH,
  NATIONALITY_MAX_LENGTH,
  COUPON_MAX_LENGTH,
  EGIRO_BANKS,
  EGIRO_STATUSES,
  FEEDBACK_STATUSES,
  PAYMENT_METHODS,
  NONE_OF_THESE,
  ORDER_STATUSES,
  PAYMENT_SEGMENTS,
  OTHER_TEXT_MAX_LENGTH,
  OTHERS,
  PHONE_MAX_LENGTH,
  POSTAL_CODE_LENGTH,
  RATING_MAX,
  RATING_MIN,
  TEXT_MAX_LENGTH,
  BOOKING_FORMATS,
  REMARKS_MAX_LENGTH,
  SERVICE_BOOKING_STAGES,
  SESSION_CANCELLATION_GRACE_WORKING_DAYS,
  SESSION_STATUSES,
  SESSION_TYPES,
} from '@careportal/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import type { SandboxCard } from '../adapters/payment/sandbox.ts';
import type { ChargeResult } from '../adapters/payment/types.ts';

const id = () => uuid().primaryKey().defaultRandom();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Binary data: a Buffer in, a Buffer out (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/** Personal-details fields that have no column of their own (the domain's personal-details schema). */
export type ProfileFields = Record<string, unknown>;

/** The text fields a `profile` JSON may hold, with the domain's limit of each. */
export const PROFILE_TEXT_MAX_LENGTHS = {
  dateOfBirth: TEXT_MAX_LENGTH,
  countryCode: COUNTRY_CODE_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  mobileNumber: PHONE_MAX_LENGTH,
  homeNumber: PHONE_MAX_LENGTH,
  otherResidentStatus: OTHER_TEXT_MAX_LENGTH,
  nationality: NATIONALITY_MAX_LENGTH,
  otherLanguage: OTHER_TEXT_MAX_LENGTH,
  otherReligion: OTHER_TEXT_MAX_LENGTH,
  chasExpiryDate: TEXT_MAX_LENGTH,
  companyName: COMPANY_NAME_MAX_LENGTH,
} as const;

/** `'a', 'b'`: text options as an SQL list, for an `in (…)` check. */
function sqlList(options: readonly string[]): SQL {
  return sql.raw(options.map((option) => `'${option.replaceAll("'", "''")}'`).join(', '));
}

/** `profile ->> 'field'` within its limit, for every text field of {@link PROFILE_TEXT_MAX_LENGTHS}. */
function profileTextFits(profile: AnyPgColumn): SQL {
  return sql.join(
    Object.entries(PROFILE_TEXT_MAX_LENGTHS).map(
      ([field, max]) =>
        sql`coalesce(char_length(${profile} ->> ${sql.raw(`'${field}'`)}), 0) <= ${sql.raw(String(max))}`,
    ),
    sql` and `,
  );
}

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text().notNull().unique(),
    slug: text().notNull().unique(),
    sort: integer().notNull().default(0),
    /**
     * How many working days before a session it can be cancelled without forfeiting it (domain
     * bookingChangeRules): data per category, changed with an UPDATE, no deploy.
     */
    graceWorkingDays: integer().notNull().default(SESSION_CANCELLATION_GRACE_WORKING_DAYS),
  },
  (t) => [check('categories_grace_check', sql`${t.graceWorkingDays} >= 0`)],
);

export const customers = pgTable(
  'customers',
  {
    id: id(),
    /** The `sub` of the sign-in identity associated with this client account; null until the first sign-in. */
    identitySubject: text().unique(),
    name: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    email: varchar({ length: EMAIL_MAX_LENGTH }).notNull(),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    /** INDIVIDUAL or ORGANIZATION (domain CUSTOMER_TYPES). */
    customerType: text().notNull().default('INDIVIDUAL'),
    /** Payment options distinguish retail and corporate customers. */
    paymentSegment: text().notNull().default('RETAIL'),
    /** The Client ID (referral code) a customer uses to link records. */
    referralCode: varchar({ length: CLIENT_ID_MAX_LENGTH }).notNull().unique(),
    profileLinkingStatus: text().notNull().default('PENDING'),
    /** The national ID number, unique across client accounts when set. */
    nationalId: varchar({ length: NATIONAL_ID_MAX_LENGTH }).unique(),
    profile: jsonb().$type<ProfileFields>().notNull().default({}),
    /**
     * Senior mode or not (domain DISPLAY_MODES): the customer's own choice, on every device they sign in on; null
     * until they choose, when a choice made on the device before signing in is kept for them.
     */
    displayMode: text(),
    /**
     * The language the customer reads the portal in and is written to in (domain LOCALES): their own choice, on
     * every device; null until they choose.
     */
    language: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_email_lower_unique').on(sql`lower(${t.email})`),
    check('customers_display_mode_check', sql`${t.displayMode} in (${sqlList(DISPLAY_MODES)})`),
    check('customers_language_check', sql`${t.language} in (${sqlList(LOCALES)})`),
    check('customers_customer_type_check', sql`${t.customerType} in ('INDIVIDUAL', 'ORGANIZATION')`),
    check('customers_payment_segment_check', sql`${t.paymentSegment} in ('RETAIL', 'CORPORATE')`),
    check('customers_linking_status_check', sql`${t.profileLinkingStatus} in ('LINKED', 'PENDING')`),
    check('customers_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('customers_profile_text_length', profileTextFits(t.profile)),
  ],
);

export const lovedOnes = pgTable(
  'loved_ones',
  {
    id: id(),
    ownerCustomerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    relationship: text().notNull(),
    otherRelationship: varchar({ length: OTHER_TEXT_MAX_LENGTH }),
    nationalId: varchar({ length: NATIONAL_ID_MAX_LENGTH }),
    profile: jsonb().$type<ProfileFields>().notNull().default({}),
    /** LINKED once linked to the provider's client record (POST profile/linking), else PENDING. */
    profileLinkingStatus: text().notNull().default('PENDING'),
    /** The provider's client record this loved one was linked to; one loved one per record. */
    linkedCustomerId: uuid()
      .unique()
      .references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('loved_ones_owner_idx').on(t.ownerCustomerId),
    check('loved_ones_linking_status_check', sql`${t.profileLinkingStatus} in ('LINKED', 'PENDING')`),
    check('loved_ones_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('loved_ones_profile_text_length', profileTextFits(t.profile)),
    uniqueIndex('loved_ones_owner_national_id_unique').on(t.ownerCustomerId, t.nationalId),
    check('loved_ones_relationship_check', sql`${t.relationship} in ('Spouse', 'Child', 'Others')`),
    check(
      'loved_ones_other_relationship_check',
      sql`${t.relationship} <> 'Others' or coalesce(btrim(${t.otherRelationship}), '') <> ''`,
    ),
  ],
);

export const appConfig = pgTable('app_config', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: createdAt(),
});

export const masterCodes = pgTable(
  'master_codes',
  {
    id: id(),
    code: varchar({ length: MASTER_CODE_MAX_LENGTH }).notNull(),
    key: varchar({ length: MASTER_CODE_MAX_LENGTH }).notNull(),
    value: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('master_codes_code_key_unique').on(t.code, t.key),
    index('master_codes_code_idx').on(t.code, t.sort),
  ],
);

/** A subcategory of a category (seed 000 section 7: category/{id} lists them; groups/v2/{id} reads one). */
export const productGroups = pgTable(
  'product_groups',
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index('product_groups_category_idx').on(t.categoryId, t.sort),
    // Lets products name their group together with its category (products_group_category_fk).
    uniqueIndex('product_groups_id_category_unique').on(t.id, t.categoryId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    /** Its subcategory, of the same category; null for a product not placed in one (listed under none). */
    groupId: uuid(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    /** INTAKES or SESSIONS (domain PROGRAM_CONTENT_TYPES). */
    programContentType: text().notNull(),
    fixedSessions: boolean().notNull().default(false),
    totalSessions: integer(),
    /** The programme has a pre-session (pre-assessment) and a post-session (post-assessment) appointment. */
    hasPreSession: boolean().notNull().default(false),
    hasPostSession: boolean().notNull().default(false),
  },
  (t) => [
    check('products_content_type_check', sql`${t.programContentType} in ('INTAKES', 'SESSIONS')`),
    check('products_total_sessions_check', sql`${t.totalSessions} is null or ${t.totalSessions} > 0`),
    foreignKey({
      name: 'products_group_category_fk',
      columns: [t.groupId, t.categoryId],
      foreignColumns: [productGroups.id, productGroups.categoryId],
    }),
    index('products_group_idx').on(t.groupId),
    // Lets cart lines name a product together with its category (cart_items_product_category_fk).
    uniqueIndex('products_id_category_unique').on(t.id, t.categoryId),
  ],
);

export const offerings = pgTable(
  'offerings',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Price before GST, in Singapore cents. */
    priceCents: integer().notNull(),
    sessionCount: integer().notNull(),
    /** How long the offer lasts from its start, in months ('12 sessions / 3 months'); null for one visit. */
    termMonths: integer(),
    sellable: boolean().notNull().default(true),
  },
  (t) => [
    check('offerings_price_check', sql`${t.priceCents} >= 0`),
    check('offerings_session_count_check', sql`${t.sessionCount} > 0`),
    check('offerings_term_check', sql`${t.termMonths} is null or ${t.termMonths} > 0`),
    index('offerings_product_idx').on(t.productId),
    // Lets cart and order lines name an offering together with its product (cart_items_offering_product_fk).
    uniqueIndex('offerings_id_product_unique').on(t.id, t.productId),
  ],
);

export const centres = pgTable(
  'centres',
  {
    id: id(),
    name: text().notNull().unique(),
    /** What the centre is: ACTIVE_AGEING_HUB, DAY_CENTRE, GYM or DENTAL_CLINIC. */
    kind: text().notNull(),
    block: text().notNull(),
    street: text().notNull(),
    building: text(),
    level: text(),
    unit: text(),
    postalCode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Map-marker region (domain MARKER_REGIONS). */
    region: text().notNull(),
    /** Clinic area (domain CLINIC_AREAS). */
    area: text().notNull(),
  },
  (t) => [
    check('centres_postal_code_check', sql`${t.postalCode} ~ '^[0-9]{6}$'`),
    check('centres_region_check', sql`${t.region} in ('ne', 'sw', 'nw', 'se')`),
    check('centres_area_check', sql`${t.area} in ('CENTRAL', 'NORTH', 'WEST', 'SOUTH', 'EAST')`),
    check(
      'centres_kind_check',
      sql`${t.kind} in ('ACTIVE_AGEING_HUB', 'DAY_CENTRE', 'GYM', 'DENTAL_CLINIC')`,
    ),
    check(
      'centres_coordinates_check',
      sql`${t.latitude} between 1.1 and 1.5 and ${t.longitude} between 103.6 and 104.1`,
    ),
  ],
);

/** Which centres run which products. */
export const productCentres = pgTable(
  'product_centres',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    centreId: uuid()
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.centreId] })],
);

/**
 * A run or term of a product at a centre (seed 001: "events (by id)", "runs by term, centre and offering",
 * GET products/{id}/events): its dates and its class days and times. Only where the centre runs the product
 * (the foreign key to product_centres).
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    productId: uuid().notNull(),
    centreId: uuid().notNull(),
    name: text().notNull(),
    /** Singapore calendar dates. */
    startDate: date().notNull(),
    endDate: date().notNull(),
    /** ISO weekdays, 1 = Monday. */
    daysOfWeek: integer().array().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    capacity: integer().notNull(),
    /**
     * Services enrolled in the run (POST intake/enroll). Taken with `set enrolled = enrolled + 1 where enrolled <
     * capacity`, so the last place goes to one service only; the check stands behind it.
     */
    enrolled: integer().notNull().default(0),
  },
  (t) => [
    check('events_enrolled_check', sql`${t.enrolled} between 0 and ${t.capacity}`),
    foreignKey({
      name: 'events_product_centre_fk',
      columns: [t.productId, t.centreId],
      foreignColumns: [productCentres.productId, productCentres.centreId],
    }).onDelete('cascade'),
    uniqueIndex('events_product_centre_start_unique').on(t.productId, t.centreId, t.startDate),
    index('events_product_start_idx').on(t.productId, t.startDate),
    check('events_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('events_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('events_capacity_check', sql`${t.capacity} > 0`),
    check(
      'events_days_check',
      sql`cardinality(${t.daysOfWeek}) > 0 and ${t.daysOfWeek} <@ array[1, 2, 3, 4, 5, 6, 7]`,
    ),
  ],
);

/**
 * A service a customer or one of their loved ones is registered for (seed 000 section 3, "Service
 * (registered)"): exactly one owner, a product at a centre, and its status (domain SERVICE_STATUSES). The
 * eligibility rule reads the ones still held.
 */
export const services = pgTable(
  'services',
  {
    id: id(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    offeringId: uuid().references(() => offerings.id),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    status: text().notNull(),
    /** Singapore calendar dates; the end is null until known. */
    startDate: date().notNull(),
    endDate: date(),
    /** Where booking it has got to (domain serviceBookingStage), moved on by every booking change. */
    bookingStage: text(),
    /** The intake run an INTAKES service is enrolled in; null before POST intake/enroll. */
    intakeId: uuid().references(() => events.id),
    /** The order line that bought it: unique, so a paid order never creates a service twice. */
    orderItemId: uuid()
      .unique()
      .references((): AnyPgColumn => orderItems.id, { onDelete: 'set null' }),
    /** The sessions it holds (the offer's session count). */
    sessionsTotal: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('services_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    check('services_sessions_total_check', sql`${t.sessionsTotal} >= 0`),
    check(
      'services_booking_stage_check',
      sql`${t.bookingStage} is null or ${t.bookingStage} in (${sqlList(SERVICE_BOOKING_STAGES)})`,
    ),
    check(
      'services_status_check',
      sql`${t.status} in ('UPCOMING', 'ONGOING', 'EXPIRED', 'COMPLETED', 'HEALTH_DECLARATION')`,
    ),
    check('services_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    index('services_customer_idx').on(t.customerId),
    index('services_loved_one_idx').on(t.lovedOneId),
  ],
);

/** A public programme showcase page (seed 001 section 3); its locations are rows of showcase_locations. */
export const programmeShowcases = pgTable('programme_showcases', {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  productId: uuid().references(() => products.id, { onDelete: 'set null' }),
  /** iconImage, heroImage, descriptions, statisticImages, statistics and faq, as the domain schema has them. */
  content: jsonb().notNull(),
  sort: integer().notNull().default(0),
});

export const showcaseLocations = pgTable(
  'showcase_locations',
  {
    showcaseId: uuid()
      .notNull()
      .references(() => programmeShowcases.id, { onDelete: 'cascade' }),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.showcaseId, t.centreId] })],
);

/** A recurring class: a product at a centre on a weekday. */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    /** ISO weekday, 1 = Monday. */
    dayOfWeek: integer().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    capacity: integer().notNull(),
  },
  (t) => [
    check('schedules_day_check', sql`${t.dayOfWeek} between 1 and 7`),
    check('schedules_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('schedules_capacity_check', sql`${t.capacity} > 0`),
    uniqueIndex('schedules_unique').on(t.productId, t.centreId, t.dayOfWeek, t.startTime),
  ],
);

/** One occurrence of a schedule. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    scheduleId: uuid()
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('sessions_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('sessions_schedule_start_unique').on(t.scheduleId, t.startsAt),
  ],
);

/**
 * A centre's opening hours for one-to-one appointments (pre- and post-assessments): per ISO weekday, when it
 * opens and closes (Singapore time) and how many people one 45-minute appointment slot takes. Domain
 * sessionSlots cuts them into slots, public holidays left out.
 */
export const centreOpeningHours = pgTable(
  'centre_opening_hours',
  {
    centreId: uuid()
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    /** ISO weekday, 1 = Monday. */
    dayOfWeek: integer().notNull(),
    opens: time().notNull(),
    closes: time().notNull(),
    /** People per appointment slot. */
    places: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.centreId, t.dayOfWeek] }),
    check('centre_opening_hours_day_check', sql`${t.dayOfWeek} between 1 and 7`),
    check('centre_opening_hours_time_check', sql`${t.closes} > ${t.opens}`),
    check('centre_opening_hours_places_check', sql`${t.places} > 0`),
  ],
);

/**
 * The places taken in one slot (issue 15, "two people can never take the last vacant slot"): a 45-minute class
 * session of a schedule (kind CLASS) or a centre's appointment slot (kind APPOINTMENT), keyed by `slotKey`
 * (`CLASS:{scheduleId}:{start}` or `APPOINTMENT:{centreId}:{start}`). The row is made on the first booking; a
 * booking takes a place with `update … set taken = taken + 1 where taken < {capacity now}`, which PostgreSQL runs
 * on the row under its lock: of two requests for the last place, the second finds it full. Cancelling gives the
 * place back.
 */
export const slotPlaces = pgTable(
  'slot_places',
  {
    id: id(),
    slotKey: text().notNull().unique(),
    kind: text().notNull(),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    scheduleId: uuid().references(() => schedules.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    taken: integer().notNull().default(0),
  },
  (t) => [
    check('slot_places_kind_check', sql`${t.kind} in ('CLASS', 'APPOINTMENT')`),
    check('slot_places_taken_check', sql`${t.taken} >= 0`),
    check('slot_places_schedule_check', sql`(${t.kind} = 'CLASS') = (${t.scheduleId} is not null)`),
    index('slot_places_centre_start_idx').on(t.centreId, t.startsAt),
  ],
);

/**
 * A booking of a service (issue 15): a class session (format SESSION) or an appointment (APPOINTMENT: a pre- or
 * post-assessment, or a date of an intake run), and its status (domain SESSION_STATUSES). Rescheduling moves
 * the same row (same `calendarUid`, `sequence` + 1); cancelling keeps it as history. Denticare's dental bookings
 * are the `bookings` table.
 */
export const serviceBookings = pgTable(
  'service_bookings',
  {
    id: id(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    format: text().notNull(),
    type: text().notNull(),
    status: text().notNull().default('SCHEDULED'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    /** The place it holds while SCHEDULED; null for an intake appointment (the intake's place is the run's). */
    slotId: uuid().references(() => slotPlaces.id),
    cancellationReason: varchar({ length: REMARKS_MAX_LENGTH }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The calendar file's SEQUENCE: 0 when booked, + 1 at each reschedule and at the cancellation. */
    sequence: integer().notNull().default(0),
    /** The calendar file's UID: never changes, so a calendar updates the event instead of adding one. */
    calendarUid: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('service_bookings_format_check', sql`${t.format} in (${sqlList(BOOKING_FORMATS)})`),
    check('service_bookings_type_check', sql`${t.type} in (${sqlList(SESSION_TYPES)})`),
    check('service_bookings_status_check', sql`${t.status} in (${sqlList(SESSION_STATUSES)})`),
    check('service_bookings_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('service_bookings_sequence_check', sql`${t.sequence} >= 0`),
    check(
      'service_bookings_cancelled_check',
      sql`(${t.status} in ('CANCELLED', 'CANCELLED_WITH_CHARGE')) = (${t.cancelledAt} is not null)`,
    ),
    index('service_bookings_service_idx').on(t.serviceId, t.startsAt),
    // A service never holds the same time twice.
    uniqueIndex('service_bookings_one_per_time')
      .on(t.serviceId, t.startsAt)
      .where(sql`${t.status} = 'SCHEDULED'`),
  ],
);

/** Dentists (Denticare "resources"); the single 'No preference' row stands for any dentist. */
export const dentists = pgTable(
  'dentists',
  {
    id: id(),
    name: text().notNull().unique(),
    centreId: uuid().references(() => centres.id),
    isNoPreference: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('dentists_one_no_preference')
      .on(t.isNoPreference)
      .where(sql`${t.isNoPreference}`),
    check(
      'dentists_centre_check',
      sql`(${t.isNoPreference} and ${t.centreId} is null) or (not ${t.isNoPreference} and ${t.centreId} is not null)`,
    ),
  ],
);

export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    id: id(),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    dentistId: uuid()
      .notNull()
      .references(() => dentists.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('appointment_slots_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('appointment_slots_dentist_start_unique').on(t.dentistId, t.startsAt),
    index('appointment_slots_centre_start_idx').on(t.centreId, t.startsAt),
  ],
);

/**
 * A dentist's weekly hours (issue 16): on ISO weekday `weekday` (1 = Monday) from `startMinute` to `endMinute`
 * after midnight, Singapore time. Domain sessionSlots cuts them into 45-minute slots, public holidays left out;
 * a slot gets its appointment_slots row when someone books it.
 */
export const dentistSchedules = pgTable(
  'dentist_schedules',
  {
    id: id(),
    dentistId: uuid()
      .notNull()
      .references(() => dentists.id, { onDelete: 'cascade' }),
    weekday: integer().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
  },
  (t) => [
    check('dentist_schedules_weekday_check', sql`${t.weekday} between 1 and 7`),
    check(
      'dentist_schedules_minutes_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`,
    ),
    uniqueIndex('dentist_schedules_dentist_day_start_unique').on(t.dentistId, t.weekday, t.startMinute),
  ],
);

/** An anonymous Denticare booking session, keyed by the id the portal made (`clientSessionId`). */
export const publicClientSessions = pgTable('public_client_sessions', {
  id: varchar({ length: 64 }).primaryKey(),
  createdAt: createdAt(),
});

/**
 * The client details given in an anonymous booking session (booking step 2). The NRIC is kept in full, so that
 * registering later finds the person's bookings; it is only ever answered masked.
 */
export const publicClients = pgTable(
  'public_clients',
  {
    id: id(),
    clientSessionId: varchar({ length: 64 })
      .notNull()
      .unique()
      .references(() => publicClientSessions.id, { onDelete: 'cascade' }),
    name: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    email: varchar({ length: EMAIL_MAX_LENGTH }).notNull(),
    mobileNumber: varchar({ length: PHONE_MAX_LENGTH }).notNull(),
    countryCode: varchar({ length: COUNTRY_CODE_MAX_LENGTH }),
    clientIdType: text().notNull(),
    nationalId: varchar({ length: NATIONAL_ID_MAX_LENGTH }).notNull(),
    bookingForYourself: boolean().notNull(),
    marketingConsentAgreed: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('public_clients_national_id_idx').on(sql`upper(${t.nationalId})`)],
);

/** Booking statuses: HELD (a public hold until `held_until`), BOOKED, COMPLETED, CANCELLED, and the ends of holds. */
export const BOOKING_STATUSES = ['HELD', 'BOOKED', 'COMPLETED', 'CANCELLED', 'EXPIRED', 'RELEASED'] as const;

/**
 * A booking of an appointment slot: a signed-in person's (customer, or loved one), or an anonymous session's
 * (`client_session_id`; linked to the person when they register with the same NRIC). At most one live booking
 * (HELD or BOOKED) per slot, enforced by a partial unique index; an expired hold is set EXPIRED in the same
 * transaction that takes the slot. Cancelled and expired rows stay as history and free the slot.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    slotId: uuid()
      .notNull()
      .references(() => appointmentSlots.id),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    clientSessionId: varchar({ length: 64 }).references(() => publicClientSessions.id),
    /** The Denticare product booked. */
    serviceId: uuid().references(() => products.id),
    status: text().notNull().default('BOOKED'),
    heldUntil: timestamp({ withTimezone: true }),
    /** The cancellation link's id: 192 random bits, base64url. */
    cancelToken: varchar({ length: 64 }).unique(),
    cancelReason: varchar({ length: REMARKS_MAX_LENGTH }),
    bookedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /**
     * The language its confirmation, cancellation notice and any later notice are written in (domain LOCALES):
     * the booking page's, or a signed-in customer's own choice (customers.language). English for bookings made
     * before there was a choice.
     */
    language: text().notNull().default(DEFAULT_LOCALE),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_one_live_per_slot')
      .on(t.slotId)
      .where(sql`${t.status} in ('HELD', 'BOOKED')`),
    check('bookings_status_check', sql`${t.status} in (${sqlList(BOOKING_STATUSES)})`),
    check(
      'bookings_owner_check',
      sql`${t.customerId} is not null or ${t.lovedOneId} is not null or ${t.clientSessionId} is not null`,
    ),
    check('bookings_held_until_check', sql`${t.status} <> 'HELD' or ${t.heldUntil} is not null`),
    check('bookings_language_check', sql`${t.language} in (${sqlList(LOCALES)})`),
    index('bookings_session_idx').on(t.clientSessionId, t.createdAt),
    index('bookings_customer_idx').on(t.customerId),
    index('bookings_loved_one_idx').on(t.lovedOneId),
  ],
);

/**
 * A person registered for Denticare (POST denticare/client/register): the customer or one of their loved ones,
 * by NRIC (one registration per NRIC). A blacklisted client cannot book online.
 */
export const denticareClients = pgTable(
  'denticare_clients',
  {
    id: id(),
    customerId: uuid()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid()
      .unique()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    nationalId: varchar({ length: NATIONAL_ID_MAX_LENGTH }).notNull(),
    associationId: varchar({ length: 32 }).notNull().unique(),
    blackListed: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('denticare_clients_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    uniqueIndex('denticare_clients_national_id_unique').on(sql`upper(${t.nationalId})`),
  ],
);

/** Our own analytics (the Denticare booking steps): allow-listed names and steps, no personal data. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    name: text().notNull(),
    step: text().notNull(),
    clientSessionId: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('analytics_events_name_check', sql`${t.name} in (${sqlList(DENTICARE_EVENT_NAMES)})`),
    check('analytics_events_step_check', sql`${t.step} in (${sqlList(DENTICARE_BOOKING_STEPS)})`),
  ],
);

export const gstConfiguration = pgTable(
  'gst_configuration',
  {
    id: id(),
    /** The rate in basis points: 900 is 9%. */
    rateBasisPoints: integer().notNull(),
    effectiveFrom: date().notNull().unique(),
    description: text().notNull(),
  },
  (t) => [check('gst_rate_check', sql`${t.rateBasisPoints} between 0 and 10000`)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    /** 'general' or 'egiro'. */
    category: text().notNull(),
    slug: text().notNull(),
    question: text().notNull(),
    /** Paragraphs of the answer. */
    answer: jsonb().$type<string[]>().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('faq_entries_category_slug_unique').on(t.category, t.slug),
    check('faq_entries_category_check', sql`${t.category} in ('general', 'egiro')`),
  ],
);

/**
 * An address of a customer or of one of their loved ones (seed 000 sections 3 and 5): exactly one owner, and at
 * most one address of each type per owner (partial unique indexes, one per kind of owner).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    /** BILLING, RESIDENTIAL or SERVICE (domain ADDRESS_TYPES). */
    type: text().notNull(),
    postalCode: varchar({ length: POSTAL_CODE_LENGTH }).notNull(),
    block: varchar({ length: ADDRESS_BLOCK_MAX_LENGTH }).notNull(),
    /** Address line 1. */
    street: varchar({ length: ADDRESS_STREET_MAX_LENGTH }).notNull(),
    /** Address line 2. */
    building: varchar({ length: ADDRESS_BUILDING_MAX_LENGTH }),
    level: varchar({ length: ADDRESS_LEVEL_MAX_LENGTH }),
    unit: varchar({ length: ADDRESS_UNIT_MAX_LENGTH }),
    /** BILLING or NONE (domain SAME_AS_OPTIONS). */
    sameAs: text().notNull().default('NONE'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('addresses_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    check('addresses_type_check', sql`${t.type} in ('BILLING', 'RESIDENTIAL', 'SERVICE')`),
    check('addresses_same_as_check', sql`${t.sameAs} in ('BILLING', 'NONE')`),
    check('addresses_postal_code_check', sql`${t.postalCode} ~ '^[0-9]{6}$'`),
    uniqueIndex('addresses_customer_type_unique')
      .on(t.customerId, t.type)
      .where(sql`${t.customerId} is not null`),
    uniqueIndex('addresses_loved_one_type_unique')
      .on(t.lovedOneId, t.type)
      .where(sql`${t.lovedOneId} is not null`),
  ],
);

/**
 * A next-of-kin or emergency contact of a customer or of one of their loved ones (seed 001 section 3
 * "Contact"): exactly one owner; otherRelationship is there when the relationship is Others.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    name: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    /** Spouse, Child or Others (domain RELATIONSHIPS). */
    relationship: text().notNull(),
    otherRelationship: varchar({ length: OTHER_TEXT_MAX_LENGTH }),
    mobileNumber: varchar({ length: PHONE_MAX_LENGTH }).notNull(),
    homeNumber: varchar({ length: PHONE_MAX_LENGTH }),
    email: varchar({ length: EMAIL_MAX_LENGTH }),
    countryCode: varchar({ length: COUNTRY_CODE_MAX_LENGTH }),
    payer: boolean(),
    emergency: boolean().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('contacts_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    check('contacts_relationship_check', sql`${t.relationship} in ('Spouse', 'Child', 'Others')`),
    check(
      'contacts_other_relationship_check',
      sql`${t.relationship} <> 'Others' or coalesce(btrim(${t.otherRelationship}), '') <> ''`,
    ),
    check('contacts_name_not_blank', sql`btrim(${t.name}) <> ''`),
    index('contacts_customer_idx').on(t.customerId),
    index('contacts_loved_one_idx').on(t.lovedOneId),
  ],
);

/**
 * Profile pictures of customers and of their loved ones: one per owner, its type decided from the bytes
 * (png, jpeg or webp), at most 2 MB (domain PROFILE_PHOTO_MAX_SIZE_BYTES).
 */
export const pictures = pgTable(
  'pictures',
  {
    id: id(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    bytes: bytea().notNull(),
    /** Hex SHA-256 of the bytes: the picture URL's version, so a new picture is never served from a cache. */
    sha256: text().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('pictures_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    check('pictures_content_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
    check('pictures_size_check', sql`octet_length(${t.bytes}) between 1 and 2097152`),
    uniqueIndex('pictures_customer_unique')
      .on(t.customerId)
      .where(sql`${t.customerId} is not null`),
    uniqueIndex('pictures_loved_one_unique')
      .on(t.lovedOneId)
      .where(sql`${t.lovedOneId} is not null`),
  ],
);

/** A list answer of the health declaration and its other text: a text exactly when 'Others' is in the list. */
function otherTextWithOthers(list: AnyPgColumn, other: AnyPgColumn): SQL {
  return sql`(${sql.raw(`'${OTHERS}'`)} = any(${list})) = (coalesce(btrim(${other}), '') <> '')`;
}

/** 'None of these' stands alone in a list answer (domain isConsistentListAnswer). */
function noneOfTheseAlone(list: AnyPgColumn): SQL {
  return sql`not (${sql.raw(`'${NONE_OF_THESE}'`)} = any(${list})) or cardinality(${list}) = 1`;
}

/**
 * A health declaration (seed 000 section 3, seed 001 section 3 "Register-service state") of a customer or of one
 * of their loved ones: exactly one person, and every save a new row, since a declaration is what the person said
 * at one point in time. The latest (created_at, then the order of saving) is the one that counts.
 *
 * The answers are the domain's option values (English, whatever language the form was shown in; the API checks
 * them against JOIN_REASONS, HEALTH_CONDITIONS and BODY_PARTS). The database keeps the rules that do not depend
 * on the wording of the options, so an option reworded later does not make older declarations invalid.
 * `centre_id` is the centre the person will train at, a row of the catalogue's centres (the wizard's programme
 * centre).
 */
export const healthDeclarations = pgTable(
  'health_declarations',
  {
    id: id(),
    /** Breaks ties between declarations saved within the same instant: the later save wins. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    whyJoinOurExerciseProgramme: text().array().notNull(),
    whyJoinOurExerciseProgrammeOther: varchar({ length: TEXT_MAX_LENGTH }),
    healthConditions: text().array().notNull(),
    healthConditionsOther: varchar({ length: TEXT_MAX_LENGTH }),
    injureAnyOfTheseBodyParts: text().array().notNull(),
    injureAnyOfTheseBodyPartsOther: varchar({ length: TEXT_MAX_LENGTH }),
    /** 0, 1-3, 4-5 or more than 5 (domain EXERCISE_FREQUENCIES). */
    timesExerciseAWeek: text().notNull(),
    name: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    nric: varchar({ length: NATIONAL_ID_MAX_LENGTH }).notNull(),
    handphoneNumber: varchar({ length: PHONE_MAX_LENGTH }).notNull(),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    /** The language the form was filled in (domain HEALTH_DECLARATION_LANGUAGES). */
    language: text().notNull().default(DEFAULT_HEALTH_DECLARATION_LANGUAGE),
    createdAt: createdAt(),
  },
  (t) => [
    check('health_declarations_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    check(
      'health_declarations_frequency_check',
      sql`${t.timesExerciseAWeek} in (${sqlList(EXERCISE_FREQUENCIES)})`,
    ),
    check(
      'health_declarations_language_check',
      sql`${t.language} in (${sqlList(HEALTH_DECLARATION_LANGUAGES)})`,
    ),
    check('health_declarations_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check(
      'health_declarations_nric_upper_case',
      sql`${t.nric} = upper(${t.nric}) and btrim(${t.nric}) <> ''`,
    ),
    check(
      'health_declarations_why_join_other_check',
      otherTextWithOthers(t.whyJoinOurExerciseProgramme, t.whyJoinOurExerciseProgrammeOther),
    ),
    check(
      'health_declarations_conditions_other_check',
      otherTextWithOthers(t.healthConditions, t.healthConditionsOther),
    ),
    check(
      'health_declarations_body_parts_other_check',
      otherTextWithOthers(t.injureAnyOfTheseBodyParts, t.injureAnyOfTheseBodyPartsOther),
    ),
    check('health_declarations_conditions_none_check', noneOfTheseAlone(t.healthConditions)),
    check('health_declarations_body_parts_none_check', noneOfTheseAlone(t.injureAnyOfTheseBodyParts)),
    index('health_declarations_customer_idx').on(t.customerId, t.createdAt),
    index('health_declarations_loved_one_idx').on(t.lovedOneId, t.createdAt),
  ],
);

/**
 * Medical histories of customers and of their loved ones (seed 000 section 3, "Medical history"; issue 15). Every
 * save is a new version, never an update: the latest one counts, and the earlier ones stay as they were given.
 * `answers` is the domain `medicalHistorySchema` output as the API checked it (yes/no answers with details,
 * pregnancy with its expected delivery date, the conditions each controlled or not, others, the confirmation and
 * the signature); the signature's name and date are columns too, for staff who list versions.
 */
export const medicalHistories = pgTable(
  'medical_histories',
  {
    id: id(),
    /** Breaks ties between versions saved within the same instant: the later save wins. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    answers: jsonb().notNull(),
    signatureName: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    signatureDate: date().notNull(),
    submittedAt: createdAt(),
  },
  (t) => [
    check('medical_histories_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    check('medical_histories_signature_name_not_blank', sql`btrim(${t.signatureName}) <> ''`),
    check('medical_histories_answers_object', sql`jsonb_typeof(${t.answers}) = 'object'`),
    index('medical_histories_customer_idx').on(t.customerId, t.submittedAt),
    index('medical_histories_loved_one_idx').on(t.lovedOneId, t.submittedAt),
  ],
);

/**
 * The cart of a client account (issue 13): one per account, the payer's, whoever the services are for. The
 * person is the account itself (`loved_one_id` null) or one of its own loved ones; `view-as` does not change
 * whose cart it is. `coupon_code` is the promotion or referral code applied, upper-cased as typed.
 */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The loved one the services are for; null when they are for the account itself. */
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    referralSource: varchar({ length: MASTER_CODE_MAX_LENGTH }),
    referralSourceOthers: varchar({ length: OTHER_TEXT_MAX_LENGTH }),
    /** Whether the wizard's referral-source question was answered at all (its object was sent). */
    hasReferralSource: boolean().notNull().default(false),
    marketingConsent: boolean().notNull().default(false),
    couponCode: varchar({ length: COUPON_MAX_LENGTH }),
    /** The portal's source tag (domain CART_SOURCE). */
    source: text().notNull().default('MYNH'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('carts_coupon_code_check', sql`${t.couponCode} ~ '^[A-Z0-9-]+$'`),
    check('carts_source_check', sql`${t.source} = 'MYNH'`),
  ],
);

/**
 * A line of a cart: a product's offering at a centre that runs it. One line per product (an offer of the same
 * product twice is refused: 'You already have an offer of this product in cart…'). The foreign keys hold the
 * line to the catalogue: the offering is the product's, the centre runs it, the category is the product's.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    categoryId: uuid().notNull(),
    productId: uuid().notNull(),
    offeringId: uuid().notNull(),
    centreId: uuid().notNull(),
    /** The line's place in the cart, as sent. */
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_unique').on(t.cartId, t.productId),
    foreignKey({
      name: 'cart_items_product_category_fk',
      columns: [t.productId, t.categoryId],
      foreignColumns: [products.id, products.categoryId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cart_items_offering_product_fk',
      columns: [t.offeringId, t.productId],
      foreignColumns: [offerings.id, offerings.productId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cart_items_product_centre_fk',
      columns: [t.productId, t.centreId],
      foreignColumns: [productCentres.productId, productCentres.centreId],
    }).onDelete('cascade'),
  ],
);

/**
 * A promotion code: a percentage (basis points) or a fixed amount (cents) off each cart line of the products it
 * applies to, until it expires (`expires_at`, exclusive) or has been used `usage_limit` times. Codes are unique
 * whatever their case, and kept in capitals.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    code: varchar({ length: COUPON_MAX_LENGTH }).notNull(),
    /** The text of its discount line ('Less - {description}'). */
    description: text().notNull(),
    /** PERCENTAGE or FIXED_AMOUNT. */
    discountType: text().notNull(),
    /** PERCENTAGE: the share of each line, in basis points (1000 = 10 %). */
    percentBasisPoints: integer(),
    /** FIXED_AMOUNT: the cents off each line, at most the line's amount. */
    amountCents: integer(),
    /** The first instant it no longer applies. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** How many orders may use it; null for no limit. */
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_upper_unique').on(sql`upper(${t.code})`),
    check('promotions_code_check', sql`${t.code} ~ '^[A-Z0-9-]+$'`),
    check('promotions_description_not_blank', sql`btrim(${t.description}) <> ''`),
    check(
      'promotions_discount_check',
      sql`(${t.discountType} = 'PERCENTAGE' and ${t.percentBasisPoints} between 1 and 10000 and ${t.amountCents} is null) or (${t.discountType} = 'FIXED_AMOUNT' and ${t.amountCents} > 0 and ${t.percentBasisPoints} is null)`,
    ),
    check(
      'promotions_usage_check',
      sql`${t.usageCount} >= 0 and (${t.usageLimit} is null or (${t.usageLimit} > 0 and ${t.usageCount} <= ${t.usageLimit}))`,
    ),
  ],
);

/** The products a promotion applies to. */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: uuid()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] })],
);

/** Order numbers: NH- and seven digits, in the order orders are placed. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * An order placed from a cart (POST cart/checkout): the payer account, the person it is for, its lines and
 * amounts in integer cents (domain cartTotals: total = subtotal − discounts + GST, payable = total), the GST rate
 * it was charged at, the code it used, and a copy of the payer's billing address as it was. Status PENDING
 * (pending payment) at first (domain ORDER_STATUSES). The idempotency key is unique per payer: the same checkout
 * sent twice finds the first order.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text()
      .notNull()
      .unique()
      .default(sql`'NH-' || lpad(nextval('order_number_seq')::text, 7, '0')`),
    /** The payer: the client account that placed it. */
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    /** The loved one it is for; null when it is for the payer. A loved one with orders cannot be deleted. */
    lovedOneId: uuid().references(() => lovedOnes.id),
    /** The name of the person it is for, as it was. */
    customerName: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    payerName: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    /** Whom it is billed to, chosen until it is paid: RETAIL (the payer) or CORPORATE (companyName). */
    paymentSegment: text().notNull().default('RETAIL'),
    /** The company a corporate order is billed to; null for a retail one. */
    companyName: varchar({ length: COMPANY_NAME_MAX_LENGTH }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    status: text().notNull().default('PENDING'),
    subTotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    gstCents: integer().notNull(),
    totalCents: integer().notNull(),
    payableCents: integer().notNull(),
    gstConfigurationId: uuid()
      .notNull()
      .references(() => gstConfiguration.id),
    gstRateBasisPoints: integer().notNull(),
    couponCode: varchar({ length: COUPON_MAX_LENGTH }),
    /** The billing address of the payer when the order was placed (domain orderAddressSchema), if any. */
    billingAddress: jsonb().$type<Record<string, unknown>>(),
    idempotencyKey: varchar({ length: 128 }).notNull(),
    createdAt: createdAt(),
    /** When a payment settled it (status PAID). */
    paidAt: timestamp({ withTimezone: true }),
    /** The completion page's satisfaction rating (RATING_MIN to RATING_MAX), once. */
    feedbackRating: integer(),
    feedbackAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      'orders_feedback_rating_check',
      sql`${t.feedbackRating} is null or ${t.feedbackRating} between ${sql.raw(String(RATING_MIN))} and ${sql.raw(String(RATING_MAX))}`,
    ),
    uniqueIndex('orders_customer_idempotency_key_unique').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    check('orders_status_check', sql`${t.status} in (${sqlList(ORDER_STATUSES)})`),
    check('orders_payment_segment_check', sql`${t.paymentSegment} in (${sqlList(PAYMENT_SEGMENTS)})`),
    check(
      'orders_company_name_check',
      sql`(${t.paymentSegment} = 'CORPORATE') = (${t.companyName} is not null)`,
    ),
    check('orders_idempotency_key_check', sql`${t.idempotencyKey} ~ '^[A-Za-z0-9_-]{8,128}$'`),
    check(
      'orders_amounts_check',
      sql`${t.subTotalCents} >= 0 and ${t.discountCents} between 0 and ${t.subTotalCents} and ${t.gstCents} >= 0 and ${t.totalCents} = ${t.subTotalCents} - ${t.discountCents} + ${t.gstCents} and ${t.payableCents} = ${t.totalCents}`,
    ),
    check('orders_gst_rate_check', sql`${t.gstRateBasisPoints} between 0 and 10000`),
  ],
);

/** A line of an order: what the cart line was, its price and its discount, in cents. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    offeringId: uuid()
      .notNull()
      .references(() => offerings.id),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    /** The line as shown: product, offer and centre. */
    description: text().notNull(),
    quantity: integer().notNull().default(1),
    unitPriceCents: integer().notNull(),
    amountCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    discountDescription: text(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.sort),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_items_amount_check',
      sql`${t.unitPriceCents} >= 0 and ${t.amountCents} = ${t.unitPriceCents} * ${t.quantity}`,
    ),
    check(
      'order_items_discount_check',
      sql`${t.discountCents} between 0 and ${t.amountCents} and (${t.discountCents} = 0 or ${t.discountDescription} is not null)`,
    ),
  ],
);

/** A promotion used by an order: one per order, counted in promotions.usage_count in the same transaction. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: id(),
    promotionId: uuid()
      .notNull()
      .references(() => promotions.id),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    discountCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_redemptions_promotion_idx').on(t.promotionId),
    check('promotion_redemptions_discount_check', sql`${t.discountCents} >= 0`),
  ],
);

/**
 * The reward of a referral: the owner of the Client ID a new customer's first order used earns a share of it
 * (domain REFERRAL_DISCOUNT_PERCENT, in basis points here). One per order; never one's own.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: id(),
    /** The owner of the code, who earns the reward. */
    referrerCustomerId: uuid()
      .notNull()
      .references(() => customers.id),
    /** The payer of the order that used the code. */
    referredCustomerId: uuid()
      .notNull()
      .references(() => customers.id),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rewardBasisPoints: integer().notNull(),
    rewardCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_rewards_referrer_idx').on(t.referrerCustomerId, t.createdAt),
    check('referral_rewards_not_own', sql`${t.referrerCustomerId} <> ${t.referredCustomerId}`),
    check('referral_rewards_rate_check', sql`${t.rewardBasisPoints} between 1 and 10000`),
    check('referral_rewards_amount_check', sql`${t.rewardCents} >= 0`),
  ],
);

/**
 * A payment attempt's states: PROCESSING while the gateway is asked, REQUIRES_AUTHENTICATION while a 3-D Secure
 * challenge waits, then SUCCEEDED, FAILED, CANCELLED (a challenge left behind for a newer attempt) or REFUNDED (it
 * succeeded at the gateway after another payment had already paid the order, and was given back).
 */
export const PAYMENT_STATUSES = [
  'PROCESSING',
  'REQUIRES_AUTHENTICATION',
  'SUCCEEDED',
  'FAILED',
  'CANCELLED',
  'REFUNDED',
] as const;
/** A card's states: PENDING_VERIFICATION until its 3-D Secure challenge is approved, then ACTIVE. */
export const CARD_STATUSES = ['PENDING_VERIFICATION', 'ACTIVE'] as const;

/**
 * A card saved with the gateway (linkpay/cards). Only the gateway's token, the brand, the last 4 digits and the
 * expiry are kept: the number never reaches the API. At most one default card per customer.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The gateway's reusable token of the card. */
    gatewayToken: text().notNull().unique(),
    brand: text().notNull(),
    last4: varchar({ length: 4 }).notNull(),
    expiryMonth: integer().notNull(),
    expiryYear: integer().notNull(),
    status: text().notNull().default('PENDING_VERIFICATION'),
    isDefault: boolean().notNull().default(false),
    /** The gateway's 3-D Secure challenge of the card's verification, and its page, while it waits. */
    challengeId: text(),
    challengeUrl: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_cards_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('payment_cards_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    check('payment_cards_status_check', sql`${t.status} in (${sqlList(CARD_STATUSES)})`),
    check('payment_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_cards_expiry_check', sql`${t.expiryMonth} between 1 and 12 and ${t.expiryYear} >= 2000`),
  ],
);

/**
 * A payment of an order, by card or PayNow. The database holds "never twice": one payment per (payer,
 * Idempotency-Key), at most one attempt in flight per order, and at most one SUCCEEDED payment per order.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    method: text().notNull(),
    /** The payer's key for a card payment; the bill reference's for a PayNow settlement. */
    idempotencyKey: varchar({ length: 128 }).notNull(),
    amountCents: integer().notNull(),
    status: text().notNull(),
    cardId: uuid().references(() => paymentCards.id, { onDelete: 'set null' }),
    /** The card as it was charged: brand and last 4 digits. */
    cardBrand: text(),
    cardLast4: varchar({ length: 4 }),
    /** The gateway's payment (card) or the bank's transaction (PayNow) reference. */
    gatewayReference: text(),
    /** The gateway's 3-D Secure challenge and its page, while it waits. */
    challengeId: text(),
    challengeUrl: text(),
    /** Why it failed: the gateway's decline code (declined, insufficient_funds, expired_card, …). */
    failureCode: text(),
    billReference: text(),
    /** The eGIRO arrangement debited (method EGIRO), and the day the bank deducts it. */
    egiroArrangementId: uuid().references(() => egiroArrangements.id, { onDelete: 'set null' }),
    deductionDate: date(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_customer_idempotency_key_unique').on(t.customerId, t.idempotencyKey),
    uniqueIndex('payments_one_success_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'SUCCEEDED'`),
    uniqueIndex('payments_one_in_flight_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('PROCESSING', 'REQUIRES_AUTHENTICATION')`),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    check('payments_method_check', sql`${t.method} in (${sqlList(PAYMENT_METHODS)})`),
    check('payments_status_check', sql`${t.status} in (${sqlList(PAYMENT_STATUSES)})`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** A PayNow QR issued for an order: its bill reference, amount and the end of its 15 minutes. */
export const paynowQrs = pgTable(
  'paynow_qrs',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    billReference: varchar({ length: 25 }).notNull().unique(),
    amountCents: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('paynow_qrs_order_idx').on(t.orderId, t.issuedAt),
    check('paynow_qrs_amount_check', sql`${t.amountCents} > 0`),
    check('paynow_qrs_window_check', sql`${t.expiresAt} > ${t.issuedAt}`),
  ],
);

/** The outcomes of a bank notification. */
export const SETTLEMENT_OUTCOMES = [
  'APPLIED',
  'DUPLICATE',
  'REFUSED_UNKNOWN_REFERENCE',
  'REFUSED_AMOUNT_MISMATCH',
  'REFUSED_EXPIRED',
  'REFUSED_ALREADY_PAID',
] as const;
/** One of {@link SETTLEMENT_OUTCOMES}. */
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];

/**
 * Every notification the bank sent (PayNow settlements), applied or not: a late, wrong or second payment is
 * refused, kept here and returned to the payer by the bank.
 */
export const bankSettlements = pgTable(
  'bank_settlements',
  {
    id: id(),
    billReference: text().notNull(),
    bankReference: text().notNull(),
    amountCents: integer().notNull(),
    outcome: text().notNull(),
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('bank_settlements_bill_idx').on(t.billReference, t.receivedAt),
    check('bank_settlements_outcome_check', sql`${t.outcome} in (${sqlList(SETTLEMENT_OUTCOMES)})`),
  ],
);

/**
 * An eGIRO direct-debit arrangement (a DDA) applied for by a customer, for themself or a loved one. PENDING until
 * the applicant's bank approves it, then ACTIVE (or REJECTED); a cancellation leaves it ACTIVE, with
 * `cancellationRequestedAt` set, until the bank approves the cancellation, then CANCELLED.
 */
export const egiroArrangements = pgTable(
  'egiro_arrangements',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    clientName: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    relationship: varchar({ length: OTHER_TEXT_MAX_LENGTH }).notNull(),
    bankCode: text().notNull(),
    /** Ours (egiro/generateDDARefNo). */
    ddaReferenceNo: varchar({ length: 32 }).notNull().unique(),
    /** The bank's transaction reference of the application. */
    boTransactionRefNo: text().notNull().unique(),
    /** The eGIRO reference the bank gives an approved arrangement. */
    egiroReferenceNo: text(),
    status: text().notNull().default('PENDING'),
    limitCents: integer(),
    remarks: text(),
    effectiveDate: date(),
    expiryDate: date(),
    acceptedAt: timestamp({ withTimezone: true }),
    cancellationRequestedAt: timestamp({ withTimezone: true }),
    cancellationTransactionRefNo: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('egiro_arrangements_customer_idx').on(t.customerId, t.createdAt),
    check('egiro_arrangements_status_check', sql`${t.status} in (${sqlList(EGIRO_STATUSES)})`),
    check(
      'egiro_arrangements_bank_check',
      sql`${t.bankCode} in (${sqlList(EGIRO_BANKS.map((bank) => bank.code))})`,
    ),
    check('egiro_arrangements_limit_check', sql`${t.limitCents} is null or ${t.limitCents} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Public links (issue 17): appointment reminders and e-invoices opened from an SMS or email without signing in.
// ---------------------------------------------------------------------------------------------------------------

/**
 * The reminder link of a scheduled appointment (/appt/{token}): an unguessable token (domain PUBLIC_LINK_ID_BYTES),
 * the booking it points to, when it lapses (the appointment's start) and the client's answer, which staff read.
 * Declining keeps the booking SCHEDULED; the answer can be changed until the link lapses.
 */
export const appointmentReminderLinks = pgTable(
  'appointment_reminder_links',
  {
    id: id(),
    token: text().notNull().unique(),
    serviceBookingId: uuid()
      .notNull()
      .references(() => serviceBookings.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'appointment_reminder_links_answer_check',
      sql`${t.answer} is null or ${t.answer} in ('CONFIRMED', 'DECLINED')`,
    ),
    check(
      'appointment_reminder_links_answered_check',
      sql`(${t.answer} is null) = (${t.answeredAt} is null)`,
    ),
    index('appointment_reminder_links_booking_idx').on(t.serviceBookingId),
  ],
);

/**
 * A customer's private calendar feed (issue 19): the caregiver's week as an iCalendar file, at an unguessable
 * address a phone's calendar follows (GET public/v1/care-calendar/{token}). One live feed per customer; revoking
 * it, or making a new one, ends the old address at once. The token is 192 random bits, base64url.
 */
export const careCalendarFeeds = pgTable(
  'care_calendar_feeds',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('care_calendar_feeds_one_live')
      .on(t.customerId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** The e-invoice link of an order (/inv/{token}): an unguessable token, the order, and when it lapses (30 days). */
export const invoiceLinks = pgTable(
  'invoice_links',
  {
    id: id(),
    token: text().notNull().unique(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_links_order_idx').on(t.orderId)],
);

// ---------------------------------------------------------------------------------------------------------------
// Volunteer check-in and check-out (issue 17, seed 001 §4 "Check-in flow", §7; routes/public/v1/VOLUNTEER.md).
// ---------------------------------------------------------------------------------------------------------------

/** A volunteer who checks in on their own: known by NRIC/FIN (kept in full, shown masked) and mobile number. */
export const volunteers = pgTable('volunteers', {
  id: id(),
  name: varchar({ length: NAME_MAX_LENGTH }).notNull(),
  nationalId: varchar({ length: NATIONAL_ID_MAX_LENGTH }).notNull().unique(),
  mobileNumber: text().notNull(),
  createdAt: createdAt(),
});

/** An organisation that sends a group of volunteers: its code and the 4-digit PIN it checks in with. */
export const volunteerOrganisations = pgTable(
  'volunteer_organisations',
  {
    id: id(),
    name: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    code: varchar({ length: 12 }).notNull().unique(),
    pin: varchar({ length: 4 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('volunteer_organisations_code_check', sql`${t.code} ~ '^[A-Z0-9]{4,12}$'`),
    check('volunteer_organisations_pin_check', sql`${t.pin} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * A volunteer activity at a centre, running daily from `startDate` to `endDate` between `startTime` and
 * `endTime` (Singapore time). `publicId` is what its check-in links carry: 144 random bits, never the row id.
 */
export const volunteerActivities = pgTable(
  'volunteer_activities',
  {
    id: id(),
    publicId: varchar({ length: 64 }).notNull().unique(),
    name: text().notNull(),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    startDate: date().notNull(),
    endDate: date().notNull(),
    startTime: varchar({ length: 5 }).notNull(),
    endTime: varchar({ length: 5 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('volunteer_activities_dates_check', sql`${t.startDate} <= ${t.endDate}`)],
);

/**
 * One attendance per activity, attendee and Singapore day: a volunteer or an organisation (exactly one), checked
 * in (ATTENDING) and then out (ATTENDED). Check-out only after check-in is a check, not just an application rule.
 */
export const volunteerAttendances = pgTable(
  'volunteer_attendances',
  {
    id: id(),
    activityId: uuid()
      .notNull()
      .references(() => volunteerActivities.id, { onDelete: 'cascade' }),
    volunteerId: uuid().references(() => volunteers.id, { onDelete: 'cascade' }),
    organisationId: uuid().references(() => volunteerOrganisations.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    headcount: integer(),
    checkInAt: timestamp({ withTimezone: true }).notNull(),
    checkOutAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('volunteer_attendances_volunteer_day_unique').on(t.activityId, t.volunteerId, t.day),
    uniqueIndex('volunteer_attendances_organisation_day_unique').on(t.activityId, t.organisationId, t.day),
    check(
      'volunteer_attendances_one_attendee_check',
      sql`(${t.volunteerId} is null) <> (${t.organisationId} is null)`,
    ),
    check(
      'volunteer_attendances_out_after_in_check',
      sql`${t.checkOutAt} is null or ${t.checkOutAt} >= ${t.checkInAt}`,
    ),
    check(
      'volunteer_attendances_headcount_check',
      sql`${t.headcount} is null or ${t.headcount} between 1 and 500`,
    ),
  ],
);

/* Feedback (issue 17: POST public/v1/feedback) */

/**
 * Feedback a visitor leaves on the public /feedback page: a satisfaction rating from 1 to 6, an optional comment
 * and, when they want a reply, their name and contact. Arrives SUBMITTED; staff move it to OPEN and CLOSED.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    rating: integer().notNull(),
    comment: text(),
    name: varchar({ length: NAME_MAX_LENGTH }),
    contact: varchar({ length: EMAIL_MAX_LENGTH }),
    status: text().notNull().default('SUBMITTED'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_status_idx').on(t.status, t.createdAt),
    check(
      'feedback_rating_check',
      sql`${t.rating} between ${sql.raw(String(RATING_MIN))} and ${sql.raw(String(RATING_MAX))}`,
    ),
    check('feedback_status_check', sql`${t.status} in (${sqlList(FEEDBACK_STATUSES)})`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// State every API process shares (issue 18: several API processes behind a load balancer on one database). What
// used to be kept in one process's memory and matters across requests is here, so a request may reach any process.
// ---------------------------------------------------------------------------------------------------------------

/**
 * The rate limits' counters (plugins/external/rate-limit.ts): one fixed window per key (the route and client IP of
 * a public route, or what `limitPerKey` counts by), counted by one atomic upsert per request. A row whose window
 * has passed starts again at 1; expired rows are deleted now and then (`expires_at` is indexed for that).
 * UNLOGGED (migration 0017, by hand: drizzle cannot say it): no WAL or disk flush per counted request; a crash of
 * PostgreSQL empties it, a restart does not.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    /** The end of the window: the first instant the key counts from 1 again. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_idx').on(t.expiresAt)],
);

/**
 * The Idempotency-Keys a customer has sent (plugins/app/idempotency.ts), each with the fingerprint of the request
 * it was first sent with (method, route, parameters and body): the same key with another fingerprint is refused
 * while the key is kept. A key is kept for 24 hours (`expiresAt`); after that it may be used again, and the rows
 * are deleted now and then. A table, not memory, so that every API process agrees.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: varchar({ length: 128 }).notNull(),
    /** The route it was first sent to (`POST /cart/checkout`), for reading the table. */
    route: text().notNull(),
    /** SHA-256 of the request, hex. */
    fingerprint: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Failed volunteer identity checks (lib/volunteer.ts): one row per failure, per key (`ip:…`, `id:nric:…`,
 * `id:org:…`), counted over a sliding window. Rows older than the window are deleted now and then.
 */
export const volunteerIdentityFailures = pgTable(
  'volunteer_identity_failures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('volunteer_identity_failures_key_idx').on(t.key, t.failedAt),
    index('volunteer_identity_failures_failed_at_idx').on(t.failedAt),
  ],
);

/**
 * The outbox of the mail and SMS sandbox (adapters/notifications/sandbox.ts): what it accepted instead of
 * delivering, newest first by `seq`, the last OUTBOX_LIMIT kept. A real provider keeps nothing here.
 */
export const outboxMessages = pgTable('outbox_messages', {
  /** The order of acceptance: messages stamped with the same instant still list newest first. */
  seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The provider's message id. */
  id: uuid().notNull().unique(),
  /** EMAIL or SMS. */
  channel: text().notNull(),
  recipient: text().notNull(),
  subject: text(),
  text: text().notNull(),
  sentAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The sandbox card gateway's one-time tokens (adapters/payment/sandbox.ts): what the hosted form tokenised, taken
 * once by `saveCard`. The card is the sandbox's own description (brand, last 4, expiry, test behaviour), never a
 * number.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text().primaryKey(),
  card: jsonb().$type<SandboxCard>().notNull(),
  used: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/**
 * The sandbox card gateway's charges: one per idempotency key (a unique index, so two API processes sending the
 * same key at once still charge once), in the order they were made (`seq`), with the result the gateway answers.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  reference: text().primaryKey(),
  seq: bigint({ mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  idempotencyKey: text().notNull().unique(),
  amountCents: bigint({ mode: 'number' }).notNull(),
  card: jsonb().$type<SandboxCard>().notNull(),
  result: jsonb().$type<ChargeResult>().notNull(),
  refunded: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/**
 * The sandbox card gateway's 3-D Secure challenges: a card's verification (`kind` card) or the charge it guards
 * (`kind` charge, `reference`). `decision` goes from pending to approved or declined once.
 */
export const sandboxChallenges = pgTable(
  'sandbox_challenges',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    reference: text().references(() => sandboxCharges.reference, { onDelete: 'cascade' }),
    returnUrl: text().notNull(),
    decision: text().notNull().default('pending'),
    /** When a challenge nobody answered fails, as an issuer's 3-D Secure session times out. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_challenges_reference_idx').on(t.reference),
    check('sandbox_challenges_kind_check', sql`${t.kind} in ('card', 'charge')`),
    check('sandbox_challenges_decision_check', sql`${t.decision} in ('pending', 'approved', 'declined')`),
  ],
);

/** The sandbox bank's payment pages (adapters/bank/sandbox.ts): one per bill, the latest request's. */
export const sandboxBankPaymentRequests = pgTable('sandbox_bank_payment_requests', {
  billReference: text().primaryKey(),
  amountCents: bigint({ mode: 'number' }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  returnUrl: text().notNull(),
});

/** The sandbox bank's refunds of money the API refused: one per bank transaction, in the order made. */
export const sandboxBankRefunds = pgTable('sandbox_bank_refunds', {
  bankReference: text().primaryKey(),
  seq: bigint({ mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  amountCents: bigint({ mode: 'number' }).notNull(),
  reason: text().notNull(),
});

/**
 * The sandbox bank's eGIRO applications and cancellations, by the bank's reference: the decision made on the
 * bank's page, if any (left alone, the sandbox approves after its delay, computed from `requested_at`).
 */
export const sandboxBankMandates = pgTable(
  'sandbox_bank_mandates',
  {
    reference: text().primaryKey(),
    kind: text().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    returnUrl: text().notNull(),
    clientName: text().notNull(),
    /** APPROVED or REJECTED on the bank's page; null while nobody decided. */
    decision: text(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('sandbox_bank_mandates_kind_check', sql`${t.kind} in ('mandate', 'cancellation')`),
    check(
      'sandbox_bank_mandates_decision_check',
      sql`(${t.decision} is null and ${t.decidedAt} is null) or (${t.decision} in ('APPROVED', 'REJECTED') and ${t.decidedAt} is not null)`,
    ),
  ],
);

/** The sandbox bank's eGIRO debits, by our reference (the payment's id): the same reference is the same debit. */
export const sandboxBankDebits = pgTable('sandbox_bank_debits', {
  reference: text().primaryKey(),
  debitRefNo: text().notNull(),
});
