/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-explicit-any,
   @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * My Services (issue 15): GET services and services/sessions, the yoda-sessions calls (vacant-slots, schedule,
 * reschedule, cancel, review), GET intake and POST intake/enroll, and a booking's calendar file.
 *
 * The rules at their exact boundaries, through the API: a public holiday inside a session's grace window, a
 * weekend, an appointment 24 hours minus 1 minute away, an intake appointment. Who may see and change what. And
 * the last place of a slot or of an intake run, asked for by 50 requests at once, going to exactly one of them.
 *
 * The app's clock is the test's (BuildAppOptions.clock): the dates are fixed in March 2027 so that they land on
 * the holidays and weekdays named, and each call's token is signed to be valid at that clock.
 */
import { formatMessage, messages, myServicesPageMessages, serviceNextSteps } from '@careportal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { seedId } from '../src/db/seed.ts';
import {
  categories,
  customers,
  events,
  lovedOnes,
  orders,
  services,
  slotPlaces,
} from '../src/db/schema/index.ts';
import { createServicesOfOrder } from '../src/repositories/my-services.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';
import { expectSignedInOnly, newKey, placeOrder } from './payment-helpers.ts';

const b = messages.booking;
const AH_KOW = seedId('customer', 'demo-ahkow');
const ADMIRALTY = seedId('centre', 'admiralty');
const CIRCUIT = seedId('product', 'circuit-training');
const CIRCUIT_OFFER = seedId('offering', 'circuit-training', '12 sessions / 3 months');
const FST = seedId('product', 'functional-strength-training');
const FST_OFFER = seedId('offering', 'functional-strength-training', '1 run of 16 sessions / 2 months');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** An instant from a Singapore wall-clock time `yyyy-MM-dd HH:mm`. */
const sg = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);
const iso = (text: string) => `${text.replace(' ', 'T')}:00+08:00`;

/** The properties of the first VEVENT (and of the calendar) of an .ics text, lines unfolded (RFC 5545 3.1). */
function parseIcs(text: string): Record<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const found: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const [name = ''] = line.slice(0, colon).split(';');
    const key = line.slice(0, colon).startsWith('DTSTART') ? line.slice(0, colon) : name;
    found[key] ??= line.slice(colon + 1);
  }
  return found;
}

