/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument,
   @typescript-eslint/no-unsafe-call --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Public Denticare booking (issue 16): the public v1 calls keyed by a client session id, through the API.
 *
 * The app's clock is the test's (BuildAppOptions.clock), fixed on Monday 1 March 2027, 10:00 in Singapore, so
 * that the 24-hour rule, weekends and a public holiday (Good Friday, 26 March 2027) land where named; holds are
 * let lapse by moving the clock. Mail and SMS go to the sandbox outbox the test reads.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import {
  DENTICARE_HOLD_MS,
  NO_PREFERENCE_DENTIST,
  cancellationDataSchema,
  formatMessage,
  messages,
  publicAppointmentSchema,
  publicCentersResponseSchema,
} from '@careportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createSandboxNotifications,
  type SandboxNotifications,
} from '../src/adapters/notifications/index.ts';
import { analyticsEvents, bookings, publicClients } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import {
  buildTestApp,
  createKeys,
  createTestDatabase,
  drivers,
  testConfig,
  type TestDatabase,
} from './helpers.ts';

const d = messages.denticare;
const SCALING = seedId('product', 'dental-scaling-and-polishing');
const TAMPINES = seedId('centre', 'denticare-tampines');
const JURONG = seedId('centre', 'denticare-jurong-east');
const NO_PREFERENCE = seedId('dentist', NO_PREFERENCE_DENTIST);
const LIM = seedId('dentist', 'Dr Lim Wei Ling');
const RAJESH = seedId('dentist', 'Dr Rajesh Kumar');
const AISYAH = seedId('dentist', 'Dr Nur Aisyah binte Rahman');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** An instant from a Singapore wall-clock time `yyyy-MM-dd HH:mm`. */
const sg = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);
const START = sg('2027-03-01 10:00');

