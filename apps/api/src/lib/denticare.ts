/**
 * Denticare booking (issue 16), shared by the public v1 routes and the signed-in denticare/client routes.
 *
 * Where slots come from: each dentist's weekly hours (dentist_schedules) cut into 45-minute slots by domain
 * sessionSlots, Singapore public holidays left out, from 24 hours after now (the 24-hour rule) to
 * {@link BOOKING_WINDOW_DAYS} days ahead. A slot is free for a dentist when no BOOKED booking and no HELD one
 * whose hold has not lapsed has it. 'No preference' stands for every dentist of the centre: a time is available
 * when one of them is free, and booking it takes the first free one.
 *
 * Taking a slot (repositories/denticare.ts takeSlot) makes its appointment_slots row if it has none yet, then in
 * one transaction expires the slot's lapsed holds and inserts (or moves) the booking; the unique index on live
 * bookings decides between people racing for it.
 */
import { randomBytes } from 'node:crypto';

import {
  addCalendarDays,
  bookingChangeRulesInSingapore,
  DENTICARE_CANCEL_ID_BYTES,
  DENTICARE_MIN_LEAD_HOURS,
  denticareDate,
  denticareDayOfMonth,
  denticareSlotStart,
  denticareMonthAndYear,
  denticareTimeSlot,
  formatAddressLines,
  formatMessage,
  formatSingaporeDate,
  lastDayOfMonth,
  maskNationalId,
  messages,
  sessionSlots,
  timeOfDay,
  type CancellationData,
  type DenticareAppointment,
  type DenticareAvailableTime,
  type DenticareCenterDetail,
  type DenticareSlotRequest,
  type PublicAppointment,
  type PublicSlot,
} from '@careportal/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { BookingView, CentreRow, DentistRow, TakeMode } from '../repositories/denticare.ts';
import { ApiError, fieldInvalid, notFound } from './errors.ts';
import { writerFor } from './i18n.ts';

const d = messages.denticare;

/** How far ahead slots are offered. */
export const BOOKING_WINDOW_DAYS = 90;
/** How many next free slots a refusal offers. */
export const NEXT_AVAILABLE_COUNT = 3;
/** The product the public booking is for (seed 001: Dental Scaling and Polishing). */
export const SCALING_SERVICE_SLUG = 'dental-scaling-and-polishing';

const HOUR_MS = 3_600_000;

