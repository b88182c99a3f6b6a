/**
 * Volunteer check-in and check-out (issue 17; routes/public/v1/VOLUNTEER.md): volunteers, volunteer
 * organisations, activities (found by their unguessable public id) and attendances, one per activity, attendee
 * and Singapore day. Check-in inserts the day's row (a second is a unique-index conflict: `exists`); check-out
 * sets `checkOutAt` on a row that has none (else `none` or `already`), so two taps racing each other cannot
 * record twice.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';

import { PG_UNIQUE_VIOLATION, pgErrorCode, type AppDatabase } from '../db/client.ts';
import {
  centres,
  volunteerActivities,
  volunteerAttendances,
  volunteerOrganisations,
  volunteers,
} from '../db/schema/index.ts';

export type VolunteerRow = typeof volunteers.$inferSelect;
export type VolunteerOrganisationRow = typeof volunteerOrganisations.$inferSelect;
export type VolunteerAttendanceRow = typeof volunteerAttendances.$inferSelect;
export type VolunteerActivityRow = typeof volunteerActivities.$inferSelect;

/** An activity with the name of its centre. */
export interface VolunteerActivityView {
  activity: VolunteerActivityRow;
  centreName: string;
}

/** Whose attendance: a volunteer's or an organisation's. */
export type Attendee = { volunteerId: string } | { organisationId: string };

function attendeeIs(attendee: Attendee): SQL {
  return 'volunteerId' in attendee
    ? eq(volunteerAttendances.volunteerId, attendee.volunteerId)
    : eq(volunteerAttendances.organisationId, attendee.organisationId);
}

export function volunteersRepository(db: AppDatabase) {
  return {
    async activityByPublicId(publicId: string): Promise<VolunteerActivityView | undefined> {
      const [row] = await db
        .select({ activity: volunteerActivities, centreName: centres.name })
        .from(volunteerActivities)
        .innerJoin(centres, eq(centres.id, volunteerActivities.centreId))
        .where(eq(volunteerActivities.publicId, publicId))
        .limit(1);
      return row;
    },

    async volunteerByNationalId(nationalId: string): Promise<VolunteerRow | undefined> {
      const [row] = await db.select().from(volunteers).where(eq(volunteers.nationalId, nationalId)).limit(1);
      return row;
    },

    async organisationByCode(code: string): Promise<VolunteerOrganisationRow | undefined> {
      const [row] = await db
        .select()
        .from(volunteerOrganisations)
        .where(eq(volunteerOrganisations.code, code))
        .limit(1);
      return row;
    },

    async attendance(activityId: string, attendee: Attendee, day: string) {
      const [row] = await db
        .select()
        .from(volunteerAttendances)
        .where(
          and(
            eq(volunteerAttendances.activityId, activityId),
            attendeeIs(attendee),
            eq(volunteerAttendances.day, day),
          ),
        )
        .limit(1);
      return row;
    },

    /** Checks in: the day's attendance, or `exists` when there is one already. */
    async checkIn(
      activityId: string,
      attendee: Attendee,
      day: string,
      at: Date,
      headcount: number | null,
    ): Promise<{ ok: true; row: VolunteerAttendanceRow } | { ok: false; reason: 'exists' }> {
      try {
        const [row] = await db
          .insert(volunteerAttendances)
          .values({ activityId, ...attendee, day, checkInAt: at, headcount })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return { ok: true, row };
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return { ok: false, reason: 'exists' };
        throw error;
      }
    },

    /** Checks out the day's attendance: `none` without a check-in, `already` when checked out before. */
    async checkOut(
      activityId: string,
      attendee: Attendee,
      day: string,
      at: Date,
    ): Promise<{ ok: true; row: VolunteerAttendanceRow } | { ok: false; reason: 'none' | 'already' }> {
      const [row] = await db
        .update(volunteerAttendances)
        .set({ checkOutAt: at })
        .where(
          and(
            eq(volunteerAttendances.activityId, activityId),
            attendeeIs(attendee),
            eq(volunteerAttendances.day, day),
            isNull(volunteerAttendances.checkOutAt),
          ),
        )
        .returning();
      if (row) return { ok: true, row };
      const existing = await this.attendance(activityId, attendee, day);
      return { ok: false, reason: existing ? 'already' : 'none' };
    },
  };
}

export type VolunteersRepository = ReturnType<typeof volunteersRepository>;
