/**
 * The Denticare area's public calls (issue 16): the public v1 booking by a client session id
 * (/work/notes/denticare-contract.md), its analytics steps, and the words the public pages build from the answers.
 * The signed-in pages' helpers are in ./client and their slot searches in ./slotSearch; both sides read the one
 * URL table, {@link DENTICARE_URLS} in ./urls, split into `public` and `client`. The shapes are domain's
 * (packages/domain/src/schemas/denticare.ts).
 */
import {
  DEFAULT_LOCALE,
  bookingPageMessages,
  denticarePageMessages,
  formatEnglish,
  formatSingaporeTime,
  formatWeekdayDate,
  type CancellationData,
  type DenticareAvailableTime,
  type DenticareCenterDetail,
  type DenticarePublicClient,
  type Locale,
  type MessageFormatter,
  type PublicAppointment,
  type PublicAppointmentRequest,
  type PublicSlot,
  type RevampResource,
} from '@careportal/domain';
import { useLocale, useTranslated } from '@careportal/ui';
import { useMemo } from 'react';
import type { ApiClient, ApiResult } from '../../data/client';
import { DENTICARE_URLS, nextAvailableOf, type SlotQuery } from './urls';
import { DENTICARE_BOOKING_PATH } from '../../paths';

export { DENTICARE_URLS, nextAvailableOf, type SlotQuery };

export type {
  CancellationData,
  DenticareAvailableTime as PublicTime,
  DenticareCenterDetail as PublicCenter,
  DenticarePublicClient as PublicClient,
  PublicAppointment,
  PublicAppointmentRequest as AppointmentRequest,
  PublicSlot,
  RevampResource as PublicResource,
};

/** The answer of GET public/v1/centers. */
export interface CentersAnswer {
  serviceId: string;
  centers: DenticareCenterDetail[];
}

/** The outcomes of cancelling by link (seed 001 §8, "Cancellation codes"). */
export const CANCELLATION_RESULTS = [
  'CANCELLATION_SUCCESS',
  'CANCELLATION_FAILED',
  'APPOINTMENT_NOT_AVAILABLE',
] as const;
/** One of {@link CANCELLATION_RESULTS}. */
export type CancellationResult = (typeof CANCELLATION_RESULTS)[number];

/** The public Denticare paths of the portal. */
export const DENTICARE_PATHS = {
  landing: '/denticare',
  book: DENTICARE_BOOKING_PATH,
  confirmOrder: '/denticare/confirm-order',
  retainedOrder: '/denticare/retained-order',
  holdOn: '/denticare/hold-on',
  existing: '/denticare/existing-appointment-found',
  appointment: (id: string) => `/denticare/appointment/${encodeURIComponent(id)}`,
} as const;

/** The booking steps, as analytics tags them. */
export const BOOKING_STEPS = ['step1', 'step2', 'step3'] as const;
/** One of {@link BOOKING_STEPS}. */
export type BookingStep = (typeof BOOKING_STEPS)[number];

/**
 * Tells our own analytics endpoint (POST public/v1/events, never a third party) that the visitor reached `step`.
 * It runs behind the page: a failure is silent and never leaves the page.
 */
export function trackStep(client: ApiClient, step: BookingStep, clientSessionId: string): void {
  void client.request('POST', DENTICARE_URLS.public.events, {
    auth: false,
    quiet: true,
    body: { name: 'denticare_booking', step, clientSessionId },
    background: true,
  });
}

/** The words the labels below are made of, in a page's language (see {@link useDenticareWords}). */
export interface DenticareWords {
  locale: Locale;
  booking: typeof bookingPageMessages;
  denticare: typeof denticarePageMessages;
  format: MessageFormatter;
}

/** The catalogue's words, in English. */
const ENGLISH: DenticareWords = {
  locale: DEFAULT_LOCALE,
  booking: bookingPageMessages,
  denticare: denticarePageMessages,
  format: formatEnglish,
};

