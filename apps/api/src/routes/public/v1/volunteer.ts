/**
 * Volunteer check-in and check-out (issue 17, seed 001 §7 "Public reminder, e-invoice, feedback, check-in"): a
 * volunteer, or an organisation for its group, opens the link (or QR code) at the activity and checks in and
 * out without signing in. VOLUNTEER.md beside this file tells the steps and the rules; in short:
 *
 * - POST sessions/volunteer/activities/validate: the activity of a link (404 for an unknown id; the id is 144
 *   random bits, never a row id).
 * - POST volunteer/attendances/validate, check-in, check-out: an individual, by NRIC/FIN and the last 4 digits
 *   of their mobile number. POST volunteer-org/attendances/validate, check-in, check-out: an organisation, by
 *   its code and 4-digit PIN (check-in also says how many came).
 * - Every answer about an attendee is their attendance today (Singapore day): NOT_ATTENDED, ATTENDING after
 *   check-in, ATTENDED after check-out; the NRIC only masked. A wrong identity is 400 IDENTITY_NOT_MATCHED,
 *   whether the person exists or not. Failed identities are counted per IP and per identity (lib/volunteer.ts):
 *   past the limit, 429 before anything is looked up. Check-out before check-in is 409 NOT_CHECKED_IN.
 * - Check-in only within the activity's hours (from 30 minutes before the start until the end), check-out until 2
 *   hours after the end (domain volunteerHoursRefusal): else 409 CHECK_IN_NOT_OPEN, CHECK_IN_CLOSED or
 *   CHECK_OUT_CLOSED, with the catalogue's words and the hours.
 *
 * Rate-limited per route and IP like every route under /public/ (plugins/external/rate-limit.ts).
 */
import { timingSafeEqual } from 'node:crypto';

import {
  checkInMessages,
  maskNationalId,
  singaporeIsoDate,
  volunteerActivitySchema,
  volunteerActivityValidateRequestSchema,
  volunteerAttendanceSchema,
  volunteerIdentitySchema,
  volunteerOrgCheckInSchema,
  volunteerOrgIdentitySchema,
  VOLUNTEER_HOURS_ERROR_CODES,
  volunteerHoursMessage,
  volunteerHoursRefusal,
  type VolunteerAttendance,
  type VolunteerHours,
} from '@careportal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../../lib/envelope.ts';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { createFailureCounter } from '../../../lib/volunteer.ts';
import type {
  Attendee,
  VolunteerActivityView,
  VolunteerAttendanceRow,
} from '../../../repositories/volunteers.ts';

const c = checkInMessages;
const tags = ['public', 'volunteer'];
const responses = { ...errorResponses, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema } as const;

/** Who was identified: the attendee key, the name and what the page may show of them. */
interface Identified {
  attendee: Attendee;
  attendeeType: VolunteerAttendance['attendeeType'];
  name: string;
  identity: string;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function attendanceOut(
  who: Identified,
  day: string,
  row: VolunteerAttendanceRow | undefined,
): VolunteerAttendance {
  const status = !row ? 'NOT_ATTENDED' : row.checkOutAt ? 'ATTENDED' : 'ATTENDING';
  return {
    attendeeType: who.attendeeType,
    name: who.name,
    identity: who.identity,
    status,
    day,
    checkInAt: row?.checkInAt.toISOString() ?? null,
    checkOutAt: row?.checkOutAt?.toISOString() ?? null,
    headcount: row?.headcount ?? null,
  };
}

const volunteerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const failures = createFailureCounter(app.repos.limits, app.clock, (error) => {
    app.log.warn({ err: error }, 'old failed volunteer identity checks not deleted');
  });
  app.addHook('preClose', () => failures.settled());

  async function activity(publicId: string): Promise<VolunteerActivityView> {
    const found = await app.repos.volunteers.activityByPublicId(publicId);
    if (!found) throw notFound(c.activityNotFound);
    return found;
  }

  /** 429 when this IP or this identity has failed too often lately; nothing is looked up then. */
  async function refuseIfBlocked(request: FastifyRequest, identityKey: string): Promise<void> {
    const wait = Math.max(
      await failures.blockedFor(`ip:${request.ip}`, app.config.volunteerIdentityMaxPerIp),
      await failures.blockedFor(`id:${identityKey}`, app.config.volunteerIdentityMaxPerId),
    );
    if (wait > 0) {
      throw new ApiError({
        httpCode: 429,
        errorCode: 'RATE_LIMITED',
        message: c.tooManyTries,
        headers: { 'retry-after': String(wait) },
      });
    }
  }

  async function notMatched(
    request: FastifyRequest,
    identityKey: string,
    message: string,
  ): Promise<ApiError> {
    await failures.fail(`ip:${request.ip}`);
    await failures.fail(`id:${identityKey}`);
    return new ApiError({ httpCode: 400, errorCode: 'IDENTITY_NOT_MATCHED', message });
  }

  async function individual(
    request: FastifyRequest,
    body: { nric: string; mobileLastFour: string },
  ): Promise<Identified> {
    const key = `nric:${body.nric}`;
    await refuseIfBlocked(request, key);
    const person = await app.repos.volunteers.volunteerByNationalId(body.nric);
    const digits = person?.mobileNumber.replace(/\D/g, '') ?? '';
    if (!person || !sameText(digits.slice(-4), body.mobileLastFour)) {
      throw await notMatched(request, key, c.identityNotMatched);
    }
    return {
      attendee: { volunteerId: person.id },
      attendeeType: 'INDIVIDUAL',
      name: person.name,
      identity: maskNationalId(person.nationalId),
    };
  }

