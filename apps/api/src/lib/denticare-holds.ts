/**
 * The public Denticare booking's hold rules (issue 16, seed 001 section 7 "Public Denticare"), for the anonymous
 * session of routes/public/v1/denticare.ts:
 *
 * - POST appointment holds a slot for the session for DENTICARE_HOLD_MS; the session's earlier hold (lapsed or
 *   not) moves to it. A session that has booked already is refused (409 APPOINTMENT_EXISTS): PUT changes it.
 * - PUT appointment moves the hold, or reschedules the booked appointment within the 24-hour rule (409
 *   CHANGE_REFUSED); a session with neither is 404.
 * - review/confirm books the held slot; a lapsed hold is taken again when the slot is still free, else 409
 *   HOLD_EXPIRED. A session that has booked already gets its booking again (a retried confirm).
 * - A cancellation link opens a booked, cancelled or completed appointment; a hold's link is unknown.
 *
 * The rules ({@link holdTarget}, {@link holdWrite}, {@link confirmableHold}, {@link cancellationLinkOpens}) decide
 * from the session's latest booking and `now` alone; {@link holdOrMove} and {@link confirmHold} read and write
 * around them.
 */
import {
  DENTICARE_HOLD_MS,
  messages,
  type PublicAppointmentRequest,
  type PublicReviewConfirmRequest,
} from '@careportal/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { BookingView, TakeMode } from '../repositories/denticare.ts';
import {
  changeRefusal,
  confirmationNotice,
  dentistsFor,
  newCancelToken,
  notifyBoth,
  serviceAtCentre,
  slotStart,
  slotTaken,
  takeSlot,
} from './denticare.ts';
import { ApiError, fieldInvalid, notFound } from './errors.ts';

const d = messages.denticare;

/** POST appointment takes a new hold; PUT moves the hold or the booked appointment. */
export type HoldMethod = 'POST' | 'PUT';

/** The booking a POST or PUT appointment acts on: none (a new hold), the session's hold, or its booked appointment. */
export interface HoldTarget {
  target: BookingView | undefined;
  /** Whether `target` is the booked appointment (a reschedule) rather than a hold. */
  rescheduling: boolean;
}

/**
 * Which of the session's bookings a POST or PUT appointment acts on, from the session's latest booking: its
 * booked appointment while it is ahead, or its hold (lapsed or not). Throws 409 APPOINTMENT_EXISTS (POST with a
 * booked appointment), 404 (PUT with neither) and the 24-hour rule's refusal of a reschedule.
 */
export function holdTarget(latest: BookingView | undefined, method: HoldMethod, now: Date): HoldTarget {
  const status = latest?.booking.status;
  const booked = status === 'BOOKED' && latest && latest.startsAt > now ? latest : undefined;
  const held = status === 'HELD' || status === 'EXPIRED' ? latest : undefined;
  if (method === 'POST' && booked) {
    throw new ApiError({ httpCode: 409, errorCode: 'APPOINTMENT_EXISTS', message: d.appointmentExists });
  }
  const target = method === 'PUT' ? (booked ?? held) : held;
  if (method === 'PUT' && !target) throw notFound(d.appointmentNotFound);
  if (target === booked && booked) {
    const refusal = changeRefusal(booked, now, 'reschedule');
    if (refusal) throw refusal;
  }
  return { target, rescheduling: target !== undefined && target === booked };
}

/**
 * What taking the slot writes: the booked appointment moved (its service and language), the hold moved and held
 * again for DENTICARE_HOLD_MS from `now`, or a new hold with a new cancellation-link id. The booking keeps its
 * language unless the page sends one (English for a new one, the column's default).
 */