/** A free slot of one dentist. */
export interface FreeSlot {
  dentist: DentistRow;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Where a clinic is, on one line, as the centre lists and the notices about an appointment give it: domain
 * formatAddressLines joined ('Blk 10 Tampines Central 1, #04-21, Tampines One, Singapore 529536').
 */
export function clinicAddress(centre: BookingView['centreAddress']): string {
  return formatAddressLines(centre).join(', ');
}

/** A centre as the centre lists answer it. */
export function centreDetail(centre: CentreRow): DenticareCenterDetail {
  return {
    centerId: centre.id,
    centerName: centre.name,
    area: centre.area as DenticareCenterDetail['area'],
    address: clinicAddress(centre),
    postalCode: centre.postalCode,
  };
}

/** The service and the centre that offers it; 404 with the catalogue's words otherwise. */
export async function serviceAtCentre(app: FastifyInstance, serviceId: string, centreId: string) {
  const service = await app.repos.denticare.service(serviceId);
  if (!service) throw notFound(d.serviceNotFound);
  const centre = (await app.repos.denticare.centresOf(serviceId)).find((c) => c.id === centreId);
  if (!centre) throw notFound(d.centerNotFound);
  return { service, centre };
}

/** The centre's resources: 'No preference' first, then its dentists by name. */
export async function resourcesOf(app: FastifyInstance, centreId: string) {
  const noPreference = await app.repos.denticare.noPreference();
  const dentists = await app.repos.denticare.dentistsOf(centreId);
  return [...(noPreference ? [noPreference] : []), ...dentists].map((r) => ({
    resourceId: r.id,
    resourceName: r.name,
  }));
}

/** The dentists a resource stands for: all of the centre's for 'No preference' or none; 404 for another's. */
export async function dentistsFor(
  app: FastifyInstance,
  centreId: string,
  resourceId: string | undefined,
): Promise<DentistRow[]> {
  const dentists = await app.repos.denticare.dentistsOf(centreId);
  if (resourceId === undefined) return dentists;
  const noPreference = await app.repos.denticare.noPreference();
  if (noPreference?.id === resourceId.toLowerCase()) return dentists;
  const dentist = dentists.find((x) => x.id === resourceId.toLowerCase());
  if (!dentist) throw notFound(d.resourceNotFound);
  return [dentist];
}

/** The first instant a slot may start at: 24 hours from now. */
function earliest(now: Date): Date {
  return new Date(now.getTime() + DENTICARE_MIN_LEAD_HOURS * HOUR_MS);
}

/** The Singapore dates of the booking window at `now`, optionally narrowed to `[from, to]`. */
function window(now: Date, from?: string, to?: string): { from: string; to: string } | null {
  const first = denticareDate(earliest(now));
  const last = addCalendarDays(denticareDate(now), BOOKING_WINDOW_DAYS);
  const start = from !== undefined && from > first ? from : first;
  const end = to !== undefined && to < last ? to : last;
  return start <= end ? { from: start, to: end } : null;
}

/**
 * The free slots of `dentists` between two Singapore dates (the whole window by default), by start and then by
 * dentist name. With `includeTaken`, taken slots are kept too (to tell 'taken' from 'not offered').
 */
export async function freeSlots(
  app: FastifyInstance,
  dentists: DentistRow[],
  now: Date,
  range: { from?: string; to?: string } = {},
  options: { includeTaken?: boolean } = {},
): Promise<FreeSlot[]> {
  const dates = window(now, range.from, range.to);
  if (dates === null || dentists.length === 0) return [];
  const byId = new Map(dentists.map((x) => [x.id, x]));
  const schedules = await app.repos.denticare.schedulesOf([...byId.keys()]);
  const hours = schedules.map((s) => ({
    id: s.dentistId,
    dayOfWeek: s.weekday,
    opens: timeOfDay(s.startMinute),
    closes: timeOfDay(s.endMinute),
    places: 1,
  }));
  const first = earliest(now);
  const slots = sessionSlots(hours, dates.from, dates.to).filter((s) => s.startsAt >= first);
  if (slots.length === 0) return [];
  const taken = options.includeTaken
    ? new Set<string>()
    : new Set(
        (
          await app.repos.denticare.takenSlots(
            [...byId.keys()],
            slots[0]?.startsAt ?? first,
            new Date((slots.at(-1)?.startsAt ?? first).getTime() + 1),
            now,
          )
        ).map((t) => `${t.dentistId}|${t.startsAt.getTime()}`),
      );
  const free: FreeSlot[] = [];
  for (const s of slots) {
    const dentist = byId.get(s.sourceId ?? '');
    if (dentist && !taken.has(`${dentist.id}|${s.startsAt.getTime()}`)) {
      free.push({ dentist, startsAt: s.startsAt, endsAt: s.endsAt });
    }
  }
  return free.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.dentist.name.localeCompare(b.dentist.name),
  );
}

/** The months with a free slot, `yyyy-MM`, in order. */
export async function availableMonths(app: FastifyInstance, dentists: DentistRow[], now: Date) {
  const slots = await freeSlots(app, dentists, now);
  return [...new Set(slots.map((s) => denticareMonthAndYear(s.startsAt)))];
}

/** The dates of a month with a free slot, `yyyy-MM-dd`, in order. */
export async function availableDates(app: FastifyInstance, dentists: DentistRow[], month: string, now: Date) {
  const slots = await freeSlots(app, dentists, now, { from: `${month}-01`, to: lastDayOfMonth(month) });
  return [...new Set(slots.map((s) => denticareDate(s.startsAt)))];
}

/** The free times of a date, keyed by time slot in time order, with the dentists free at each. */
export async function availableTimes(
  app: FastifyInstance,
  dentists: DentistRow[],
  date: string,
  now: Date,
): Promise<Record<string, DenticareAvailableTime>> {
  const slots = await freeSlots(app, dentists, now, { from: date, to: date });
  const times: Record<string, DenticareAvailableTime> = {};
  for (const slot of slots) {
    const key = denticareTimeSlot(slot.startsAt);
    const time = (times[key] ??= {
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      resources: [],
    });
    time.resources.push({ resourceId: slot.dentist.id, resourceName: slot.dentist.name });
  }
  return times;
}

