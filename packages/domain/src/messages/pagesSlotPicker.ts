/**
 * The date and time picker of every booking (issue 35, the UI package's SlotPicker): a month calendar with the days
 * that have free times, then the chosen day's times, and the choice kept in view beside its button. A catalogue of
 * its own (not in the catalogue chunk every page loads: the portal's build leaves `pages*` modules out of it), so
 * that only the pages that pick a time carry its words.
 */
export const slotPickerMessages = {
  calendarLabel: 'Choose a day',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  calendarHint: 'Days in bold have free times. Other days cannot be chosen.',
  loadingDays: 'Looking for days with free times…',
  noDaysThisMonth: 'There are no free times this month. Please look at the next month.',
  closedOn: 'Closed on {date}: {reason}',
  chooseDayFirst: 'Choose a day in the calendar to see its free times.',
  timesOn: 'Free times on {date}',
  loadingTimes: 'Looking for free times…',
  noTimesThatDay: 'There are no free times left on this day. Please choose another day.',
  dayParts: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
  timeRange: '{start} to {end}',
  yourChoice: 'Your choice: {when}',
  nothingChosen: 'No time chosen yet.',
  chosenCount: 'You have chosen {count} of {max}.',
  allChosen: 'You have chosen {max} of {max}. To choose another time, remove one first.',
  remove: 'Remove',
  removeTime: 'Remove {when}',
} as const;
