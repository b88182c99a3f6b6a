import { addCalendarDays } from '../calendar/singapore.js';

/** How many days of vacant slots a booking page offers at a time. */
export const SLOT_WINDOW_DAYS = 14;

/** A window of vacant slots: Singapore dates (`yyyy-MM-dd`), `from` and `to` both included. */
export interface SlotWindow {
  from: string;
  to: string;
}

/**
 * The `index`th window of {@link SLOT_WINDOW_DAYS} days from `today` (a Singapore date, `yyyy-MM-dd`), as GET
 * yoda-sessions/vacant-slots takes it: 0 is today and the 13 days after, 1 the 14 days after those.
 */
export function slotWindow(today: string, index = 0): SlotWindow {
  const from = addCalendarDays(today, index * SLOT_WINDOW_DAYS);
  return { from, to: addCalendarDays(from, SLOT_WINDOW_DAYS - 1) };
}
