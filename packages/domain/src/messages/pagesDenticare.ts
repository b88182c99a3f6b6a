/**
 * The words of the public Denticare pages (issue 16), in a module of their own so that only those pages download
 * them. The seeds' own messages are in `messages.denticare` and `messages.success`; these are the pages' own
 * words, plainly, for a senior on a phone. Dates are shown dd/MM/yyyy and times hh:mm A by the domain formatters.
 */

/**
 * The public Denticare pages: /denticare, /denticare/book-appointment (three steps), /denticare/confirm-order,
 * /denticare/retained-order, /denticare/hold-on, /denticare/existing-appointment-found and
 * /denticare/appointment/{id}.
 */
export const denticarePageMessages = {
  serviceName: 'Dental scaling and polishing',
  landing: {
    intro:
      'Dental scaling and polishing removes the hard deposits (tartar) and stains your toothbrush cannot reach. It keeps your gums healthy and your breath fresh.',
    whatHappensTitle: 'What to expect',
    whatHappens: [
      'A dentist checks your teeth and gums.',
      'The visit takes about 45 minutes.',
      'It is gentle; tell the dentist if anything feels uncomfortable.',
    ],
    book: 'Book an appointment',
    noSignIn: 'You do not need to sign in. You can book for yourself or for someone else.',
    existingTitle: 'You have an appointment with us',
    seeExisting: 'See your appointment',
  },
  /** Name of the step list's navigation landmark. */
  stepsNavigation: 'Booking steps',
  /** 'Step 1 of 3' */
  stepCount: 'Step {current} of {total}',
  steps: {
    step1: 'Choose a time',
    step2: 'Your details',
    step3: 'Review and confirm',
  },
  startAgain: 'Start again',
  back: 'Back',
  next: 'Next',
  slot: {
    intro: 'Choose the clinic first, then the dentist, then a day in the calendar and a time.',
    centre: 'Clinic',
    dentist: 'Dentist',
    month: 'Month',
    date: 'Day',
    time: 'Time',
    noMonths: 'This dentist has no free times in the coming months. Please choose another dentist or clinic.',
    noDates: 'There are no free days left in this month. Please choose another month.',
    noTimes: 'There are no free times left on this day. Please choose another day.',
    loadingTimes: 'Finding free times',
    incomplete: 'Please choose a clinic, a day and a time.',
    /** '09:00 AM to 09:45 AM' */
    timeRange: '{start} to {end}',
  },
  details: {
    whoTitle: 'Who is this appointment for?',
    forYourself: 'For myself',
    forSomeoneElse: 'For someone else',
    someoneElseNote: 'Please give the details of the person who will come to the clinic.',
    name: 'Full name (as in NRIC)',
    email: 'Email address',
    emailNote: 'We send the confirmation and a link to cancel to this address.',
    mobileNumber: 'Mobile number',
    mobileNote: 'We also send the confirmation by SMS.',
  },
  review: {
    appointmentTitle: 'Your appointment',
    patientTitle: 'Who is coming',
    clinic: 'Clinic',
    dentist: 'Dentist',
    date: 'Date',
    time: 'Time',
    name: 'Name',
    idNumber: 'ID number',
    email: 'Email',
    mobileNumber: 'Mobile number',
    held: 'We are keeping this time for you until {time}. Please confirm before then.',
    marketingConsent:
      'I would like to hear about news, health tips and offers by email and SMS. (You can say no; it does not change your appointment.)',
    confirm: 'Confirm appointment',
    changeTime: 'Change the time',
    changeDetails: 'Change the details',
  },
  confirmed: {
    title: 'Your appointment is booked',
    sent: 'We have sent the details and a link to cancel to your email and mobile.',
    bringId: 'Please bring your NRIC or other ID to the clinic and arrive 10 minutes early.',
    addToCalendar: 'Add to my calendar',
    done: 'Back to Denticare',
  },
  retained: {
    title: 'The time we kept for you has passed',
    nextFree: 'The next free times',
    chooseOther: 'Choose another time',
  },
  holdOn: {
    title: 'This time was just taken',
    body: 'Someone else booked {when} a moment before you. Nothing has been booked for you and your choices are kept. Please choose another time.',
    nextFree: 'The next free times',
    /** {when} of body when the page does not know the time. */
    yourTime: 'your chosen time',
    pick: 'Book {when} with {dentist}',
    noneFree:
      'There are no other free times at this clinic right now. Please choose another clinic or month.',
    chooseOther: 'Choose another time',
  },
  existing: {
    title: 'You already have an appointment',
    body: 'You booked this appointment earlier in this visit. You can keep it, change its time or cancel it.',
    keep: 'Keep this appointment',
    change: 'Change the time',
    cancel: 'Cancel this appointment',
    held: 'This time is kept for you, but it is not booked yet.',
    /** A hold that lapsed: the time is no longer kept, though confirming takes it again while it is free. */
    heldLapsed:
      'We could no longer keep this time for you, but it may still be free. Finish booking to take it.',
    finish: 'Finish booking',
  },
  cancel: {
    intro: 'You are about to cancel this appointment.',
    service: 'Appointment',
    date: 'Date and time',
    idNumber: 'ID number',
    confirm: 'Cancel this appointment',
    alreadyCancelled: 'This appointment is already cancelled.',
    bookAgain: 'Book a new appointment',
  },
} as const;
