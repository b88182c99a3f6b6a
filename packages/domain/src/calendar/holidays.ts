import Holidays from 'date-holidays';

import { SG_PUBLIC_HOLIDAYS } from './holidays.data.js';

/** One public holiday: its local calendar date `yyyy-MM-dd` and its name. In-lieu days are holidays too. */
export interface PublicHoliday {
  date: string;
  name: string;
}

/**
 * A source of public holidays by year, sorted by date. {@link singaporePublicHolidays} is the default;
 * pass another (a list the API loads, a fixed test list) to the working-day functions to override it.
 */
export type HolidayCalendar = (year: number) => readonly PublicHoliday[];

/** Length of `yyyy-MM-dd` at the start of date-holidays' `date` string (`'2024-04-10 00:00:00 -0600'`). */
const ISO_DATE_LENGTH = 10;

const computed = new Map<number, readonly PublicHoliday[]>();
let library: Holidays | undefined;

function fromLibrary(year: number): readonly PublicHoliday[] {
  library ??= new Holidays('SG');
  return library
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, ISO_DATE_LENGTH), name: holiday.name }));
}

function byDate(a: PublicHoliday, b: PublicHoliday): number {
  return a.date.localeCompare(b.date) || a.name.localeCompare(b.name);
}

/**
 * Singapore's public holidays in `year`, in-lieu days included, sorted by date.
 *
 * 2024 to 2027 come from the Ministry of Manpower's announced lists, kept as data. Other years are computed
 * by the date-holidays library (public holidays and its substitute days): Islamic and Buddhist dates there
 * are estimates, and one-off holidays (such as polling days) are missing until announced and added here.
 * The result is frozen and cached per year.
 *
 * @throws RangeError when `year` is not an integer.
 * @example singaporePublicHolidays(2024)[0] // { date: '2024-01-01', name: "New Year's Day" }
 */
export function singaporePublicHolidays(year: number): readonly PublicHoliday[] {
  if (!Number.isInteger(year)) throw new RangeError(`A year must be an integer; got ${year}.`);
  const known = SG_PUBLIC_HOLIDAYS[year];
  if (known !== undefined) return known;
  let list = computed.get(year);
  if (list === undefined) {
    list = Object.freeze([...fromLibrary(year)].sort(byDate));
    computed.set(year, list);
  }
  return list;
}
