/**
 * Texts only the portal shows (page titles, the shell's own labels). Everything the specification words lives
 * in the domain catalogue (`messages`) and is imported from there, never repeated here.
 */
export const copy = {
  siteName: 'Customer Portal',
  comingSoon: 'We are still building this part of the portal. Please check back soon.',
  cart: 'Cart',
  /** The user menu's button, greeting the signed-in customer by name. */
  greeting: (name: string) => `Hello, ${name}`,
  checkingSignIn: 'Checking your sign-in…',
  takingYouToSignIn: 'Taking you to sign in…',
  userMenu: 'Account menu',
  titles: {
    home: 'Home',
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
    denticareConfirmOrder: 'Confirm your appointment',
    denticareRetainedOrder: 'Your held appointment',
    denticareHoldOn: 'Please hold on',
    denticareExistingAppointment: 'Existing appointment found',
    denticareAppointment: 'Dental appointment',
    myDenticareReschedule: 'Reschedule dental appointment',
    myDenticareSchedule: 'My dental appointments',
    eInvoice: 'E-invoice',
    appointmentReminder: 'Appointment reminder',
    checkInCheckOut: 'Volunteer check-in and check-out',
    checkInIndividual: 'Volunteer check-in',
    checkInOrganisation: 'Organisation check-in',
  },
} as const;

/** The browser tab's title for a page. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${copy.siteName}`;
}
