/**
 * The Denticare area's calls, one module for the public pages and the signed-in ones (issue 16):
 * - the public v1 booking by a client session id (/work/notes/denticare-contract.md) and its analytics steps;
 * - the signed-in calls (`denticare/client/…`), made for the person the customer acts for (`view-as`), every GET
 *   and slot search cached by that person;
 * - one URL table, {@link DENTICARE_URLS}, split into `public` and `client`;
 * - the words the pages build from the answers.
 * The shapes are domain's (packages/domain/src/schemas/denticare.ts).
 */
import {
  DEFAULT_LOCALE,
  bookingPageMessages,
  formatMessage,
  formatSingaporeDate,
  myDenticarePageMessages,
  type AvailableSlotRequest,
  type DenticareAppointment,
  denticarePageMessages,
  formatDenticareMonth,
  formatEnglish,
  localWeekday,
  formatDisplayDate,
  formatSingaporeTime,
  messages,
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
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useApiClient } from '../../api/ApiProvider';
import type { ApiClient, ApiResult } from '../../api/client';
import { usePerson } from '../../pages/profile/useViewedApi';

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

/** The error codes the booking answers with. */
export const SLOT_TAKEN = 'SLOT_TAKEN';
export const HOLD_EXPIRED = 'HOLD_EXPIRED';
export const APPOINTMENT_EXISTS = 'APPOINTMENT_EXISTS';

const PUBLIC = 'public/v1';

function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, value);
  }
  return search.toString();
}

/** What the slot lists are asked for. */
export interface SlotQuery {
  clientSessionId: string;
  serviceId: string;
  centerId: string;
  resourceId?: string | null;
  selectedMonth?: string | null;
  selectedDate?: string | null;
}

/** The Denticare API's paths, relative to the API: the public booking's and the signed-in one's. */
export const DENTICARE_URLS = {
  /** The public booking (public/v1), by a client session id. */
  public: {
    centers: (clientSessionId: string) => `${PUBLIC}/centers?${query({ clientSessionId })}`,
    resources: (clientSessionId: string, serviceId: string, centerId: string) =>
      `${PUBLIC}/resources?${query({ serviceId, centerId, clientSessionId })}`,
    months: (q: SlotQuery) => `${PUBLIC}/appointment/available-months?${query({ ...q })}`,
    dates: (q: SlotQuery) => `${PUBLIC}/appointment/available-dates?${query({ ...q })}`,
    times: (q: SlotQuery) => `${PUBLIC}/appointment/available-times?${query({ ...q })}`,
    appointment: `${PUBLIC}/appointment`,
    sessionAppointment: (clientSessionId: string) => `${PUBLIC}/appointment?${query({ clientSessionId })}`,
    clientSession: `${PUBLIC}/client/session`,
    sessionClient: (clientSessionId: string) => `${PUBLIC}/client/session?${query({ clientSessionId })}`,
    confirm: `${PUBLIC}/appointment/review/confirm`,
    cancellation: (id: string) => `${PUBLIC}/appointment/cancel/${encodeURIComponent(id)}`,
    cancel: `${PUBLIC}/appointment/cancel`,
    events: `${PUBLIC}/events`,
  },
  /** The signed-in calls (denticare/client), for the person the customer acts for. */
  client: {
    services: 'services/list?businessUnit=DENTICARE',
    status: 'denticare/client/status',
    register: 'denticare/client/register',
    history: 'denticare/client/appointment/history',
    book: 'denticare/client/appointment',
    availableSlot: 'denticare/client/availableslot',
    centers: (serviceId: string) =>
      `denticare/client/centers?${new URLSearchParams({ serviceId }).toString()}`,
    resources: (serviceId: string, centerId: string) =>
      `denticare/client/resources?${new URLSearchParams({ serviceId, centerId }).toString()}`,
    appointment: (id: string) => `denticare/client/appointment/${encodeURIComponent(id)}`,
    reschedule: (id: string) => `denticare/client/appointment/${encodeURIComponent(id)}/reschedule`,
  },
} as const;

/** The public Denticare paths of the portal. */
export const DENTICARE_PATHS = {
  landing: '/denticare',
  book: '/denticare/book-appointment',
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
  void client.request(
    'POST',
    DENTICARE_URLS.public.events,
    false,
    true,
    { name: 'denticare_booking', step, clientSessionId },
    { background: true },
  );
}

/**
 * The next free slots an answer offers (`data.nextAvailable`: a 409 SLOT_TAKEN, or a lapsed hold), or none. Which
 * answer it is, the caller reads from its error code.
 */