/** A free slot as a refusal offers it. */
function publicSlot(centreId: string, slot: FreeSlot): PublicSlot {
  return {
    centerId: centreId,
    resourceId: slot.dentist.id,
    resourceName: slot.dentist.name,
    monthAndYear: denticareMonthAndYear(slot.startsAt),
    dayOfMonth: denticareDayOfMonth(slot.startsAt),
    timeSlot: denticareTimeSlot(slot.startsAt),
    startsAt: slot.startsAt.toISOString(),
  };
}

/** The next free slots after `after` (one per time; the earliest ones when none come after it). */
export async function nextAvailable(
  app: FastifyInstance,
  centreId: string,
  dentists: DentistRow[],
  after: Date,
  now: Date,
): Promise<PublicSlot[]> {
  const slots = await freeSlots(app, dentists, now);
  const seen = new Set<number>();
  const distinct = slots.filter((s) => !seen.has(s.startsAt.getTime()) && seen.add(s.startsAt.getTime()));
  const later = distinct.filter((s) => s.startsAt > after);
  return (later.length > 0 ? later : distinct)
    .slice(0, NEXT_AVAILABLE_COUNT)
    .map((s) => publicSlot(centreId, s));
}

/** 409 with the next free slots: SLOT_TAKEN, or HOLD_EXPIRED when it was the caller's lapsed hold. */
export async function slotTaken(
  app: FastifyInstance,
  code: 'SLOT_TAKEN' | 'HOLD_EXPIRED',
  centreId: string,
  dentists: DentistRow[],
  startsAt: Date,
  now: Date,
): Promise<ApiError> {
  const next = await nextAvailable(app, centreId, dentists, startsAt, now);
  return new ApiError({
    httpCode: 409,
    errorCode: code,
    message: code === 'SLOT_TAKEN' ? d.slotTaken : d.holdExpired,
    data: { nextAvailable: next },
  });
}

/**
 * Takes the slot at `startsAt` with the first of `dentists` whose hours offer it and who is free. 409
 * SLOT_NOT_OFFERED when none offers it (not a slot, a holiday, under 24 hours ahead, beyond the window). Not
 * `ok` when every one that offers it is taken, or (`clash`) when the mode's person already has a BOOKED
 * appointment at an overlapping time.
 */
export async function takeSlot(
  app: FastifyInstance,
  centreId: string,
  dentists: DentistRow[],
  startsAt: Date,
  now: Date,
  mode: TakeMode,
): Promise<SlotTaking> {
  const date = denticareDate(startsAt);
  const offered = (
    await freeSlots(app, dentists, now, { from: date, to: date }, { includeTaken: true })
  ).filter((s) => s.startsAt.getTime() === startsAt.getTime());
  if (offered.length === 0) {
    throw new ApiError({
      httpCode: 409,
      errorCode: 'SLOT_NOT_OFFERED',
      message: messages.booking.slotNotOffered,
    });
  }
  for (const slot of offered) {
    const slotId = await app.repos.denticare.materialiseSlot({
      centreId,
      dentistId: slot.dentist.id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
    });
    const result = await app.repos.denticare.takeSlot(slotId, now, mode);
    if (result.ok) {
      const view = await app.repos.denticare.byBookingId(result.booking.id);
      if (view) return { ok: true, view };
    } else if (result.reason === 'clash') {
      const clash = await app.repos.denticare.byBookingId(result.bookingId);
      if (clash) return { ok: false, clash };
    }
  }
  return { ok: false };
}

/** What {@link takeSlot} did: the booking on the slot, or why not (`clash`: the person's overlapping appointment). */
export type SlotTaking = { ok: true; view: BookingView } | { ok: false; clash?: BookingView };

/**
 * Whether `clash`, the person's appointment that overlaps a signed-in booking, is that same booking sent again
 * (a double press, a retried request): the same service, clinic and time, with a dentist the request allows.
 */
