/**
 * The terms-and-conditions documents of the four terms routes (seed 000 section 2): /term-and-condition and
 * /term-condition (the portal's terms of use, old and new address), /program-term-and-condition (registering for
 * a programme) and /general-term-and-condition. The specification names the pages only; their text is ours.
 */
import { APPOINTMENT_CHANGE_MIN_HOURS, SESSION_CANCELLATION_GRACE_WORKING_DAYS } from '../constants.js';

/** A section of a terms document. */
export interface TermsSection {
  heading: string;
  paragraphs: readonly string[];
}

/** A terms document. */
export interface TermsDocument {
  intro: string;
  sections: readonly TermsSection[];
}

/** The terms documents. */
export const TERMS_KINDS = ['portal', 'programme', 'general'] as const;
/** One of {@link TERMS_KINDS}. */
export type TermsKind = (typeof TERMS_KINDS)[number];

/** Which document each terms route shows. */
export const TERMS_BY_PATH: Readonly<Record<string, TermsKind>> = {
  '/term-and-condition': 'portal',
  '/term-condition': 'portal',
  '/program-term-and-condition': 'programme',
  '/general-term-and-condition': 'general',
};

/** The documents' text. */
export const TERMS: Readonly<Record<TermsKind, TermsDocument>> = {
  portal: {
    intro: 'These terms apply when you use this portal to register for services, book sessions and pay.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password and one-time passwords to yourself. You are responsible for what is done with your account.',
          'The details you give us must be true and complete. Full Name, Email and NRIC can only be changed by contacting us.',
        ],
      },
      {
        heading: 'Acting for a loved one',
        paragraphs: [
          'When you register or pay for a loved one, you confirm that they, or the person who may act for them, agree to it.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Fees are shown before you pay and include GST where it applies. Card and eGIRO payments are handled by our payment partners and your bank.',
        ],
      },
      {
        heading: 'Your personal data',
        paragraphs: [
          'We use your personal data to provide our services and to contact you about them, as our Privacy Policy describes.',
        ],
      },
    ],
  },
  programme: {
    intro: 'These terms apply when you register yourself or a loved one for one of our programmes.',
    sections: [
      {
        heading: 'Eligibility',
        paragraphs: [
          'Some programmes are for certain age groups or need a health declaration. We may ask for more information before you start.',
        ],
      },
      {
        heading: 'Sessions',
        paragraphs: [
          `Please come on time. To reschedule or cancel a session, do so at least ${String(SESSION_CANCELLATION_GRACE_WORKING_DAYS)} working days before it starts; a session cancelled later than that is forfeited.`,
          `An assessment or another appointment can be rescheduled or cancelled up to ${String(APPOINTMENT_CHANGE_MIN_HOURS)} hours before it starts.`,
          'We may change a session’s time or place when we must; we will tell you as early as we can.',
        ],
      },
      {
        heading: 'Fees and refunds',
        paragraphs: [
          'Programme fees are paid before the programme starts. Refunds follow the programme’s refund rules, which we share when you register.',
        ],
      },
      {
        heading: 'Your health and safety',
        paragraphs: [
          'Tell our staff about any change in your health. Stop an activity and tell us at once if you feel unwell.',
        ],
      },
    ],
  },
  general: {
    intro: 'These general terms apply to all our services, together with the terms of each service.',
    sections: [
      {
        heading: 'Our services',
        paragraphs: [
          'We provide care and fitness services at our centres and in the community. What each service includes is described when you register.',
        ],
      },
      {
        heading: 'Conduct',
        paragraphs: ['Please treat our staff, volunteers and other clients with respect.'],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms. The version on this page is the one that applies; we will tell you about important changes.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['If you have a question about these terms, please contact us through the Help Centre.'],
      },
    ],
  },
};
