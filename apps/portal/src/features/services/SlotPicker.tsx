import {
  SESSION_LENGTH_MINUTES,
  bookingPageMessages,
  formatMessage,
  type SlotWindow,
} from '@careportal/domain';
import type { SlotPickerTime } from '@careportal/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { type VacantSlot } from './api';
import { LazySlotPicker, preloadSlotPicker } from '../scheduling/LazySlotPicker';
import { pickerTime, slotDates, slotsOn } from '../scheduling/vacantSlots';

const text = bookingPageMessages.slots;

/** Props of {@link SlotPicker}. */
export interface SlotPickerProps {
  slots: readonly VacantSlot[];
  /** The dates the slots were read for: the calendar shows no day outside them. */
  window: SlotWindow;
  /** The most slots that can be chosen: 1 picks one, more pick several. */
  max: number;
  /** The chosen slots' `startsAt`. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** The step's button (Confirm), kept in view beside the choice. */
  action?: ReactNode;
  /** What to know about the choice before acting (a clash), kept in view above the button. */
  notice?: ReactNode;
}

function placesLeft(count: number): string {
  return count === 1 ? text.onePlaceLeft : formatMessage(text.placesLeft, { count });
}

/**
 * The vacant 45-minute slots of a window as the UI package's SlotPicker: a calendar of the days that have one
 * (opened on the first, and again on the first when the day chosen has none left), then the chosen day's times with
 * their places left. Booking and rescheduling both show it. With `max` 1 a time replaces the one
 * chosen; with more, up to `max` times of any days are chosen, listed with a Remove button each, and the other
 * times wait, with the reason shown, until one is removed.
 */
export function SlotPicker({ slots, window, max, selected, onChange, action, notice }: SlotPickerProps) {
  const dates = slotDates(slots);
  const [day, setDay] = useState<string | null>(null);
  const shown = day !== null && dates.includes(day) ? day : (dates[0] ?? null);
  useEffect(preloadSlotPicker, []);
  // A time chosen in another window keeps its place in the list: its end is its start and a session's length.
  const chosen = selected.map((startsAt): SlotPickerTime => {
    const slot = slots.find((each) => each.startsAt === startsAt);
    if (slot !== undefined) return pickerTime(slot, placesLeft);
    const endsAt = new Date(Date.parse(startsAt) + SESSION_LENGTH_MINUTES * 60_000).toISOString();
    return { value: startsAt, startsAt, endsAt };
  });
  return (
    <LazySlotPicker
      availableDates={dates}
      minDate={window.from}
      maxDate={window.to}
      date={shown}
      onDateChange={setDay}
      times={shown === null ? [] : slotsOn(slots, shown).map((slot) => pickerTime(slot, placesLeft))}
      selectionMode={max === 1 ? 'single' : 'multiple'}
      maxSelected={max}
      selected={chosen}
      onSelectionChange={(next) => {
        onChange(next.map((time) => time.startsAt));
      }}
      action={action}
      notice={notice}
    />
  );
}
