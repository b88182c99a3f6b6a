/**
 * care-calendar: the caregiver's week (issue 19) of the signed-in customer, and its private feed.
 *
 * - GET care-calendar?from=&to=: everyone the customer cares for (themself, then the loved ones they own; only
 *   themself while loved ones are switched off), each person's scheduled sessions and appointments and booked
 *   dental visits that overlap the period (Singapore dates, both included, 1 to 42 days), with the centre's
 *   coordinates and whether the rules let the booking be rescheduled now, and the clashes (domain findClashes).
 *   It is always the account holder's week: a `view-as` header is checked as everywhere but does not narrow it.
 * - GET care-calendar/clash-check?sessionId=&startsAt=: before a booking of the person the call is for (`view-as`)
 *   is moved, the clashes it would meet at the new start with everyone's bookings that day, in the same shape.
 *   (A Denticare appointment's is GET denticare/client/appointment/{id}/clash-check.)
 * - GET care-calendar/clash-check/new-bookings?serviceId=&type=&startsAt=…: the same for new bookings of a
 *   service about to be made, `startsAt` repeated (up to 24).
 * - GET care-calendar/clash-check/intake?serviceId=&intakeId=: the same for enrolling a service in an intake run
 *   (one of those GET intake lists for it): every appointment the enrolment would make, one on each date of the
 *   run, however many; 404 for a run the service may not enrol in.
 * - GET care-calendar/feed: the private feed's address while it is on.
 * - POST care-calendar/feed: a new address (the old one, if any, stops at once); 201.
 * - DELETE care-calendar/feed: turns the feed off; its address answers 404 from then on.
 */
import {
  careCalendarFeedSchema,
  careCalendarQuerySchema,
  careCalendarResponseSchema,
  careClashCheckQuerySchema,
  careIntakeClashCheckQuerySchema,
  careNewBookingsClashCheckQuerySchema,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import {
  careCalendar,
  clashCheck,
  feedView,
  intakeEnrolment,
  movedBooking,
  newBookings,
  newFeedToken,
} from '../../lib/care-calendar.ts';
import { envelopeSchema, ok } from '../../lib/envelope.ts';
import { actingFor, signedIn } from '../../lib/owners.ts';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'care-calendar', viewAs: true });
  const repo = app.repos.careCalendar;

  app.get(
    '/',
    authenticated({
      summary: "The caregiver's week: everyone the customer cares for, their bookings and the clashes",
      querystring: careCalendarQuerySchema,
      response: { 200: envelopeSchema(careCalendarResponseSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      return ok(await careCalendar(app, customer, request.query, app.clock()));
    },
  );

  app.get(
    '/clash-check',
    authenticated({
      summary:
        'The clashes a booking would meet if moved to a new start, with everyone the customer cares for',
      querystring: careClashCheckQuerySchema,
      response: { 200: envelopeSchema(careCalendarResponseSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const now = app.clock();
      const moved = await movedBooking(app, actingFor(request), request.query, now);
      return ok(await clashCheck(app, customer, actingFor(request), moved, now));
    },
  );

  app.get(
    '/clash-check/new-bookings',
    authenticated({
      summary: "The clashes a service's new bookings would meet, with everyone the customer cares for",
      querystring: careNewBookingsClashCheckQuerySchema,
      response: { 200: envelopeSchema(careCalendarResponseSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const made = await newBookings(app, actingFor(request), request.query);
      return ok(await clashCheck(app, customer, actingFor(request), made, app.clock()));
    },
  );

  app.get(
    '/clash-check/intake',
    authenticated({
      summary:
        'The clashes enrolling a service in an intake run would meet, with everyone the customer cares for',
      querystring: careIntakeClashCheckQuerySchema,
      response: { 200: envelopeSchema(careCalendarResponseSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const now = app.clock();
      const enrolment = await intakeEnrolment(app, actingFor(request), request.query, now);
      return ok(await clashCheck(app, customer, actingFor(request), enrolment, now));
    },
  );

  app.get(
    '/feed',
    authenticated({
      summary: 'The private calendar feed: its address while it is on',
      response: { 200: envelopeSchema(careCalendarFeedSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      return ok(feedView(app, await repo.liveFeed(customer.id)));
    },
  );

  app.post(
    '/feed',
    authenticated({
      summary: 'A new private feed address; the old one, if any, stops at once',
      response: { 201: envelopeSchema(careCalendarFeedSchema) },
    }),
    async (request, reply) => {
      const { customer } = signedIn(request);
      const row = await repo.replaceFeed(customer.id, newFeedToken(), app.clock());
      return reply.code(201).send(ok(feedView(app, row), { httpCode: 201 }));
    },
  );

  app.delete(
    '/feed',
    authenticated({
      summary: 'Turns the private feed off: its address answers 404 from now on',
      response: { 200: envelopeSchema(careCalendarFeedSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      await repo.revokeFeed(customer.id, app.clock());
      return ok(feedView(app, undefined));
    },
  );

  done();
};

export default plugin;
