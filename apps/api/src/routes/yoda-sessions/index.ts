/**
 * yoda-sessions: booking, rescheduling and cancelling the sessions and appointments of a service (issue 15, seed
 * 000 section 7), for the signed-in customer or the loved one they act for (`view-as`; 403 for one not theirs).
 * Another person's service or booking, or an unknown id, is 404; a body or query that is not valid is 400.
 *
 * Where slots come from (lib/my-services/slots.ts, domain sessionSlots): a class SESSION of a SESSIONS programme is a
 * 45-minute session cut from the product's schedule at the service's centre (a weekday, start and end, capacity);
 * a PRE_SESSION or POST_SESSION appointment is a 45-minute slot of the centre's opening hours, with its places.
 * Public holidays are left out; times are Singapore's.
 *
 * How the last place is protected: each slot has a row in slot_places, and a booking takes a place with
 * `update slot_places set taken = taken + 1 where slot_key = … and taken < capacity returning id`, which
 * PostgreSQL (and PGlite) runs on the row under its lock: of 50 requests for one place, one gets it and the 49
 * others get 409 'Sorry, this time has just been taken…'. Every change runs in one transaction with the service
 * row locked, and re-checks its rules there (domain bookingRefusal, bookingChangeRules) before writing.
 *
 * - GET vacant-slots?serviceId&type&from&to: the future slots with places left (`from`/`to` Singapore dates,
 *   today and the 27 days after by default, at most 62 days; else 400). A type the service does not book is 409.
 * - POST schedule {serviceId, type, startsAt}: books a slot (201). 409 when the time is not a slot of the service
 *   ('This time is not available…'), is full ('…has just been taken…'), or nothing of that type is left to book.
 * - POST reschedule {sessionId, startsAt}: moves the booking: the same row and calendar UID, sequence + 1, the old
 *   place given back and the new one taken in one transaction. 409 with the rule's words when it may not move
 *   (less than the category's grace period before a session, less than 24 hours before an appointment, an intake
 *   appointment, started, not scheduled).
 * - POST cancel {sessionId, reason}: cancels it, with the reason (required: 'Reason is required'). The status is
 *   the rule's at the time of the transaction: CANCELLED returns a session to the package, CANCELLED_WITH_CHARGE
 *   forfeits it (inside the grace period; always for an intake appointment).
 * - GET review?sessionId: the booking with its rules as they stand now, and in `message` the consequence of
 *   cancelling it in words, so the portal can state it before the person confirms.
 */