export function nextAvailableOf(result: ApiResult): PublicSlot[] {
  const data = result.data;
  if (typeof data !== 'object' || data === null || !('nextAvailable' in data)) return [];
  const list = data.nextAvailable;
  return Array.isArray(list) ? (list as PublicSlot[]) : [];
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

/** 'December 2026' for '2026-12' (domain formatDenticareMonth), in the page's language. */
export function monthLabel(monthAndYear: string, words: DenticareWords = ENGLISH): string {
  return formatDenticareMonth(monthAndYear, words.locale);
}

/** 'Thursday, 03/12/2026' for '2026-12-03'. */
export function dateLabel(isoDate: string, words: DenticareWords = ENGLISH): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  const weekday =
    words.locale === DEFAULT_LOCALE
      ? (words.booking.weekdays[(date.getDay() + 6) % 7] ?? '')
      : localWeekday(date, words.locale);
  return words.format(words.booking.slots.day, { weekday, date: formatDisplayDate(date) });
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

/** The time a time slot label shows: '09:00 AM to 09:45 AM'. */
export function timeRangeLabel(
  time: Pick<DenticareAvailableTime, 'startsAt' | 'endsAt'>,
  words: DenticareWords = ENGLISH,
): string {
  return words.format(words.denticare.slot.timeRange, {
    start: formatSingaporeTime(time.startsAt),
    end: formatSingaporeTime(time.endsAt),
  });
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
    return client.request<PublicAppointment>('PUT', DENTICARE_URLS.public.appointment, false, true, request);
  const created = await client.request<PublicAppointment>(
    'POST',
    DENTICARE_URLS.public.appointment,
    false,
    true,
    request,
  );
  if (created.errorCode !== APPOINTMENT_EXISTS) return created;
  return client.request<PublicAppointment>('PUT', DENTICARE_URLS.public.appointment, false, true, request);
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

/** The signed-in pages' words. */
const text = myDenticarePageMessages;

/** The schedule page, where the pages go back to. */
export const SCHEDULE_PATH = '/my-denticare/schedule';

/** The reschedule page of an appointment. */
export function reschedulePath(id: string): string {
  return `/my-denticare/reschedule?${new URLSearchParams({ id }).toString()}`;
}

/** The answer of POST denticare/client/availableslot: the parts its request allows. */
export interface AvailableSlotAnswer {
  availableMonths?: string[];
  availableDates?: string[];
  availableTimes?: Record<string, DenticareAvailableTime>;
}

/**
 * Searches the free slots (POST denticare/client/availableslot) for the person the customer acts for, cached by
 * that person and the request; null searches nothing. Errors are the caller's to show.
 */
export function useAvailableSlots(
  request: AvailableSlotRequest | null,
): SWRResponse<ApiResult<AvailableSlotAnswer>> {
  const client = useApiClient();
  const { key: who } = usePerson();
  return useSWR(
    request === null ? null : (['denticare-slots', JSON.stringify(request), who] as const),
    ([, body]: readonly [string, string, string]) =>
      client.request<AvailableSlotAnswer>(
        'POST',
        DENTICARE_URLS.client.availableSlot,
        true,
        true,
        JSON.parse(body),
      ),
  );
}

/** Searches every free-slot list again (after a booking, or a time taken meanwhile): what is shown is what is free. */
export function useRefreshSlots(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === 'denticare-slots');
}

/** What the person has chosen of a slot, step by step; null where nothing is chosen yet. */
export interface SlotChoice {
  resourceId: string | null;
  /** `yyyy-MM`. */
  month: string | null;
  /** `yyyy-MM-dd`. */
  date: string | null;
  /** The time slot as the API keys it, lower-cased: '09:00 am'. */
  time: string | null;
}

/** Nothing chosen. */
export const EMPTY_CHOICE: SlotChoice = { resourceId: null, month: null, date: null, time: null };

/** A day among the free days: 'Thursday, 03/12/2026'. */
export function dayLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  const weekday = text.weekdays[(date.getDay() + 6) % 7] ?? '';
  return formatMessage(text.day, { weekday, date: formatDisplayDate(date) });
}

/** A free slot offered after a time was taken: 'Thursday, 03/12/2026 at 09:45 AM'. */
export function nextSlotLabel(slot: PublicSlot): string {
  return formatMessage(text.nextFreeOption, {
    date: dayLabel(`${slot.monthAndYear}-${slot.dayOfMonth}`),
    time: formatSingaporeTime(slot.startsAt),
  });
}

/** What the names of an appointment's actions say about it: its Singapore date and time. */
export function appointmentWhen(appointment: Pick<DenticareAppointment, 'startsAt'>): {
  date: string;
  time: string;
} {
  return { date: formatSingaporeDate(appointment.startsAt), time: formatSingaporeTime(appointment.startsAt) };
}

/** What a refused call says: the server's catalogue message, else the generic one. */
export function failureMessage(result: ApiResult): string {
  return result.errorMessage ?? messages.generic.somethingWentWrong;
}

/** The slot chosen in {@link SlotChoice} as the API books it, or null until every part is chosen. */
export function slotBody(
  serviceId: string,
  centerId: string,
  choice: SlotChoice,
  defaultResourceId: string | null,
): {
  serviceId: string;
  centerId: string;
  resourceId: string;
  monthAndYear: string;
  dayOfMonth: string;
  timeSlot: string;
} | null {
  const resourceId = choice.resourceId ?? defaultResourceId;
  if (resourceId === null || choice.month === null || choice.date === null || choice.time === null)
    return null;
  return {
    serviceId,
    centerId,
    resourceId,
    monthAndYear: choice.month,
    dayOfMonth: choice.date.slice(8, 10),
    timeSlot: choice.time.toLowerCase(),
  };
}

/** The choice a free slot fills in: its dentist, month, day and time. */
export function choiceOf(slot: PublicSlot): SlotChoice {
  return {
    resourceId: slot.resourceId,
    month: slot.monthAndYear,
    date: `${slot.monthAndYear}-${slot.dayOfMonth}`,
    time: slot.timeSlot.toLowerCase(),
  };
}