describe.each(drivers())('My Services on %s', (driver) => {
  let clock = sg('2027-03-01 10:00');
  const suite = customerSuite(driver, 'CPMYSV01', { app: () => ({ clock: () => clock }) });
  const db = () => suite.database.handle.db;

  /** A call as `subject`, with a token valid at the app's clock. */
  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { subject?: string; payload?: object; headers?: Record<string, string> } = {},
  ) {
    const token = await signToken(suite.keys, options.subject ?? 'demo-ahkow', {
      expiresIn: Math.round((clock.getTime() - Date.now()) / 1000) + 600,
    });
    return suite.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...options.headers },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }

  /** A service of Circuit Training (SESSIONS, with a pre-assessment) or FST (INTAKES) at Kampung Admiralty. */
  async function newService(
    product: 'circuit' | 'fst' = 'circuit',
    owner: { customerId: string } | { lovedOneId: string } = { customerId: AH_KOW },
  ): Promise<string> {
    const [row] = await db()
      .insert(services)
      .values({
        ...('customerId' in owner ? { customerId: owner.customerId } : { lovedOneId: owner.lovedOneId }),
        productId: product === 'circuit' ? CIRCUIT : FST,
        offeringId: product === 'circuit' ? CIRCUIT_OFFER : FST_OFFER,
        centreId: ADMIRALTY,
        status: product === 'circuit' ? 'ONGOING' : 'UPCOMING',
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        sessionsTotal: product === 'circuit' ? 12 : 16,
        bookingStage: product === 'circuit' ? 'PRE_SESSION_BOOKING' : 'SESSION_BOOKING',
      })
      .returning();
    return row?.id ?? '';
  }

  const schedule = (serviceId: string, startsAt: string, type = 'SESSION', subject?: string) =>
    call('POST', '/yoda-sessions/schedule', {
      ...(subject ? { subject } : {}),
      payload: { serviceId, type, startsAt: iso(startsAt) },
    });
  const cancel = (sessionId: string, reason = 'I will be away') =>
    call('POST', '/yoda-sessions/cancel', { payload: { sessionId, reason } });
  const reschedule = (sessionId: string, startsAt: string) =>
    call('POST', '/yoda-sessions/reschedule', { payload: { sessionId, startsAt: iso(startsAt) } });

  async function booked(serviceId: string, startsAt: string, type = 'SESSION'): Promise<string> {
    const res = await schedule(serviceId, startsAt, type);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }

  it('lists every service of the person, with the demo states, and the bookings of one with their rules', async () => {
    clock = new Date();
    const own = await call('GET', '/services');
    expect(own.statusCode, own.body).toBe(200);
    const list = own.json().data.services;
    expect(new Set(list.map((s: any) => s.serviceStatus))).toEqual(
      new Set(['ONGOING', 'COMPLETED', 'EXPIRED', 'HEALTH_DECLARATION']),
    );
    // Grouped by status (in My Services' order), category and product, the list in that order.
    const groups = own.json().data.groups;
    expect(groups.map((g: any) => g.status)).toEqual([
      'ONGOING',
      'COMPLETED',
      'EXPIRED',
      'HEALTH_DECLARATION',
    ]);
    const grouped = groups.flatMap((g: any) =>
      g.categories.flatMap((c: any) => c.products.flatMap((p: any) => p.serviceIds)),
    );
    expect(grouped).toEqual(list.map((s: any) => s.id));
    const circuit = list.find((s: any) => s.productName === 'Circuit Training');
    expect(circuit).toMatchObject({
      personName: 'Tan Ah Kow',
      forSelf: true,
      sessionsTotal: 12,
      graceWorkingDays: 2,
      hasPreSessionType: true,
      bookingStage: 'SESSION_BOOKING',
      renewable: false,
    });
    const sessions = (await call('GET', `/services/sessions?serviceId=${circuit.id}`)).json().data.sessions;
    expect(new Set(sessions.map((s: any) => s.status))).toEqual(
      new Set(['SCHEDULED', 'COMPLETED', 'CANCELLED', 'CANCELLED_WITH_CHARGE']),
    );
    expect(sessions[0]).toMatchObject({
      type: 'PRE_SESSION',
      title: 'Pre-assessment',
      format: 'APPOINTMENT',
    });
    const upcoming = sessions.filter((s: any) => s.status === 'SCHEDULED');
    expect(upcoming.map((s: any) => s.changeRules.cancelOutcome)).toEqual([
      'CANCELLED_WITH_CHARGE',
      'CANCELLED',
    ]);
    // Siti holds the other states: an intake to enrol, one enrolled, a pre-assessment ahead.
    const siti = (await call('GET', '/services', { subject: 'demo-siti' })).json().data.services;
    expect(siti.map((s: any) => s.serviceStatus)).toContain('UPCOMING');
    expect(
      siti.filter((s: any) => s.programContentType === 'INTAKES').map((s: any) => s.intakeId !== null),
    ).toEqual(expect.arrayContaining([true, false]));
  });

  it('leads every demo service that can be booked to its next booking step on its card (issue 36)', async () => {
    clock = new Date();
    const owners = await db()
      .select({ subject: customers.identitySubject, lovedOneId: lovedOnes.id })
      .from(customers)
      .leftJoin(lovedOnes, eq(lovedOnes.ownerCustomerId, customers.id));
    // Each demo customer as herself, and as each of her loved ones.
    const people = new Map<string, { subject: string; viewAs?: string }>();
    for (const { subject, lovedOneId } of owners) {
      if (!subject?.startsWith('demo-')) continue;
      people.set(subject, { subject });
      if (lovedOneId) people.set(lovedOneId, { subject, viewAs: lovedOneId });
    }
    const cards: string[] = [];
    for (const { subject, viewAs } of people.values()) {
      const headers: Record<string, string> = viewAs ? { 'view-as': viewAs } : {};
      const res = await call('GET', '/services', { subject, headers });
      expect(res.statusCode, res.body).toBe(200);
      for (const service of res.json().data.services) {
        const booking = serviceNextSteps(service).filter(
          (step) => step.startsWith('book') || step === 'chooseIntake',
        );
        expect(service.sessionsTotal, `${service.personName}'s ${service.productName}`).toBeGreaterThan(0);
        cards.push(
          `${service.personName}: ${service.productName}, ${service.serviceStatus}, ${service.bookingStage} → ` +
            (booking.join(' ') || 'nothing to book'),
        );
      }
    }
    // Ng Siew Lan's and Goh Chin Huat's Gym Tonic, waiting for a health declaration, start at the pre-assessment
    // (health-declaration-service.test.ts: once declared, the card offers it); Siti's enrolled intake has nothing
    // left to book.
    expect(cards.sort()).toEqual([
      'Goh Chin Huat: Circuit Training, ONGOING, SESSION_BOOKING → bookSessions',
      'Goh Chin Huat: Gym Tonic, HEALTH_DECLARATION, PRE_SESSION_BOOKING → nothing to book',
      'Lee Siew Kim: Gym Tonic, ONGOING, SESSION_BOOKING → bookSessions',
      'Ng Siew Lan: Circuit Training, HEALTH_DECLARATION, PRE_SESSION_BOOKING → nothing to book',
      'Siti Nurhaliza binte Ahmad: Circuit Training, ONGOING, SESSION_BOOKING → bookSessions',
      'Siti Nurhaliza binte Ahmad: Functional Strength Training, UPCOMING, BOOKING_COMPLETED → nothing to book',
      'Siti Nurhaliza binte Ahmad: Functional Strength Training, UPCOMING, SESSION_BOOKING → chooseIntake',
      'Tan Ah Kow: Circuit Training, ONGOING, SESSION_BOOKING → bookSessions',
      'Tan Ah Kow: Day Care, HEALTH_DECLARATION, SESSION_BOOKING → nothing to book',
      'Tan Ah Kow: Gym Tonic, COMPLETED, SESSION_BOOKING → nothing to book',
      'Tan Ah Kow: Senior Gym Pass, EXPIRED, SESSION_BOOKING → nothing to book',
    ]);
  });

  it('creates one service per order line when the order is paid, once', async () => {
    clock = new Date();
    const order = await placeOrder(suite, {
      subject: 'demo-siti',
      items: [
        {
          categoryId: seedId('category', 'active-ageing'),
          productId: seedId('product', 'gym-tonic'),
          offeringId: seedId('offering', 'gym-tonic', '24 sessions / 3 months'),
          centerId: ADMIRALTY,
        },
      ],
    });
    await db().update(orders).set({ status: 'PAID', paidAt: clock }).where(eq(orders.id, order.id));
    await createServicesOfOrder(db(), order.id, clock);
    await createServicesOfOrder(db(), order.id, clock);
    const mine = (await call('GET', '/services', { subject: 'demo-siti' }))
      .json()
      .data.services.filter((s: any) => s.productName === 'Gym Tonic');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      serviceStatus: 'ONGOING',
      sessionsTotal: 24,
      sessionsUsed: 0,
      bookingStage: 'PRE_SESSION_BOOKING',
      centreName: expect.stringContaining('Admiralty'),
    });
  });

  it('offers vacant slots from the schedule and the opening hours, future only, public holidays left out', async () => {
    clock = sg('2027-03-01 10:00');
    const id = await newService();
    const classes = await call(
      'GET',
      `/yoda-sessions/vacant-slots?serviceId=${id}&type=SESSION&from=2027-03-01&to=2027-03-14`,
    );
    expect(classes.statusCode, classes.body).toBe(200);
    // Monday 1 March's class (09:30) has started; Thursday 4 and 11, Monday 8 follow, 45 minutes each.
    expect(classes.json().data.slots).toEqual([
      { startsAt: '2027-03-04T01:30:00.000Z', endsAt: '2027-03-04T02:15:00.000Z', vacancies: 12 },
      { startsAt: '2027-03-08T01:30:00.000Z', endsAt: '2027-03-08T02:15:00.000Z', vacancies: 12 },
      { startsAt: '2027-03-11T01:30:00.000Z', endsAt: '2027-03-11T02:15:00.000Z', vacancies: 12 },
    ]);
    // Appointments: Tuesday 9 March 2027 is Hari Raya Puasa; Saturday mornings have one place.
    const appointments = (
      await call(
        'GET',
        `/yoda-sessions/vacant-slots?serviceId=${id}&type=PRE_SESSION&from=2027-03-08&to=2027-03-13`,
      )
    ).json().data.slots;
    const days = new Set(appointments.map((s: any) => s.startsAt.slice(0, 10)));
    expect([...days]).toEqual(['2027-03-08', '2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13']);
    expect(appointments.filter((s: any) => s.startsAt.startsWith('2027-03-08'))).toHaveLength(10);
    // Saturday 09:00 to 12:00: 09:00, 09:45, 10:30 and 11:15, the last ending at noon.
    expect(appointments.at(-1)).toEqual({
      startsAt: '2027-03-13T03:15:00.000Z',
      endsAt: '2027-03-13T04:00:00.000Z',
      vacancies: 1,
    });
    // No assessment inside its 24-hour notice period: on Monday 1 March at 10:00, Tuesday 2 March's 09:00 and
    // 09:45 are too soon, and its times start at 10:30.
    const soon = (
      await call(
        'GET',
        `/yoda-sessions/vacant-slots?serviceId=${id}&type=PRE_SESSION&from=2027-03-01&to=2027-03-02`,
      )
    ).json().data.slots as { startsAt: string }[];
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.every((s) => Date.parse(s.startsAt) >= Date.parse('2027-03-02T02:00:00.000Z'))).toBe(true);
    expect(soon[0]?.startsAt).toBe('2027-03-02T02:30:00.000Z');
    // A booked place is one fewer; a time the service holds is not offered to it again.
    await booked(id, '2027-03-04 09:30');
    const other = await newService();
    const left = (
      await call(
        'GET',
        `/yoda-sessions/vacant-slots?serviceId=${other}&type=SESSION&from=2027-03-04&to=2027-03-04`,
      )
    ).json().data.slots;
    expect(left).toEqual([expect.objectContaining({ vacancies: 11 })]);
    const held = (
      await call(
        'GET',
        `/yoda-sessions/vacant-slots?serviceId=${id}&type=SESSION&from=2027-03-04&to=2027-03-04`,
      )
    ).json().data.slots;
    expect(held).toEqual([]);
  });

  it('refuses silly windows and bad bodies with 400, never 500', async () => {
    clock = sg('2027-03-01 10:00');
    const id = await newService();
    const window = formatMessage(b.slotWindowInvalid, { maxDays: 62 });
    for (const query of [
      'from=2027-03-10&to=2027-03-01',
      'from=2027-03-01&to=2027-06-01',
      'from=2027-02-30',
    ]) {
      const res = await call('GET', `/yoda-sessions/vacant-slots?serviceId=${id}&type=SESSION&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorMessage, query).toBe(window);
    }
    for (const query of [`serviceId=${id}&type=CLASS`, 'serviceId=nope&type=SESSION', `serviceId=${id}`]) {
      expect((await call('GET', `/yoda-sessions/vacant-slots?${query}`)).statusCode, query).toBe(400);
    }
    const bodies: [string, object][] = [
      ['/yoda-sessions/schedule', { serviceId: id, type: 'SESSION' }],
      ['/yoda-sessions/schedule', { serviceId: id, type: 'SESSION', startsAt: 'next Thursday' }],
      [
        '/yoda-sessions/schedule',
        { serviceId: 'S1234567D', type: 'SESSION', startsAt: iso('2027-03-04 09:30') },
      ],
      ['/yoda-sessions/reschedule', { sessionId: UNKNOWN }],
      ['/yoda-sessions/cancel', { sessionId: UNKNOWN, reason: '   ' }],
      ['/yoda-sessions/cancel', { sessionId: 42, reason: 'x' }],
      ['/intake/enroll', { clientId: AH_KOW, subscription: id }],
    ];
    for (const [url, payload] of bodies) {
      const res = await call('POST', url, { payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    }
    const noReason = await call('POST', '/yoda-sessions/cancel', { payload: { sessionId: UNKNOWN } });
    expect(noReason.json().data.errors).toContainEqual(
      expect.objectContaining({ path: 'reason', message: messages.validation.cancellationReasonRequired }),
    );
    // A time that is not one of the service's slots, or past, is refused with the catalogue's words.
    for (const time of ['2027-03-04 10:00', '2027-03-05 09:30', '2027-03-01 09:30']) {
      const res = await schedule(id, time);
      expect(res.statusCode, time).toBe(409);
      expect(res.json().errorMessage).toBe(b.slotNotOffered);
    }
  });

  it('counts a public holiday inside the grace window: cancelling forfeits from the day before it', async () => {
    clock = sg('2027-03-01 10:00');
    const id = await newService();
    // Thursday 11 March 2027; Tuesday 9 is Hari Raya Puasa, so the last free day is Monday 8, not Tuesday 9.
    const first = await booked(id, '2027-03-11 09:30');
    clock = sg('2027-03-08 23:59');
    const review = await call('GET', `/yoda-sessions/review?sessionId=${first}`);
    expect(review.json().data.changeRules).toMatchObject({
      canReschedule: true,
      cancelOutcome: 'CANCELLED',
      freeChangeUntil: '2027-03-08T16:00:00.000Z',
    });
    // The same words the cancel page states (domain cancellationConsequence): free until the end of Monday 8.
    expect(review.json().message).toBe(
      formatMessage(b.freeCancellation, { deadline: 'the end of 08/03/2027' }),
    );
    const free = await cancel(first);
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toMatchObject({
      message: b.sessionCancelled,
      data: { status: 'CANCELLED', sequence: 1 },
    });

    clock = sg('2027-03-01 10:00');
    const second = await booked(id, '2027-03-11 09:30');
    clock = sg('2027-03-09 00:00');
    const late = await call('GET', `/yoda-sessions/review?sessionId=${second}`);
    expect(late.json().data.changeRules).toMatchObject({
      canReschedule: false,
      rescheduleRefusal: 'sessionGraceOver',
      canCancel: true,
      cancelOutcome: 'CANCELLED_WITH_CHARGE',
    });
    expect(late.json().message).toBe(formatMessage(b.forfeitWarning, { graceWorkingDays: 2 }));
    const moved = await reschedule(second, '2027-03-15 09:30');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errorMessage).toBe(formatMessage(b.sessionGraceOver, { graceWorkingDays: 2 }));
    const forfeited = await cancel(second);
    expect(forfeited.json()).toMatchObject({
      message: b.sessionForfeited,
      data: { status: 'CANCELLED_WITH_CHARGE', cancellationReason: 'I will be away' },
    });
    // The cancelled one went back to the package; the forfeited one did not.
    const summary = (await call('GET', '/services')).json().data.services.find((s: any) => s.id === id);
    expect(summary.sessionsUsed).toBe(1);
    // Cancelling again: no longer scheduled.
    const again = await cancel(second);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(b.notScheduled);
  });

  it('counts no weekend day, reads the grace period from the category, and checks it again at the change', async () => {
    clock = sg('2027-03-01 10:00');
    const id = await newService();
    // Monday 15 March 2027: free until the end of Thursday 11 (Friday 12 is the one working day left).
    const monday = await booked(id, '2027-03-15 09:30');
    clock = sg('2027-03-12 09:00');
    expect(
      (await call('GET', `/yoda-sessions/review?sessionId=${monday}`)).json().data.changeRules.cancelOutcome,
    ).toBe('CANCELLED_WITH_CHARGE');
    clock = sg('2027-03-11 23:59');
    expect(
      (await call('GET', `/yoda-sessions/review?sessionId=${monday}`)).json().data.changeRules.cancelOutcome,
    ).toBe('CANCELLED');
    // The category's grace period is data: with 3 working days, Thursday evening is already too late.
    const activeAgeing = seedId('category', 'active-ageing');
    await db().update(categories).set({ graceWorkingDays: 3 }).where(eq(categories.id, activeAgeing));
    try {
      const res = await cancel(monday);
      expect(res.json().data.status).toBe('CANCELLED_WITH_CHARGE');
      expect(
        (await call('GET', '/services')).json().data.services.find((s: any) => s.id === id).graceWorkingDays,
      ).toBe(3);
    } finally {
      await db().update(categories).set({ graceWorkingDays: 2 }).where(eq(categories.id, activeAgeing));
    }
  });

  it('changes an appointment only at least 24 hours before: exactly 24 hours yes, 24 hours minus a minute no', async () => {
    clock = sg('2027-03-01 10:00');
    const id = await newService();
    const pre = await booked(id, '2027-03-03 09:00', 'PRE_SESSION');
    expect(
      (await call('GET', '/services')).json().data.services.find((s: any) => s.id === id).bookingStage,
    ).toBe('SESSION_BOOKING');
    // An appointment (not an intake's) is free until 24 hours before, in the appointment's words.
    const early = await call('GET', `/yoda-sessions/review?sessionId=${pre}`);
    expect(early.json().message).toBe(
      formatMessage(myServicesPageMessages.appointmentFreeCancellation, {
        deadline: '02/03/2027 at 09:00 AM',
      }),
    );
    clock = sg('2027-03-02 09:01');
    const late = await call('GET', `/yoda-sessions/review?sessionId=${pre}`);
    expect(late.json().data.changeRules).toMatchObject({
      canReschedule: false,
      rescheduleRefusal: 'appointmentTooLate',
      canCancel: false,
      cancelRefusal: 'appointmentTooLate',
    });
    for (const res of [await cancel(pre), await reschedule(pre, '2027-03-04 09:00')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toBe(b.appointmentTooLate);
    }
    clock = sg('2027-03-02 09:00');
    const moved = await reschedule(pre, '2027-03-04 09:45');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: messages.success.appointmentRescheduled,
      data: { id: pre, startsAt: '2027-03-04T01:45:00.000Z', sequence: 1, title: 'Pre-assessment' },
    });
    const gone = await cancel(pre);
    expect(gone.json()).toMatchObject({
      message: messages.success.appointmentCancelled,
      data: { status: 'CANCELLED' },
    });
    // A cancelled pre-assessment is to be booked again.
    expect(
      (await call('GET', '/services')).json().data.services.find((s: any) => s.id === id).bookingStage,
    ).toBe('PRE_SESSION_BOOKING');
  });

  it('lists intakes, enrols once, and makes intake appointments that are never moved and always charged', async () => {
    clock = sg('2027-03-01 10:00');
    const id = await newService('fst');
    const [run] = await db()
      .insert(events)
      .values({
        productId: FST,
        centreId: ADMIRALTY,
        name: 'Functional Strength Training, April 2027',
        startDate: '2027-03-23',
        endDate: '2027-04-02',
        daysOfWeek: [2, 5],
        startTime: '10:00',
        endTime: '11:00',
        capacity: 10,
      })
      .returning();
    const intakes = await call('GET', `/intake?serviceId=${id}`);
    expect(intakes.statusCode, intakes.body).toBe(200);
    expect(intakes.json().data.intakes).toContainEqual(
      expect.objectContaining({ id: run?.id, daysOfWeek: [2, 5], startTime: '10:00', vacancies: 10 }),
    );
    const enrol = () =>
      call('POST', '/intake/enroll', {
        payload: { clientId: AH_KOW, subscription: id, subscriptionTermId: run?.id, note: 'kept as sent' },
      });
    const res = await enrol();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Enrol intake successfully', data: { vacancies: 9 } });
    expect((await enrol()).json().errorMessage).toBe(b.alreadyEnrolled);
    // Tuesdays and Fridays from 23 March to 2 April 2027; Good Friday (26 March) is left out.
    const sessions = (await call('GET', `/services/sessions?serviceId=${id}`)).json().data.sessions;
    expect(sessions.map((s: any) => s.startsAt)).toEqual([
      '2027-03-23T02:00:00.000Z',
      '2027-03-30T02:00:00.000Z',
      '2027-04-02T02:00:00.000Z',
    ]);
    expect(sessions[0]).toMatchObject({
      format: 'APPOINTMENT',
      changeRules: {
        canReschedule: false,
        rescheduleRefusal: 'intakeNotReschedulable',
        canCancel: true,
        cancelOutcome: 'CANCELLED_WITH_CHARGE',
        freeChangeUntil: null,
      },
    });
    const review = await call('GET', `/yoda-sessions/review?sessionId=${sessions[0].id}`);
    // Always charged, and what the charge is, before the person confirms.
    expect(review.json().message).toBe(`${b.chargedCancellation} ${b.intakeChargeRule}`);
    const moved = await reschedule(sessions[0].id, '2027-03-24 10:00');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errorMessage).toBe(b.intakeNotReschedulable);
    const cancelled = await cancel(sessions[0].id);
    expect(cancelled.json().data.status).toBe('CANCELLED_WITH_CHARGE');
    // Slots of an intake programme come from its runs, not from yoda-sessions.
    expect((await schedule(id, '2027-03-23 10:00')).json().errorMessage).toBe(b.serviceNotBookable);
  });

  it('offers a calendar file whose UID stays through a reschedule, SEQUENCE counts, and METHOD:CANCEL ends it', async () => {
    clock = sg('2027-03-01 10:00');
    const id = await newService();
    const session = await booked(id, '2027-03-11 09:30');
    const ics = async () => {
      const res = await call('GET', `/services/sessions/${session}/calendar.ics`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="circuit-training-session-1-of-12-2027-03-1[15]\.ics"$/,
      );
      return { text: res.body, props: parseIcs(res.body) };
    };
    const first = await ics();
    expect(first.text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Singapore');
    expect(first.text).toContain('TZOFFSETTO:+0800');
    expect(first.props).toMatchObject({
      METHOD: 'REQUEST',
      SEQUENCE: '0',
      'DTSTART;TZID=Asia/Singapore': '20270311T093000',
      STATUS: 'CONFIRMED',
    });
    expect(first.props.LOCATION).toContain('Singapore');
    expect(first.props.SUMMARY).toBe('Circuit Training: Session 1 of 12');
    const uid = first.props.UID;

    expect((await reschedule(session, '2027-03-15 09:30')).statusCode).toBe(200);
    const moved = await ics();
    expect(moved.props).toMatchObject({
      UID: uid,
      SEQUENCE: '1',
      METHOD: 'REQUEST',
      'DTSTART;TZID=Asia/Singapore': '20270315T093000',
    });
    expect(moved.props['DTSTART;TZID=Asia/Singapore']).toBe('20270315T093000');

    expect((await cancel(session)).statusCode).toBe(200);
    const ended = await ics();
    expect(ended.props).toMatchObject({ UID: uid, SEQUENCE: '2', METHOD: 'CANCEL', STATUS: 'CANCELLED' });
  });

  it('is signed in: no token, an expired token and a loved one not theirs in view-as are refused', async () => {
    clock = new Date();
    await expectSignedInOnly(suite, [
      ['GET', '/services'],
      ['GET', `/services/sessions?serviceId=${UNKNOWN}`],
      ['GET', `/services/sessions/${UNKNOWN}/calendar.ics`],
      ['GET', `/yoda-sessions/vacant-slots?serviceId=${UNKNOWN}&type=SESSION`],
      ['GET', `/yoda-sessions/review?sessionId=${UNKNOWN}`],
      [
        'POST',
        '/yoda-sessions/schedule',
        { serviceId: UNKNOWN, type: 'SESSION', startsAt: iso('2027-03-04 09:30') },
      ],
      ['POST', '/yoda-sessions/reschedule', { sessionId: UNKNOWN, startsAt: iso('2027-03-04 09:30') }],
      ['POST', '/yoda-sessions/cancel', { sessionId: UNKNOWN, reason: 'x' }],
      ['GET', `/intake?serviceId=${UNKNOWN}`],
      ['POST', '/intake/enroll', { clientId: AH_KOW, subscription: UNKNOWN, subscriptionTermId: UNKNOWN }],
    ]);
  });

  it("answers 404 for another customer's service or booking, and for one that view-as does not act for", async () => {
    clock = sg('2027-03-01 10:00');
    const id = await newService();
    const session = await booked(id, '2027-03-11 09:30');
    const asSiti = { subject: 'demo-siti' };
    const asMeiLing = { headers: { 'view-as': suite.meiLingId } };
    for (const options of [asSiti, asMeiLing]) {
      const reads = [
        await call('GET', `/services/sessions?serviceId=${id}`, options),
        await call('GET', `/yoda-sessions/vacant-slots?serviceId=${id}&type=SESSION`, options),
        await call('GET', `/intake?serviceId=${id}`, options),
        await call('POST', '/yoda-sessions/schedule', {
          ...options,
          payload: { serviceId: id, type: 'SESSION', startsAt: iso('2027-03-15 09:30') },
        }),
      ];
      for (const res of reads) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ errorMessage: b.serviceNotFound, data: null });
      }
      const writes = [
        await call('GET', `/yoda-sessions/review?sessionId=${session}`, options),
        await call('GET', `/services/sessions/${session}/calendar.ics`, options),
        await call('POST', '/yoda-sessions/cancel', {
          ...options,
          payload: { sessionId: session, reason: 'x' },
        }),
        await call('POST', '/yoda-sessions/reschedule', {
          ...options,
          payload: { sessionId: session, startsAt: iso('2027-03-15 09:30') },
        }),
      ];
      for (const res of writes) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ errorMessage: b.bookingNotFound, data: null });
      }
    }
    // The view-as loved one sees her own services only; Siti does not see Ah Kow's in her list.
    expect((await call('GET', '/services', asMeiLing)).json().data.services).toEqual([]);
    const sitis = (await call('GET', '/services', asSiti)).json().data.services;
    expect(sitis.some((s: any) => s.id === id)).toBe(false);
    // Enrolling a service through someone else's loved one, or a person not theirs, is 404 too.
    for (const clientId of [suite.strangerLovedOneId, seedId('customer', 'demo-siti')]) {
      const res = await call('POST', '/intake/enroll', {
        payload: { clientId, subscription: id, subscriptionTermId: UNKNOWN },
      });
      expect(res.statusCode).toBe(404);
    }
    // The booking is untouched.
    const mine = (await call('GET', `/services/sessions?serviceId=${id}`)).json().data.sessions;
    expect(mine).toEqual([expect.objectContaining({ id: session, status: 'SCHEDULED', sequence: 0 })]);
  });

  it('gives the last place of a slot to exactly one of 50 requests at once', async () => {
    clock = sg('2027-03-01 10:00');
    const ids = await Promise.all(Array.from({ length: 50 }, () => newService()));
    const startsAt = sg('2027-03-18 09:30');
    const scheduleId = seedId('schedule', 'circuit-training', 'admiralty', '4', '09:30');
    // 11 of the class's 12 places are taken.
    await db()
      .insert(slotPlaces)
      .values({
        slotKey: `CLASS:${scheduleId}:${startsAt.toISOString()}`,
        kind: 'CLASS',
        centreId: ADMIRALTY,
        scheduleId,
        startsAt,
        endsAt: sg('2027-03-18 10:15'),
        taken: 11,
      });
    const token = await signToken(suite.keys, 'demo-ahkow', {
      expiresIn: Math.round((clock.getTime() - Date.now()) / 1000) + 600,
    });
    const answers = await Promise.all(
      ids.map((serviceId) =>
        suite.app.inject({
          method: 'POST',
          url: '/yoda-sessions/schedule',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': newKey() },
          payload: { serviceId, type: 'SESSION', startsAt: startsAt.toISOString() },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().errorMessage).toBe(b.slotTaken);
    }
    const [place] = await db().select().from(slotPlaces).where(eq(slotPlaces.startsAt, startsAt));
    expect(place?.taken).toBe(12);
  });

  it('gives the last place of an intake run to exactly one of 50 requests at once', async () => {
    clock = sg('2027-03-01 10:00');
    const ids = await Promise.all(Array.from({ length: 50 }, () => newService('fst')));
    const [run] = await db()
      .insert(events)
      .values({
        productId: FST,
        centreId: ADMIRALTY,
        name: 'Functional Strength Training, May 2027',
        startDate: '2027-05-04',
        endDate: '2027-05-14',
        daysOfWeek: [2, 5],
        startTime: '10:00',
        endTime: '11:00',
        capacity: 10,
        enrolled: 9,
      })
      .returning();
    const token = await signToken(suite.keys, 'demo-ahkow', {
      expiresIn: Math.round((clock.getTime() - Date.now()) / 1000) + 600,
    });
    const answers = await Promise.all(
      ids.map((subscription) =>
        suite.app.inject({
          method: 'POST',
          url: '/intake/enroll',
          headers: { authorization: `Bearer ${token}` },
          payload: { clientId: AH_KOW, subscription, subscriptionTermId: run?.id },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().errorMessage).toBe(b.intakeFull);
    }
    const [after] = await db()
      .select()
      .from(events)
      .where(and(eq(events.id, run?.id ?? ''), eq(events.productId, FST)));
    expect(after?.enrolled).toBe(10);
  });
});
