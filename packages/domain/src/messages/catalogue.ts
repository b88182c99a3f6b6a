/**
 * The message catalogue: every user-visible text of the specification, verbatim, grouped by where it shows.
 *
 * Entries are plain strings. Templated entries use named placeholders in single braces (`{email}`), filled by
 * {@link formatMessage}. Texts the specification quotes are copied letter for letter, including its spelling and
 * spacing (`'Mobile number is invalid '` keeps its trailing space); texts it only describes are written here once,
 * so every screen shows the same words.
 */
export const messages = {
  /** Page-level and shell texts. */
  generic: {
    somethingWentWrong: "We're sorry, Something went wrong. Please try again!",
    retry: 'Retry',
    oopsTitle: 'Oops! Something went wrong',
    oopsBody:
      'Please try refreshing this page. If the problem continues, contact us using the details in the SMS we sent you.',
    refreshThisPage: 'Refresh this page',
    notFoundTitle: '404 error: Page not found',
    notFoundBody: "It appears the page you were trying to access doesn't exist.",
    notFoundAction: 'Go to our website',
    noResults: 'No results found, Please check again later',
    sessionExpiredTitle: 'Sorry!! Your session has expired',
    sessionExpiredBody: "Please refresh the page. Don't worry, we kept all of your filter in place.",
    newVersion: 'There is newer version, Click Refresh to upgrade now?',
    refresh: 'Refresh',
    remoteConfigUnavailable: 'Firebase has not been initialized successfully. Please refresh application!',
    supportContact: 'Please contact {email} for assistance.',
    copiedToClipboard: 'Copied to clipboard',
    loading: 'Loading',
    dash: '-',
  },

  /** Field validation, shown at the field. */
  validation: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email',
    mobileNumberRequired: 'Mobile number is required',
    phoneNumberInvalid: 'Phone number is invalid',
    homeNumberInvalid: 'Home number is invalid',
    dateOfBirthRequired: 'Date of birth is required',
    dateOfBirthInvalid: 'Date of birth is invalid',
    genderRequired: 'Gender is required',
    idTypeRequired: 'ID Type is required',
    passportRequired: 'Passport is required',
    passportInvalid: 'Passport is invalid',
    passportTooShort: 'Passport number should be atleast 4 characters long',
    nricRequired: 'NRIC is required',
    nricInvalid: 'NRIC is invalid',
    finRequired: 'FIN is required',
    finInvalid: 'Fin is invalid',
    nricNotUpperCase: 'NRIC must be in capital letters',
    languageRequired: 'Language is required',
    otherLanguageRequired: 'Other language is required',
    otherReligionRequired: 'Other religion is required',
    otherResidentStatusRequired: 'Other Residential Status is required',
    chasExpiryDateRequired: 'CHAS expiry date is required',
    chasExpiryDateInvalid: 'CHAS expiry date is invalid',
    nricAlreadyExists: 'The NRIC is already found in the system. Please link your profile',
    lovedOneAlreadyMapped: 'Loved one is already mapped under your profile',
    linkYourProfile: 'Please link your profile',
    blockRequired: 'Block is required',
    streetRequired: 'Address line 1 is required',
    addressTypeRequired: 'Type of residence is required',
    postalCodeRequired: 'Postal code is required',
    postalCodeInvalid: 'Postal code is invalid',
    contactEmailInvalid: 'Email is invalid',
    contactMobileNumberInvalid: 'Mobile number is invalid ',
    relationshipRequired: 'Relationship is required',
    otherRelationshipRequired: 'Other relationship is required',
    emergencyRequired: 'Please choose whether this is an emergency contact',
    fileTooLarge: 'The file size is too large. Maximum file size is {maxSizeAllowedInMB}MB.',
    fileExtensionNotAllowed: 'You can only upload with {fileExtensionAllowed} extensions.',
    cancellationReasonRequired: 'Reason is required',
    sourceOthersRequired: 'Please tell us where you heard about us',
    serviceSelectionIncomplete: 'Please choose a category, programme, package and centre',
    clientIdRequired: 'Client ID is required',
    otherTextRequired: 'Please specify',
    exerciseFrequencyRequired: 'Exercise frequency is required',
    centreRequired: 'Centre is required',
    /** A centre that is not one of the programme's centres (the health declaration's: an Active Ageing centre). */
    centreNotAvailable: 'Please choose one of our Active Ageing centres',
    /** A value sent for a list question that is not one of its options. */
    optionNotInList: 'Please choose from the options given',
    /** 'None of these' chosen together with another answer of the same question. */
    noneOfTheseAlone: "'None of these' cannot be chosen together with another answer",
    expectedDeliveryDateRequired: 'Expected delivery date is required',
    confirmationRequired: 'Please confirm the information is correct',
    ratingRequired: 'Rating is required',
    bankRequired: 'Bank is required',
    companyNameRequired: 'Company name is required',
    required: 'This field is required',
    invalidValue: 'This value is invalid',
    fieldLocked: 'This can no longer be changed here. Please contact us to change it.',
    textCharactersNotAllowed: 'This text contains characters that are not allowed',
    textTooLong: 'Please use at most {max} characters',
    recordIdInvalid: 'This reference is not valid. Please go back and try again.',
    /** The customer's own ID number given for a loved one. */
    ownNationalId: "This is your own ID number. Please enter your loved one's ID number.",
    /** The heading of the summary of a form's problems, shown above the form when it is sent with mistakes. */
    problemSummaryTitle: 'There is a problem',
  },

  /** Sign-in validation (auth/validate) and token handling. */
  auth: {
    loginRetryExhausted: 'Error in login, Please re-try!',
    clientAccountMissing: 'Client account does not exist, Please sign-up',
    reLogin: 'Something went wrong, Please re-login!',
    createAccountFailed: 'Error in creating user account, Please re-try',
    loginSessionExpired:
      'Oops! It looks like your login session has expired, please refresh the page or log in again to continue.',
    tokenInvalid: 'Your login token is invalid, Please re-login',
    tokenExpired: 'Your login token is expired, Please re-login!',
    tokenMissing: 'Your token is expired',
    /** The home page, back from the sign-in provider after Log Out (issue 35). */
    loggedOut: 'You have logged out',
  },

  /** Linking an existing client record by Client ID. */
  linking: {
    serverReferralCodeMissing: 'The referral code does not exist',
    serverReferralCodeNotForNric: 'The referral code is not valid for the provided NRIC',
    incorrectClientId:
      'Incorrect Client ID. Please check case sensitivity and try again. For assistance, contact {email}.',
    incorrectIdentification:
      'Incorrect identification details. Please verify your NRIC, passport ID, or other info and try again. For assistance, contact {email}.',
    technicalDifficulties: 'Technical difficulties. Please retry later or contact {email} for help.',
    clientIdSentToEmail: 'Client ID Has Been Sent To Your Email Address',
    clientIdSentToMobile: 'Client ID Has Been Sent To Your Mobile Number',
    linked: 'Your profile is now linked to your client record.',
    alreadyLinked: 'This profile is already linked to a client record.',
    noClientRecord: 'We could not find a client record with this ID number.',
    noEmailOnRecord: 'There is no email address on record to send the Client ID to.',
    noMobileOnRecord: 'There is no mobile number on record to send the Client ID to.',
    sendFailed: 'We could not send your Client ID just now. Please try again in a few minutes.',
    /** The link-account screen's own texts. */
    intro:
      'If you already receive care or services at one of our centres, you have a client record with us. Link it to this account to see your services here.',
    clientId: 'Client ID',
    clientIdExplained:
      'A short code of letters and numbers that our centre sent you by email or SMS. Type it exactly as written: capital and small letters matter.',
    lovedOneNote: 'You are linking the client record of the loved one you are acting for.',
    linkAccount: 'Link my account',
    linkedTitle: 'Your account is linked',
    linkedName: 'Client record: {name}',
    backToProfile: 'Back to My Profile',
    noClientIdTitle: "Didn't get your Client ID?",
    noClientIdBody:
      'We can send it again to the email address or mobile number on your client record. If you have typed your ID number above, we use it to find your record.',
    sendByEmail: 'Send my Client ID by email',
    sendBySms: 'Send my Client ID by SMS',
    clientIdSentTo: 'Sent to {sentTo}.',
    /** The email or SMS that sends a Client ID, in its recipient's language. */
    clientIdMessageSubject: 'Your Client ID',
    clientIdMessageText:
      'Your careportal Client ID is {clientId}. Use it with your ID number to link your profile.',
  },

  /** Card and QR payment. */
  payment: {
    unsuccessful: 'Your payment was unsuccessful',
    invalidPayment: 'Invalid Payment',
    tryAgainOrAnotherCard: 'Please try again or use another card.',
    invalidCard: 'Invalid Card',
    cardNotValid: 'Your credit / debit card is not valid',
    paymentNotValid: 'Payment is not valid',
    cardExpired: 'This card has expired',
    noCards: 'No added cards are available, please save your card details.',
    cardEnding: 'ending in {last4}',
    payNowWindow: 'Please pay within {minutes} minutes.',
    addNewCard: 'Add a new card',
    /**
     * The receipt mailed to the payer once a payment paid an order (card, PayNow or eGIRO), in their language:
     * `paidBy` is the tax invoice's line of how it was paid (taxInvoiceMessages.paidByCardOn, …), `link` the
     * portal's page of the order's invoice.
     */
    receiptEmailSubject: 'Your receipt for order {orderNumber}',
    receiptEmailText:
      'Thank you for your payment.\n\nOrder: {orderNumber}\nAmount paid (SGD): {amount}\n{paidBy}\n\nYour tax invoice: {link}',
  },

  /** eGIRO direct debit. */
  egiro: {
    noExistingClient: "We don't have an existing client attached to this {idType} you've provided.",
    /** 409 on POST egiro/create: the person has an arrangement with that bank that is active or waits for it. */
    arrangementExists:
      '{name} already has an eGIRO arrangement with {bank} that is active or waiting for the bank. Please use it, or cancel it before you apply again.',
    applyForEgiro: 'Apply for eGIRO',
    pendingApproval: 'Pending',
    /** Paying an order by eGIRO (POST payment/egiro): why an arrangement cannot pay it. */
    arrangementNotFound: 'This eGIRO arrangement was not found.',
    payNotActiveAgeing: 'eGIRO is for Active Ageing programmes. Please pay this order by card or PayNow.',
    payNotActive:
      'This eGIRO arrangement is not active, or is being cancelled. Please choose an active arrangement.',
    payOtherPerson:
      'This eGIRO arrangement is for someone else. Please choose the arrangement of the person this order is for.',
    payOverLimit:
      "This order is more than your eGIRO arrangement's limit of {limit}. Please pay by card or PayNow.",
    debitFailed: 'Your bank did not make the eGIRO deduction. Nothing was paid; please pay this order again.',
    debitInFlight:
      'This order is already being paid by eGIRO, to be deducted on {date}. There is nothing more to pay now.',
    /** The emails the bank's decisions send the account holder, in their language. */
    approvedEmailSubject: 'Your eGIRO arrangement is approved',
    approvedEmailText:
      'Your bank has approved the eGIRO arrangement {reference} for {name}. Deductions are made on the 20th of each month (the next business day when it is a weekend or public holiday).',
    rejectedEmailSubject: 'Your eGIRO application was not approved',
    rejectedEmailText: 'Your bank did not approve the eGIRO arrangement {reference} for {name}.',
    cancelledEmailSubject: 'Your eGIRO arrangement is cancelled',
    cancelledEmailText: 'Your bank has cancelled the eGIRO arrangement {reference} for {name}.',
  },

  /** The product catalogue and cart. */
  catalogue: {
    offerAlreadyInCart: 'You already have an offer of this product in cart. Do you want to change offer?',
    cannotRenew: 'The service is purchased and can not be renewed',
    productNotValid: 'Product is not valid',
    serviceNotValid: 'Service is not valid',
    programmeNotAvailable: 'Not available at this moment, please select other programme.',
    discountPrefix: 'Less - {description}',
    packageIntakes: 'Valid for 1 run of {totalSessions} sessions, twice a week.',
    packageSessions: '{totalSessions} training sessions within the validity period.',
    packageFixedSessions:
      '{totalSessions} sessions, twice a week, with a post-assessment at the final session.',
    /** Why a programme cannot be chosen for a person younger than its category's minimum age. */
    belowMinimumAge: 'This programme is for seniors aged {minAge} and above.',
  },

  /**
   * The cart, promotion codes and checkout (issue 13). The specification gives no words for these refusals; they
   * say what happened and what to do next, plainly, for a senior reading them on a phone.
   */
  cart: {
    /** A cart line: the product, the offer and the centre. */
    lineDescription: '{product} – {offering}, {centre}',
    empty: 'Your cart is empty. Please choose a programme first.',
    couponUnknown: 'We could not find this code. Please check the code and try again.',
    couponExpired: 'This code has expired, so it can no longer be used.',
    couponUsedUp: 'This code has been fully used, so it can no longer be used.',
    couponNotApplicable: 'This code cannot be used for the programmes in your cart.',
    couponRequired: 'Please enter a code.',
    couponInvalid: 'A code has only letters, numbers and dashes. Please check the code and try again.',
    /** The Idempotency-Key header of POST cart/checkout: the portal sends it; a person never types it. */
    idempotencyKeyMissing: 'Your order could not be sent. Please try again.',
    idempotencyKeyInvalid: 'Your order could not be sent. Please refresh the page and try again.',
    /** 400 CART_MIXED_CATEGORIES: a cart is for one service (domain cartCategory). */
    mixedCategories:
      'A cart is for one service at a time. Please check out these programmes first, or choose programmes of one service.',
    orderNotFound: 'This order was not found.',
    orderBillingLocked: 'This order is paid, so whom it is billed to can no longer change.',
    gstConfigurationNotFound: 'This tax rate was not found.',
    referralCodeNotFound: 'We could not find this Client ID. Please check it and try again.',
    /** The discount line of a Client ID (referral) code. */
    referralDiscount: 'Referral discount ({percentage}%)',
  },

  /** Denticare dental booking. */
  denticare: {
    alreadyRegistered: 'This NRIC is already registered for the Denticare service.',
    defaultDentist: 'No preference',
    cancellationSuccess: 'Your appointment has been cancelled.',
    cancellationFailed: 'We could not cancel your appointment. Please try again.',
    appointmentNotAvailable: 'This appointment is no longer available.',
    /** 409 SLOT_TAKEN: another visitor holds or has booked the chosen time (the hold-on page). */
    slotTaken:
      'Sorry, someone else is booking this time right now. Please choose one of the next free times.',
    /** 409 HOLD_EXPIRED: the hold lapsed and the slot was taken meanwhile (the retained-order page). */
    holdExpired:
      'We held this time for you for 3 minutes, and someone else has now booked it. Your details are kept: please choose another time.',
    /** 403 BLACKLISTED: the client cannot book online. */
    blacklisted: 'Please call {phone} to book your dental appointment. We cannot take this booking online.',
    /** 409 APPOINTMENT_EXISTS: the session already has a booked appointment. */
    appointmentExists:
      'You already have a dental appointment booked. You can keep it, change it or cancel it.',
    /**
     * 409 APPOINTMENT_CLASH: the person already has another dental appointment at an overlapping time (a
     * signed-in booking or reschedule); one person is in one dentist's chair at a time.
     */
    appointmentClash:
      'You already have a dental appointment on {date} at {time}. Please choose another time, or change that appointment.',
    /** 409 NOT_REGISTERED: the person has no Denticare client yet. */
    notRegistered: 'Please register for the Denticare service before booking.',
    /** 409 DENTICARE_CLIENT_EXISTS: the same text as {@link alreadyRegistered}. */
    clientExists: 'This NRIC is already registered for the Denticare service.',
    /** Register without an NRIC on the person's profile. */
    nricMissing:
      'Please add your NRIC to your personal details before registering for the Denticare service.',
    /** Review confirm without a held or booked appointment. */
    noAppointmentChosen: 'Please choose a date and time before confirming.',
    /** Review confirm before the client details were given. */
    clientDetailsMissing: 'Please fill in your details before confirming.',
    appointmentNotFound: 'This appointment was not found.',
    alreadyCancelled: 'This appointment has already been cancelled.',
    appointmentPassed: 'This appointment has already passed.',
    centerNotFound: 'This clinic was not found. Please choose one of the clinics shown.',
    resourceNotFound:
      'This dentist is not available at this clinic. Please choose one of the dentists shown.',
    serviceNotFound: 'This dental service was not found.',
    /** An analytics event whose name or step is not one we record. */
    eventNotRecorded: 'This event is not recorded.',
    /** The confirmation sent by email and SMS, and the cancellation notice. */
    confirmationSubject: 'Your Denticare appointment is booked',
    confirmationText:
      'Your {service} appointment is booked for {date} at {time}, at {centre} ({address}), with {dentist}. To cancel it, open {link}',
    cancellationSubject: 'Your Denticare appointment is cancelled',
    cancellationText:
      'Your {service} appointment on {date} at {time}, at {centre} ({address}), is cancelled.',
  },

  /**
   * Booking, rescheduling and cancelling sessions and appointments on My Services (issue 15). The specification
   * gives the rules, not these words; they say what happened and what can still be done, plainly.
   * The refusal keys are domain BOOKING_CHANGE_REFUSALS.
   */
  booking: {
    started: 'This session has already started, so it can no longer be changed.',
    sessionGraceOver:
      'This session is less than {graceWorkingDays} working days away, so it can no longer be rescheduled. You can still cancel it, but it will be forfeited.',
    appointmentTooLate:
      'This appointment is less than 24 hours away, so it can no longer be rescheduled or cancelled.',
    intakeNotReschedulable: 'Intake appointments cannot be rescheduled. You can cancel it, with charge.',
    notScheduled: 'This booking is no longer scheduled, so it can not be changed.',
    slotTaken: 'Sorry, this time has just been taken. Please choose another time.',
    slotNotOffered: 'This time is not available. Please choose one of the times shown.',
    noSessionsLeft: 'All the sessions of this service are booked or used.',
    serviceNotBookable: 'This service can not be booked now.',
    bookingNotFound: 'This booking was not found.',
    serviceNotFound: 'This service was not found.',
    /** GET yoda-sessions/vacant-slots with dates that are not a window of at most {maxDays} days. */
    slotWindowInvalid: 'Please choose dates from a start date to an end date at most {maxDays} days later.',
    intakeFull: 'This intake is full. Please choose another intake.',
    intakeNotOffered: 'This intake is not available for this service. Please choose another intake.',
    alreadyEnrolled: 'This service is already enrolled in an intake.',
    forfeitWarning:
      'This session is less than {graceWorkingDays} working days away. If you cancel it now, it will be forfeited and will not be returned to your package.',
    freeCancellation:
      'You can cancel this session free of charge until {deadline}. It will be returned to your package.',
    chargedCancellation: 'Intake appointments are always cancelled with charge.',
    sessionCancelled: 'Cancelled session successfully',
    sessionForfeited: 'Your session has been cancelled and forfeited.',
    sessionBooked: 'Book session successfully',
    sessionRescheduled: 'Reschedule session successfully',
  },

  /** Public e-invoice links. */
  /** The caregiver's week: one calendar of everyone a customer cares for, and its private feed (issue 19). */
  careCalendar: {
    /** 400 on GET care-calendar: `to` before `from`, or a period longer than CARE_CALENDAR_MAX_DAYS. */
    periodInvalid: 'Please choose a period of up to 6 weeks that ends on or after the day it starts.',
    /** 404 on the feed's address once it is turned off (or never existed). */
    feedNotFound: 'This calendar address has been turned off. You can make a new one in My Profile.',
  },
  eInvoice: {
    alreadyPaid: 'This invoice has already been paid.',
    linkExpired: 'This invoice link has expired.',
  },

  /** Health declaration and medical history. */
  health: {
    declarationSaved: 'Save Health Declaration successfully',
    declarationSaveFailed: 'Save Health Declaration failed.',
    /** GET profile/health-declaration when the person has none yet. */
    declarationNotFound: 'No health declaration has been saved yet.',
    medicalHistoryStale: 'Your Medical History is more than 1 year',
    medicalHistorySaved: 'Save Medical History successfully',
    medicalHistorySaveFailed: 'Save Medical History failed.',
    /** POST profile/health-declaration with a serviceId that is not one of the person's services. */
    serviceNotFound: 'This service was not found.',
  },

  /** Confirmations after a successful action. */
  success: {
    personalDetailUpdated: 'Updated personal detail successfully',
    updated: 'Updated successfully',
    lovedOneCreated: 'Created your loved one successfully',
    addressCreated: 'Created address successfully',
    addressesCreated: 'Created addresses successfully',
    addressUpdated: 'Updated address successfully',
    addressDeleted: 'Deleted address successfully',
    intakeEnrolled: 'Enrol intake successfully',
    appointmentBooked: 'Book appointment successfully',
    appointmentRescheduled: 'Reschedule appointment successfully',
    appointmentCancelled: 'Cancelled appointment successfully',
    denticareClientCreated: 'Created denticare client successfully',
  },

  /** Labels the screens share: buttons, titles, menu entries and tabs. */
  labels: {
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    save: 'Save',
    yes: 'Yes',
    no: 'No',
    exitForm: 'Exit form',
    back: 'Back',
    next: 'Next',
    login: 'Login',
    logout: 'Log Out',
    editClientDetails: 'Edit client details',
    personalDetails: 'Personal details',
    addAddressTitle: 'Add {type} address details',
    editAddressTitle: 'Edit {type} address details',
    sameAsBilling: 'Same as billing address',
    exitConfirmTitle: 'Leave this form?',
    exitConfirmBody: 'What you have entered so far will not be saved.',
    cancellationReasons: 'Reasons*',
    preAssessment: 'Pre-assessment',
    postAssessment: 'Post-assessment',
    /** The title of a class session or an intake date: 'Session 3 of 12'. */
    sessionOfTotal: 'Session {number} of {total}',
    myServices: 'My Services',
    /** The signed-in menu's and My Services' ways to a new service and to the dentist (issue 35). */
    registerService: 'Register for a service',
    bookDentalAppointment: 'Book a dental appointment',
    myProfile: 'My Profile',
    finance: 'Finance',
    paymentHistory: 'Payment History',
    cardManagement: 'Card Management',
    egiroArrangements: 'eGIRO arrangements',
    helpCentre: 'FAQ (Help Centre)',
    linkpass: 'Linkpass',
    privacyPolicy: 'Privacy Policy',
    feedback: 'Feedback',
    forms: 'Forms',
    brochures: 'Brochures',
    reportVulnerability: 'Report Vulnerability',
    faq: 'FAQ',
    help: 'Help',
    supportTitle: 'Need help?',
    supportEmail: 'For technical support, email us at {email}.',
    contactUs: 'Contact us',
    close: 'Close',
    dismiss: 'Dismiss',
    uploadPhoto: 'Upload photo',
    menu: 'Menu',
    cart: 'Cart',
    /** The switch, in the header and on My Profile, that turns senior mode on and off (issue 19). */
    largerText: 'Larger text',
  },

  /** Senior mode (issue 19): the switch's explanation on My Profile, and a choice the account did not keep. */
  displayMode: {
    title: 'Text size',
    description: 'Larger words and buttons, with more room between them, on every page.',
    remembered: 'We remember your choice on every device you sign in on.',
    notSaved:
      'We could not save your choice of text size to your account. It stays as you chose it on this device; please try again later.',
  },

  /** The language switch (issue 19): in the header, the phone's menu and My Profile. */
  language: {
    label: 'Language',
    description:
      'The words of the portal, and the reminders and confirmations we send you, in the language you choose.',
    notSaved:
      'We could not save your choice of language to your account. It stays as you chose it on this device; please try again later.',
  },

  /** Names of form fields, shared by every form that asks for the same thing. */
  fields: {
    fullName: 'Full name',
    preferredName: 'Preferred name',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    idType: 'ID type',
    idNumber: 'ID number',
    email: 'Email',
    countryCode: 'Country code',
    mobileNumber: 'Mobile number',
    homeNumber: 'Home number',
    maritalStatus: 'Marital status',
    residentStatus: 'Resident status',
    otherResidentStatus: 'Other resident status',
    nationality: 'Nationality',
    languagesSpoken: 'Languages spoken',
    otherLanguage: 'Other language',
    religion: 'Religion',
    otherReligion: 'Other religion',
    unionMember: 'Union member',
    chasTier: 'CHAS tier',
    chasNone: 'No CHAS card',
    chasExpiryDate: 'CHAS expiry date',
    companyName: 'Company name',
    marketingConsent: 'I agree to receive news and offers by email and SMS',
    relationship: 'Relationship',
    otherRelationship: 'Other relationship',
    isEmergencyContact: 'Is this an emergency contact?',
    addressType: 'Type of residence',
    postalCode: 'Postal code',
    block: 'Block',
    street: 'Address line 1',
    building: 'Address line 2',
    level: 'Level',
    unit: 'Unit',
    selectPlaceholder: 'Select',
  },

  /** Words that join generated text. */
  format: {
    /** The last item of a list of alternatives, e.g. the allowed file extensions: 'png, jpg or webp'. */
    listOr: '{items} or {last}',
  },

  /** Help shown under a field: the expected format, or why it cannot be changed. */
  fieldHints: {
    dateFormat: 'Day/Month/Year, e.g. 05/03/1950',
    idLocked: 'Your ID cannot be changed once it is saved.',
    nameLocked: 'Your name matches your client record and cannot be changed here.',
    emailLocked: 'Your email cannot be changed once it is saved.',
    nationalityLocked: 'Set to Singapore by the resident status Singapore/ Pink IC.',
  },

  /** Address types, card titles and the postal-code lookup. */
  address: {
    types: {
      billing: 'Billing',
      residential: 'Residential',
      service: 'Service',
    },
    titles: {
      billing: 'Billing address',
      residential: 'Residential address',
      service: 'Service address',
    },
    lookingUp: 'Looking up postal code',
    lookupFailed: 'We could not look up this postal code. Please enter the address yourself.',
    /** An address set to follow billing (sameAs BILLING) when the person has no billing address to copy. */
    sameAsBillingWithoutBilling:
      'There is no billing address to copy yet. Add the billing address first, or enter this address in full.',
    /** The billing address itself set to follow billing. */
    billingCannotFollowBilling: 'The billing address cannot be the same as billing. Enter it in full.',
  },

  /** The registration wizard's step bar. */
  registration: {
    steps: {
      serviceSelection: 'Service selection',
      healthDeclaration: 'Health declaration',
      yourDetails: 'Your details',
      yourAddress: 'Your address',
      emergencyContact: 'Emergency contact',
      reviewInformation: 'Review information',
    },
    stepsNavigation: 'Registration steps',
    stepCount: 'Step {current} of {total}',
    stepCompleted: 'completed',
    /** A programme card of the service selection, and its fields. */
    programmeHeading: 'Programme {index}',
    programmeType: 'Programme type',
    programme: 'Programme',
    package: 'Package',
    centre: 'Centre',
    /** A programme that cannot be chosen, and why, under the programme choice. */
    programmeUnavailable: '{programme}: {reason}',
    /** A collapsed programme card's summary when nothing is chosen yet. */
    programmeNothingChosen: 'No programme chosen yet',
    /** What screen readers hear while a field's choices load, e.g. 'Loading the Package choices'. */
    loadingChoices: 'Loading the {field} choices',
    /** The buttons' visible texts, and their full names with the programme's number. */
    removeProgramme: 'Remove programme',
    removeProgrammeNamed: 'Remove programme {index}',
    showProgramme: 'Edit',
    showProgrammeNamed: 'Edit programme {index}',
    hideProgramme: 'Hide',
    hideProgrammeNamed: 'Hide programme {index}',
    addProgramme: 'Add another programme',
    /** A review section's Edit button's full name, e.g. 'Edit Your address'. */
    editSection: 'Edit {title}',
  },

  /** The satisfaction rating's options, lowest first; each starts with its number. */
  rating: {
    veryDissatisfied: '1 – Very dissatisfied',
    dissatisfied: '2 – Dissatisfied',
    somewhatDissatisfied: '3 – Somewhat dissatisfied',
    somewhatSatisfied: '4 – Somewhat satisfied',
    satisfied: '5 – Satisfied',
    verySatisfied: '6 – Very satisfied',
  },

  /** The country codes a phone number can take, as the choice shows them. */
  dialCodes: {
    singapore: '+65 Singapore',
    malaysia: '+60 Malaysia',
    indonesia: '+62 Indonesia',
    philippines: '+63 Philippines',
    china: '+86 China',
    india: '+91 India',
    myanmar: '+95 Myanmar',
  },

  /** Nationality names, as the nationality choice shows them. */
  nationalities: {
    singapore: 'Singapore',
    singaporePr: 'Singapore PR',
    malaysia: 'Malaysia',
    indonesia: 'Indonesia',
    china: 'China',
    india: 'India',
    philippines: 'Philippines',
    thailand: 'Thailand',
    vietnam: 'Vietnam',
    myanmar: 'Myanmar',
    bangladesh: 'Bangladesh',
    sriLanka: 'Sri Lanka',
    pakistan: 'Pakistan',
    hongKong: 'Hong Kong',
    taiwan: 'Taiwan',
    southKorea: 'South Korea',
    japan: 'Japan',
    australia: 'Australia',
    unitedKingdom: 'United Kingdom',
    unitedStates: 'United States',
    other: 'Other',
  },

  /** Loved ones as a feature, which the remote configuration flag `disabledLovedOne` switches off. */
  lovedOnes: {
    /** What the API answers (403) to any loved-one call, or to acting for a loved one, while the flag is on. */
    featureDisabled:
      'Managing loved ones is not available at the moment. You can still manage your own profile and services.',
  },

  /** The profile page: its sections, the loved-one switch and the pending-link notice. */
  profilePage: {
    photoHint: 'A square photo of about {px} x {px} pixels works best. Maximum file size is {mb}MB.',
    addressesTitle: 'Addresses',
    noAddresses: 'No address has been added yet.',
    addAddress: 'Add {type} address',
    alsoUseBillingAs: 'Also use this address as my',
    alsoUseBillingAsHint: 'They follow the billing address: when it changes, they change with it.',
    addressTypeAddress: '{type} address',
    deleteAddressTitle: 'Delete the {type} address?',
    deleteAddressBody: 'This address will be removed from the profile. You can add it again later.',
    contactsTitle: 'Next-of-kin',
    noContacts: 'No next-of-kin has been added yet.',
    addContact: 'Add next-of-kin',
    addContactTitle: 'Add next-of-kin details',
    editContactTitle: 'Edit next-of-kin details',
    deleteContactTitle: 'Delete {name} from next-of-kin?',
    deleteContactBody: 'Their details will be removed from the profile. You can add them again later.',
    editContactNamed: 'Edit {name}',
    deleteContactNamed: 'Delete {name}',
    lovedOnesTitle: 'Loved ones',
    actingForLabel: 'Whose profile are you managing?',
    actingForYourself: 'Yourself',
    actingForNotice:
      'You are managing the profile of {name}. Changes on this page are made to their profile.',
    switchBackToYourself: 'Switch back to yourself',
    addLovedOne: 'Add a loved one',
    addLovedOneTitle: 'Add loved one details',
    noLovedOnes: 'No loved one has been added yet.',
    pendingLinkTitle: 'Your profile is not linked yet',
    pendingLinkBody:
      'If you are already a client at our centre, link this profile to your client record to see your services here.',
    pendingLinkAction: 'Link my profile',
    checkTheseDetails: 'Please check these details',
    /** The groups of the personal details, in the order a reader scans them: who, then how to reach them. */
    detailsGroupIdentity: 'Identity',
    detailsGroupBackground: 'Background',
    detailsGroupContact: 'Contact',
    detailsGroupMemberships: 'Memberships and subsidies',
  },

  /** Texts for assistive technology: names, hints and skip links that screen readers and keyboards meet. */
  a11y: {
    skipToMainContent: 'Skip to main content',
    opensInNewTab: '(opens in a new tab)',
    profilePhoto: 'Profile photo',
    /** Read after the cart's link text when it holds one programme, or {count} of them. */
    cartCountOne: '1 item',
    cartCountOther: '{count} items',
  },

  /** The product's own name, which its wordmark and mark say to screen readers; the provider's name is configuration. */
  brand: {
    name: 'careportal',
  },

  /**
   * What the API answers when a request itself is wrong before any route's own rules apply: an unknown address,
   * a method the address does not take, a body or header it cannot read, too many requests. Callers and the
   * portal show `errorMessage`; these say what to change without naming internals.
   */
  api: {
    notFound: 'The requested resource was not found.',
    methodNotAllowed: 'This address does not accept {method} requests.',
    badRequest: 'The request could not be read. Please check it and try again.',
    badUrl: 'The request URL is not valid.',
    invalidJson: 'The request body is not valid JSON.',
    emptyJsonBody: 'The request body is empty. Send a JSON object, or no Content-Type header.',
    bodyNotObject: 'The request body must be a JSON object.',
    bodyTooLarge: 'The request body is too large.',
    invalidContentLength: 'The Content-Length header does not match the body.',
    unsupportedMediaType: 'Unsupported content type. Send the body as application/json.',
    headersTooLarge: 'The request headers are too large.',
    requestTimeout: 'The request took too long to arrive. Please try again.',
    unknownQueryParameter: 'Unknown query parameter: {name}',
    unknownHeader: 'Unknown header: {name}',
    unknownField: 'Unknown field: {name}',
    tooManyRequests: 'Too many requests. Please try again in {after}.',
    /**
     * 422 IDEMPOTENCY_KEY_REUSED: an Idempotency-Key already used, within 24 hours, for a different request (another
     * route, order, card or amount). Nothing was done; the portal makes a new key for the next press.
     */
    idempotencyKeyReused:
      'This was already sent for something else, so nothing was done. Please refresh the page and try again.',
    temporarilyUnavailable:
      'We are busy for a moment and could not finish this. Please try again in a few seconds.',
    viewAsForbidden: 'You can only act for a loved one in your own profile.',
    booleanParameterInvalid: '{name} must be true or false',
  },
} as const;

/** The catalogue's type, for consumers that pass groups around. */
export type Messages = typeof messages;
