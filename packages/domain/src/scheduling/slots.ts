import { singaporePublicHolidays, type HolidayCalendar } from '../calendar/holidays.js';
import {
  addCalendarDays,
  isoWeekday,
  minutesOfDay,
  singaporeInstant,
  timeOfDay,
} from '../calendar/singapore.js';
import { SESSION_LENGTH_MINUTES } from '../constants.js';

/**
 * The hours of something that is booked in 45-minute sessions on a weekday (issue 15): a centre's opening hours
 * for pre- and post-assessment appointments, or a class schedule (its start and end, its capacity).
 */
export interface WeeklyHours {
  /** Whose hours these are (a schedule's id), passed through to its slots. */
  id?: string | undefined;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  /** Singapore time of day, `HH:mm` (or `HH:mm:ss`). */
  opens: string;
  closes: string;
  /** How many people one session takes. */
  places: number;
}

/** One session of {@link sessionSlots}: its Singapore date and times, its instants, and how many it takes. */
export interface SessionSlot {
  /** The {@link WeeklyHours.id} it was cut from. */
  sourceId: string | undefined;
  /** Singapore calendar date, `yyyy-MM-dd`. */
  date: string;
  /** Singapore times, `HH:mm`. */
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  places: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isHoliday(date: string, holidays: HolidayCalendar): boolean {
  return holidays(Number(date.slice(0, 4))).some((holiday) => holiday.date === date);
}

/**
 * The Singapore calendar dates from `from` to `to` (both included, `yyyy-MM-dd`) that fall on one of
 * `daysOfWeek` (ISO, 1 = Monday) and are not public holidays: the days a centre is open, or an intake run meets.
 * Saturdays and Sundays count when they are among `daysOfWeek`; only public holidays are left out. An empty list
 * when `to` is before `from`.
 *
 * @param holidays the holiday source; Singapore's by default.
 * @throws RangeError for a date that is not `yyyy-MM-dd` or does not exist.
 * @example openingDates('2024-04-08', '2024-04-12', [3]) // ['2024-04-10'] is Hari Raya Puasa: []
 */
export function openingDates(
  from: string,
  to: string,
  daysOfWeek: readonly number[],
  holidays: HolidayCalendar = singaporePublicHolidays,
): string[] {
  for (const date of [from, to]) {
    if (!ISO_DATE.test(date)) throw new RangeError(`Not a date: '${date}'.`);
    singaporeInstant(date, 0);
  }
  const days = new Set(daysOfWeek);
  const dates: string[] = [];
  for (let date = from; date <= to; date = addCalendarDays(date, 1)) {
    if (days.has(isoWeekday(date)) && !isHoliday(date, holidays)) dates.push(date);
  }
  return dates;
}

/**
 * The bookable sessions of weekly hours between two Singapore dates (issue 15: "slots come from real schedules:
 * the centre's opening days, minus Singapore public holidays, in 45-minute sessions"):
 *
 * - every date from `from` to `to` (included) that is the weekday of some hours and not a public holiday
 *   ({@link openingDates});
 * - on it, sessions of `lengthMinutes` (SESSION_LENGTH_MINUTES, 45) back to back from the opening time, as long
 *   as a whole session ends by the closing time (09:00–10:30 gives 09:00 and 09:45; 09:30–10:30 gives 09:30 only);
 * - times are Singapore's (UTC+8), whatever the host's time zone.
 *
 * Sorted by start, then by the order of `hours`. It says what exists, not what is left: subtract what is booked.
 *
 * @param holidays the holiday source; Singapore's by default.
 * @throws RangeError for a date or time that is not one, or a length that is not a whole number of minutes > 0.
 */
export function sessionSlots(
  hours: readonly WeeklyHours[],
  from: string,
  to: string,
  holidays: HolidayCalendar = singaporePublicHolidays,
  lengthMinutes: number = SESSION_LENGTH_MINUTES,
): SessionSlot[] {
  if (!Number.isInteger(lengthMinutes) || lengthMinutes <= 0) {
    throw new RangeError(`A session length must be a whole number of minutes > 0; got ${lengthMinutes}.`);
  }
  const slots: SessionSlot[] = [];
  const dates = openingDates(
    from,
    to,
    hours.map((h) => h.dayOfWeek),
    holidays,
  );
  for (const date of dates) {
    const weekday = isoWeekday(date);
    for (const h of hours) {
      if (h.dayOfWeek !== weekday) continue;
      const closes = minutesOfDay(h.closes);
      for (let start = minutesOfDay(h.opens); start + lengthMinutes <= closes; start += lengthMinutes) {
        slots.push({
          sourceId: h.id,
          date,
          startTime: timeOfDay(start),
          endTime: timeOfDay(start + lengthMinutes),
          startsAt: singaporeInstant(date, start),
          endsAt: singaporeInstant(date, start + lengthMinutes),
          places: h.places,
        });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
