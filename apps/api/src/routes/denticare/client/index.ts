/**
 * Signed-in Denticare (issue 16, seed 001 section 7 "Signed-in Denticare"), for the signed-in customer or the
 * loved one they act for (`view-as`; 403 for one not theirs). Another person's appointment, or an unknown id, is
 * 404; a body or query that is not valid is 400.
 *
 * - GET centers?serviceId, GET resources?serviceId&centerId ('No preference' first), POST availableslot: what
 *   can be chosen, from the dentists' weekly hours (lib/denticare.ts).
 * - POST appointment: books a slot (201). 409 NOT_REGISTERED when the person has no Denticare registration yet
 *   (the portal registers them, then books); 403 BLACKLISTED with the number to call; 409 SLOT_TAKEN with the
 *   next free slots when someone else holds or has booked it. One person holds one appointment at a time: the
 *   same booking sent again answers 200 with its appointment; another at an overlapping time is 409
 *   APPOINTMENT_CLASH, naming when it is.
 * - GET appointment (upcoming), GET appointment/history (upcoming, completed, cancelled), with what may be done
 *   with each and why not.
 * - PUT appointment/{id}/reschedule, DELETE appointment/{id}: the 24-hour rule (domain bookingChangeRules). A
 *   move onto the time of another of the person's appointments is 409 APPOINTMENT_CLASH.
 * - Language (issue 19): a booking keeps the language its later notices are written in: the customer's own
 *   (customers.language) when they have chosen one, else the body's optional `language`, else English.
 * - POST register: registers the person by the NRIC of their profile (409 DENTICARE_CLIENT_EXISTS when that NRIC
 *   is registered already) and makes their earlier anonymous bookings with the same NRIC theirs.
 * - GET status, GET mhq: the registration, and whether the medical history questionnaire is due.
 */
import { randomBytes } from 'node:crypto';

import {
  availableSlotRequestSchema,
  availableSlotResponseSchema,
  clientCentersQuerySchema,
  clientResourcesQuerySchema,
  careCalendarResponseSchema,
  careDentalClashCheckQuerySchema,
  denticareAppointmentSchema,
  denticareCancelRequestSchema,
  denticareCenterDetailSchema,
  denticareClientStatusSchema,
  denticareHistorySchema,
  denticareMhqSchema,
  denticareResourcesResponseSchema,
  denticareSlotRequestSchema,
  DEFAULT_LOCALE,
  formatMessage,
  isLocale,
  isMedicalHistoryStale,
  messages,
  recordUuid,
  type DenticareSlotRequest,
  type Locale,
} from '@careportal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../../lib/authenticated-route.ts';
import {
  appointment,
  appointmentClash,
  availableDates,
  availableMonths,
  availableTimes,
  centreDetail,
  changeRefusal,
  dentistsFor,
  resourcesOf,
  isSameBooking,
  serviceAtCentre,
  slotStart,
  slotTaken,
  takeSlot,
} from '../../../lib/denticare.ts';
import { clashCheck, movedAppointment } from '../../../lib/care-calendar.ts';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../../lib/envelope.ts';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { actingFor, signedIn } from '../../../lib/owners.ts';
import { strictQuery } from '../../../plugins/app/errors.ts';
import type { DenticareClientRow } from '../../../repositories/denticare.ts';

const d = messages.denticare;
const idParams = z.object({ id: recordUuid(d.appointmentNotFound) });

function statusOf(client: DenticareClientRow | undefined) {
  return {
    denticareClientId: client?.id ?? null,
    denticareAssociationId: client?.associationId ?? null,
    blackListed: client ? client.blackListed : null,
    denticareSessionId: null,
  };
}

/**
 * The language a booking is written to in: the signed-in customer's own choice (caring for a loved one or not),
 * else the page's, else none given (a new booking is then English).
 */
function bookingLanguage(request: FastifyRequest, body: DenticareSlotRequest): Locale | undefined {
  const { customer } = signedIn(request);
  return isLocale(customer.language) ? customer.language : body.language;
}

