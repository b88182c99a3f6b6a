/**
 * The help centre's content (seed 001 section 2 "FAQ / help content", seed 000 section 9): held as data, once,
 * and shown in full by the portal's /faq pages (and the eGIRO FAQ also by the eGIRO landing page).
 *
 * The seeds disagree on the FAQ's size: seed 000 counts 3 entries each for the FAQ and the eGIRO FAQ, seed 001
 * lists eight common questions. All of them are kept, as three topics: `common-questions` (the eight, with the
 * facts seed 001 states: the one-time password is 6 digits; Full Name, Email and NRIC cannot be edited), `faq`
 * (3) and `egiro` (3). Signing in is what the sign-in provider does, the embedded one (apps/identity) and Azure
 * AD B2C alike: an email address and a password, and "Forgot your password?" emails a 6-digit one-time password.
 */
import { APPOINTMENT_CHANGE_MIN_HOURS, SESSION_CANCELLATION_GRACE_WORKING_DAYS } from '../constants.js';

/** One question and its answer, in paragraphs. */
export interface HelpEntry {
  /** The entry's address under its topic: /faq/{topic}/{slug}. */
  slug: string;
  question: string;
  answer: readonly string[];
}

/** A topic of the help centre, with its entries in the order shown. */
export interface HelpTopic {
  /** The topic's address: /faq/{slug}. */
  slug: HelpTopicSlug;
  title: string;
  summary: string;
  entries: readonly HelpEntry[];
}

/** The help centre's topics, in the order shown. */
export const HELP_TOPIC_SLUGS = ['common-questions', 'faq', 'egiro'] as const;
/** One of {@link HELP_TOPIC_SLUGS}. */
export type HelpTopicSlug = (typeof HELP_TOPIC_SLUGS)[number];

/**
 * The length of the one-time password emailed to reset a password (seed 001 section 2): the embedded sign-in
 * provider's (apps/identity, RESET_CODE_DIGITS) and Azure AD B2C's email code alike.
 */
export const ONE_TIME_PASSWORD_DIGITS = 6;

/** The profile fields a customer cannot edit themselves (seed 001 section 2). */
export const NON_EDITABLE_PROFILE_FIELDS = ['Full Name', 'Email', 'NRIC'] as const;

/** The eight common questions of seed 001 section 2, in its order. */
const commonQuestions: readonly HelpEntry[] = [
  {
    slug: 'main-features',
    question: 'What can I do once I register an account?',
    answer: [
      'With an account you can register for care and fitness services for yourself or a loved one, book and manage your sessions, pay by card, eGIRO or PayNow QR code, and see your orders and invoices.',
      'You can also keep your profile, addresses and emergency contacts up to date in one place.',
    ],
  },
  {
    slug: 'log-in',
    question: 'How do I log in?',
    answer: [
      'Choose Login at the top of the page. Enter the email address and the password of your careportal account, then choose Sign in.',
      'If you forgot your password, choose Forgot your password? on the sign-in page: we email you a one-time password to set a new one.',
    ],
  },
  {
    slug: 'register-profile',
    question: 'How do I register a profile?',
    answer: [
      'Choose Login and sign in with your email address and password. If you have not set a password yet, choose Forgot your password? and set one with the one-time password we email you.',
      'The first time you sign in, fill in your personal details: your full name, NRIC, date of birth and contact details. Then choose Save.',
    ],
  },
  {
    slug: 'reset-password',
    question: 'How do I reset my password?',
    answer: [
      'Choose Login, then Forgot your password? on the sign-in page, and enter the email address of your account.',
      `We email you a one-time password. The one-time password is ${String(ONE_TIME_PASSWORD_DIGITS)} digits. Enter it together with your new password; it works only once and for a short time. Then sign in with your new password.`,
      'If the email does not arrive, check your spam folder, wait a few minutes and ask for a new one-time password.',
    ],
  },
  {
    slug: 'client-id',
    question: 'I did not receive my client ID, or I lost it. How do I get it?',
    answer: [
      'Your client ID is in the letter or email you received when you first joined our services.',
      'If you cannot find it, email our support team with your full name and the last 4 characters of your NRIC, and we will send it to you.',
    ],
  },
  {
    slug: 'link-records',
    question: 'I am an existing client. How do I link my records?',
    answer: [
      'Sign in, then open Link account. Enter your client ID and your date of birth.',
      'Once linked, your services, sessions and invoices show in the portal.',
    ],
  },
  {
    slug: 'update-personal-details',
    question: 'How do I update my personal details?',
    answer: [
      'Open My Profile and choose Edit. Change your details and choose Save.',
      'Full Name, Email and NRIC cannot be edited. To change them, please contact us.',
    ],
  },
  {
    slug: 'website-error',
    question: 'What should I do if the website shows an error?',
    answer: [
      'Refresh the page and try again.',
      'If the error stays, report it to our support mailbox. Tell us what you were doing and the time it happened, and add a screenshot if you can.',
    ],
  },
];

