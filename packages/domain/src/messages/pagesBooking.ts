/**
 * The words of the booking pages (issue 15), apart from pages.ts (which is part of the catalogue chunk every page
 * downloads first): only the pages that book sessions, enrol in an intake or renew a service download them.
 */

/**
 * The booking pages: /book-preclass-sessions (the pre-assessment, the sessions and the post-assessment),
 * /book-preclass-intake (the pre-assessment and the intake run) and /renew. The seeds' own messages are in
 * `messages.booking`, `messages.success` and `messages.catalogue`; these are the pages' own words, plainly, for
 * a senior on a phone. Dates are shown dd/MM/yyyy and times hh:mm A by the domain formatters.
 */
export const bookingPageMessages = {
  /** Name of the step bar's navigation landmark. */
  stepsNavigation: 'Booking steps',
  steps: {
    PRE_SESSION: 'Pre-assessment',
    SESSION: 'Sessions',
    POST_SESSION: 'Post-assessment',
    INTAKE: 'Intake',
  },
  /** The service the page books for: '{product} at {centre}, for {person}'. */
  serviceFor: '{product} at {centre}, for {person}',
  /** The person themselves, in {@link bookingPageMessages.serviceFor}. */
  you: 'you',
  exitConfirmBody: 'What you have booked is kept. Times you have chosen but not booked yet will not be kept.',
  backToMyServices: 'Back to My Services',
  myServices: 'Go to My Services',
  done: 'Done',
  wrongProgramme: 'This service is booked by intake, not by session.',
  wrongProgrammeIntake: 'This service is booked by session, not by intake.',
  /** An appointment step (the pre- and post-assessment). */
  appointment: {
    PRE_SESSION: {
      title: 'Book your pre-assessment',
      intro:
        'A one-to-one check with our trainer before your sessions start, so that the exercises suit you. It takes 45 minutes.',
      choose: 'Choose a time for your pre-assessment',
      book: 'Book this pre-assessment',
      booked: 'Your pre-assessment',
    },
    POST_SESSION: {
      title: 'Book your post-assessment',
      intro:
        'A one-to-one check with our trainer after your sessions, to see how far you have come. It takes 45 minutes.',
      choose: 'Choose a time for your post-assessment',
      book: 'Book this post-assessment',
      booked: 'Your post-assessment',
    },
  },
  sessions: {
    title: 'Book your sessions',
    intro: 'Each session takes 45 minutes. Choose the times that suit you; you can book the rest later.',
    left: 'Sessions left to book: {count}',
    choose: 'Choose up to {count} sessions',
    chosen: 'You have chosen {count} of {max}.',
    chosenAll: 'You have chosen {count} of {max}. To choose another time, first untick one.',
    book: 'Book {count} sessions',
    bookOne: 'Book 1 session',
    booked: 'Your booked sessions',
    noneLeft: 'All the sessions of this service are booked or used.',
  },
  slots: {
    /** A time of day, e.g. '09:00 AM to 09:45 AM'. */
    timeRange: '{start} to {end}',
    /** A day, e.g. 'Tuesday, 24/11/2026'. */
    day: '{weekday}, {date}',
    placesLeft: '{count} places left',
    onePlaceLeft: '1 place left',
    none: 'There are no free times in these two weeks. Please look at later dates.',
    showing: 'Showing {from} to {to}',
    earlier: 'Earlier dates',
    later: 'Later dates',
    /** Next pressed on an appointment step before a time is chosen. */
    chooseFirst: 'Please choose a day, then a time',
  },
  /** A booking the API has taken but GET services/sessions does not show as scheduled yet. */
  confirming: 'Being confirmed…',
  confirmed: 'Booked',
  notConfirmedYet:
    'We have your booking, but it is taking longer than usual to confirm. It will show in My Services once it is confirmed.',
  intake: {
    title: 'Choose your intake',
    intro: 'An intake is a run of classes that starts on a set date, twice a week, at the same time.',
    choose: 'Intakes at {centre}',
    /** One run, e.g. '24/11/2026 to 31/12/2026'. */
    dates: '{start} to {end}',
    /** When it meets, e.g. 'Every Tuesday and Friday, 09:00 AM to 09:45 AM'. */
    schedule: 'Every {days}, {start} to {end}',
    placesLeft: '{count} places left.',
    onePlaceLeft: '1 place left.',
    full: 'Full: no places left. Please choose another intake.',
    enrol: 'Enrol in this intake',
    /** Enrol pressed before an intake is chosen. */
    chooseFirst: 'Please choose an intake',
    none: 'There are no intakes open for this service at the moment. Please check again later.',
    enrolledTitle: 'You are enrolled',
    enrolledBody: 'You are enrolled in {intake}. We are confirming your class dates.',
    alreadyEnrolled: 'This service is already enrolled in an intake. You can see its dates in My Services.',
    /** Above Enrol when the run's dates clash with bookings of the person or of those the customer cares for. */
    clashWarningTitle: 'This intake clashes with other bookings',
    clashWarningHint: 'You can still enrol in it, or choose another intake.',
  },
  /** ISO weekdays, 1 = Monday. */
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  /** Joins the last of several weekdays: 'Tuesday and Friday'. */
  listAnd: '{items} and {last}',
  renew: {
    intro:
      'Renew this service with the same package and centre. We put it in your cart for you to review and pay.',
    offering: 'Package',
    centre: 'Centre',
    person: 'For',
    renew: 'Renew and review cart',
    refusedTitle: 'This service cannot be renewed',
  },
} as const;
