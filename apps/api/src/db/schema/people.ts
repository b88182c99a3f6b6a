/**
 * People: the client accounts (customers) and their loved ones, with what belongs to each of them: addresses,
 * contacts and profile pictures. Each of those has exactly one owner, a customer or a loved one.
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
  DISPLAY_MODES,
  EMAIL_MAX_LENGTH,
  LOCALES,
  NAME_MAX_LENGTH,
  NATIONALITY_MAX_LENGTH,
  NATIONAL_ID_MAX_LENGTH,
  OTHER_TEXT_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  POSTAL_CODE_LENGTH,
  TEXT_MAX_LENGTH,
} from '@careportal/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { categories } from './catalogue.ts';
import { bytea, createdAt, id, sqlList } from './columns.ts';

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
