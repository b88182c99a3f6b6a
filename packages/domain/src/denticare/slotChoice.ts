import { SESSION_LENGTH_MINUTES } from '../constants.js';
import type { DenticareAvailableTime, PublicAppointment } from '../schemas/denticare.js';

/** What the public booking's step 1 has chosen so far; null where nothing is chosen yet. */
export interface DenticareSlotChoice {
  centerId: string | null;
  resourceId: string | null;
  /** `yyyy-MM`. */
  month: string | null;
  /** `yyyy-MM-dd`. */
  date: string | null;
  /** The time slot, lower-cased: '09:00 am'. */
  timeSlot: string | null;
}

/** Nothing chosen yet. */
export const NO_SLOT_CHOICE: DenticareSlotChoice = {
  centerId: null,
  resourceId: null,
  month: null,
  date: null,
  timeSlot: null,
};

/**
 * The choice after choosing `value` for `part` (seed 001 §4): a centre clears the dentist, the month and all after
 * them; a dentist the month onwards; a month the day and time; a day the time. A chosen slot is lower-cased.
 */
export function chooseSlotPart(
  choice: DenticareSlotChoice,
  part: keyof DenticareSlotChoice,
  value: string | null,
): DenticareSlotChoice {
  switch (part) {
    case 'centerId':
      return { ...NO_SLOT_CHOICE, centerId: value };
    case 'resourceId':
      return { ...choice, resourceId: value, month: null, date: null, timeSlot: null };
    case 'month':
      return { ...choice, month: value, date: null, timeSlot: null };
    case 'date':
      return { ...choice, date: value, timeSlot: null };
    case 'timeSlot':
      return { ...choice, timeSlot: value === null ? null : value.toLowerCase() };
  }
}

/**
 * The choice an appointment restores (seed 001 §4): its centre, dentist, month, day and slot. The slot is left
 * blank when the booked appointment is being changed: a new time is what the visitor came for.
 */
export function slotChoiceOf(
  appointment: Pick<
    PublicAppointment,
    'centerId' | 'resourceId' | 'monthAndYear' | 'dayOfMonth' | 'timeSlot'
  >,
  blankSlot: boolean,
): DenticareSlotChoice {
  return {
    centerId: appointment.centerId,
    resourceId: appointment.resourceId,
    month: appointment.monthAndYear,
    date: `${appointment.monthAndYear}-${appointment.dayOfMonth}`,
    timeSlot: blankSlot ? null : appointment.timeSlot.toLowerCase(),
  };
}

/** A free time of a day, keyed by its slot ('09:45 am'), with when it starts and ends. */
export type DenticareFreeTime = [string, Pick<DenticareAvailableTime, 'startsAt' | 'endsAt'>];

/**
 * The free times of `date` (`yyyy-MM-dd`) with the session's own held slot among them, in time order, when the
 * hold is on that day: the API leaves a held slot out of the free times, yet it is the visitor's to keep. The held
 * slot lasts a session (SESSION_LENGTH_MINUTES).
 */
export function withHeldSlot(
  free: readonly DenticareFreeTime[],
  held: Pick<PublicAppointment, 'monthAndYear' | 'dayOfMonth' | 'timeSlot' | 'startsAt'> | null,
  date: string | null,
): readonly DenticareFreeTime[] {
  if (held === null || `${held.monthAndYear}-${held.dayOfMonth}` !== date) return free;
  const key = held.timeSlot.toLowerCase();
  if (free.some(([time]) => time.toLowerCase() === key)) return free;
  const endsAt = new Date(Date.parse(held.startsAt) + SESSION_LENGTH_MINUTES * 60_000).toISOString();
  return [...free, [key, { startsAt: held.startsAt, endsAt }] as DenticareFreeTime].sort(
    (a, b) => Date.parse(a[1].startsAt) - Date.parse(b[1].startsAt),
  );
}
