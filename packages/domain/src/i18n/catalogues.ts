import {
  serviceCardMessages,
  bookingPageMessages,
  checkInMessages,
  denticarePageMessages,
  egiroLandingMessages,
  feedbackPageMessages,
  helpCentreMessages,
  invoicePageMessages,
  messages,
  portalMessages,
  publicLinkMessages,
  slotPickerMessages,
  taxInvoiceMessages,
} from '../messages/index.js';

/**
 * The catalogue objects offered in every language (issue 19, "Four languages"), by the name their translations'
 * paths start with: the catalogue (the shell's words, field errors, toasts), the portal's own words (page titles,
 * the shell's labels, the visitor's home page), the public pages' texts (Denticare booking, reminders, e-invoice,
 * check-in, feedback, the eGIRO landing page, the help centre) and the PDF tax invoice's, which the API writes. Every
 * text of these has a translation in each table, checked by test.
 */
export const TRANSLATED_CATALOGUES = {
  messages,
  publicLinkMessages,
  denticarePageMessages,
  bookingPageMessages,
  serviceCardMessages,
  slotPickerMessages,
  invoicePageMessages,
  taxInvoiceMessages,
  checkInMessages,
  feedbackPageMessages,
  helpCentreMessages,
  egiroLandingMessages,
  portalMessages,
} as const;

/** The name of one of {@link TRANSLATED_CATALOGUES}. */
export type TranslatedCatalogue = keyof typeof TRANSLATED_CATALOGUES;
