/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Before enrolling in an intake (issue 36, item 7): GET care-calendar/clash-check/intake checks every appointment
 * the enrolment would make, one on each date of the run, against the bookings of everyone the customer cares for,
 * with the care calendar's rule (domain findClashes), as the other clash checks do.
 *
 * The demo data is the issue's own: Siti is enrolled in Functional Strength Training at Kampung Admiralty (Tuesdays
 * and Fridays, 10:00 to 11:00) and has the same programme at Bukit Batok West still to enrol, whose first run meets
 * at exactly those times. The caregiver's case is made here, in 2031, far from the demo data: Tan Ah Kow and his
 * loved one Tan Mei Ling, each with the programme to enrol and another booking on a date of the run.
 */
import {
  CARE_CLASH_CHECK_MAX_TIMES,
  messages,
  openingDates,
  type CareCalendar,
  type Intake,
} from '@careportal/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { customers, events, serviceBookings, services } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { customerSuite, drivers, type CallOptions } from './helpers.ts';

const FST = seedId('product', 'functional-strength-training');
const GYM_TONIC = seedId('product', 'gym-tonic');
const ADMIRALTY = seedId('centre', 'admiralty');
const BUKIT_BATOK_WEST = seedId('centre', 'bukit-batok-west');
/** Siti's Functional Strength Training at Kampung Admiralty, enrolled in its first run (seed-data DEMO_SERVICES). */
const SITI_ENROLLED = seedId('service', 'demo-siti', 'functional-strength-training', '2');
/** Her Functional Strength Training at Bukit Batok West, still to enrol. */
const SITI_TO_ENROL = seedId('service', 'demo-siti', 'functional-strength-training', '1');
const AS_SITI = { subject: 'demo-siti' } as const;

/** An instant from a Singapore wall-clock time `yyyy-MM-dd HH:mm`. */
const sg = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);