import {
  cancelBookingRequestSchema,
  formatMessage,
  messages,
  recordUuid,
  rescheduleBookingRequestSchema,
  scheduleBookingRequestSchema,
  serviceBookingSchema,
  SESSION_TYPES,
  singaporeIsoDate,
  addCalendarDays,
  vacantSlotsResponseSchema,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { ApiError } from '../../lib/errors.ts';
import {
  cancelBooking,
  consequenceOf,
  oneBookingView,
  ownedBooking,
  ownedService,
  rescheduleBooking,
  rulesOf,
  scheduleBooking,
  vacantSlots,
  VACANT_SLOTS_DEFAULT_DAYS,
  VACANT_SLOTS_MAX_DAYS,
} from '../../lib/my-services/index.ts';
import { actingFor } from '../../lib/owners.ts';
import { strictQuery } from '../../plugins/app/errors.ts';

const b = messages.booking;
const v = messages.validation;

const responses = { ...errorResponses, 409: errorEnvelopeSchema } as const;

const windowMessage = formatMessage(b.slotWindowInvalid, { maxDays: VACANT_SLOTS_MAX_DAYS });
const isoDate = z.iso.date({ error: windowMessage });

const vacantQuery = strictQuery({
  serviceId: recordUuid(),
  type: z.enum(SESSION_TYPES, { error: v.invalidValue }),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/** The ids of the bodies are the database's: UUIDs (400 otherwise, never a 500). */
const scheduleBody = scheduleBookingRequestSchema.extend({ serviceId: recordUuid() });
const rescheduleBody = rescheduleBookingRequestSchema.extend({ sessionId: recordUuid() });
const cancelBody = cancelBookingRequestSchema.extend({ sessionId: recordUuid() });

/** The days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function windowError(): ApiError {
  return new ApiError({
    httpCode: 400,
    errorCode: 'VALIDATION_FAILED',
    message: windowMessage,
    errors: [{ in: 'querystring', path: 'to', message: windowMessage }],
  });
}

/** A start time as an instant; the schema has checked it is ISO 8601 with an offset (one out of range is 400). */
function instant(text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) {
    throw new ApiError({
      httpCode: 400,
      errorCode: 'VALIDATION_FAILED',
      message: v.invalidValue,
      errors: [{ in: 'body', path: 'startsAt', message: v.invalidValue }],
    });
  }
  return date;
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'yoda-sessions', viewAs: true, errors: responses });

  app.get(
    '/vacant-slots',
    authenticated({
      summary: 'The vacant slots of a type of booking of a service, between two Singapore dates',
      querystring: vacantQuery,
      response: { 200: envelopeSchema(vacantSlotsResponseSchema) },
    }),
    async (request) => {
      const now = app.clock();
      const from = request.query.from ?? singaporeIsoDate(now);
      const to = request.query.to ?? addCalendarDays(from, VACANT_SLOTS_DEFAULT_DAYS - 1);
      const days = daysBetween(from, to);
      if (!Number.isFinite(days) || days < 1 || days > VACANT_SLOTS_MAX_DAYS) throw windowError();
      const service = await ownedService(app, actingFor(request), request.query.serviceId);
      return ok({ slots: await vacantSlots(app, service, request.query.type, { from, to }, now) });
    },
  );

  app.post(
    '/schedule',
    authenticated({
      summary: 'Book a session or appointment of a service in a vacant slot',
      body: scheduleBody,
      response: { 201: envelopeSchema(serviceBookingSchema) },
    }),
    async (request, reply) => {
      const now = app.clock();
      const service = await ownedService(app, actingFor(request), request.body.serviceId);
      const booking = await scheduleBooking(
        app,
        service,
        request.body.type,
        instant(request.body.startsAt),
        now,
      );
      void reply.code(201);
      return ok(await oneBookingView(app, booking, service, now), {
        httpCode: 201,
        message: booking.format === 'SESSION' ? b.sessionBooked : messages.success.appointmentBooked,
      });
    },
  );

  app.post(
    '/reschedule',
    authenticated({
      summary: 'Move a session or appointment to another vacant slot',
      body: rescheduleBody,
      response: { 200: envelopeSchema(serviceBookingSchema) },
    }),
    async (request) => {
      const now = app.clock();
      const found = await ownedBooking(app, actingFor(request), request.body.sessionId);
      const booking = await rescheduleBooking(app, found, instant(request.body.startsAt), now);
      return ok(await oneBookingView(app, booking, found.service, now), {
        message:
          booking.format === 'SESSION' ? b.sessionRescheduled : messages.success.appointmentRescheduled,
      });
    },
  );

  app.post(
    '/cancel',
    authenticated({
      summary: 'Cancel a session or appointment, with a reason; the rules decide whether it is forfeited',
      body: cancelBody,
      response: { 200: envelopeSchema(serviceBookingSchema) },
    }),
    async (request) => {
      const now = app.clock();
      const found = await ownedBooking(app, actingFor(request), request.body.sessionId);
      const booking = await cancelBooking(app, found, request.body.reason, now);
      const message =
        booking.format === 'APPOINTMENT'
          ? messages.success.appointmentCancelled
          : booking.status === 'CANCELLED_WITH_CHARGE'
            ? b.sessionForfeited
            : b.sessionCancelled;
      return ok(await oneBookingView(app, booking, found.service, now), { message });
    },
  );

  app.get(
    '/review',
    authenticated({
      summary: 'A booking with its rules as they stand now; `message` says what cancelling it would mean',
      querystring: strictQuery({ sessionId: recordUuid() }),
      response: { 200: envelopeSchema(serviceBookingSchema) },
    }),
    async (request) => {
      const now = app.clock();
      const found = await ownedBooking(app, actingFor(request), request.query.sessionId);
      const rules = rulesOf(found.booking, found.service, now);
      return ok(await oneBookingView(app, found.booking, found.service, now), {
        message: consequenceOf(rules, found.booking, found.service),
      });
    },
  );

  done();
};

export default plugin;
