/**
 * The words of My Services and its booking pages (issue 15): the services by status, their sessions and
 * appointments, the appointment lists, and the reschedule and cancel pages. In a module of their own, so that
 * only those pages download them. The seeds' own texts (the tab names, 'Reasons*', the refusals and the
 * confirmations) stay in the catalogue (`messages`) and in domain SESSION_TABS and APPOINTMENT_TABS.
 */
export const myServicesPageMessages = {
  intro:
    'Your services with their sessions and appointments. Reschedule or cancel a booking, or add it to your calendar.',
  noServicesTitle: 'You have no services yet',
  registerService: 'Register for a service',
  /** The heading of each status group. */
  statusTitles: {
    UPCOMING: 'Upcoming services',
    ONGOING: 'Ongoing services',
    COMPLETED: 'Completed services',
    EXPIRED: 'Expired services',
    HEALTH_DECLARATION: 'Waiting for your health declaration',
  },
  serviceFor: 'For',
  /** My Services' switch of whose services it lists (shown when the customer has loved ones). */
  whoseServices: 'Whose services would you like to see?',
  /** Before a move is confirmed: the new time clashes with a booking of someone the customer cares for. */
  clashWarningTitle: 'This time clashes with another booking',
  clashWarningHint: 'You can still confirm it, or choose another time.',
  /** A booking page opened for a loved one's booking (from the care calendar). */
  bookingOfPerson: 'This booking is for {name}.',
  personSelf: '{name} (you)',
  centre: 'Centre',
  dates: 'Dates',
  dateRange: '{start} to {end}',
  startsOn: 'From {start}',
  sessions: 'Sessions',
  sessionsUsed: '{used} of {total} used',
  sessionTabs: 'Sessions',
  appointmentTabs: 'Appointments',
  /** The tab lists' names, so each card's lists can be told apart. */
  sessionTabsNamed: 'Sessions of {product}',
  appointmentTabsNamed: 'Appointments of {product}',
  viewAllAppointments: 'View all appointments',
  viewAllAppointmentsNamed: 'View all appointments of {product}',
  healthDeclarationNeeded: 'Please complete your health declaration so that your sessions can be booked.',
  completeHealthDeclaration: 'Complete health declaration',
  completeHealthDeclarationNamed: 'Complete health declaration for {product}',
  bookSessions: 'Book sessions',
  bookSessionsNamed: 'Book sessions of {product}',
  chooseIntake: 'Choose an intake',
  chooseIntakeNamed: 'Choose an intake of {product}',
  renew: 'Renew',
  renewNamed: 'Renew {product}',
  /** A Denticare service's way to its appointments (/my-denticare/schedule). */
  dentalAppointments: 'Dental appointments',
  dentalAppointmentsNamed: 'Book or change dental appointments of {product}',
  /** A booking's details. */
  date: 'Date',
  time: 'Time',
  timeRange: '{start} to {end}',
  status: 'Status',
  service: 'Service',
  booking: 'Booking',
  bookingStatuses: {
    SCHEDULED: 'Scheduled',
    COMPLETED: 'Completed',
    CANCELLED: 'Cancelled',
    CANCELLED_WITH_CHARGE: 'Cancelled with charge',
  },
  sessionForfeited: 'Forfeited',
  cancellationReason: 'Reason',
  /** A booking's actions, with names that say which booking (each begins with the words shown). */
  reschedule: 'Reschedule',
  rescheduleNamed: 'Reschedule {title} on {date}',
  cancel: 'Cancel',
  cancelNamed: 'Cancel {title} on {date}',
  addToCalendar: 'Add to calendar',
  addToCalendarNamed: 'Add to calendar: {title} on {date}',
  removeFromCalendar: 'Remove from calendar',
  removeFromCalendarNamed: 'Remove from calendar: {title} on {date}',
  /** The appointment lists. */
  appointmentsIntro: 'Every session and appointment of your services.',
  appointmentsOfService: 'The sessions and appointments of {product}.',
  backToMyServices: 'Back to My Services',
  /** The reschedule page. */
  yourBooking: 'Your booking',
  chooseNewTime: 'Choose a new time',
  chooseNewTimeHint: 'Free times in the next 2 weeks. Each session is 45 minutes.',
  placesLeft: '{count} places left',
  onePlaceLeft: '1 place left',
  chooseTimeFirst: 'Please choose a new time.',
  confirmNewTime: 'Confirm new time',
  keepBooking: 'Keep my booking',
  /** The cancel pages. */
  whatCancellingMeans: 'What cancelling means',
  appointmentFreeCancellation: 'You can cancel this appointment free of charge until {deadline}.',
  deadlineAt: '{date} at {time}',
  deadlineEndOfDay: 'the end of {date}',
  reasonHint: 'Tell us in a few words why you are cancelling.',
  confirmCancelAppointment: 'Cancel appointment',
  confirmCancelSession: 'Cancel session',
  confirmForfeitSession: 'Cancel and forfeit session',
} as const;
