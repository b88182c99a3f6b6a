/**
 * services: My Services (issue 15, seed 000 sections 3 and 7) of the signed-in customer, or of the loved one they
 * act for through `view-as` (the auth hook refuses one that is not theirs, 403).
 *
 * - GET services: every service the person holds (domain serviceSummarySchema), grouped by status, category and
 *   product (domain groupServices: `groups`, and `services` in that order): product, offer,
 *   centre, dates, status, booking stage, sessions held and used, the intake it is enrolled in, the category's
 *   grace period. Services are created when an order is paid (repositories/my-services.ts createServicesOfOrder).
 * - GET services/sessions?serviceId=: the service's bookings, earliest first, each with domain bookingChangeRules
 *   computed at the time of the answer (what can be rescheduled or cancelled now, and what cancelling gives).
 *   Another person's service, or an unknown one, is 404 'This service was not found.'.
 * - GET services/sessions/{id}/calendar.ics: the booking as an iCalendar file (lib/calendar-file.ts): TZID
 *   Asia/Singapore, LOCATION the centre's address, UID its calendarUid (unchanged by a reschedule), SEQUENCE its
 *   sequence, METHOD:REQUEST while scheduled and METHOD:CANCEL with STATUS:CANCELLED once cancelled; downloaded
 *   as an attachment with a readable name. Another person's booking is 404 'This booking was not found.'.
 */
import {
  messages,
  recordUuid,
  serviceBookingsResponseSchema,
  servicesResponse,
  servicesResponseSchema,
  singaporeIsoDate,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import { bookingCalendar, calendarFileName } from '../../lib/calendar-file.ts';
import { envelopeSchema, ok } from '../../lib/envelope.ts';
import {
  bookingViews,
  oneBookingView,
  ownedBooking,
  ownedService,
  serviceSummary,
} from '../../lib/my-services/index.ts';
import { actingFor } from '../../lib/owners.ts';
import { strictQuery } from '../../plugins/app/errors.ts';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'services', viewAs: true });
  const repo = app.repos.myServices;

  app.get(
    '/',
    authenticated({
      summary: 'Every service of the signed-in customer (or the view-as loved one)',
      response: { 200: envelopeSchema(servicesResponseSchema) },
    }),
    async (request) => {
      const list = await repo.listServices(actingFor(request));
      const bookings = await repo.bookingsOf(list.map((s) => s.id));
      return ok(
        servicesResponse(
          list.map((service) =>
            serviceSummary(
              service,
              bookings.filter((x) => x.serviceId === service.id),
            ),
          ),
        ),
      );
    },
  );

  app.get(
    '/sessions',
    authenticated({
      summary: "A service's sessions and appointments, with what can be changed now",
      querystring: strictQuery({ serviceId: recordUuid() }),
      response: { 200: envelopeSchema(serviceBookingsResponseSchema) },
    }),
    async (request) => {
      const service = await ownedService(app, actingFor(request), request.query.serviceId);
      const bookings = await repo.bookingsOf([service.id]);
      return ok({ sessions: bookingViews(bookings, service, app.clock()) });
    },
  );

  app.get(
    '/sessions/:id/calendar.ics',
    authenticated({
      summary: 'A session or appointment as an iCalendar file (RFC 5545), to add to a calendar',
      params: z.object({ id: recordUuid() }),
      produces: ['text/calendar'],
      response: { 200: z.any().describe('The iCalendar file') },
    }),
    async (request, reply) => {
      const found = await ownedBooking(app, actingFor(request), request.params.id);
      const view = await oneBookingView(app, found.booking, found.service, app.clock());
      const summary = `${view.eventName}: ${view.title}`;
      const text = bookingCalendar({
        calendarUid: found.booking.calendarUid,
        sequence: found.booking.sequence,
        status: found.booking.status,
        startsAt: found.booking.startsAt,
        endsAt: found.booking.endsAt,
        summary,
        location: found.booking.centreAddress,
        description: `${found.service.personName}, ${found.service.productName} at ${found.booking.centreName}`,
        stamp: found.booking.updatedAt,
      });
      const fileName = calendarFileName(summary, singaporeIsoDate(found.booking.startsAt));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(text);
    },
  );

  done();
};

export default plugin;

/** The message of a service that is not the person's, for the tests. */
export const SERVICE_NOT_FOUND = messages.booking.serviceNotFound;
