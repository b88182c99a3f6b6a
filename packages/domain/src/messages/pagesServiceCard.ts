/**
 * The words of a service's card on My Services that only its page needs (issue 36): the booking step its stage leads
 * to (domain serviceBookingStep), and its tabs' long lists, which show their first bookings and the rest on request.
 * In a module of their own (named pages…, so that the portal's build keeps it out of the shell's catalogue chunk),
 * downloaded only by the pages that show it.
 */
export const serviceCardMessages = {
  bookPreAssessment: 'Book pre-assessment',
  bookPreAssessmentNamed: 'Book pre-assessment of {product}',
  bookPostAssessment: 'Book post-assessment',
  bookPostAssessmentNamed: 'Book post-assessment of {product}',
  showAll: 'Show all',
  showFewer: 'Show fewer',
  /** What 'Show all' would add, which describes it. */
  moreBookingsHidden: '{count} more bookings not shown',
} as const;
