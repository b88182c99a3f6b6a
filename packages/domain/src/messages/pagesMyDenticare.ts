/**
 * The words of the signed-in Denticare pages (issue 16): /my-denticare/schedule and /my-denticare/reschedule. In a
 * module of their own, so that only those pages download them. The seeds' own texts (the confirmations, 'No
 * preference', the duplicate registration) and the API's refusals stay in the catalogue (`messages.success`,
 * `messages.denticare`); these are the pages' own words, plainly, for a senior on a phone. Dates are shown
 * dd/MM/yyyy and times hh:mm A, in Singapore time, by the domain formatters.
 */
export const myDenticarePageMessages = {
  intro: 'Book a dental appointment, and see, reschedule or cancel the ones you have.',
  /** Whom the booking is for (the loved-one feature). */
  personLabel: 'Who is the appointment for?',
  personYourself: 'Yourself',
  /** Not registered for Denticare yet. */
  registerTitle: 'Set up dental care online',
  registerText:
    'Before your first online booking, we set up your Denticare record from your profile. This takes a moment and is done once.',
  registerButton: 'Set up my Denticare record',
  /** A duplicate registration: the page goes home on its own. */
  goingHome: 'Taking you back to the home page…',
  /** A blacklisted client: the catalogue's 'Please call …' follows. */
  blacklistedTitle: 'Please book by phone',
  /** The booking form. */
  bookTitle: 'Book an appointment',
  bookIntro:
    'Choose the service, the clinic, the dentist, then a day in the calendar and a time. Each visit takes 45 minutes.',
  serviceLabel: 'Service',
  centreLabel: 'Clinic',
  dentistLabel: 'Dentist',
  monthLabel: 'Month',
  dateLabel: 'Day',
  timeLabel: 'Time',
  /** A day among the free days: 'Thursday, 03/12/2026'. */
  day: '{weekday}, {date}',
  /** ISO weekdays, 1 = Monday. */
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  noMonths: 'This clinic has no free times in the coming months. Please choose another clinic or dentist.',
  noDates: 'No day of this month has a free time now. Please choose another month.',
  noTimes: 'This day has no free time now. Please choose another day.',
  noServices: 'No dental service can be booked online now. Please try again later.',
  chooseAll: 'Please choose a clinic, a day and a time first.',
  bookButton: 'Book this appointment',
  /** What is about to be booked: 'Thursday, 03/12/2026 at 09:00 AM, Denticare Bedok, No preference'. */
  chosenSummary: '{day} at {time}, {centre}, {dentist}',
  /** A time taken meanwhile (409 SLOT_TAKEN): the next free times to choose from. */
  nextFreeTitle: 'The next free times',
  nextFreeNone: 'There is no other free time close to it. Please choose another day.',
  nextFreeOption: '{date} at {time}',
  nextFreeChosen: 'We have filled in the time you chose. Check it, then book it.',
  /** The appointments. */
  appointmentsTitle: 'Your dental appointments',
  appointmentsTabs: 'Dental appointments',
  tabs: { upcoming: 'Upcoming', completed: 'Completed', cancelled: 'Cancelled' },
  date: 'Date',
  time: 'Time',
  centre: 'Clinic',
  dentist: 'Dentist',
  status: 'Status',
  statuses: { BOOKED: 'Booked', COMPLETED: 'Completed', CANCELLED: 'Cancelled' },
  reschedule: 'Reschedule',
  cancel: 'Cancel',
  /** The actions' names, which say which appointment: 'Reschedule the appointment on 03/12/2026 at 09:00 AM'. */
  rescheduleNamed: 'Reschedule the appointment on {date} at {time}',
  cancelNamed: 'Cancel the appointment on {date} at {time}',
  cancelDialogTitle: 'Cancel this appointment?',
  cancelDialogText:
    'Your {service} appointment on {date} at {time} at {centre} will be cancelled. The time is then free for others.',
  cancelKeep: 'Keep it',
  cancelConfirm: 'Cancel appointment',
  /** The reschedule page. */
  currentTitle: 'Your appointment',
  newTimeTitle: 'Choose a new time',
  newTimeIntro: 'Choose the dentist, then a day in the calendar and a time. Your clinic stays the same.',
  confirmNewTime: 'Confirm new time',
  backToSchedule: 'Back to my dental appointments',
  missingId: 'We could not tell which appointment to change. Please choose it from your appointments.',
} as const;
