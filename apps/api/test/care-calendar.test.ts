/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The caregiver's week (issue 19): GET care-calendar gathers the customer's and their own loved ones' bookings,
 * never anyone else's, with the clashes a caregiver would meet; the private feed serves them as iCalendar at an
 * address that stops the moment it is turned off or replaced.
 *
 * The app's clock is fixed on Monday 19 May 2031, 10:00 in Singapore; the bookings are in the week of 2 June
 * 2031, far from the demo data's.
 */
import { CARE_CLASH_CHECK_MAX_TIMES, messages, type CareCalendar } from '@careportal/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  appointmentSlots,
  bookings,
  careCalendarFeeds,
  customers,
  dentists,
  serviceBookings,
  services,
} from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import {
  customerSuite,
  drivers,
  signToken,
  testConfig,
  type CallOptions,
  type CustomerSuite,
} from './helpers.ts';

const ADMIN_TOKEN = 'care-calendar-admin-token-0123456789';
const NOW = new Date('2031-05-19T10:00:00+08:00');
const GYM_TONIC = seedId('product', 'gym-tonic');
const ADMIRALTY = seedId('centre', 'admiralty');
const BEDOK = seedId('centre', 'bedok');

/** An instant on 2 June 2031 (a Monday), Singapore time. */
const june2 = (time: string) => new Date(`2031-06-02T${time}:00+08:00`);

let uid = 0;

/** A service of `owner` at `centreId` with one booking per [start, end, status]. */
async function serviceWith(
  suite: CustomerSuite,
  owner: { customerId: string } | { lovedOneId: string },
  centreId: string,
  times: [string, string, string?][],
): Promise<string[]> {
  const db = suite.database.handle.db;
  const [service] = await db
    .insert(services)
    .values({
      ...owner,
      productId: GYM_TONIC,
      centreId,
      status: 'ONGOING',
      startDate: '2031-05-01',
      sessionsTotal: 12,
    })
    .returning();
  const ids: string[] = [];
  for (const [from, to, status = 'SCHEDULED'] of times) {
    uid += 1;
    const cancelled = status !== 'SCHEDULED';
    const [booking] = await db
      .insert(serviceBookings)
      .values({
        serviceId: service?.id ?? '',
        format: 'SESSION',
        type: 'SESSION',
        status,
        startsAt: june2(from),
        endsAt: june2(to),
        centreId,
        calendarUid: `care-calendar-test-${String(uid)}-${String(Date.now())}@careportal`,
        cancelledAt: cancelled ? NOW : null,
      })
      .returning();
    ids.push(booking?.id ?? '');
  }
  return ids;
}

/** A dental visit of `owner` with a dentist of the Bedok-far clinic, 45 minutes from `from`. */
async function dentalVisit(
  suite: CustomerSuite,
  owner: { customerId: string; lovedOneId?: string },
  from: string,
  status = 'BOOKED',
): Promise<{ id: string; centreId: string }> {
  const db = suite.database.handle.db;
  const [dentist] = await db.select().from(dentists).where(isNotNull(dentists.centreId)).limit(1);
  const centreId = dentist?.centreId ?? '';
  const startsAt = june2(from);
  const [slot] = await db
    .insert(appointmentSlots)
    .values({
      centreId,
      dentistId: dentist?.id ?? '',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
    })
    .returning();
  const [booking] = await db
    .insert(bookings)
    .values({
      slotId: slot?.id ?? '',
      customerId: owner.customerId,
      lovedOneId: owner.lovedOneId ?? null,
      status,
      heldUntil: status === 'HELD' ? new Date(NOW.getTime() + 60_000) : null,
      bookedAt: status === 'BOOKED' ? NOW : null,
    })
    .returning();
  return { id: booking?.id ?? '', centreId };
}

