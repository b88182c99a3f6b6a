/**
 * Volunteer check-in and check-out (issue 17, seed 001 §4 "Check-in flow", §7; routes/public/v1/VOLUNTEER.md).
 */
import { NAME_MAX_LENGTH, NATIONAL_ID_MAX_LENGTH } from '@careportal/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { centres } from './catalogue.ts';
import { createdAt, id } from './columns.ts';

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