export function holdWrite(
  { target, rescheduling }: HoldTarget,
  body: PublicAppointmentRequest,
  now: Date,
  cancelToken: () => string = newCancelToken,
): TakeMode {
  const heldUntil = new Date(now.getTime() + DENTICARE_HOLD_MS);
  const language = body.language === undefined ? {} : { language: body.language };
  if (target) {
    return {
      kind: 'move',
      bookingId: target.booking.id,
      set: rescheduling
        ? { serviceId: body.serviceId, ...language }
        : { serviceId: body.serviceId, status: 'HELD', heldUntil, ...language },
    };
  }
  return {
    kind: 'insert',
    values: {
      clientSessionId: body.clientSessionId,
      serviceId: body.serviceId,
      status: 'HELD',
      heldUntil,
      cancelToken: cancelToken(),
      ...language,
    },
  };
}

/** POST and PUT appointment: hold (or move the hold onto) the slot, or reschedule the booked appointment. */
export async function holdOrMove(
  app: FastifyInstance,
  body: PublicAppointmentRequest,
  method: HoldMethod,
): Promise<BookingView> {
  const now = app.clock();
  const startsAt = slotStart(body);
  const { centre } = await serviceAtCentre(app, body.serviceId, body.centerId);
  const dentists = await dentistsFor(app, centre.id, body.resourceId);
  await app.repos.denticare.touchSession(body.clientSessionId);
  const latest = await app.repos.denticare.latestOfSession(body.clientSessionId);
  const write = holdWrite(holdTarget(latest, method, now), body, now);
  const taking = await takeSlot(app, centre.id, dentists, startsAt, now, write);
  if (!taking.ok) throw await slotTaken(app, 'SLOT_TAKEN', centre.id, dentists, startsAt, now);
  return taking.view;
}

/**
 * What review/confirm may do with the session's latest booking: answer it again when it is booked already (a
 * retried confirm), or book it when it is a hold (lapsed or not). 400 at clientSessionId when there is neither.
 */
export function confirmableHold(
  latest: BookingView | undefined,
): { booked: BookingView } | { hold: BookingView } {
  if (latest?.booking.status === 'BOOKED') return { booked: latest };
  if (!latest || (latest.booking.status !== 'HELD' && latest.booking.status !== 'EXPIRED')) {
    throw fieldInvalid('clientSessionId', d.noAppointmentChosen);
  }
  return { hold: latest };
}

/**
 * review/confirm: books the session's held slot, keeps the marketing consent and sends the confirmation with its
 * cancellation link by email and SMS. 400 at clientSessionId without the client's details; 409 HOLD_EXPIRED with
 * the next free slots when the hold lapsed and someone else took the slot.
 */
export async function confirmHold(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  request: PublicReviewConfirmRequest,
): Promise<BookingView> {
  const { clientSessionId, marketingConsentAgreed, language } = request;
  const now = app.clock();
  const confirmable = confirmableHold(await app.repos.denticare.latestOfSession(clientSessionId));
  if ('booked' in confirmable) return confirmable.booked;
  const { hold } = confirmable;
  const client = await app.repos.denticare.publicClient(clientSessionId);
  if (!client) throw fieldInvalid('clientSessionId', d.clientDetailsMissing);
  const result = await app.repos.denticare.takeSlot(hold.booking.slotId, now, {
    kind: 'move',
    bookingId: hold.booking.id,
    set: {
      status: 'BOOKED',
      heldUntil: null,
      bookedAt: now,
      ...(language === undefined ? {} : { language }),
    },
  });
  if (!result.ok) {
    const dentists = await dentistsFor(app, hold.centreId, undefined);
    throw await slotTaken(app, 'HOLD_EXPIRED', hold.centreId, dentists, hold.startsAt, now);
  }
  await app.repos.denticare.setMarketingConsent(clientSessionId, marketingConsentAgreed);
  const view = (await app.repos.denticare.byBookingId(hold.booking.id)) ?? hold;
  await notifyBoth(app, log, client, await confirmationNotice(app, view));
  return view;
}

/** Whether a cancellation link opens `view`: a booked, cancelled or completed appointment (never a hold). */
export function cancellationLinkOpens(view: BookingView | undefined): view is BookingView {
  const status = view?.booking.status;
  return status === 'BOOKED' || status === 'CANCELLED' || status === 'COMPLETED';
}
