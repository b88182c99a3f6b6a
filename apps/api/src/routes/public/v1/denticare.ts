/**
 * Public Denticare booking (issue 16, seed 001 section 7 "Public Denticare"): anyone may book a dental scaling
 * appointment without signing in, keyed by a client session id the portal makes. Rate-limited per route and IP
 * like every route under /public/ (plugins/external/rate-limit.ts). The session row is made on first sight.
 *
 * - GET centers, resources, appointment/available-months, -dates, -times: what can be chosen (lib/denticare.ts
 *   says where slots come from).
 * - POST appointment: HOLDS the slot for the session for DENTICARE_HOLD_MS (the session's earlier hold moves to
 *   it). 409 SLOT_TAKEN with the next free slots when another session holds or has booked it; 409
 *   APPOINTMENT_EXISTS when the session has booked already (PUT changes it).
 * - PUT appointment: moves the hold, or reschedules the booked appointment (24-hour rule: 409 CHANGE_REFUSED).
 * - GET appointment: the session's latest appointment, or null.
 * - GET/POST/PUT client/session: the session's client; the NRIC is kept in full and answered masked.
 * - POST appointment/review/confirm: books the held slot, and sends the confirmation with its cancellation link
 *   by email and SMS. A lapsed hold is taken again when the slot is still free; else 409 HOLD_EXPIRED.
 * - GET appointment/cancel/{id}, PUT appointment/cancel: the cancellation link (an unguessable id: 192 random
 *   bits). Unknown ids are 404. Cancelling frees the slot and sends a notice by email and SMS.
 * - Language (issue 19): POST/PUT appointment and review/confirm take an optional `language` (domain LOCALES; 400
 *   messages.validation.invalidValue otherwise), kept on the booking; a new booking without one is English. The
 *   confirmation and the cancellation notice are written in the booking's language (lib/i18n.ts).
 * - POST events: our own analytics of the booking steps (allow-listed, no personal data); 201, data null.
 *
 * The hold rules (which booking a POST or PUT acts on, what taking the slot writes, what review/confirm may book,
 * what a cancellation link opens) are lib/denticare-holds.ts.
 */
