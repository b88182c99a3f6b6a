/**
 * The words of the signed-in eGIRO pages, apart from pages.ts (which is part of the catalogue chunk every page
 * downloads first): only the eGIRO pages download them.
 */

/**
 * The signed-in eGIRO pages (issue 14): the application (/egiro/apply) and the arrangements (/egiro). The seed's
 * messages are in `messages.egiro`, the arrangement's labels (specification 000 section 3) here, the public landing page's words in
 * `egiroLandingMessages` (pagesPublic.ts); these are the pages' own words, plainly, for a senior on a phone.
 */
export const egiroPageMessages = {
  /** The arrangement's labels (specification 000, section 3). */
  arrangement: {
    clientName: 'Client name',
    ddaReferenceNo: 'DDA reference number',
    bankName: 'Bank name',
    effectiveDate: 'Effective date',
    expiryDate: 'Expiry date',
    status: 'Status',
    relationship: 'Relationship',
    limit: 'Limit',
    cancellationDate: 'Cancellation date',
    acceptedDate: 'Accepted date',
    remarks: 'Remarks',
    egiroReferenceNo: 'eGIRO reference number',
  },
  applyIntro:
    'Your bank will ask you to approve this arrangement. Deductions are made on the 20th of each month.',
  existingCustomer: 'Is the eGIRO arrangement for you or for an existing client?',
  forMyself: 'For myself',
  forLovedOne: 'For my loved one',
  lovedOneId: "Your loved one's ID number",
  bank: 'Your bank',
  continueToBank: 'Continue to your bank',
  applyFailed: 'We could not start your application. Please try again.',
  arrangementsIntro: 'Bills are deducted on the 20th of each month, or the next business day.',
  noArrangements: 'You have no eGIRO arrangements yet.',
  nextDeduction: 'Next deduction date',
  cancellationRequested: 'Cancellation requested. It stays Active until your bank approves it.',
  pendingNote: 'Waiting for your bank to approve. This usually takes a few minutes.',
  cancel: 'Cancel arrangement',
  cancelTitle: 'Cancel this eGIRO arrangement?',
  cancelBody: 'Your bank will be asked to stop the direct debit. Bills after that must be paid another way.',
  keep: 'Keep it',
  confirmCancel: 'Yes, cancel it',
  cancelFailed: 'We could not cancel the arrangement. Please try again.',
  checkAgain: 'Check again',
  statuses: {
    PENDING: 'Pending',
    ACTIVE: 'Active',
    CANCELLATION_PENDING: 'Cancellation pending',
    CANCELLED: 'Cancelled',
    REJECTED: 'Rejected',
    EXPIRED: 'Expired',
  },
} as const;
