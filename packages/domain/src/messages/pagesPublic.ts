/**
 * The texts of public pages that load on demand: apart from pages.ts, so that a visitor's first download does not
 * carry the signed-in pages' words (a public route must stay within its budget of about 155 kB of gzip).
 */

/**
 * The public eGIRO landing page (/egiro-landing, issue 14): what eGIRO is, three features, three steps, the
 * email note, the banks, the FAQ (its 3 entries are the help centre's eGIRO topic, domain `HELP_TOPICS`) and whom
 * to contact. The hours are domain
 * `SUPPORT_HOURS`.
 */
export const egiroLandingMessages = {
  heroTitle: 'Pay your bills automatically with eGIRO',
  heroBody:
    'Set up eGIRO once, and your monthly bills are paid straight from your bank account. No cheques, no queues.',
  whatTitle: 'What is eGIRO?',
  whatBody:
    'eGIRO is an electronic direct debit arrangement. You apply online and your bank approves it, usually within a few minutes and always within 24 hours. After that, your bills are paid from your bank account on the 20th of each month (the next business day when the 20th is a weekend or public holiday).',
  featuresTitle: 'Why use eGIRO',
  features: [
    { title: 'Apply online', text: 'No forms to post. Apply from your phone or computer in a few minutes.' },
    { title: 'Never miss a payment', text: 'Your bills are paid on the 20th of each month, on time.' },
    {
      title: 'Safe and secure',
      text: 'Your bank approves the arrangement, and you can cancel it at any time.',
    },
  ],
  stepsTitle: 'How to apply',
  steps: [
    { title: 'Sign in and apply', text: 'Choose whose bills to pay and your bank.' },
    { title: 'Approve at your bank', text: 'You are taken to your bank to approve the arrangement.' },
    { title: 'You are all set', text: 'Your arrangement shows Active once your bank approves it.' },
  ],
  emailNote:
    'We will email you when your bank approves or rejects your application, and when a cancellation is done.',
  banksTitle: 'Participating banks',
  banksLoadError: 'We could not load the list of banks. Please try again later.',
  faqTitle: 'Frequently asked questions',
  contactTitle: 'Contact us',
  supportEmail: 'Email',
  supportHours: 'Support hours',
  billingHotline: 'Billing hotline',
  generalHotline: 'General hotline',
  viewArrangements: 'View my eGIRO arrangements',
} as const;