export function isSameBooking(
  clash: BookingView,
  request: { serviceId: string; centreId: string; startsAt: Date; dentists: DentistRow[] },
): boolean {
  return (
    clash.serviceId === request.serviceId &&
    clash.centreId === request.centreId &&
    clash.startsAt.getTime() === request.startsAt.getTime() &&
    request.dentists.some((dentist) => dentist.id === clash.dentistId)
  );
}

/** 409 APPOINTMENT_CLASH: the person already has `clash` at an overlapping time; the message says when. */
export function appointmentClash(clash: BookingView): ApiError {
  return new ApiError({
    httpCode: 409,
    errorCode: 'APPOINTMENT_CLASH',
    message: formatMessage(d.appointmentClash, {
      date: formatSingaporeDate(clash.startsAt),
      time: denticareTimeSlot(clash.startsAt),
    }),
  });
}

/** The start of the slot a booking request names; 400 at dayOfMonth for a date that does not exist (30 February). */
export function slotStart(body: DenticareSlotRequest): Date {
  const startsAt = denticareSlotStart(body.monthAndYear, body.dayOfMonth, body.timeSlot);
  if (startsAt === null) throw fieldInvalid('dayOfMonth', messages.validation.invalidValue);
  return startsAt;
}

/** A new cancellation-link id: {@link DENTICARE_CANCEL_ID_BYTES} random bytes, base64url. */
export function newCancelToken(): string {
  return randomBytes(DENTICARE_CANCEL_ID_BYTES).toString('base64url');
}

/** A booking as the public calls answer it. */
export function publicAppointment(view: BookingView): PublicAppointment {
  const b = view.booking;
  const status =
    b.status === 'CANCELLED'
      ? 'CANCELLED'
      : b.status === 'HELD' || b.status === 'EXPIRED'
        ? 'HELD'
        : 'BOOKED';
  return {
    appointmentId: b.cancelToken ?? '',
    clientSessionId: b.clientSessionId ?? '',
    centerId: view.centreId,
    centerName: view.centreName,
    resourceId: view.dentistId,
    resourceName: view.dentistName,
    serviceId: view.serviceId ?? '',
    serviceName: view.serviceName ?? '',
    monthAndYear: denticareMonthAndYear(view.startsAt),
    dayOfMonth: denticareDayOfMonth(view.startsAt),
    timeSlot: denticareTimeSlot(view.startsAt),
    startsAt: view.startsAt.toISOString(),
    status,
    heldUntil: status === 'HELD' && b.heldUntil ? b.heldUntil.toISOString() : null,
  };
}

/** Cancellation data: the status is '' once the appointment has started. */
export function cancellationData(view: BookingView, nationalId: string, now: Date): CancellationData {
  const status = view.startsAt <= now ? '' : view.booking.status === 'CANCELLED' ? 'CANCELLED' : 'BOOKED';
  return {
    appointmentDate: view.startsAt.toISOString(),
    nric: maskNationalId(nationalId),
    serviceName: view.serviceName ?? '',
    appointmentId: view.booking.cancelToken ?? '',
    clientSessionId: view.booking.clientSessionId ?? '',
    status,
  };
}

/** A booking as the signed-in calls answer it, with what may be done with it now and why not. */
export function appointment(view: BookingView, now: Date): DenticareAppointment {
  const b = view.booking;
  const status =
    b.status === 'CANCELLED'
      ? 'CANCELLED'
      : b.status === 'COMPLETED' || view.endsAt <= now
        ? 'COMPLETED'
        : 'BOOKED';
  const rules = bookingChangeRulesInSingapore(
    {
      format: 'APPOINTMENT',
      programContentType: null,
      status: status === 'BOOKED' ? 'SCHEDULED' : status,
      startsAt: view.startsAt,
    },
    now,
  );
  const refusal = rules.rescheduleRefusal ?? rules.cancelRefusal;
  return {
    id: b.id,
    serviceId: view.serviceId ?? '',
    serviceName: view.serviceName ?? '',
    centerId: view.centreId,
    centerName: view.centreName,
    resourceId: view.dentistId,
    resourceName: view.dentistName,
    startsAt: view.startsAt.toISOString(),
    endsAt: view.endsAt.toISOString(),
    monthAndYear: denticareMonthAndYear(view.startsAt),
    dayOfMonth: denticareDayOfMonth(view.startsAt),
    timeSlot: denticareTimeSlot(view.startsAt),
    status,
    canReschedule: rules.canReschedule,
    canCancel: rules.canCancel,
    refusal: refusal === null ? null : messages.booking[refusal],
  };
}