/** The words of the language the page is shown in. */
export function useDenticareWords(): DenticareWords {
  const { locale, format } = useLocale();
  const booking = useTranslated(bookingPageMessages, 'bookingPageMessages');
  const denticare = useTranslated(denticarePageMessages, 'denticarePageMessages');
  return useMemo(() => ({ locale, booking, denticare, format }), [locale, booking, denticare, format]);
}

/** 'Thursday, 03/12/2026' for '2026-12-03' (domain formatWeekdayDate), in the page's language. */
export function dateLabel(isoDate: string, words: DenticareWords = ENGLISH): string {
  return formatWeekdayDate(isoDate, {
    locale: words.locale,
    weekdays: words.booking.weekdays,
    template: words.booking.slots.day,
    format: words.format,
  });
}

/** The Singapore calendar date of a slot: '2026-12-03'. */
export function slotDate(slot: Pick<PublicSlot, 'monthAndYear' | 'dayOfMonth'>): string {
  return `${slot.monthAndYear}-${slot.dayOfMonth}`;
}

/** 'Thursday, 03/12/2026, 09:00 AM' for a slot or an appointment. */
export function slotWhen(
  slot: Pick<PublicSlot, 'monthAndYear' | 'dayOfMonth' | 'startsAt'>,
  words: DenticareWords = ENGLISH,
): string {
  return `${dateLabel(slotDate(slot), words)}, ${formatSingaporeTime(slot.startsAt)}`;
}

/** The slot body of POST/PUT appointment for a slot offered after another was taken. */
export function requestForSlot(
  slot: PublicSlot,
  clientSessionId: string,
  serviceId: string,
): PublicAppointmentRequest {
  return {
    clientSessionId,
    serviceId,
    centerId: slot.centerId,
    resourceId: slot.resourceId,
    monthAndYear: slot.monthAndYear,
    dayOfMonth: slot.dayOfMonth,
    timeSlot: slot.timeSlot.toLowerCase(),
  };
}

/**
 * Holds `body`'s slot for the session: POST appointment, or PUT when the session already has a booked
 * appointment (`change`, or the API answering APPOINTMENT_EXISTS). The caller reads SLOT_TAKEN itself: no
 * message is shown here, and only a 500 leaves the page (the Denticare error page).
 */
export async function holdSlot(
  client: ApiClient,
  body: PublicAppointmentRequest,
  change = false,
): Promise<ApiResult<PublicAppointment>> {
  const request = { ...body, timeSlot: body.timeSlot.toLowerCase() };
  if (change)
    return client.request<PublicAppointment>('PUT', DENTICARE_URLS.public.appointment, {
      auth: false,
      quiet: true,
      body: request,
    });
  const created = await client.request<PublicAppointment>('POST', DENTICARE_URLS.public.appointment, {
    auth: false,
    quiet: true,
    body: request,
  });
  if (created.errorCode !== 'APPOINTMENT_EXISTS') return created;
  return client.request<PublicAppointment>('PUT', DENTICARE_URLS.public.appointment, {
    auth: false,
    quiet: true,
    body: request,
  });
}

/** What the hold-on and retained-order pages are told when they are opened (router state). */
export interface TakenState {
  /** When the slot the visitor wanted was: 'Thursday, 03/12/2026, 09:00 AM'. */
  when: string | null;
  nextAvailable: PublicSlot[];
  serviceId: string;
  /** The session's booked appointment is being changed (PUT). */
  change?: boolean;
}

/** Reads {@link TakenState} from router state; null when the page was opened some other way. */
export function takenStateOf(state: unknown): TakenState | null {
  if (typeof state !== 'object' || state === null) return null;
  const candidate = state as Partial<TakenState>;
  if (!Array.isArray(candidate.nextAvailable) || typeof candidate.serviceId !== 'string') return null;
  return {
    when: typeof candidate.when === 'string' ? candidate.when : null,
    nextAvailable: candidate.nextAvailable,
    serviceId: candidate.serviceId,
    change: candidate.change === true,
  };
}

/** What the booking page is told when it is opened from another Denticare page (router state). */
export interface BookingResume {
  /** The slot is held for the session already: go on to the details (or the review when they are kept). */
  resume?: boolean;
  /** The session's booked appointment is being changed (PUT). */
  change?: boolean;
}