/** The person's registration; 409 NOT_REGISTERED without one, 403 BLACKLISTED for a blacklisted one. */
async function bookableClient(app: FastifyInstance, request: FastifyRequest): Promise<DenticareClientRow> {
  const client = await app.repos.denticare.clientOf(actingFor(request));
  if (!client) throw new ApiError({ httpCode: 409, errorCode: 'NOT_REGISTERED', message: d.notRegistered });
  if (client.blackListed) {
    throw new ApiError({
      httpCode: 403,
      errorCode: 'BLACKLISTED',
      message: formatMessage(d.blacklisted, { phone: app.config.denticarePhone }),
    });
  }
  return client;
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'denticare', viewAs: true });

  app.get(
    '/centers',
    authenticated({
      summary: 'The dental clinics of a Denticare service',
      querystring: strictQuery(clientCentersQuerySchema.shape),
      response: { 200: envelopeSchema(z.array(denticareCenterDetailSchema)) },
    }),
    async (request) => {
      const service = await app.repos.denticare.service(request.query.serviceId);
      if (!service) throw notFound(d.serviceNotFound);
      return ok((await app.repos.denticare.centresOf(service.id)).map(centreDetail));
    },
  );

  app.get(
    '/resources',
    authenticated({
      summary: "The dentists of a clinic, 'No preference' first",
      querystring: strictQuery(clientResourcesQuerySchema.shape),
      response: { 200: envelopeSchema(denticareResourcesResponseSchema) },
    }),
    async (request) => {
      const { centre } = await serviceAtCentre(app, request.query.serviceId, request.query.centerId);
      return ok(await resourcesOf(app, centre.id));
    },
  );

  app.post(
    '/availableslot',
    authenticated({
      summary: 'The free months, and the dates of a month and the times of a date when given',
      body: availableSlotRequestSchema,
      response: { 200: envelopeSchema(availableSlotResponseSchema) },
    }),
    async (request) => {
      const b = request.body;
      const now = app.clock();
      const { centre } = await serviceAtCentre(app, b.serviceId, b.centerId);
      const dentists = await dentistsFor(app, centre.id, b.resourceId);
      const month = b.selectedMonth ?? b.selectedDate?.slice(0, 7);
      return ok({
        availableMonths: await availableMonths(app, dentists, now),
        availableDates: month === undefined ? [] : await availableDates(app, dentists, month, now),
        availableTimes:
          b.selectedDate === undefined ? {} : await availableTimes(app, dentists, b.selectedDate, now),
      });
    },
  );

  app.post(
    '/appointment',
    authenticated({
      summary: 'Book an appointment',
      body: denticareSlotRequestSchema,
      response: {
        200: envelopeSchema(denticareAppointmentSchema),
        201: envelopeSchema(denticareAppointmentSchema),
        409: errorEnvelopeSchema,
      },
    }),
    async (request, reply) => {
      const body = request.body;
      const now = app.clock();
      const startsAt = slotStart(body);
      const { centre } = await serviceAtCentre(app, body.serviceId, body.centerId);
      const dentists = await dentistsFor(app, centre.id, body.resourceId);
      await bookableClient(app, request);
      const { customer, viewAs } = signedIn(request);
      const taking = await takeSlot(app, centre.id, dentists, startsAt, now, {
        kind: 'insert',
        person: actingFor(request),
        values: {
          customerId: viewAs ? null : customer.id,
          lovedOneId: viewAs?.id ?? null,
          serviceId: body.serviceId,
          status: 'BOOKED',
          bookedAt: now,
          language: bookingLanguage(request, body) ?? DEFAULT_LOCALE,
        },
      });
      if (taking.ok) {
        return reply
          .code(201)
          .send(
            ok(appointment(taking.view, now), { httpCode: 201, message: messages.success.appointmentBooked }),
          );
      }
      if (!taking.clash) throw await slotTaken(app, 'SLOT_TAKEN', centre.id, dentists, startsAt, now);
      const sent = { serviceId: body.serviceId, centreId: centre.id, startsAt, dentists };
      if (!isSameBooking(taking.clash, sent)) throw appointmentClash(taking.clash);
      // The same booking sent again: its one appointment (200, nothing new made).
      return ok(appointment(taking.clash, now), { message: messages.success.appointmentBooked });
    },
  );

  app.get(
    '/appointment',
    authenticated({
      summary: 'The upcoming appointments',
      response: { 200: envelopeSchema(z.array(denticareAppointmentSchema)) },
    }),
    async (request) => {
      const now = app.clock();
      const views = await app.repos.denticare.listOfPerson(actingFor(request));
      return ok(views.map((v) => appointment(v, now)).filter((a) => a.status === 'BOOKED'));
    },
  );

  app.get(
    '/appointment/history',
    authenticated({
      summary: 'The upcoming, completed and cancelled appointments',
      response: { 200: envelopeSchema(denticareHistorySchema) },
    }),
    async (request) => {
      const now = app.clock();
      const all = (await app.repos.denticare.listOfPerson(actingFor(request))).map((v) =>
        appointment(v, now),
      );
      return ok({
        upcomingAppointments: all.filter((a) => a.status === 'BOOKED'),
        completedAppointments: all.filter((a) => a.status === 'COMPLETED').reverse(),
        cancelledAppointments: all.filter((a) => a.status === 'CANCELLED').reverse(),
      });
    },
  );

  app.get(
    '/appointment/:id/clash-check',
    authenticated({
      summary:
        "The clashes the appointment would meet if moved to a new start, with everyone the customer cares for (the care calendar's rule)",
      params: idParams,
      querystring: careDentalClashCheckQuerySchema,
      response: { 200: envelopeSchema(careCalendarResponseSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const moved = await movedAppointment(app, actingFor(request), request.params.id, request.query);
      return ok(await clashCheck(app, customer, actingFor(request), moved, app.clock()));
    },
  );

  app.put(
    '/appointment/:id/reschedule',
    authenticated({
      summary: 'Move an appointment to another slot (at least 24 hours before it)',
      params: idParams,
      body: denticareSlotRequestSchema,
      response: { 200: envelopeSchema(denticareAppointmentSchema), 409: errorEnvelopeSchema },
    }),
    async (request) => {
      const body = request.body;
      const now = app.clock();
      const current = await app.repos.denticare.ofPerson(actingFor(request), request.params.id);
      if (!current) throw notFound(d.appointmentNotFound);
      const startsAt = slotStart(body);
      const { centre } = await serviceAtCentre(app, body.serviceId, body.centerId);
      const dentists = await dentistsFor(app, centre.id, body.resourceId);
      const refusal = changeRefusal(current, now, 'reschedule');
      if (refusal) throw refusal;
      const language = bookingLanguage(request, body);
      const taking = await takeSlot(app, centre.id, dentists, startsAt, now, {
        kind: 'move',
        person: actingFor(request),
        bookingId: current.booking.id,
        set: { serviceId: body.serviceId, ...(language === undefined ? {} : { language }) },
      });
      if (taking.ok) {
        return ok(appointment(taking.view, now), { message: messages.success.appointmentRescheduled });
      }
      if (!taking.clash) throw await slotTaken(app, 'SLOT_TAKEN', centre.id, dentists, startsAt, now);
      // Another of the person's appointments is at that time (the one moved is never its own clash).
      throw appointmentClash(taking.clash);
    },
  );

  app.delete(
    '/appointment/:id',
    authenticated({
      summary: 'Cancel an appointment (at least 24 hours before it)',
      params: idParams,
      body: denticareCancelRequestSchema.nullable(),
      response: { 200: envelopeSchema(denticareAppointmentSchema), 409: errorEnvelopeSchema },
    }),
    async (request) => {
      const now = app.clock();
      const current = await app.repos.denticare.ofPerson(actingFor(request), request.params.id);
      if (!current) throw notFound(d.appointmentNotFound);
      const refusal = changeRefusal(current, now, 'cancel');
      if (refusal) throw refusal;
      const cancelled = await app.repos.denticare.setStatus(current.booking.id, 'BOOKED', {
        status: 'CANCELLED',
        cancelledAt: now,
        cancelReason: request.body?.reason ?? null,
      });
      if (!cancelled) {
        throw new ApiError({ httpCode: 409, errorCode: 'ALREADY_CANCELLED', message: d.alreadyCancelled });
      }
      const view = (await app.repos.denticare.byBookingId(current.booking.id)) ?? current;
      return ok(appointment(view, now), { message: messages.success.appointmentCancelled });
    },
  );

  app.post(
    '/register',
    authenticated({
      summary: 'Register the person for Denticare by the NRIC of their profile',
      response: { 201: envelopeSchema(denticareClientStatusSchema), 409: errorEnvelopeSchema },
    }),
    async (request, reply) => {
      const person = actingFor(request);
      const details = await app.repos.people.get(person);
      const nric = details?.nationalId?.trim().toUpperCase() ?? '';
      if (nric === '') {
        throw new ApiError({ httpCode: 400, errorCode: 'NRIC_MISSING', message: d.nricMissing });
      }
      const association = `DC${randomBytes(5).toString('hex').toUpperCase()}`;
      const result = await app.repos.denticare.register(person, nric, association);
      if (!result.ok) {
        throw new ApiError({ httpCode: 409, errorCode: 'DENTICARE_CLIENT_EXISTS', message: d.clientExists });
      }
      return reply
        .code(201)
        .send(
          ok(statusOf(result.client), { httpCode: 201, message: messages.success.denticareClientCreated }),
        );
    },
  );

  app.get(
    '/status',
    authenticated({
      summary: "The person's Denticare registration (nulls when not registered)",
      response: { 200: envelopeSchema(denticareClientStatusSchema) },
    }),
    async (request) => ok(statusOf(await app.repos.denticare.clientOf(actingFor(request)))),
  );

  app.get(
    '/mhq',
    authenticated({
      summary: 'When the medical history questionnaire was last given, and whether it is due',
      response: { 200: envelopeSchema(denticareMhqSchema) },
    }),
    async (request) => {
      const latest = await app.repos.medicalHistories.latest(actingFor(request));
      const last = latest?.submittedAt ?? null;
      return ok({
        lastSubmittedAt: last?.toISOString() ?? null,
        due: isMedicalHistoryStale(last, app.clock()),
      });
    },
  );

  done();
};

export default plugin;