import {
  cancellationDataSchema,
  denticareClientSessionIdSchema,
  denticareEventRequestSchema,
  denticareResourcesResponseSchema,
  denticareAvailableTimesResponseSchema,
  availableDatesResponseSchema,
  availableMonthsResponseSchema,
  maskNationalId,
  messages,
  publicAppointmentRequestSchema,
  publicAppointmentResponseSchema,
  publicAppointmentSchema,
  publicAvailableDatesQuerySchema,
  publicAvailableMonthsQuerySchema,
  publicAvailableTimesQuerySchema,
  publicCancelRequestSchema,
  publicCancelResponseSchema,
  publicCentersQuerySchema,
  publicCentersResponseSchema,
  publicClientResponseSchema,
  denticarePublicClientRequestSchema,
  denticarePublicClientSchema,
  type DenticarePublicClient,
  publicResourcesQuerySchema,
  publicReviewConfirmRequestSchema,
  publicSessionQuerySchema,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../../lib/envelope.ts';
import {
  availableDates,
  availableMonths,
  availableTimes,
  cancellationData,
  cancellationNotice,
  centreDetail,
  changeRefusal,
  dentistsFor,
  notifyBoth,
  publicAppointment,
  resourcesOf,
  SCALING_SERVICE_SLUG,
  serviceAtCentre,
} from '../../../lib/denticare.ts';
import { cancellationLinkOpens, confirmHold, holdOrMove } from '../../../lib/denticare-holds.ts';
import { ApiError, fieldInvalid, notFound } from '../../../lib/errors.ts';
import type { PublicClientRow } from '../../../repositories/denticare.ts';
import { strictQuery } from '../../../plugins/app/errors.ts';

const d = messages.denticare;
const tags = ['public', 'denticare'];
const responses = { ...errorResponses, 409: errorEnvelopeSchema } as const;

function clientOut(row: PublicClientRow) {
  return {
    name: row.name,
    nric: maskNationalId(row.nationalId),
    mobileNumber: row.mobileNumber,
    bookingForYourself: row.bookingForYourself,
    email: row.email,
    clientIdType: row.clientIdType as DenticarePublicClient['clientIdType'],
    countryCode: row.countryCode,
  };
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/centers',
    {
      schema: {
        tags,
        summary: 'The Denticare centres of the scaling service',
        querystring: strictQuery(publicCentersQuerySchema.shape),
        response: { 200: envelopeSchema(publicCentersResponseSchema), ...errorResponses },
      },
    },
    async () => {
      const service = await app.repos.denticare.serviceBySlug(SCALING_SERVICE_SLUG);
      if (!service) return ok({ serviceId: '', centers: [] });
      const centres = await app.repos.denticare.centresOf(service.id);
      return ok({ serviceId: service.id, centers: centres.map(centreDetail) });
    },
  );

  app.get(
    '/resources',
    {
      schema: {
        tags,
        summary: "The dentists of a centre, 'No preference' first",
        querystring: strictQuery(publicResourcesQuerySchema.shape),
        response: { 200: envelopeSchema(denticareResourcesResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { centre } = await serviceAtCentre(app, request.query.serviceId, request.query.centerId);
      return ok(await resourcesOf(app, centre.id));
    },
  );

  app.get(
    '/appointment/available-months',
    {
      schema: {
        tags,
        summary: 'The months with a free slot (yyyy-MM)',
        querystring: strictQuery(publicAvailableMonthsQuerySchema.shape),
        response: { 200: envelopeSchema(availableMonthsResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { centre } = await serviceAtCentre(app, q.serviceId, q.centerId);
      const dentists = await dentistsFor(app, centre.id, q.resourceId);
      return ok({ availableMonths: await availableMonths(app, dentists, app.clock()) });
    },
  );

  app.get(
    '/appointment/available-dates',
    {
      schema: {
        tags,
        summary: 'The dates of a month with a free slot (yyyy-MM-dd)',
        querystring: strictQuery(publicAvailableDatesQuerySchema.shape),
        response: { 200: envelopeSchema(availableDatesResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { centre } = await serviceAtCentre(app, q.serviceId, q.centerId);
      const dentists = await dentistsFor(app, centre.id, q.resourceId);
      return ok({ availableDates: await availableDates(app, dentists, q.selectedMonth, app.clock()) });
    },
  );

  app.get(
    '/appointment/available-times',
    {
      schema: {
        tags,
        summary: "The free times of a date, keyed by time slot ('09:00 am'), with the dentists free then",
        querystring: strictQuery(publicAvailableTimesQuerySchema.shape),
        response: { 200: envelopeSchema(denticareAvailableTimesResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { centre } = await serviceAtCentre(app, q.serviceId, q.centerId);
      const dentists = await dentistsFor(app, centre.id, q.resourceId);
      return ok({ availableTimes: await availableTimes(app, dentists, q.selectedDate, app.clock()) });
    },
  );

  app.get(
    '/appointment',
    {
      schema: {
        tags,
        summary: "The session's latest appointment, or null",
        querystring: strictQuery(publicSessionQuerySchema.shape),
        response: { 200: envelopeSchema(publicAppointmentResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const view = await app.repos.denticare.latestOfSession(request.query.clientSessionId);
      return ok(view ? publicAppointment(view) : null);
    },
  );

  app.post(
    '/appointment',
    {
      schema: {
        tags,
        summary: 'Hold a slot for the session (HELD for 3 minutes)',
        body: publicAppointmentRequestSchema,
        response: { 201: envelopeSchema(publicAppointmentSchema), ...responses },
      },
    },
    async (request, reply) => {
      const view = await holdOrMove(app, request.body, 'POST');
      return reply.code(201).send(ok(publicAppointment(view), { httpCode: 201 }));
    },
  );

  app.put(
    '/appointment',
    {
      schema: {
        tags,
        summary: "Move the session's hold, or reschedule its booked appointment",
        body: publicAppointmentRequestSchema,
        response: { 200: envelopeSchema(publicAppointmentSchema), ...responses },
      },
    },
    async (request) => {
      const view = await holdOrMove(app, request.body, 'PUT');
      const message = view.booking.status === 'BOOKED' ? messages.success.appointmentRescheduled : undefined;
      return ok(publicAppointment(view), message === undefined ? {} : { message });
    },
  );

  app.get(
    '/client/session',
    {
      schema: {
        tags,
        summary: "The session's client (NRIC masked), or null",
        querystring: strictQuery(publicSessionQuerySchema.shape),
        response: { 200: envelopeSchema(publicClientResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.repos.denticare.publicClient(request.query.clientSessionId);
      return ok(row ? clientOut(row) : null);
    },
  );

  const clientBody = denticarePublicClientRequestSchema.safeExtend({
    clientSessionId: denticareClientSessionIdSchema,
  });
  const saveClient = async (body: z.output<typeof clientBody>) => {
    const nric = (body.nric ?? '').trim().toUpperCase();
    if (nric === '') throw fieldInvalid('nric', messages.validation.nricRequired);
    await app.repos.denticare.touchSession(body.clientSessionId);
    const row = await app.repos.denticare.savePublicClient(
      {
        clientSessionId: body.clientSessionId,
        name: body.name,
        email: body.email,
        mobileNumber: body.mobileNumber,
        countryCode: body.countryCode ?? null,
        clientIdType: body.clientIdType,
        nationalId: nric,
        bookingForYourself: body.isBookingForYourSelf,
      },
      app.clock(),
    );
    return clientOut(row);
  };

  app.post(
    '/client/session',
    {
      schema: {
        tags,
        summary: "Give the session's client details (replaces earlier ones)",
        body: clientBody,
        response: { 201: envelopeSchema(denticarePublicClientSchema), ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await saveClient(request.body), { httpCode: 201 })),
  );

  app.put(
    '/client/session',
    {
      schema: {
        tags,
        summary: "Change the session's client details",
        body: clientBody,
        response: { 200: envelopeSchema(denticarePublicClientSchema), ...errorResponses },
      },
    },
    async (request) => ok(await saveClient(request.body), { message: messages.success.updated }),
  );

  app.post(
    '/appointment/review/confirm',
    {
      schema: {
        tags,
        summary: 'Book the held slot; the confirmation with its cancellation link goes by email and SMS',
        body: publicReviewConfirmRequestSchema,
        response: { 200: envelopeSchema(publicAppointmentSchema), ...responses },
      },
    },
    async (request) => {
      const view = await confirmHold(app, request.log, request.body);
      return ok(publicAppointment(view), { message: messages.success.appointmentBooked });
    },
  );

  app.get(
    '/appointment/cancel/:id',
    {
      schema: {
        tags,
        summary: 'What the cancellation link points to (404 for an unknown id)',
        params: z.object({ id: z.string().max(200) }),
        response: { 200: envelopeSchema(cancellationDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      const view = await app.repos.denticare.byCancelToken(request.params.id);
      if (!cancellationLinkOpens(view)) throw notFound(d.appointmentNotFound);
      const client = view.booking.clientSessionId
        ? await app.repos.denticare.publicClient(view.booking.clientSessionId)
        : undefined;
      return ok(cancellationData(view, client?.nationalId ?? '', app.clock()));
    },
  );

  app.put(
    '/appointment/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel the appointment of a cancellation link',
        body: publicCancelRequestSchema,
        response: { 200: envelopeSchema(publicCancelResponseSchema), ...responses },
      },
    },
    async (request) => {
      const now = app.clock();
      const view = await app.repos.denticare.byCancelToken(request.body.appointmentId);
      if (!cancellationLinkOpens(view) || view.booking.clientSessionId !== request.body.clientSessionId) {
        throw notFound(d.appointmentNotFound);
      }
      const refusal = changeRefusal(view, now, 'cancel');
      if (refusal) throw refusal;
      const cancelled = await app.repos.denticare.setStatus(view.booking.id, 'BOOKED', {
        status: 'CANCELLED',
        cancelledAt: now,
      });
      if (!cancelled)
        throw new ApiError({ httpCode: 409, errorCode: 'ALREADY_CANCELLED', message: d.alreadyCancelled });
      const client = await app.repos.denticare.publicClient(request.body.clientSessionId);
      if (client) await notifyBoth(app, request.log, client, await cancellationNotice(view));
      return ok({ status: 'CANCELLED' as const }, { message: messages.success.appointmentCancelled });
    },
  );

  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: 'Record a booking step (our own analytics; no personal data)',
        body: denticareEventRequestSchema,
        response: { 201: envelopeSchema(z.null()), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name, step, clientSessionId } = request.body;
      await app.repos.denticare.recordEvent({
        name,
        step,
        clientSessionId: clientSessionId ?? null,
        createdAt: app.clock(),
      });
      return reply.code(201).send(ok(null, { httpCode: 201 }));
    },
  );

  done();
};

export default plugin;