/** 409 with the rule's words when a booked appointment may no longer change (24-hour rule, started, cancelled). */
export function changeRefusal(view: BookingView, now: Date, what: 'reschedule' | 'cancel'): ApiError | null {
  const b = view.booking;
  if (b.status === 'CANCELLED') {
    return new ApiError({ httpCode: 409, errorCode: 'ALREADY_CANCELLED', message: d.alreadyCancelled });
  }
  if (view.startsAt <= now) {
    return new ApiError({ httpCode: 409, errorCode: 'APPOINTMENT_PASSED', message: d.appointmentPassed });
  }
  const rules = bookingChangeRulesInSingapore(
    { format: 'APPOINTMENT', programContentType: null, status: 'SCHEDULED', startsAt: view.startsAt },
    now,
  );
  const refusal = what === 'reschedule' ? rules.rescheduleRefusal : rules.cancelRefusal;
  return refusal === null
    ? null
    : new ApiError({ httpCode: 409, errorCode: 'CHANGE_REFUSED', message: messages.booking[refusal] });
}

/** A mobile number in E.164 from a country code ('+65' by default) and the number. */
export function e164(countryCode: string | null | undefined, mobileNumber: string): string {
  const code = countryCode && countryCode.trim() !== '' ? countryCode.trim() : '+65';
  return `${code.startsWith('+') ? code : `+${code}`}${mobileNumber.replace(/[\s-]+/g, '')}`;
}

/** A notice to a person: its subject (email) and its words (email and SMS). */
export interface Notice {
  subject: string;
  text: string;
}

/**
 * Sends the same notice by email and SMS. A failure is logged, never thrown: the booking is made, and the
 * person sees it on the confirmation page.
 */
export async function notifyBoth(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  to: { email: string; mobileNumber: string; countryCode: string | null },
  { subject, text }: Notice,
): Promise<void> {
  const sends = [
    app.adapters.notifications.send(
      { channel: 'EMAIL', to: to.email, subject, text },
      AbortSignal.timeout(10_000),
    ),
    app.adapters.notifications.send(
      { channel: 'SMS', to: e164(to.countryCode, to.mobileNumber), text },
      AbortSignal.timeout(10_000),
    ),
  ];
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'rejected')
      log.warn({ err: result.reason as unknown }, 'a Denticare notice was not sent');
  }
}

/** A booking's confirmation, with the clinic's address and its cancellation link, in the booking's language. */
export async function confirmationNotice(app: FastifyInstance, view: BookingView): Promise<Notice> {
  const write = await writerFor(view.booking.language);
  return {
    subject: write.text('messages.denticare.confirmationSubject', {}),
    text: write.text('messages.denticare.confirmationText', {
      service: view.serviceName ?? '',
      date: formatSingaporeDate(view.startsAt),
      time: denticareTimeSlot(view.startsAt),
      centre: view.centreName,
      address: clinicAddress(view.centreAddress),
      dentist: view.dentistName,
      link: `${app.config.portalOrigin}/denticare/appointment/${view.booking.cancelToken ?? ''}`,
    }),
  };
}

/** A booking's cancellation notice, with the clinic's address, in the booking's language. */
export async function cancellationNotice(view: BookingView): Promise<Notice> {
  const write = await writerFor(view.booking.language);
  return {
    subject: write.text('messages.denticare.cancellationSubject', {}),
    text: write.text('messages.denticare.cancellationText', {
      service: view.serviceName ?? '',
      date: formatSingaporeDate(view.startsAt),
      time: denticareTimeSlot(view.startsAt),
      centre: view.centreName,
      address: clinicAddress(view.centreAddress),
    }),
  };
}