describe.each(drivers())('public Denticare booking on %s', (driver) => {
  let clock = START;
  let database: TestDatabase;
  let app: FastifyInstance;
  let outbox: SandboxNotifications;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    outbox = createSandboxNotifications({ db: database.handle.db, now: () => clock });
    app = await buildTestApp(database, await createKeys(), {
      config: testConfig({ rateLimitMax: 1100, portalOrigin: 'https://portal.example.sg' }),
      clock: () => clock,
      adapters: { notifications: outbox },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, remoteAddress?: string) =>
    app.inject({ method: 'GET', url, ...(remoteAddress ? { remoteAddress } : {}) });
  const send = (method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url, payload });
  const slot = (
    session: string,
    day: string,
    time: string,
    resourceId = NO_PREFERENCE,
    centerId = TAMPINES,
  ) => ({
    clientSessionId: session,
    centerId,
    resourceId,
    serviceId: SCALING,
    monthAndYear: day.slice(0, 7),
    dayOfMonth: day.slice(8, 10),
    timeSlot: time,
  });
  const client = (session: string, nric = 'S1234567D') => ({
    clientSessionId: session,
    isBookingForYourSelf: true,
    name: 'Tan Ah Kow',
    email: 'ahkow.tan@example.sg',
    mobileNumber: '91234567',
    clientIdType: 'NRIC',
    nric,
    countryCode: '+65',
  });
  const query = (q: Record<string, string>) => new URLSearchParams(q).toString();

  /** A session that has held `time` on `day`, given its details and confirmed: its appointment. */
  async function book(day: string, time: string, resourceId = NO_PREFERENCE, nric = 'S1234567D') {
    const session = randomUUID();
    const held = await send('POST', '/public/v1/appointment', slot(session, day, time, resourceId));
    expect(held.statusCode, held.body).toBe(201);
    expect((await send('POST', '/public/v1/client/session', client(session, nric))).statusCode).toBe(201);
    const confirmed = await send('POST', '/public/v1/appointment/review/confirm', {
      clientSessionId: session,
      marketingConsentAgreed: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { session, appointment: confirmed.json().data };
  }

  it('lists the Denticare centres of the scaling service, and their dentists with No preference first', async () => {
    const session = randomUUID();
    const res = await get(`/public/v1/centers?clientSessionId=${session}`);
    expect(res.statusCode).toBe(200);
    const data = publicCentersResponseSchema.parse(res.json().data);
    expect(data.serviceId).toBe(SCALING);
    expect(data.centers.map((c) => c.centerId).sort()).toEqual([TAMPINES, JURONG].sort());
    expect(data.centers.find((c) => c.centerId === TAMPINES)).toMatchObject({
      centerName: 'Denticare (Tampines One)',
      postalCode: expect.stringMatching(/^\d{6}$/),
      address: expect.stringContaining('Singapore'),
    });

    const resources = await get(
      `/public/v1/resources?${query({ serviceId: SCALING, centerId: TAMPINES, clientSessionId: session })}`,
    );
    expect(resources.statusCode).toBe(200);
    expect(resources.json().data).toEqual([
      { resourceId: NO_PREFERENCE, resourceName: NO_PREFERENCE_DENTIST },
      { resourceId: LIM, resourceName: 'Dr Lim Wei Ling' },
      { resourceId: RAJESH, resourceName: 'Dr Rajesh Kumar' },
    ]);
  });

  it('offers months, dates and times from the dentists’ hours: 24 hours ahead, no public holidays', async () => {
    const base = { serviceId: SCALING, centerId: TAMPINES, clientSessionId: randomUUID() };
    const months = await get(`/public/v1/appointment/available-months?${query(base)}`);
    expect(months.statusCode).toBe(200);
    expect(months.json().data.availableMonths).toEqual(['2027-03', '2027-04', '2027-05']);

    const dates = await get(
      `/public/v1/appointment/available-dates?${query({ ...base, selectedMonth: '2027-03' })}`,
    );
    const available: string[] = dates.json().data.availableDates;
    expect(available[0]).toBe('2027-03-02'); // from 24 hours after Monday 10:00
    expect(available).toContain('2027-03-06'); // Dr Lim's Saturday morning
    expect(available).not.toContain('2027-03-07'); // a Sunday
    expect(available).not.toContain('2027-03-09'); // Hari Raya Puasa
    expect(available).not.toContain('2027-03-26'); // Good Friday

    const tuesday = await get(
      `/public/v1/appointment/available-times?${query({ ...base, selectedMonth: '2027-03', selectedDate: '2027-03-02' })}`,
    );
    const times = tuesday.json().data.availableTimes;
    // 24 hours after Monday 10:00: Tuesday's first slot is 10:30.
    expect(Object.keys(times)[0]).toBe('10:30 am');
    expect(Object.keys(times)).toContain('03:45 pm');
    expect(times['10:30 am'].resources.map((r: { resourceId: string }) => r.resourceId)).toEqual([
      LIM,
      RAJESH,
    ]);
    expect(times['10:30 am'].startsAt).toBe(sg('2027-03-02 10:30').toISOString());

    const saturday = await get(
      `/public/v1/appointment/available-times?${query({ ...base, resourceId: RAJESH, selectedMonth: '2027-03', selectedDate: '2027-03-06' })}`,
    );
    expect(saturday.json().data.availableTimes).toEqual({});
  });

  it('answers 400 with the field errors for bad input, and 404 for an unknown centre or dentist', async () => {
    const bad = await send('POST', '/public/v1/appointment', {
      ...slot(randomUUID(), '2027-03-03', '9 am'),
      centerId: 'tampines',
      monthAndYear: '03-2027',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_FAILED');
    expect(
      bad
        .json()
        .data.errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['centerId', 'monthAndYear', 'timeSlot']);
    const february30 = await send(
      'POST',
      '/public/v1/appointment',
      slot(randomUUID(), '2027-02-30', '09:00 am'),
    );
    expect(february30.statusCode).toBe(400);
    expect(february30.json().data.errors[0].path).toBe('dayOfMonth');
    const noSession = await get(
      `/public/v1/appointment/available-months?${query({ serviceId: SCALING, centerId: TAMPINES })}`,
    );
    expect(noSession.statusCode).toBe(400);
    const badClient = await send('POST', '/public/v1/client/session', {
      ...client(randomUUID()),
      nric: 'S1234567A',
      email: 'x',
    });
    expect(badClient.statusCode).toBe(400);
    expect(
      badClient
        .json()
        .data.errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'nric']);

    const unknownCentre = await send(
      'POST',
      '/public/v1/appointment',
      slot(randomUUID(), '2027-03-03', '09:00 am', NO_PREFERENCE, UNKNOWN),
    );
    expect(unknownCentre.statusCode).toBe(404);
    expect(unknownCentre.json().errorMessage).toBe(d.centerNotFound);
    const otherClinicsDentist = await send(
      'POST',
      '/public/v1/appointment',
      slot(randomUUID(), '2027-03-03', '09:00 am', AISYAH),
    );
    expect(otherClinicsDentist.statusCode).toBe(404);
    expect(otherClinicsDentist.json().errorMessage).toBe(d.resourceNotFound);
    const tooSoon = await send(
      'POST',
      '/public/v1/appointment',
      slot(randomUUID(), '2027-03-02', '09:00 am'),
    );
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().errorCode).toBe('SLOT_NOT_OFFERED');
    const holiday = await send(
      'POST',
      '/public/v1/appointment',
      slot(randomUUID(), '2027-03-26', '09:00 am'),
    );
    expect(holiday.json().errorCode).toBe('SLOT_NOT_OFFERED');
  });

  it('holds a slot for the session, moves the hold, books it and sends the cancellation link by email and SMS', async () => {
    const session = randomUUID();
    expect((await get(`/public/v1/appointment?clientSessionId=${session}`)).json().data).toBeNull();

    const held = await send('POST', '/public/v1/appointment', slot(session, '2027-03-03', '09:00 AM', LIM));
    expect(held.statusCode, held.body).toBe(201);
    const appointment = publicAppointmentSchema.parse(held.json().data);
    expect(appointment).toMatchObject({
      clientSessionId: session,
      centerId: TAMPINES,
      resourceId: LIM,
      resourceName: 'Dr Lim Wei Ling',
      serviceName: 'Dental Scaling and Polishing',
      monthAndYear: '2027-03',
      dayOfMonth: '03',
      timeSlot: '09:00 am',
      status: 'HELD',
      heldUntil: new Date(START.getTime() + DENTICARE_HOLD_MS).toISOString(),
    });
    // The cancellation id is 192 random bits, never the database id.
    expect(appointment.appointmentId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await database.handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.cancelToken, appointment.appointmentId));
    expect(row?.id).not.toBe(appointment.appointmentId);

    // Another POST moves the session's hold (one appointment per session), keeping its id.
    const moved = await send('POST', '/public/v1/appointment', slot(session, '2027-03-03', '09:45 am'));
    expect(moved.statusCode).toBe(201);
    expect(moved.json().data).toMatchObject({
      appointmentId: appointment.appointmentId,
      timeSlot: '09:45 am',
    });
    const nine = await get(
      `/public/v1/appointment/available-times?${query({ serviceId: SCALING, centerId: TAMPINES, resourceId: LIM, clientSessionId: session, selectedMonth: '2027-03', selectedDate: '2027-03-03' })}`,
    );
    expect(Object.keys(nine.json().data.availableTimes)).toContain('09:00 am');

    // Confirming needs the client's details.
    const early = await send('POST', '/public/v1/appointment/review/confirm', {
      clientSessionId: session,
      marketingConsentAgreed: true,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errorMessage).toBe(d.clientDetailsMissing);

    const saved = await send('POST', '/public/v1/client/session', client(session));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toEqual({
      name: 'Tan Ah Kow',
      nric: '*****567D',
      mobileNumber: '91234567',
      bookingForYourself: true,
      email: 'ahkow.tan@example.sg',
      clientIdType: 'NRIC',
      countryCode: '+65',
    });
    const changed = await send('PUT', '/public/v1/client/session', {
      ...client(session),
      name: 'Tan Ah Kow Senior',
    });
    expect(changed.json().data.name).toBe('Tan Ah Kow Senior');
    expect((await get(`/public/v1/client/session?clientSessionId=${session}`)).json().data.nric).toBe(
      '*****567D',
    );
    const [stored] = await database.handle.db
      .select()
      .from(publicClients)
      .where(eq(publicClients.clientSessionId, session));
    expect(stored?.nationalId).toBe('S1234567D');

    const confirmed = await send('POST', '/public/v1/appointment/review/confirm', {
      clientSessionId: session,
      marketingConsentAgreed: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(messages.success.appointmentBooked);
    expect(confirmed.json().data).toMatchObject({ status: 'BOOKED', heldUntil: null });
    const link = `https://portal.example.sg/denticare/appointment/${appointment.appointmentId}`;
    const sent = (await outbox.outbox()).filter((m) => m.text.includes(link));
    expect(sent.map((m) => [m.channel, m.to]).sort()).toEqual([
      ['EMAIL', 'ahkow.tan@example.sg'],
      ['SMS', '+6591234567'],
    ]);
    expect(sent[0]?.text).toContain('03/03/2027 at 09:45 am');
    expect(sent[0]?.text).toContain('Denticare (Tampines One)');

    // The same session finds its appointment; a second booking is refused (PUT changes it).
    expect((await get(`/public/v1/appointment?clientSessionId=${session}`)).json().data.status).toBe(
      'BOOKED',
    );
    const again = await send('POST', '/public/v1/appointment', slot(session, '2027-03-04', '09:00 am'));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('APPOINTMENT_EXISTS');
    const rescheduled = await send('PUT', '/public/v1/appointment', slot(session, '2027-03-04', '09:00 am'));
    expect(rescheduled.statusCode, rescheduled.body).toBe(200);
    expect(rescheduled.json().data).toMatchObject({
      status: 'BOOKED',
      dayOfMonth: '04',
      appointmentId: appointment.appointmentId,
    });
    expect(rescheduled.json().message).toBe(messages.success.appointmentRescheduled);
  });

  it('tells a second session the slot is taken, with the next free slots, until the hold lapses', async () => {
    const first = randomUUID();
    const second = randomUUID();
    expect(
      (await send('POST', '/public/v1/appointment', slot(first, '2027-03-05', '02:15 pm', RAJESH)))
        .statusCode,
    ).toBe(201);
    const taken = await send(
      'POST',
      '/public/v1/appointment',
      slot(second, '2027-03-05', '02:15 pm', RAJESH),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('SLOT_TAKEN');
    expect(taken.json().errorMessage).toBe(d.slotTaken);
    const next = taken.json().data.nextAvailable;
    expect(next.map((s: { timeSlot: string }) => s.timeSlot)).toEqual(['03:00 pm', '03:45 pm', '09:00 am']);
    expect(next[0]).toMatchObject({
      centerId: TAMPINES,
      resourceId: RAJESH,
      monthAndYear: '2027-03',
      dayOfMonth: '05',
    });

    // No preference takes the other dentist at that time.
    const other = await send('POST', '/public/v1/appointment', slot(second, '2027-03-05', '02:15 pm'));
    expect(other.statusCode).toBe(201);
    expect(other.json().data.resourceId).toBe(LIM);

    // Three minutes later the first hold has lapsed: a third session may take the slot.
    clock = new Date(START.getTime() + DENTICARE_HOLD_MS + 1000);
    try {
      const third = randomUUID();
      const late = await send(
        'POST',
        '/public/v1/appointment',
        slot(third, '2027-03-05', '02:15 pm', RAJESH),
      );
      expect(late.statusCode, late.body).toBe(201);

      // The first session confirms after its hold lapsed and someone took the slot: HOLD_EXPIRED (retained order).
      await send('POST', '/public/v1/client/session', client(first));
      const lapsed = await send('POST', '/public/v1/appointment/review/confirm', {
        clientSessionId: first,
        marketingConsentAgreed: false,
      });
      expect(lapsed.statusCode).toBe(409);
      expect(lapsed.json().errorCode).toBe('HOLD_EXPIRED');
      expect(lapsed.json().errorMessage).toBe(d.holdExpired);
      expect(lapsed.json().data.nextAvailable.length).toBeGreaterThan(0);

      // The second session's hold also lapsed, but nobody took its slot: confirming takes it again.
      clock = new Date(START.getTime() + 2 * DENTICARE_HOLD_MS + 1000);
      await send('POST', '/public/v1/client/session', client(second, 'T0123456G'));
      const retaken = await send('POST', '/public/v1/appointment/review/confirm', {
        clientSessionId: second,
        marketingConsentAgreed: false,
      });
      expect(retaken.statusCode, retaken.body).toBe(200);
      expect(retaken.json().data.status).toBe('BOOKED');
    } finally {
      clock = START;
    }
  });

  it('lets exactly one of 50 sessions racing for one slot hold it', async () => {
    const sessions: string[] = Array.from({ length: 50 }, () => randomUUID());
    const results = await Promise.all(
      sessions.map((s) => send('POST', '/public/v1/appointment', slot(s, '2027-03-11', '11:15 am', LIM))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().errorCode === 'SLOT_TAKEN'),
    ).toBe(true);
    const rows = await database.handle.db.select().from(bookings);
    const ofSessions = rows.filter((b) => sessions.includes(b.clientSessionId ?? ''));
    expect(ofSessions.map((b) => b.status)).toEqual(['HELD']);
  });

  it('shows and cancels an appointment by its link, frees the slot and sends a notice', async () => {
    const { session, appointment } = await book('2027-03-10', '10:30 am', RAJESH);
    const data = await get(`/public/v1/appointment/cancel/${appointment.appointmentId}`);
    expect(data.statusCode).toBe(200);
    expect(cancellationDataSchema.parse(data.json().data)).toEqual({
      appointmentDate: sg('2027-03-10 10:30').toISOString(),
      nric: '*****567D',
      serviceName: 'Dental Scaling and Polishing',
      appointmentId: appointment.appointmentId,
      clientSessionId: session,
      status: 'BOOKED',
    });
    expect(JSON.stringify(data.json())).not.toContain('S1234567D');

    const wrongSession = await send('PUT', '/public/v1/appointment/cancel', {
      clientSessionId: randomUUID(),
      appointmentId: appointment.appointmentId,
    });
    expect(wrongSession.statusCode).toBe(404);
    const before = (await outbox.outbox()).length;
    const cancelled = await send('PUT', '/public/v1/appointment/cancel', {
      clientSessionId: session,
      appointmentId: appointment.appointmentId,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: messages.success.appointmentCancelled,
      data: { status: 'CANCELLED' },
    });
    const after = await outbox.outbox();
    expect(after.length - before).toBe(2);
    expect(after[0]?.text).toContain('is cancelled');
    expect((await get(`/public/v1/appointment/cancel/${appointment.appointmentId}`)).json().data.status).toBe(
      'CANCELLED',
    );
    const twice = await send('PUT', '/public/v1/appointment/cancel', {
      clientSessionId: session,
      appointmentId: appointment.appointmentId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMessage).toBe(d.alreadyCancelled);
    // The slot is free again.
    expect(
      (await send('POST', '/public/v1/appointment', slot(randomUUID(), '2027-03-10', '10:30 am', RAJESH)))
        .statusCode,
    ).toBe(201);
  });

  it('refuses to cancel under 24 hours before, and answers an empty status once the appointment has passed', async () => {
    const { session, appointment } = await book('2027-03-03', '03:45 pm', RAJESH);
    clock = sg('2027-03-03 09:00');
    try {
      const late = await send('PUT', '/public/v1/appointment/cancel', {
        clientSessionId: session,
        appointmentId: appointment.appointmentId,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().errorMessage).toBe(messages.booking.appointmentTooLate);
      clock = sg('2027-03-04 09:00');
      expect(
        (await get(`/public/v1/appointment/cancel/${appointment.appointmentId}`)).json().data.status,
      ).toBe('');
    } finally {
      clock = START;
    }
  });

  it('answers 404 to a cancellation id that is not base64url, without asking the database', async () => {
    // PostgreSQL refuses a NUL byte in text: such an id would otherwise be a 500.
    for (const id of ['a%00b', "x'y", 'a%20b', 'a.b']) {
      expect((await get(`/public/v1/appointment/cancel/${id}`)).statusCode, id).toBe(404);
    }
    const session = randomUUID();
    const res = await send('PUT', '/public/v1/appointment/cancel', {
      clientSessionId: session,
      appointmentId: 'a\u0000b',
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 to 1,000 random cancellation ids, and 429 past the rate limit', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 1000; i += 1) {
      const res = await get(`/public/v1/appointment/cancel/${randomBytes(24).toString('base64url')}`, ip);
      expect(res.statusCode).toBe(404);
    }
    let limited = 0;
    for (let i = 0; i < 150; i += 1) {
      const res = await get(`/public/v1/appointment/cancel/${randomBytes(24).toString('base64url')}`, ip);
      if (res.statusCode === 429) limited += 1;
      else expect(res.statusCode).toBe(404);
    }
    expect(limited).toBe(50);
    const res = await get(`/public/v1/appointment/cancel/x`, ip);
    expect(res.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
  });

  it('records only allow-listed analytics events, without personal data', async () => {
    const session = randomUUID();
    const res = await send('POST', '/public/v1/events', {
      name: 'denticare_booking',
      step: 'step2',
      clientSessionId: session,
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await database.handle.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.clientSessionId, session));
    expect(rows.map((r) => [r.name, r.step])).toEqual([['denticare_booking', 'step2']]);
    const other = await send('POST', '/public/v1/events', {
      name: 'page_view',
      step: 'step2',
      email: 'x@example.sg',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().data.errors.map((e: { path: string }) => e.path)).toEqual(['name']);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['clientSessionId', 'createdAt', 'id', 'name', 'step']);
    expect(formatMessage(d.blacklisted, { phone: '+65 6123 4567' })).toContain('Please call +65 6123 4567');
  });
});
