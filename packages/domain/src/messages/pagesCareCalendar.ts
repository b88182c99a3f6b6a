/**
 * The words of the care calendar (issue 19): the caregiver's week of everyone they care for, its clashes and
 * its private calendar feed. In a module of their own, so that only the pages that show them download them.
 * The API's own refusals stay in the catalogue (`messages.careCalendar`).
 */
export const careCalendarPageMessages = {
  title: 'Care calendar',
  intro:
    'The sessions, appointments and dental visits of everyone you care for, in one week. Clashes show where you would have to be in two places at once.',
  /** The week shown, as in 'Week of 21 to 27 December 2026'. */
  weekOf: 'Week of {start} to {end}',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  viewLabel: 'Show as',
  viewWeek: 'Week',
  viewList: 'List',
  peopleLabel: 'Show the bookings of',
  personSelf: '{name} (you)',
  noBookingsTitle: 'No bookings this week',
  noBookingsText: 'Nobody you care for has a session, appointment or dental visit booked this week.',
  noneShownTitle: 'Nobody is chosen',
  noneShownText: 'Choose whose bookings to show above.',
  noBookingsDay: 'Nothing booked',
  /** A booking's time and where, as in '9:30 AM to 10:15 AM'. */
  timeRange: '{start} to {end}',
  at: 'At {centre}',
  kindLabels: { SESSION: 'Session', APPOINTMENT: 'Appointment', DENTAL: 'Dental visit' },
  clashBadge: 'Clash',
  clashesTitleOne: '1 clash this week',
  clashesTitleMany: '{count} clashes this week',
  /** A clash where both bookings are at the same time. */
  clashOverlap:
    "{firstPerson}'s {firstEvent} ({firstTime}) and {secondPerson}'s {secondEvent} ({secondTime}) on {day} are at the same time.",
  /** A booking in a clash, when both are of the same programme at different centres. */
  clashEventAtCentre: '{event} at {centre}',
  /** The days of a clash met on several (an intake's dates): '15/12/2026, 18/12/2026 and 22/12/2026'. */
  clashDays: '{days} and {last}',
  /** A clash where there is too little time to travel from one centre to the other. */
  clashTravel:
    "{secondPerson}'s {secondEvent} at {secondCentre} starts {gap} minutes after {firstPerson}'s {firstEvent} at {firstCentre} ends on {day}. The journey takes about {travel} minutes.",
  /** The action that moves one booking of a clash. */
  reschedule: "Reschedule {person}'s {event}",
  cannotReschedule: '{event} can no longer be moved online. Please call the centre to change it.',
  /** The summary on My Services, for a customer with loved ones. */
  summaryTitle: 'This week for everyone you care for',
  summaryNone: 'Nothing is booked this week.',
  summaryOne: '1 booking this week.',
  summaryMany: '{count} bookings this week.',
  summaryClashOne: '1 clash: two bookings you cannot both attend.',
  summaryClashMany: '{count} clashes: bookings you cannot both attend.',
  openCalendar: 'Open the care calendar',
  /** The private feed, on My Profile. */
  feedTitle: 'Calendar on your phone',
  feedText:
    "Turn this on to get a private address that your phone's calendar can follow. It shows the bookings of everyone you care for. Anyone with the address can see them, so keep it to yourself.",
  feedSwitch: 'Share my care calendar with my phone',
  feedAddress: 'Your calendar address',
  feedCopy: 'Copy the address',
  feedCopied: 'The address is copied.',
  feedOn: "Your calendar address is on. Add it to your phone's calendar as a subscription.",
  feedOff: 'Your calendar address is turned off. It no longer shows anything.',
  feedNew: 'Make a new address',
  feedNewDone: 'A new address is made. The old one no longer works.',
} as const;