describe.each(drivers())('the clash check before enrolling in an intake on %s', (driver) => {
  const suite = customerSuite(driver, 'CPINTK01');
  const call = (url: string, options: CallOptions = {}) => suite.call('GET', url, options);
  const check = (serviceId: string, intakeId: string, options: CallOptions = {}) =>
    call(
      `/care-calendar/clash-check/intake?${new URLSearchParams({ serviceId, intakeId }).toString()}`,
      options,
    );
  const calendarOf = (res: LightMyRequestResponse) => res.json<{ data: CareCalendar }>().data;

  describe("Siti's second course at the times of her first (the demo data)", () => {
    const runsToEnrol = async (): Promise<Intake[]> => {
      const res = await call(`/intake?serviceId=${SITI_TO_ENROL}`, AS_SITI);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { intakes: Intake[] } }>().data.intakes;
    };

    it('lists every date of the first run, each overlapping her appointment at Kampung Admiralty', async () => {
      const [first] = await runsToEnrol();
      if (first === undefined) throw new Error('Bukit Batok West offers no intake run');
      const dates = openingDates(first.startDate, first.endDate, first.daysOfWeek);
      expect(dates.length).toBeGreaterThan(10);

      const res = await check(SITI_TO_ENROL, first.id, AS_SITI);
      expect(res.statusCode, res.body).toBe(200);
      const data = calendarOf(res);
      const sitiId = data.people[0]?.id;
      expect(data.people[0]).toMatchObject({ kind: 'SELF', name: 'Siti Nurhaliza binte Ahmad' });
      // The appointments enrolling would make come first, one on each date of the run, at its times and centre.
      const proposed = data.events.slice(0, dates.length);
      expect(proposed.map((e) => e.startsAt)).toEqual(
        dates.map((date) => sg(`${date} ${first.startTime}`).toISOString()),
      );
      for (const event of proposed) {
        expect(event).toMatchObject({
          kind: 'APPOINTMENT',
          personId: sitiId,
          eventName: 'Functional Strength Training',
          serviceId: SITI_TO_ENROL,
          centre: { id: BUKIT_BATOK_WEST },
        });
      }
      // Each overlaps her enrolled course's appointment at the very same time, at Kampung Admiralty.
      const byId = new Map(data.events.map((e) => [e.id, e]));
      for (const event of proposed) {
        const overlaps = data.clashes.filter(
          (c) => c.kind === 'overlap' && (c.firstId === event.id || c.secondId === event.id),
        );
        const others = overlaps.map((c) => byId.get(c.firstId === event.id ? c.secondId : c.firstId));
        expect(others, event.startsAt).toContainEqual(
          expect.objectContaining({
            serviceId: SITI_ENROLLED,
            startsAt: event.startsAt,
            endsAt: event.endsAt,
            centre: expect.objectContaining({ id: ADMIRALTY }),
          }),
        );
      }
    });

    it('finds nothing for the run after it, when her first course is over', async () => {
      const [, second] = await runsToEnrol();
      if (second === undefined) throw new Error('Bukit Batok West offers no second run');
      const res = await check(SITI_TO_ENROL, second.id, AS_SITI);
      expect(res.statusCode, res.body).toBe(200);
      const data = calendarOf(res);
      expect(data.clashes).toEqual([]);
      expect(data.events.length).toBe(
        openingDates(second.startDate, second.endDate, second.daysOfWeek).length,
      );
    });

    it('refuses a run the service may not enrol in, and another person’s service, with the catalogue’s words', async () => {
      const sitis = (await call('/services', AS_SITI)).json().data.services as {
        id: string;
        intakeId: string | null;
      }[];
      const admiraltyRun = sitis.find((s) => s.id === SITI_ENROLLED)?.intakeId ?? '';
      expect(admiraltyRun).not.toBe('');
      // Kampung Admiralty's run is not Bukit Batok West's.
      const elsewhere = await check(SITI_TO_ENROL, admiraltyRun, AS_SITI);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().errorMessage).toBe(messages.booking.intakeNotOffered);
      // Tan Ah Kow asks about Siti's service: it is not his.
      const [first] = await runsToEnrol();
      const notHis = await check(SITI_TO_ENROL, first?.id ?? '');
      expect(notHis.statusCode).toBe(404);
      expect(notHis.json().errorMessage).toBe(messages.booking.serviceNotFound);
      expect(notHis.body).not.toContain('Siti');
    });
  });

  describe('a caregiver and her loved one', () => {
    let ahKowId = '';
    const made: Record<string, string> = {};

    /** A service of `owner`, of `productId` at Admiralty, with a booking from each [start, end]. */
    async function serviceOf(
      owner: { customerId: string } | { lovedOneId: string },
      productId: string,
      times: [string, string][] = [],
    ): Promise<{ serviceId: string; bookingIds: string[] }> {
      const db = suite.database.handle.db;
      const [service] = await db
        .insert(services)
        .values({
          ...owner,
          productId,
          centreId: ADMIRALTY,
          status: 'UPCOMING',
          startDate: '2031-05-01',
          sessionsTotal: 16,
        })
        .returning();
      const serviceId = service?.id ?? '';
      const bookingIds: string[] = [];
      for (const [from, to] of times) {
        const [booking] = await db
          .insert(serviceBookings)
          .values({
            serviceId,
            format: 'SESSION',
            type: 'SESSION',
            status: 'SCHEDULED',
            startsAt: sg(from),
            endsAt: sg(to),
            centreId: ADMIRALTY,
            calendarUid: `intake-clash-${serviceId}-${from}@careportal`,
          })
          .returning();
        bookingIds.push(booking?.id ?? '');
      }
      return { serviceId, bookingIds };
    }

    it('sets up a run of more than 24 dates, and a booking of each of them on one of its dates', async () => {
      const db = suite.database.handle.db;
      const [ahKow] = await db.select().from(customers).where(eq(customers.identitySubject, 'demo-ahkow'));
      ahKowId = ahKow?.id ?? '';
      // Every weekday from 2 June to 11 July 2031, 10:00 to 11:00 at Admiralty.
      const [run] = await db
        .insert(events)
        .values({
          productId: FST,
          centreId: ADMIRALTY,
          name: 'Functional Strength Training, June 2031',
          startDate: '2031-06-02',
          endDate: '2031-07-11',
          daysOfWeek: [1, 2, 3, 4, 5],
          startTime: '10:00',
          endTime: '11:00',
          capacity: 10,
        })
        .returning();
      made.run = run?.id ?? '';
      made.ahKowIntake = (await serviceOf({ customerId: ahKowId }, FST)).serviceId;
      made.meiLingIntake = (await serviceOf({ lovedOneId: suite.meiLingId }, FST)).serviceId;
      // Mei Ling's Gym Tonic on Tuesday 3 June from 10:30; Ah Kow's on Thursday 5 June at 09:00, ending as the run's
      // class starts there (touching, at the same centre: no clash), and on Friday 6 June at 10:00.
      [made.meiLingGym = ''] = (
        await serviceOf({ lovedOneId: suite.meiLingId }, GYM_TONIC, [
          ['2031-06-03 10:30', '2031-06-03 11:30'],
        ])
      ).bookingIds;
      [made.ahKowTouching = '', made.ahKowGym = ''] = (
        await serviceOf({ customerId: ahKowId }, GYM_TONIC, [
          ['2031-06-05 09:00', '2031-06-05 10:00'],
          ['2031-06-06 10:00', '2031-06-06 11:00'],
        ])
      ).bookingIds;
      expect(Object.values(made).every((id) => id !== '')).toBe(true);
    });

    /** The other booking each clash is with, by id. */
    const clashingWith = (data: CareCalendar) => {
      const proposed = new Set(data.events.filter((e) => e.id.startsWith('new-')).map((e) => e.id));
      return data.clashes.map((c) => (proposed.has(c.firstId) ? c.secondId : c.firstId));
    };

    it('checks every date of a run, however many: her loved one’s booking counts when she enrols herself', async () => {
      const res = await check(made.ahKowIntake ?? '', made.run ?? '');
      expect(res.statusCode, res.body).toBe(200);
      const data = calendarOf(res);
      const proposed = data.events.filter((e) => e.id.startsWith('new-'));
      const dates = openingDates('2031-06-02', '2031-07-11', [1, 2, 3, 4, 5]);
      expect(dates.length).toBeGreaterThan(CARE_CLASH_CHECK_MAX_TIMES);
      expect(proposed).toHaveLength(dates.length);
      expect(proposed.every((e) => e.personId === ahKowId)).toBe(true);
      expect(new Set(clashingWith(data))).toEqual(new Set([made.meiLingGym, made.ahKowGym]));
      expect(data.events.find((e) => e.id === made.meiLingGym)).toMatchObject({ personId: suite.meiLingId });
    });

    it('and for her loved one, acting for her, her own booking counts', async () => {
      const res = await check(made.meiLingIntake ?? '', made.run ?? '', {
        headers: { 'view-as': suite.meiLingId },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = calendarOf(res);
      expect(
        data.events.filter((e) => e.id.startsWith('new-')).every((e) => e.personId === suite.meiLingId),
      ).toBe(true);
      expect(new Set(clashingWith(data))).toEqual(new Set([made.meiLingGym, made.ahKowGym]));
      // Her service is hers: not Ah Kow's own, nor another customer's.
      const notHis = await check(made.meiLingIntake ?? '', made.run ?? '');
      expect(notHis.statusCode).toBe(404);
      expect(notHis.json().errorMessage).toBe(messages.booking.serviceNotFound);
      const stranger = await check(made.ahKowIntake ?? '', made.run ?? '', AS_SITI);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.body).not.toContain(made.meiLingGym);
    });

    it('says what enrolling makes: the check’s times are the appointments the enrolment books', async () => {
      const checked = calendarOf(await check(made.ahKowIntake ?? '', made.run ?? ''))
        .events.filter((e) => e.id.startsWith('new-'))
        .map((e) => [e.startsAt, e.endsAt]);
      const enrolled = await suite.call('POST', '/intake/enroll', {
        payload: { clientId: ahKowId, subscription: made.ahKowIntake, subscriptionTermId: made.run },
      });
      expect(enrolled.statusCode, enrolled.body).toBe(201);
      const sessions = (await call(`/services/sessions?serviceId=${made.ahKowIntake ?? ''}`)).json().data
        .sessions as { startsAt: string; endsAt: string }[];
      expect(sessions.map((s) => [s.startsAt, s.endsAt])).toEqual(checked);
    });

    it('refuses a run that has started or is not the service’s, and a service that is not an intake programme', async () => {
      const db = suite.database.handle.db;
      const [started] = await db
        .insert(events)
        .values({
          productId: FST,
          centreId: ADMIRALTY,
          name: 'Functional Strength Training, January 2020',
          startDate: '2020-01-06',
          endDate: '2020-02-28',
          daysOfWeek: [2, 5],
          startTime: '10:00',
          endTime: '11:00',
          capacity: 10,
        })
        .returning();
      const gym = (await serviceOf({ customerId: ahKowId }, GYM_TONIC)).serviceId;
      const forMeiLing = { headers: { 'view-as': suite.meiLingId } };
      for (const [serviceId, intakeId, options] of [
        // Mei Ling's programme, a run that has started.
        [made.meiLingIntake ?? '', started?.id ?? '', forMeiLing],
        // Mei Ling's programme, a run that does not exist.
        [made.meiLingIntake ?? '', '00000000-0000-4000-8000-000000000000', forMeiLing],
        // Ah Kow's Gym Tonic, which books sessions, not intakes.
        [gym, made.run ?? '', {}],
      ] as const) {
        const res = await check(serviceId, intakeId, options);
        expect(res.statusCode, intakeId).toBe(404);
        expect(res.json().errorMessage).toBe(messages.booking.intakeNotOffered);
      }
    });

    it('answers 400 with the catalogue’s words for a query that is not one, never a server error', async () => {
      const serviceId = made.ahKowIntake ?? '';
      const intakeId = made.run ?? '';
      for (const query of [
        new URLSearchParams({ serviceId }),
        new URLSearchParams({ intakeId }),
        new URLSearchParams({ serviceId, intakeId: 'nope' }),
        new URLSearchParams({ serviceId: '-6.464418210038713e-164', intakeId }),
        new URLSearchParams({ serviceId, intakeId, startsAt: '2031-06-02T10:00:00+08:00' }),
        new URLSearchParams([
          ['serviceId', serviceId],
          ['intakeId', intakeId],
          ['intakeId', intakeId],
        ]),
      ]) {
        const res = await call(`/care-calendar/clash-check/intake?${query.toString()}`);
        expect(res.statusCode, query.toString()).toBe(400);
        expect(res.json().errorMessage).toEqual(expect.any(String));
      }
    });
  });
});
