/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument,
   @typescript-eslint/no-unsafe-call --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Signed-in Denticare (issue 16): services/list and the denticare/client calls, for the signed-in customer and
 * the loved one they act for (`view-as`). Registering finds the person's earlier anonymous bookings by NRIC; a
 * blacklisted client is told whom to call; the 24-hour rule at its boundary; nobody reaches another's booking.
 *
 * The app's clock is the test's, fixed on Monday 1 March 2027, 10:00 in Singapore; tokens are signed valid then.
 */
import { randomUUID } from 'node:crypto';

import {
  NO_PREFERENCE_DENTIST,
  denticareAppointmentSchema,
  denticareHistorySchema,
  formatMessage,
  formatSingaporeDate,
  messages,
} from '@careportal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { denticareClients } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { customerSuite, drivers, signToken, testConfig } from './helpers.ts';

const d = messages.denticare;
const SCALING = seedId('product', 'dental-scaling-and-polishing');
const TAMPINES = seedId('centre', 'denticare-tampines');
const JURONG = seedId('centre', 'denticare-jurong-east');
const NO_PREFERENCE = seedId('dentist', NO_PREFERENCE_DENTIST);
const LIM = seedId('dentist', 'Dr Lim Wei Ling');
const RAJESH = seedId('dentist', 'Dr Rajesh Kumar');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PHONE = '+65 6555 0123';

const sg = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);
const START = sg('2027-03-01 10:00');

