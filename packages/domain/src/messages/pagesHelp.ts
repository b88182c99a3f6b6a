/**
 * The texts of the public help pages (issue 17): the help centre (/faq…), the terms pages and the feedback page.
 * Apart from pages.ts, so that other pages' first download does not carry them. The help content itself is
 * domain data (help/content.ts, help/terms.ts).
 */

/** The help centre: /faq, /faq/{topic}, /faq/{topic}/{entry}. */
export const helpCentreMessages = {
  intro: 'Find answers to the questions people ask us most.',
  searchLabel: 'Search the help centre',
  searchDescription: 'Type a few words, such as password or eGIRO.',
  searchButton: 'Search',
  /** '{count}' results for '{query}'. */
  resultsOne: '1 answer for “{query}”',
  resultsMany: '{count} answers for “{query}”',
  noResults: 'No answers for “{query}”. Try other words, or browse the topics below.',
  topicsTitle: 'Topics',
  /** A topic's link: its title and how many questions it holds. */
  topicCount: '{count} questions',
  backToHelp: 'Back to Help Centre',
  backToTopic: 'Back to {topic}',
  stillNeedHelp: 'Still need help?',
  contactUs: 'Email us and we will get back to you:',
  feedbackLink: 'Tell us how we are doing',
} as const;

/** The feedback page: /feedback. */
export const feedbackPageMessages = {
  intro: 'Tell us about your experience with us. It helps us to serve you better.',
  ratingQuestion: 'How satisfied are you with our services?',
  ratingScale: '1 is very dissatisfied and 6 is very satisfied.',
  commentLabel: 'Your comments (optional)',
  commentDescription: 'What did we do well, and what can we do better?',
  contactTitle: 'Would you like us to reply? (optional)',
  nameLabel: 'Your name',
  contactLabel: 'Email or phone number',
  contactDescription: 'An email address, or a Singapore phone number of 8 digits.',
  contactInvalid: 'Enter an email address, or a Singapore phone number of 8 digits',
  submit: 'Send feedback',
  sending: 'Sending…',
  thanksTitle: 'Thank you for your feedback',
  thanksBody: 'We read every message. If you left your contact details, we will get back to you.',
  sendAnother: 'Send more feedback',
  failed: 'We could not send your feedback. Please try again.',
} as const;

/** The terms pages. */
export const termsPageMessages = {
  lastUpdated: 'Last updated: 1 November 2026',
  questions: 'Questions about these terms? Visit our Help Centre.',
} as const;