/** The FAQ's three entries (seed 000 section 9). */
const faq: readonly HelpEntry[] = [
  {
    slug: 'book-for-loved-one',
    question: 'Can I register a service for a loved one?',
    answer: [
      'Yes. Add your loved one in My Profile, then choose them when you register for a service.',
      'Their sessions, orders and invoices show in your account.',
    ],
  },
  {
    slug: 'reschedule-session',
    question: 'How do I reschedule or cancel a session?',
    answer: [
      'Open My Services, choose the session and then Reschedule or Cancel.',
      `Please make changes at least ${String(SESSION_CANCELLATION_GRACE_WORKING_DAYS)} working days before the session starts: a session cancelled later than that is forfeited. An assessment appointment can be changed up to ${String(APPOINTMENT_CHANGE_MIN_HOURS)} hours before it starts.`,
    ],
  },
  {
    slug: 'payment-methods',
    question: 'How can I pay?',
    answer: [
      'You can pay by credit or debit card, by PayNow QR code, or set up eGIRO so that your monthly bills are paid from your bank account.',
    ],
  },
];

/** The eGIRO FAQ's three entries (seed 000 section 9); the eGIRO landing page shows them too. */
const egiro: readonly HelpEntry[] = [
  {
    slug: 'deduction-date',
    question: 'When will the money be deducted?',
    answer: [
      'On the 20th of each month. When the 20th is a weekend or public holiday, on the next business day.',
    ],
  },
  {
    slug: 'approval-time',
    question: 'How long does approval take?',
    answer: [
      'Your bank usually approves it within a few minutes, and always within 24 hours. We will email you.',
    ],
  },
  {
    slug: 'stop-arrangement',
    question: 'Can I stop my eGIRO arrangement?',
    answer: [
      'Yes. Open eGIRO arrangements and choose Cancel. It stays Active until your bank approves the cancellation.',
    ],
  },
];

/** The help centre: every topic with all its entries. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    slug: 'common-questions',
    title: 'Common questions',
    summary: 'Signing in, your profile, your client ID and what to do when something goes wrong.',
    entries: commonQuestions,
  },
  {
    slug: 'faq',
    title: 'Frequently asked questions',
    summary: 'Services for loved ones, changing a session and ways to pay.',
    entries: faq,
  },
  {
    slug: 'egiro',
    title: 'eGIRO',
    summary: 'Paying your bills automatically from your bank account.',
    entries: egiro,
  },
];

/** The topic at `slug`, or undefined when there is none (the page is not found). */
export function helpTopic(slug: string): HelpTopic | undefined {
  return HELP_TOPICS.find((topic) => topic.slug === slug);
}

/** The entry at /faq/{topicSlug}/{entrySlug}, with its topic, or undefined when there is none. */
export function helpEntry(
  topicSlug: string,
  entrySlug: string,
): { topic: HelpTopic; entry: HelpEntry } | undefined {
  const topic = helpTopic(topicSlug);
  const entry = topic?.entries.find((candidate) => candidate.slug === entrySlug);
  return topic && entry ? { topic, entry } : undefined;
}
