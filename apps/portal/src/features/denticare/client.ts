/**
 * The signed-in Denticare pages' helpers (issue 16, `denticare/client/…`, /my-denticare): where they go, what is
 * chosen of a slot, and the words they build from the answers. Kept apart from the public pages' ./api so that
 * neither loads the other's words; both read the one URL table in ./urls.
 */
import {
  formatMessage,
  formatSingaporeDate,
  formatSingaporeTime,
  formatWeekdayDate,
  myDenticarePageMessages,
  type DenticareAppointment,
  type DenticareAvailableTime,
  type PublicSlot,
} from '@careportal/domain';

import { MY_DENTICARE_SCHEDULE_PATH } from '../../paths';
import { FOR_PARAM } from '../people/urls';

export { DENTICARE_URLS, nextAvailableOf } from './urls';

/** The signed-in pages' words. */
const text = myDenticarePageMessages;

/** The schedule page, where the pages go back to. */
export const SCHEDULE_PATH = MY_DENTICARE_SCHEDULE_PATH;

/**
 * The reschedule page of an appointment; `from` is where a done reschedule goes back to (default the schedule),
 * and `forPerson` (the `for` query, people/ForPersonScope) opens it for that person without changing whom the
 * portal acts for.
 */
export function reschedulePath(
  id: string,
  { from, forPerson }: { from?: string; forPerson?: string } = {},
): string {
  const query = new URLSearchParams({ id });
  if (from !== undefined) query.set('returnTo', from);
  if (forPerson !== undefined) query.set(FOR_PARAM, forPerson);
  return `/my-denticare/reschedule?${query.toString()}`;
}

/** The answer of POST denticare/client/availableslot: the parts its request allows. */
export interface AvailableSlotAnswer {
  availableMonths?: string[];
  availableDates?: string[];
  availableTimes?: Record<string, DenticareAvailableTime>;
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

/** A free slot offered after a time was taken: 'Thursday, 03/12/2026 at 09:45 AM'. */
export function nextSlotLabel(slot: PublicSlot): string {
  return formatMessage(text.nextFreeOption, {
    date: formatWeekdayDate(`${slot.monthAndYear}-${slot.dayOfMonth}`),
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
