/**
 * The portal's own words: the site's name, the shell's labels, the visitor's home page and every page's title.
 * Everything the specification words is elsewhere in the catalogue (`messages` and the pages' modules); these are
 * the words the portal adds around it, offered in every language with the rest (issue 19).
 */

/**
 * The portal's own texts (page titles, the shell's own labels, the visitor's home page). Templates use `{name}`
 * placeholders, filled by `formatMessage`; the home page's programmes are keyed by their showcase's slug
 * (/programmes/{slug}), in the order the page shows them, so that each text has a path a translation can name.
 */
export const portalMessages = {
  siteName: 'Customer Portal',
  comingSoon: 'We are still building this part of the portal. Please check back soon.',
  cart: 'Cart',
  /** The user menu's button, greeting the signed-in customer by name. */
  greeting: 'Hello, {name}',
  checkingSignIn: 'Checking your sign-in…',
  takingYouToSignIn: 'Taking you to sign in…',
  userMenu: 'Account menu',
  /** The visitor's home page, in the provider's voice. */
  home: {
    intro:
      'Register for our programmes and services, book and manage your sessions and dental appointments, and pay, ' +
      'for yourself or for someone you care for.',
    loginPrompt: 'Already with us? Log in to see your services, appointments and payments.',
    bookDental: 'Book a dental appointment',
    registerService: 'Register for a service',
    offerTitle: 'What we offer',
    offer: {
      activeAgeing: {
        title: 'Active Ageing',
        text:
          'Exercise programmes for seniors at our active ageing hubs in Bukit Batok West, Kampung Admiralty and ' +
          'Jurong Central Plaza, and at our gym in the north-east.',
      },
      denticare: {
        title: 'Denticare',
        text: 'Dental care at our clinics. Book, reschedule or cancel an appointment online, with or without an account.',
      },
      care: {
        title: 'Care services',
        text: 'Day care for seniors at our centres in Bedok and Jurong Spring, for you or a loved one.',
      },
    },
    programmesTitle: 'Programmes for active seniors',
    /** By the showcase's slug (/programmes/{slug}), in the order shown. */
    programmes: {
      'circuit-training': {
        title: 'Circuit Training',
        text: 'At 5 locations in every region of Singapore.',
      },
      'functional-strength-training': {
        title: 'Functional Strength Training',
        text: 'At 2 locations in the west. Programme results: 97%, 96% and 50%.',
      },
      'gym-tonic': {
        title: 'Gym Tonic',
        text:
          '24 sessions, with an assessment before and after, and weights that rise 100 g at a time. In a study of ' +
          '183 participants: improvements of 70%, 76% and 88%.',
      },
    },
    /** Each programme's link to its showcase (/programmes/{slug}). */
    programmeLink: 'Find out more about {name}',
    egiroTitle: 'Pay by eGIRO',
    egiroText: 'Pay your fees by direct debit from your bank account, deducted on the 20th of each month.',
    egiroLink: 'Find out about eGIRO',
    helpTitle: 'Help and contact',
    /** After the support email; `{hours}` is `SUPPORT_HOURS.support`. */
    helpHours: 'Support hours: {hours}.',
    helpEmail: 'Email us at',
  },
  titles: {
    home: 'Care, fitness and dental care for you and your loved ones',
    productDetail: 'Product details',
    serviceTypeDetail: 'Service details',
    cartReview: 'Review your cart',
    registerService: 'Register for a service',
    bookPreclassIntake: 'Book a pre-class intake',
    bookPreclassSessions: 'Book pre-class sessions',
    appointments: 'My appointments',
    appointmentReschedule: 'Reschedule appointment',
    appointmentCancel: 'Cancel appointment',
    renew: 'Renew service',
    sessionCancel: 'Cancel session',
    payment: 'Payment',
    invoice: 'Invoice',
    paymentCompletion: 'Payment completion',
    linkAccount: 'Link your account',
    termsAndConditions: 'Terms and conditions',
    programmeTerms: 'Programme terms and conditions',
    generalTerms: 'General terms and conditions',
    addCard: 'Add a card',
    cardVerification: 'Card verification',
    paymentVerification: 'Payment verification',
    healthDeclaration: 'Health declaration',
    medicalHistory: 'Medical history',
    faqCategory: 'FAQ topic',
    faqArticle: 'FAQ answer',
    egiroLanding: 'eGIRO',
    denticare: 'Denticare',
    denticareBook: 'Book a dental appointment',
    denticareConfirmOrder: 'Appointment booked',
    denticareRetainedOrder: 'Your held appointment',
    denticareHoldOn: 'Please hold on',
    denticareExistingAppointment: 'Existing appointment found',
    denticareAppointment: 'Dental appointment',
    myDenticareReschedule: 'Reschedule dental appointment',
    myDenticareSchedule: 'My dental appointments',
    careCalendar: 'Care calendar',
    eInvoice: 'E-invoice',
    appointmentReminder: 'Appointment reminder',
    checkInCheckOut: 'Volunteer check-in and check-out',
    checkInIndividual: 'Volunteer check-in',
    checkInOrganisation: 'Organisation check-in',
  },
} as const;