  async function organisation(
    request: FastifyRequest,
    body: { orgCode: string; pin: string },
  ): Promise<Identified> {
    const key = `org:${body.orgCode}`;
    await refuseIfBlocked(request, key);
    const org = await app.repos.volunteers.organisationByCode(body.orgCode);
    if (!org || !sameText(org.pin, body.pin)) throw await notMatched(request, key, c.orgNotMatched);
    return {
      attendee: { organisationId: org.id },
      attendeeType: 'ORGANIZATION',
      name: org.name,
      identity: org.code,
    };
  }

  async function validate(activityId: string, who: Identified) {
    const { activity: row } = await activity(activityId);
    const day = singaporeIsoDate(app.clock());
    return ok(attendanceOut(who, day, await app.repos.volunteers.attendance(row.id, who.attendee, day)));
  }

  /** Refuses (409, the catalogue's words with the activity's hours) an action outside the activity's hours. */
  function assertWithinHours(action: 'checkIn' | 'checkOut', hours: VolunteerHours, now: Date): void {
    const refusal = volunteerHoursRefusal(action, hours, now);
    if (refusal === null) return;
    throw new ApiError({
      httpCode: 409,
      errorCode: VOLUNTEER_HOURS_ERROR_CODES[refusal],
      message: volunteerHoursMessage(refusal, hours),
    });
  }

  async function checkIn(activityId: string, who: Identified, headcount: number | null) {
    const { activity: row } = await activity(activityId);
    const now = app.clock();
    const day = singaporeIsoDate(now);
    if (day < row.startDate || day > row.endDate) {
      throw new ApiError({ httpCode: 409, errorCode: 'NOT_TODAY', message: c.notToday });
    }
    assertWithinHours('checkIn', row, now);
    const result = await app.repos.volunteers.checkIn(row.id, who.attendee, day, now, headcount);
    if (!result.ok)
      throw new ApiError({ httpCode: 409, errorCode: 'ALREADY_CHECKED_IN', message: c.alreadyCheckedIn });
    return ok(attendanceOut(who, day, result.row), { message: c.checkedInTitle });
  }

  async function checkOut(activityId: string, who: Identified) {
    const { activity: row } = await activity(activityId);
    const now = app.clock();
    const day = singaporeIsoDate(now);
    assertWithinHours('checkOut', row, now);
    const result = await app.repos.volunteers.checkOut(row.id, who.attendee, day, now);
    if (!result.ok) {
      throw result.reason === 'none'
        ? new ApiError({ httpCode: 409, errorCode: 'NOT_CHECKED_IN', message: c.notCheckedIn })
        : new ApiError({ httpCode: 409, errorCode: 'ALREADY_CHECKED_OUT', message: c.alreadyCheckedOut });
    }
    return ok(attendanceOut(who, day, result.row), { message: c.checkOutSuccessTitle });
  }

  app.post(
    '/sessions/volunteer/activities/validate',
    {
      schema: {
        tags,
        summary: 'The volunteer activity of a check-in link (404 for an unknown id)',
        body: volunteerActivityValidateRequestSchema,
        response: { 200: envelopeSchema(volunteerActivitySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { activity: row, centreName } = await activity(request.body.activityId);
      return ok({
        activityId: row.publicId,
        name: row.name,
        centreName,
        startDate: row.startDate,
        endDate: row.endDate,
        startTime: row.startTime,
        endTime: row.endTime,
      });
    },
  );

  const attendance = envelopeSchema(volunteerAttendanceSchema);

  app.post(
    '/volunteer/attendances/validate',
    {
      schema: {
        tags,
        summary: "An individual volunteer's identity and attendance today",
        body: volunteerIdentitySchema,
        response: { 200: attendance, ...responses },
      },
    },
    async (request) => validate(request.body.activityId, await individual(request, request.body)),
  );
  app.post(
    '/volunteer/attendances/check-in',
    {
      schema: {
        tags,
        summary: 'Check an individual volunteer in (CHECK_IN)',
        body: volunteerIdentitySchema,
        response: { 200: attendance, ...responses },
      },
    },
    async (request) => checkIn(request.body.activityId, await individual(request, request.body), null),
  );
  app.post(
    '/volunteer/attendances/check-out',
    {
      schema: {
        tags,
        summary: 'Check an individual volunteer out (CHECK_OUT), after check-in',
        body: volunteerIdentitySchema,
        response: { 200: attendance, ...responses },
      },
    },
    async (request) => checkOut(request.body.activityId, await individual(request, request.body)),
  );

  app.post(
    '/volunteer-org/attendances/validate',
    {
      schema: {
        tags,
        summary: "An organisation's identity and attendance today",
        body: volunteerOrgIdentitySchema,
        response: { 200: attendance, ...responses },
      },
    },
    async (request) => validate(request.body.activityId, await organisation(request, request.body)),
  );
  app.post(
    '/volunteer-org/attendances/check-in',
    {
      schema: {
        tags,
        summary: "Check an organisation's group in (CHECK_IN), with how many came",
        body: volunteerOrgCheckInSchema,
        response: { 200: attendance, ...responses },
      },
    },
    async (request) =>
      checkIn(request.body.activityId, await organisation(request, request.body), request.body.headcount),
  );
  app.post(
    '/volunteer-org/attendances/check-out',
    {
      schema: {
        tags,
        summary: "Check an organisation's group out (CHECK_OUT), after check-in",
        body: volunteerOrgIdentitySchema,
        response: { 200: attendance, ...responses },
      },
    },
    async (request) => checkOut(request.body.activityId, await organisation(request, request.body)),
  );

  done();
};

export default volunteerRoutes;
