/**
 * Vacant slots (GET yoda-sessions/vacant-slots) as the UI package's SlotPicker takes them: the Singapore days that
 * have one, and each day's times with the places left.
 */
import { singaporeCalendarDate, type VacantSlot } from '@careportal/domain';
import type { SlotPickerTime } from '@careportal/ui';

/** A slot as the picker offers it: keyed by its start, said with its places left (`places`). */
export function pickerTime(slot: VacantSlot, places: (count: number) => string): SlotPickerTime {
  return {
    value: slot.startsAt,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    description: places(slot.vacancies),
  };
}

/** The Singapore days with a vacant slot, in order, `yyyy-MM-dd`. */
export function slotDates(slots: readonly VacantSlot[]): string[] {
  return [...new Set(slots.map((slot) => singaporeCalendarDate(slot.startsAt)))].sort();
}

/** The slots of one Singapore day. */
export function slotsOn(slots: readonly VacantSlot[], date: string): VacantSlot[] {
  return slots.filter((slot) => singaporeCalendarDate(slot.startsAt) === date);
}
