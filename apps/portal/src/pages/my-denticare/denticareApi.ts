/**
 * The signed-in Denticare calls (issue 16, `denticare/client/…`) and what the pages make of their answers. The
 * shapes are domain's (packages/domain/src/schemas/denticare.ts); every call is made for the person the customer
 * acts for (`view-as`), and every GET and slot search is cached by that person.
 */
import {
  formatDisplayDate,
  formatMessage,
  formatSingaporeDate,
  formatSingaporeTime,
  messages,
  myDenticarePageMessages,
  type AvailableSlotRequest,
  type DenticareAppointment,
  type DenticareAvailableTime,
  type PublicSlot,
} from '@careportal/domain';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useApiClient } from '../../api/ApiProvider';
import type { ApiResult } from '../../api/client';
import { usePerson } from '../profile/useViewedApi';

const text = myDenticarePageMessages;

/** The paths of the signed-in Denticare API. */
export const DENTICARE_URLS = {
  services: 'services/list?businessUnit=DENTICARE',
  status: 'denticare/client/status',
  register: 'denticare/client/register',
  history: 'denticare/client/appointment/history',
  book: 'denticare/client/appointment',
  availableSlot: 'denticare/client/availableslot',
  centers: (serviceId: string) => `denticare/client/centers?${new URLSearchParams({ serviceId }).toString()}`,
  resources: (serviceId: string, centerId: string) =>
    `denticare/client/resources?${new URLSearchParams({ serviceId, centerId }).toString()}`,
  appointment: (id: string) => `denticare/client/appointment/${encodeURIComponent(id)}`,
  reschedule: (id: string) => `denticare/client/appointment/${encodeURIComponent(id)}/reschedule`,
} as const;

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
      client.request<AvailableSlotAnswer>('POST', DENTICARE_URLS.availableSlot, true, true, JSON.parse(body)),
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

/** The next free slots a 409 SLOT_TAKEN offers (`data.nextAvailable`), or null when the answer is not one. */
export function nextAvailableOf(result: ApiResult): PublicSlot[] | null {
  if (result.httpCode !== 409 || result.errorCode !== 'SLOT_TAKEN') return null;
  const data = result.data as { nextAvailable?: PublicSlot[] } | null;
  return data?.nextAvailable ?? [];
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