describe.each(drivers())('the caregiver’s week on %s', (driver) => {
  const suite = customerSuite(driver, 'CPCARE01', {
    app: () => ({ clock: () => NOW, config: testConfig({ adminToken: ADMIN_TOKEN }) }),
  });
  /** A signed-in call; the token is valid at the app's clock, years ahead. */
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, options: CallOptions = {}) => {
    const token = await signToken(suite.keys, options.subject ?? 'demo-ahkow', {
      expiresIn: Math.round((NOW.getTime() - Date.now()) / 1000) + 600,
    });
    return suite.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...options.headers },
    });
  };
  const week = (
    query = 'from=2031-06-02&to=2031-06-08',
    subject?: string,
    headers?: Record<string, string>,
  ) =>
    call('GET', `/care-calendar?${query}`, {
      ...(subject === undefined ? {} : { subject }),
      ...(headers === undefined ? {} : { headers }),
    });

  let ahKowId = '';
  const made: Record<string, string> = {};

  it('gathers the customer’s and their loved ones’ bookings, and nobody else’s', async () => {
    const db = suite.database.handle.db;
    const [ahKow] = await db.select().from(customers).where(eq(customers.identitySubject, 'demo-ahkow'));
    ahKowId = ahKow?.id ?? '';
    const [stranger] = await db.select().from(customers).where(eq(customers.identitySubject, 'other-sub'));

    // Ah Kow at Admiralty 09:00–10:00; Mei Ling at Admiralty 10:00–11:00 (touching: no clash) and a cancelled
    // session at 09:30; Mei Ling's dental visit at 10:30 (overlaps her own session); Ah Kow at Bedok at 11:15
    // (too soon after Admiralty: across the island).
    [made.ahKowGym = ''] = await serviceWith(suite, { customerId: ahKowId }, ADMIRALTY, [['09:00', '10:00']]);
    [made.meiLingGym = '', made.meiLingCancelled = ''] = await serviceWith(
      suite,
      { lovedOneId: suite.meiLingId },
      ADMIRALTY,
      [
        ['10:00', '11:00'],
        ['09:30', '10:30', 'CANCELLED'],
      ],
    );
    made.meiLingDental = (
      await dentalVisit(suite, { customerId: ahKowId, lovedOneId: suite.meiLingId }, '10:30')
    ).id;
    made.meiLingHeld = (
      await dentalVisit(suite, { customerId: ahKowId, lovedOneId: suite.meiLingId }, '15:00', 'HELD')
    ).id;
    [made.ahKowBedok = ''] = await serviceWith(suite, { customerId: ahKowId }, BEDOK, [['11:15', '12:00']]);
    // Another customer's loved one, and that customer, at the same times.
    [made.strangerGym = ''] = await serviceWith(suite, { lovedOneId: suite.strangerLovedOneId }, ADMIRALTY, [
      ['09:00', '10:00'],
    ]);
    made.strangerDental = (await dentalVisit(suite, { customerId: stranger?.id ?? '' }, '09:00')).id;
    // Outside the week: Monday 9 June.
    [made.nextWeek = ''] = await serviceWith(suite, { customerId: ahKowId }, ADMIRALTY, [['09:00', '10:00']]);
    await db
      .update(serviceBookings)
      .set({ startsAt: new Date('2031-06-09T09:00:00+08:00'), endsAt: new Date('2031-06-09T10:00:00+08:00') })
      .where(eq(serviceBookings.id, made.nextWeek));

    const res = await week();
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: CareCalendar }>().data;
    expect(data.from).toBe('2031-06-02');
    expect(data.people[0]).toEqual({ id: ahKowId, kind: 'SELF', name: 'Tan Ah Kow' });
    expect(data.people.map((p) => p.id)).toContain(suite.meiLingId);
    expect(data.people.map((p) => p.id)).not.toContain(suite.strangerLovedOneId);

    const ids = data.events.map((e) => e.id);
    expect(ids).toEqual(
      expect.arrayContaining([made.ahKowGym, made.meiLingGym, made.meiLingDental, made.ahKowBedok]),
    );
    for (const absent of [
      made.meiLingCancelled,
      made.meiLingHeld,
      made.strangerGym,
      made.strangerDental,
      made.nextWeek,
    ]) {
      expect(ids).not.toContain(absent);
    }
    const gym = data.events.find((e) => e.id === made.ahKowGym);
    expect(gym).toMatchObject({
      kind: 'SESSION',
      personId: ahKowId,
      eventName: 'Gym Tonic',
      startsAt: june2('09:00').toISOString(),
      endsAt: june2('10:00').toISOString(),
      centre: { id: ADMIRALTY, latitude: expect.any(Number), longitude: expect.any(Number) },
      serviceId: expect.any(String),
      canReschedule: true,
    });
    const dental = data.events.find((e) => e.id === made.meiLingDental);
    expect(dental).toMatchObject({
      kind: 'DENTAL',
      personId: suite.meiLingId,
      serviceId: null,
      canReschedule: true,
    });
    expect(res.body).not.toContain('Lee Ah Seng');
    expect(res.body).not.toContain('Lee Bee Hoon');
  });

  it('shows where the caregiver would have to be in two places at once', async () => {
    const res = await week();
    const clashes = res.json().data.clashes as { firstId: string; secondId: string; kind: string }[];
    const pairs = clashes.map((c) => [c.firstId, c.secondId, c.kind]);
    // Mei Ling's session 10:00–11:00 and her dental visit from 10:30.
    expect(pairs).toContainEqual([made.meiLingGym, made.meiLingDental, 'overlap']);
    // Ah Kow's 09:00–10:00 and Mei Ling's 10:00 at the same centre only touch.
    expect(pairs).not.toContainEqual([made.ahKowGym, made.meiLingGym, expect.any(String)]);
    // To Bedok at 11:15, across the island, from the session that ends at 11:00 at Admiralty and from the dental
    // visit that ends at 11:15: no time to travel from either.
    const toBedok = clashes.filter((c) => c.secondId === made.ahKowBedok);
    expect(toBedok).toEqual([
      expect.objectContaining({ firstId: made.meiLingGym, kind: 'travel', gapMinutes: 15 }),
      expect.objectContaining({ firstId: made.meiLingDental, kind: 'travel', gapMinutes: 0 }),
    ]);
    for (const clash of toBedok)
      expect((clash as unknown as { travelMinutes: number }).travelMinutes).toBeGreaterThan(15);
  });

  describe('clash-check: before a booking is moved', () => {
    const check = (sessionId: string, startsAt: Date, headers?: Record<string, string>) =>
      call(
        'GET',
        `/care-calendar/clash-check?${new URLSearchParams({ sessionId, startsAt: startsAt.toISOString() }).toString()}`,
        headers === undefined ? {} : { headers },
      );

    it('names the loved one’s bookings the new time would clash with, the booking first at its new time', async () => {
      // Ah Kow's Admiralty session moved to 10:30: it overlaps Mei Ling's session and her dental visit.
      const res = await check(made.ahKowGym ?? '', june2('10:30'));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: CareCalendar }>().data;
      expect(data.from).toBe('2031-06-02');
      expect(data.events[0]).toMatchObject({
        id: made.ahKowGym,
        personId: ahKowId,
        startsAt: june2('10:30').toISOString(),
        endsAt: june2('11:30').toISOString(),
      });
      const pairs = data.clashes.map((c) => [c.firstId, c.secondId, c.kind]);
      expect(pairs).toContainEqual([made.meiLingGym, made.ahKowGym, 'overlap']);
      expect(pairs).toContainEqual([made.meiLingDental, made.ahKowGym, 'overlap']);
      // Only clashes of the moved booking: Mei Ling's own overlap is not this booking's business.
      for (const clash of data.clashes) expect([clash.firstId, clash.secondId]).toContain(made.ahKowGym);
      expect(data.events.map((e) => e.id)).not.toContain(made.strangerGym);
    });

    it('finds nothing at a free time, and never counts the booking against itself', async () => {
      const res = await check(made.ahKowGym ?? '', june2('16:00'));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: CareCalendar }>().data;
      expect(data.clashes).toEqual([]);
      expect(data.events.map((e) => e.id)).toEqual([made.ahKowGym]);
    });

    it('checks a loved one’s booking for the person acted for, and refuses another person’s booking', async () => {
      const forMeiLing = await check(made.meiLingGym ?? '', june2('11:00'), { 'view-as': suite.meiLingId });
      expect(forMeiLing.statusCode, forMeiLing.body).toBe(200);
      expect(forMeiLing.json().data.events[0]).toMatchObject({
        id: made.meiLingGym,
        personId: suite.meiLingId,
      });
      const notHers = await check(made.meiLingGym ?? '', june2('11:00'));
      expect(notHers.statusCode).toBe(404);
      expect(notHers.json().errorMessage).toBe(messages.booking.bookingNotFound);
      const stranger = await check(made.strangerGym ?? '', june2('11:00'), { 'view-as': suite.meiLingId });
      expect(stranger.statusCode).toBe(404);
    });

    it('checks a Denticare appointment moved, never against itself, and only the person’s own', async () => {
      const forMeiLing = { 'view-as': suite.meiLingId };
      const dental = (startsAt: Date, headers: Record<string, string> = forMeiLing) =>
        call(
          'GET',
          `/denticare/client/appointment/${made.meiLingDental ?? ''}/clash-check?${new URLSearchParams({ startsAt: startsAt.toISOString() }).toString()}`,
          { headers },
        );
      // Mei Ling's dental visit moved to 10:15: it overlaps her own session at Admiralty, 10:00 to 11:00.
      const moved = await dental(june2('10:15'));
      expect(moved.statusCode, moved.body).toBe(200);
      const data = moved.json<{ data: CareCalendar }>().data;
      expect(data.events[0]).toMatchObject({
        id: made.meiLingDental,
        kind: 'DENTAL',
        personId: suite.meiLingId,
        startsAt: june2('10:15').toISOString(),
        endsAt: june2('11:00').toISOString(),
      });
      expect(data.clashes.map((c) => [c.firstId, c.secondId, c.kind])).toContainEqual([
        made.meiLingGym,
        made.meiLingDental,
        'overlap',
      ]);
      // In the afternoon, nobody's booking is near it, and its old time does not count.
      const free = await dental(june2('16:00'));
      const freeData = free.json<{ data: CareCalendar }>().data;
      expect(freeData.clashes).toEqual([]);
      expect(freeData.events.map((e) => e.id)).toEqual([made.meiLingDental]);
      // Not Ah Kow's own appointment, nor another customer's.
      const notHis = await dental(june2('16:00'), {});
      expect(notHis.statusCode).toBe(404);
      expect(notHis.json().errorMessage).toBe(messages.denticare.appointmentNotFound);
      const stranger = await call(
        'GET',
        `/denticare/client/appointment/${made.strangerDental ?? ''}/clash-check?${new URLSearchParams({ startsAt: june2('16:00').toISOString() }).toString()}`,
        { headers: forMeiLing },
      );
      expect(stranger.statusCode).toBe(404);
    });

    it('checks new bookings of a service, each a session long, against everyone’s bookings', async () => {
      const db = suite.database.handle.db;
      const [row] = await db
        .select({ serviceId: serviceBookings.serviceId })
        .from(serviceBookings)
        .where(eq(serviceBookings.id, made.ahKowGym ?? ''));
      const serviceId = row?.serviceId ?? '';
      const query = new URLSearchParams({ serviceId });
      query.append('startsAt', june2('10:15').toISOString());
      query.append('startsAt', june2('16:00').toISOString());
      const res = await call('GET', `/care-calendar/clash-check/new-bookings?${query.toString()}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: CareCalendar }>().data;
      // The new bookings first, in the order asked, 45 minutes each at the service's centre.
      expect(data.events.slice(0, 2)).toMatchObject([
        {
          kind: 'SESSION',
          personId: ahKowId,
          eventName: 'Gym Tonic',
          startsAt: june2('10:15').toISOString(),
          endsAt: june2('11:00').toISOString(),
          centre: { id: ADMIRALTY },
        },
        { startsAt: june2('16:00').toISOString(), endsAt: june2('16:45').toISOString() },
      ]);
      const [first, second] = data.events.map((e) => e.id);
      const pairs = data.clashes.map((c) => [c.firstId, c.secondId, c.kind]);
      // 10:15 overlaps Mei Ling's session and her dental visit, and leaves too little time to reach Bedok by 11:15.
      expect(pairs).toContainEqual([made.meiLingGym, first, 'overlap']);
      expect(pairs).toContainEqual([first, made.meiLingDental, 'overlap']);
      expect(pairs).toContainEqual([first, made.ahKowBedok, 'travel']);
      // 16:00 meets nothing; Ah Kow's own 09:00 session ends before 10:15 at the same centre.
      for (const clash of data.clashes)
        expect(clash.firstId === first || clash.secondId === first).toBe(true);
      expect(pairs.flat()).not.toContain(second);
      expect(pairs.flat()).not.toContain(made.ahKowGym);
      // Not another customer's service.
      const strangers = await call(
        'GET',
        `/care-calendar/clash-check/new-bookings?${new URLSearchParams({ serviceId, startsAt: june2('16:00').toISOString() }).toString()}`,
        { subject: 'demo-siti' },
      );
      expect(strangers.statusCode).toBe(404);
    });

    it('answers 400 for new bookings without a time, with too many, or of a type that is not one', async () => {
      const at = june2('16:00').toISOString();
      const many = Array.from({ length: CARE_CLASH_CHECK_MAX_TIMES + 1 }, (_, index) =>
        new Date(june2('08:00').getTime() + index * 60_000).toISOString(),
      );
      const serviceId = made.ahKowGym ?? '';
      for (const query of [
        new URLSearchParams({ serviceId }),
        new URLSearchParams({ serviceId, type: 'INTAKE', startsAt: at }),
        new URLSearchParams([
          ['serviceId', serviceId],
          ...many.map((value): [string, string] => ['startsAt', value]),
        ]),
        new URLSearchParams({ appointmentId: serviceId, startsAt: at }),
      ]) {
        const res = await call('GET', `/care-calendar/clash-check/new-bookings?${query.toString()}`);
        expect(res.statusCode, query.toString()).toBe(400);
        expect(res.json().errorMessage).toEqual(expect.any(String));
      }
      // A move names one new start.
      const twice = new URLSearchParams([
        ['sessionId', serviceId],
        ['startsAt', at],
        ['startsAt', at],
      ]);
      expect((await call('GET', `/care-calendar/clash-check?${twice.toString()}`)).statusCode).toBe(400);
    });

    it('answers 400 with the catalogue’s words for a query that is not one', async () => {
      for (const query of [
        'sessionId=nope&startsAt=tomorrow',
        // Not a booking's id at all (the fuzz suite's find): 400, never a database error.
        'sessionId=-6.464418210038713e-164&startsAt=2027-03-04T09%3A30%3A00%2B08%3A00',
      ]) {
        const res = await call('GET', `/care-calendar/clash-check?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().errorMessage).toEqual(expect.any(String));
      }
    });
  });

  it('is the account holder’s week whoever they act for, and only theirs for another customer', async () => {
    const viewAs = await week(undefined, undefined, { 'view-as': suite.meiLingId });
    expect(viewAs.json().data.events).toEqual((await week()).json().data.events);

    const siti = await week(undefined, 'demo-siti');
    expect(siti.statusCode, siti.body).toBe(200);
    const data = siti.json().data;
    expect(data.people[0]).toMatchObject({ kind: 'SELF', name: expect.not.stringContaining('Tan') });
    for (const id of Object.values(made)) expect(siti.body).not.toContain(id);

    const forStranger = await week(undefined, 'demo-siti', { 'view-as': suite.meiLingId });
    expect(forStranger.statusCode).toBe(403);
  });

  it('leaves loved ones out while they are switched off', async () => {
    const set = (disabledLovedOne: boolean) =>
      suite.app.inject({
        method: 'PUT',
        url: '/config/app',
        headers: { 'x-admin-token': ADMIN_TOKEN },
        payload: { disabledLovedOne },
      });
    expect((await set(true)).statusCode).toBe(200);
    try {
      const data = (await week()).json<{ data: CareCalendar }>().data;
      expect(data.people).toEqual([{ id: ahKowId, kind: 'SELF', name: 'Tan Ah Kow' }]);
      expect(data.events.every((e) => e.personId === ahKowId)).toBe(true);
    } finally {
      expect((await set(false)).statusCode).toBe(200);
    }
  });

  it('refuses a period that ends before it starts or is longer than six weeks', async () => {
    for (const query of [
      'from=2031-06-08&to=2031-06-02',
      'from=2031-06-01&to=2031-07-13',
      'from=June&to=July',
    ]) {
      const res = await week(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe('VALIDATION_FAILED');
    }
    expect((await week('from=2031-06-08&to=2031-06-02')).body).toContain(messages.careCalendar.periodInvalid);
    expect((await week('from=2031-06-01&to=2031-07-12')).statusCode).toBe(200);
  });

  it('serves the week as a private iCalendar feed, which stops at once when turned off or replaced', async () => {
    const none = await call('GET', '/care-calendar/feed');
    expect(none.json().data).toEqual({ active: false, url: null, createdAt: null });

    const made1 = await call('POST', '/care-calendar/feed');
    expect(made1.statusCode, made1.body).toBe(201);
    const first = made1.json().data;
    expect(first).toMatchObject({ active: true, createdAt: NOW.toISOString() });
    const path = new URL(first.url as string).pathname;
    expect(path).toMatch(/^\/public\/v1\/care-calendar\/[A-Za-z0-9_-]{32}\/calendar\.ics$/);
    expect((await call('GET', '/care-calendar/feed')).json().data).toEqual(first);
    // Another customer has no feed, and cannot see this one.
    expect((await call('GET', '/care-calendar/feed', { subject: 'demo-siti' })).json().data.active).toBe(
      false,
    );

    // The clock is before the week of 2 June, which is inside the feed's 13 weeks.
    const ics = await suite.app.inject({ method: 'GET', url: path });
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['cache-control']).toBe('private, no-store');
    expect(ics.body).toContain('METHOD:PUBLISH');
    expect(ics.body).toContain('TZID:Asia/Singapore');
    expect(ics.body).toContain('SUMMARY:Tan Ah Kow: Gym Tonic');
    expect(ics.body).toContain(`UID:session-${made.ahKowGym ?? ''}@careportal`);
    expect(ics.body).toContain(`UID:dental-${made.meiLingDental ?? ''}@careportal`);
    expect(ics.body).not.toContain(made.strangerGym ?? '-');
    expect(ics.body).not.toContain('Lee Ah Seng');

    // A new address: the old one stops.
    const made2 = await call('POST', '/care-calendar/feed');
    const second = new URL(made2.json().data.url as string).pathname;
    expect(second).not.toBe(path);
    const old = await suite.app.inject({ method: 'GET', url: path });
    expect(old.statusCode).toBe(404);
    expect(old.json().errorMessage ?? old.json().message).toBe(messages.careCalendar.feedNotFound);
    expect((await suite.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);

    // Turned off: the address answers 404 from the next request on, like one that never existed.
    const off = await call('DELETE', '/care-calendar/feed');
    expect(off.json().data).toEqual({ active: false, url: null, createdAt: null });
    expect((await suite.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    const never = await suite.app.inject({
      method: 'GET',
      url: '/public/v1/care-calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/calendar.ics',
    });
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual(old.json());
    // Turning off what is off changes nothing.
    expect((await call('DELETE', '/care-calendar/feed')).statusCode).toBe(200);
  });

  it('keeps one live feed when several are asked for at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('POST', '/care-calendar/feed')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const live = await suite.database.handle.db
      .select()
      .from(careCalendarFeeds)
      .where(and(eq(careCalendarFeeds.customerId, ahKowId), isNull(careCalendarFeeds.revokedAt)));
    expect(live).toHaveLength(1);
    const current = (await call('GET', '/care-calendar/feed')).json().data.url as string;
    expect(current).toContain(live[0]?.token ?? '-');
  });
});