describe.each(drivers())('signed-in Denticare on %s', (driver) => {
  let clock = START;
  const suite = customerSuite(driver, 'CPDENT01', {
    app: () => ({ clock: () => clock, config: testConfig({ denticarePhone: PHONE }) }),
  });

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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
  const slot = (day: string, time: string, resourceId = NO_PREFERENCE) => ({
    serviceId: SCALING,
    centerId: TAMPINES,
    resourceId,
    monthAndYear: day.slice(0, 7),
    dayOfMonth: day.slice(8, 10),
    timeSlot: time,
  });
  const asMeiLing = () => ({ 'view-as': suite.meiLingId });

  it('answers 401 to every call without a token', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/services/list?businessUnit=DENTICARE'],
      ['GET', `/denticare/client/centers?serviceId=${SCALING}`],
      ['GET', `/denticare/client/resources?serviceId=${SCALING}&centerId=${TAMPINES}`],
      ['POST', '/denticare/client/availableslot'],
      ['POST', '/denticare/client/appointment'],
      ['GET', '/denticare/client/appointment'],
      ['GET', '/denticare/client/appointment/history'],
      ['PUT', `/denticare/client/appointment/${UNKNOWN}/reschedule`],
      ['DELETE', `/denticare/client/appointment/${UNKNOWN}`],
      ['POST', '/denticare/client/register'],
      ['GET', '/denticare/client/status'],
      ['GET', '/denticare/client/mhq'],
    ];
    for (const [method, url] of routes) {
      const res = await suite.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists the Denticare services, their clinics and dentists, and the free slots', async () => {
    const services = await call('GET', '/services/list?businessUnit=DENTICARE');
    expect(services.statusCode).toBe(200);
    expect(services.json().data).toContainEqual({
      serviceId: SCALING,
      serviceName: 'Dental Scaling and Polishing',
      description: expect.any(String),
    });
    expect((await call('GET', '/services/list?businessUnit=RETAIL')).statusCode).toBe(400);

    const centres = await call('GET', `/denticare/client/centers?serviceId=${SCALING}`);
    expect(
      centres
        .json()
        .data.map((c: { centerId: string }) => c.centerId)
        .sort(),
    ).toEqual([TAMPINES, JURONG].sort());
    expect((await call('GET', `/denticare/client/centers?serviceId=${UNKNOWN}`)).statusCode).toBe(404);
    const resources = await call(
      'GET',
      `/denticare/client/resources?serviceId=${SCALING}&centerId=${TAMPINES}`,
    );
    expect(resources.json().data.map((r: { resourceId: string }) => r.resourceId)).toEqual([
      NO_PREFERENCE,
      LIM,
      RAJESH,
    ]);

    const months = await call('POST', '/denticare/client/availableslot', {
      payload: { serviceId: SCALING, centerId: TAMPINES },
    });
    expect(months.json().data).toEqual({
      availableMonths: ['2027-03', '2027-04', '2027-05'],
      availableDates: [],
      availableTimes: {},
    });
    const day = await call('POST', '/denticare/client/availableslot', {
      payload: {
        serviceId: SCALING,
        centerId: TAMPINES,
        resourceId: RAJESH,
        selectedMonth: '2027-03',
        selectedDate: '2027-03-03',
      },
    });
    expect(day.json().data.availableDates[0]).toBe('2027-03-02');
    expect(Object.keys(day.json().data.availableTimes)).toHaveLength(10);
    const bad = await call('POST', '/denticare/client/availableslot', {
      payload: { serviceId: 'x', centerId: TAMPINES, selectedMonth: '2027-13' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['selectedMonth', 'serviceId']);
  });

  it('asks an unregistered person to register, and registering finds their earlier anonymous booking by NRIC', async () => {
    expect((await call('GET', '/denticare/client/status')).json().data).toEqual({
      denticareClientId: null,
      denticareAssociationId: null,
      blackListed: null,
      denticareSessionId: null,
    });
    const unregistered = await call('POST', '/denticare/client/appointment', {
      payload: slot('2027-03-03', '09:00 am'),
    });
    expect(unregistered.statusCode).toBe(409);
    expect(unregistered.json()).toMatchObject({ errorCode: 'NOT_REGISTERED', errorMessage: d.notRegistered });

    // Tan Ah Kow (S1234567D) booked anonymously before signing in.
    const session = randomUUID();
    const inject = (method: 'POST' | 'PUT', url: string, payload: object) =>
      suite.app.inject({ method, url, payload });
    expect(
      (
        await inject('POST', '/public/v1/appointment', {
          ...slot('2027-03-04', '09:00 am', LIM),
          clientSessionId: session,
        })
      ).statusCode,
    ).toBe(201);
    await inject('POST', '/public/v1/client/session', {
      clientSessionId: session,
      isBookingForYourSelf: true,
      name: 'Tan Ah Kow',
      email: 'ahkow.tan@example.sg',
      mobileNumber: '91234567',
      clientIdType: 'NRIC',
      nric: 'S1234567D',
    });
    const confirmed = await inject('POST', '/public/v1/appointment/review/confirm', {
      clientSessionId: session,
      marketingConsentAgreed: false,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const registered = await call('POST', '/denticare/client/register');
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().message).toBe(messages.success.denticareClientCreated);
    expect(registered.json().data).toMatchObject({
      denticareClientId: expect.any(String),
      denticareAssociationId: expect.stringMatching(/^DC[0-9A-F]{10}$/),
      blackListed: false,
    });
    expect((await call('GET', '/denticare/client/status')).json().data.denticareClientId).toBe(
      registered.json().data.denticareClientId,
    );
    const history = denticareHistorySchema.parse(
      (await call('GET', '/denticare/client/appointment/history')).json().data,
    );
    expect(history.upcomingAppointments.map((a) => [a.resourceName, a.dayOfMonth, a.timeSlot])).toEqual([
      ['Dr Lim Wei Ling', '04', '09:00 am'],
    ]);

    const again = await call('POST', '/denticare/client/register');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'DENTICARE_CLIENT_EXISTS',
      errorMessage: d.alreadyRegistered,
      data: null,
    });
  });

  it('books, lists, reschedules and cancels, with the catalogue messages', async () => {
    const booked = await call('POST', '/denticare/client/appointment', {
      payload: slot('2027-03-05', '09:45 AM', RAJESH),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().message).toBe(messages.success.appointmentBooked);
    const appointment = denticareAppointmentSchema.parse(booked.json().data);
    expect(appointment).toMatchObject({
      serviceId: SCALING,
      serviceName: 'Dental Scaling and Polishing',
      centerId: TAMPINES,
      centerName: 'Denticare (Tampines One)',
      resourceId: RAJESH,
      startsAt: sg('2027-03-05 09:45').toISOString(),
      endsAt: sg('2027-03-05 10:30').toISOString(),
      monthAndYear: '2027-03',
      dayOfMonth: '05',
      timeSlot: '09:45 am',
      status: 'BOOKED',
      canReschedule: true,
      canCancel: true,
      refusal: null,
    });
    const upcoming = await call('GET', '/denticare/client/appointment');
    expect(upcoming.json().data.map((a: { id: string }) => a.id)).toContain(appointment.id);

    const moved = await call('PUT', `/denticare/client/appointment/${appointment.id}/reschedule`, {
      payload: slot('2027-03-08', '02:15 pm', RAJESH),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: messages.success.appointmentRescheduled,
      data: { id: appointment.id, dayOfMonth: '08', timeSlot: '02:15 pm' },
    });

    const cancelled = await call('DELETE', `/denticare/client/appointment/${appointment.id}`, {
      payload: { reason: 'Away' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: messages.success.appointmentCancelled,
      data: { status: 'CANCELLED' },
    });
    const history = (await call('GET', '/denticare/client/appointment/history')).json().data;
    expect(history.cancelledAppointments.map((a: { id: string }) => a.id)).toContain(appointment.id);
    expect(history.upcomingAppointments.map((a: { id: string }) => a.id)).not.toContain(appointment.id);
    const twice = await call('DELETE', `/denticare/client/appointment/${appointment.id}`);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().errorMessage).toBe(d.alreadyCancelled);
  });

  it('keeps the 24-hour rule: 24 hours before is still allowed, a minute less is not', async () => {
    const booked = await call('POST', '/denticare/client/appointment', {
      payload: slot('2027-03-10', '10:30 am', LIM),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.id;
    try {
      clock = sg('2027-03-09 10:30');
      const list = (await call('GET', '/denticare/client/appointment')).json().data;
      expect(list.find((a: { id: string }) => a.id === id)).toMatchObject({
        canReschedule: true,
        canCancel: true,
      });
      clock = sg('2027-03-09 10:31');
      const late = (await call('GET', '/denticare/client/appointment'))
        .json()
        .data.find((a: { id: string }) => a.id === id);
      expect(late).toMatchObject({
        canReschedule: false,
        canCancel: false,
        refusal: messages.booking.appointmentTooLate,
      });
      const refused = await call('PUT', `/denticare/client/appointment/${id}/reschedule`, {
        payload: slot('2027-03-12', '09:00 am'),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorMessage).toBe(messages.booking.appointmentTooLate);
      expect((await call('DELETE', `/denticare/client/appointment/${id}`)).statusCode).toBe(409);
      clock = sg('2027-03-10 11:30');
      const history = (await call('GET', '/denticare/client/appointment/history')).json().data;
      expect(history.completedAppointments.map((a: { id: string }) => a.id)).toContain(id);
    } finally {
      clock = START;
    }
  });

  it('refuses a slot another visitor holds, with the next free slots', async () => {
    const session = randomUUID();
    const held = await suite.app.inject({
      method: 'POST',
      url: '/public/v1/appointment',
      payload: { ...slot('2027-03-12', '11:15 am', LIM), clientSessionId: session },
    });
    expect(held.statusCode).toBe(201);
    const taken = await call('POST', '/denticare/client/appointment', {
      payload: slot('2027-03-12', '11:15 am', LIM),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('SLOT_TAKEN');
    expect(taken.json().data.nextAvailable[0]).toMatchObject({
      resourceId: LIM,
      dayOfMonth: '12',
      timeSlot: '12:00 pm',
    });
  });

  it('holds one appointment a person at a time: a booking sent twice makes one, an overlapping one is refused', async () => {
    // One booking sent twice at once (a double press, a request the browser retried), with 'No preference':
    // both dentists are free at that time, yet one appointment is made and both answers name it.
    const nine = slot('2027-03-22', '09:00 am');
    const answers = await Promise.all([
      call('POST', '/denticare/client/appointment', { payload: nine }),
      call('POST', '/denticare/client/appointment', { payload: nine }),
    ]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
      200, 201,
    ]);
    const [id, otherId] = answers.map((a) => a.json().data.id as string);
    expect(otherId).toBe(id);
    expect(answers.map((a) => a.json().message as string)).toEqual([
      messages.success.appointmentBooked,
      messages.success.appointmentBooked,
    ]);
    const atNine = (await call('GET', '/denticare/client/appointment'))
      .json()
      .data.filter((a: { startsAt: string }) => a.startsAt === sg('2027-03-22 09:00').toISOString());
    expect(atNine.map((a: { id: string }) => a.id)).toEqual([id]);
    const dentist = answers[0].json().data.resourceId as string;

    // Sent again later, naming its dentist: still the one appointment.
    const again = await call('POST', '/denticare/client/appointment', {
      payload: slot('2027-03-22', '09:00 am', dentist),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(id);

    // The other dentist, or the other clinic, at that time: refused, saying when the appointment is.
    const clash = formatMessage(d.appointmentClash, {
      date: formatSingaporeDate(sg('2027-03-22 09:00')),
      time: '09:00 am',
    });
    const otherDentist = await call('POST', '/denticare/client/appointment', {
      payload: slot('2027-03-22', '09:00 am', dentist === LIM ? RAJESH : LIM),
    });
    expect(otherDentist.statusCode, otherDentist.body).toBe(409);
    expect(otherDentist.json()).toMatchObject({ errorCode: 'APPOINTMENT_CLASH', errorMessage: clash });
    const otherClinic = await call('POST', '/denticare/client/appointment', {
      payload: { ...nine, centerId: JURONG },
    });
    expect(otherClinic.statusCode, otherClinic.body).toBe(409);
    expect(otherClinic.json().errorCode).toBe('APPOINTMENT_CLASH');

    // Another appointment moved onto that time: refused, and it stays where it was.
    const later = await call('POST', '/denticare/client/appointment', {
      payload: slot('2027-03-23', '10:30 am'),
    });
    expect(later.statusCode, later.body).toBe(201);
    const moved = await call('PUT', `/denticare/client/appointment/${later.json().data.id}/reschedule`, {
      payload: nine,
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json()).toMatchObject({ errorCode: 'APPOINTMENT_CLASH', errorMessage: clash });
    const kept = (await call('GET', '/denticare/client/appointment'))
      .json()
      .data.find((a: { id: string }) => a.id === later.json().data.id);
    expect(kept).toMatchObject({ dayOfMonth: '23', timeSlot: '10:30 am' });
    // An appointment moved within its own time (another dentist) is no clash with itself.
    const itself = await call('PUT', `/denticare/client/appointment/${later.json().data.id}/reschedule`, {
      payload: slot('2027-03-23', '10:30 am'),
    });
    expect(itself.statusCode, itself.body).toBe(200);
  });

  it("reaches nobody else's appointment: another customer's id and an unknown id are 404", async () => {
    const booked = await call('POST', '/denticare/client/appointment', {
      payload: slot('2027-03-15', '09:00 am'),
    });
    const id = booked.json().data.id;
    for (const [method, url] of [
      ['DELETE', `/denticare/client/appointment/${id}`],
      ['PUT', `/denticare/client/appointment/${id}/reschedule`],
    ] as const) {
      const res = await call(method, url, {
        subject: 'other-sub',
        ...(method === 'PUT' ? { payload: slot('2027-03-16', '09:00 am') } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().errorMessage).toBe(d.appointmentNotFound);
    }
    const unknown = await call('DELETE', `/denticare/client/appointment/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect((await call('DELETE', '/denticare/client/appointment/not-an-id')).statusCode).toBe(400);
    // Acting for Mei Ling shows none of Ah Kow's appointments.
    const hers = await call('GET', '/denticare/client/appointment', { headers: asMeiLing() });
    expect(hers.json().data).toEqual([]);
    const stranger = await call('GET', '/denticare/client/status', {
      headers: { 'view-as': suite.strangerLovedOneId },
    });
    expect(stranger.statusCode).toBe(403);
    const other = await call('GET', '/denticare/client/appointment/history', { subject: 'other-sub' });
    expect(other.json().data.upcomingAppointments).toEqual([]);
  });

  it('registers and books for a loved one; a blacklisted client is told whom to call', async () => {
    const registered = await call('POST', '/denticare/client/register', { headers: asMeiLing() });
    expect(registered.statusCode, registered.body).toBe(201);
    const booked = await call('POST', '/denticare/client/appointment', {
      headers: asMeiLing(),
      payload: slot('2027-03-17', '09:00 am'),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const hers = (await call('GET', '/denticare/client/appointment', { headers: asMeiLing() })).json().data;
    expect(hers.map((a: { id: string }) => a.id)).toEqual([booked.json().data.id]);
    const his = (await call('GET', '/denticare/client/appointment')).json().data;
    expect(his.map((a: { id: string }) => a.id)).not.toContain(booked.json().data.id);

    await suite.database.handle.db
      .update(denticareClients)
      .set({ blackListed: true })
      .where(eq(denticareClients.lovedOneId, suite.meiLingId));
    expect(
      (await call('GET', '/denticare/client/status', { headers: asMeiLing() })).json().data.blackListed,
    ).toBe(true);
    const refused = await call('POST', '/denticare/client/appointment', {
      headers: asMeiLing(),
      payload: slot('2027-03-18', '09:00 am'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'BLACKLISTED',
      errorMessage: formatMessage(d.blacklisted, { phone: PHONE }),
    });
    expect(refused.json().errorMessage).toContain(`Please call ${PHONE}`);
  });

  it('says when the medical history questionnaire is due', async () => {
    const his = (await call('GET', '/denticare/client/mhq')).json().data;
    expect(his.lastSubmittedAt).toEqual(expect.any(String));
    expect(his.due).toBe(false);
    expect((await call('GET', '/denticare/client/mhq', { headers: asMeiLing() })).json().data).toEqual({
      lastSubmittedAt: null,
      due: true,
    });
  });

  it('answers 400 with the field errors for a bad booking', async () => {
    const res = await call('POST', '/denticare/client/appointment', {
      payload: { ...slot('2027-03-05', '25:00 pm'), dayOfMonth: '5', centerId: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .data.errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['centerId', 'dayOfMonth', 'timeSlot']);
  });
});
