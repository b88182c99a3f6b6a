/**
 * The provider's facts that pages state: its legal name (the footer's copyright line) and its two hotlines
 * (seed 000 section 9 gives their hours: billing Monday to Friday 8.30am to 5.30pm, general 8.30am to 6pm). The
 * seeds give no numbers and no name, so they are deployment facts: each app reads them from its configuration
 * through {@link providerFacts}, and every page, dialog and mail that names one shows the value it returns.
 * Until a deployment sets them, {@link DEMO_PROVIDER_FACTS} stands in: a name that says it is fictional, and
 * placeholder numbers.
 */
import { formatSingaporePhone, isValidSingaporePhone, singaporePhoneUri } from '../contact/phone.js';
import { SUPPORT_HOURS } from '../constants.js';

/** The provider's deployment facts, as configured. */
export interface ProviderFacts {
  /** The provider's legal name, e.g. 'Example Care Co-operative Limited'. */
  legalName: string;
  /** The billing hotline's number, in a form {@link isValidSingaporePhone} accepts. */
  billingHotline: string;
  /** The general hotline's number, in a form {@link isValidSingaporePhone} accepts. */
  generalHotline: string;
}

/** The provider's hotlines, in the order pages list them. */
export const HOTLINE_KINDS = ['general', 'billing'] as const;
/** One of {@link HOTLINE_KINDS}. */
export type HotlineKind = (typeof HOTLINE_KINDS)[number];

/** A hotline as pages show it: its number for reading, its `tel:` link and its hours. */
export interface Hotline {
  kind: HotlineKind;
  /** e.g. '+65 6000 0001'. */
  phone: string;
  /** e.g. 'tel:+6560000001'. */
  href: string;
  /** When it is answered (seed 000 section 9). */
  hours: string;
}

/**
 * The stand-in facts for development and demos (`npm start`): a legal name that says it is fictional, and
 * numbers that pass the phone rule but are not meant to be dialled. A deployment sets its own (the portal's
 * README says where).
 */
export const DEMO_PROVIDER_FACTS: ProviderFacts = {
  legalName: 'Demo Care Provider (fictional)',
  generalHotline: '+65 6000 0001',
  billingHotline: '+65 6000 0002',
};

/** Configured values, each possibly unset or blank. */
export type ProviderFactSettings = { [Key in keyof ProviderFacts]?: string | undefined };

/**
 * The provider's facts from configuration: each unset or blank value is the demo's, each number is written as
 * pages show it. Throws, naming the setting, for a number the phone rule refuses, so a deployment with a typo
 * does not start.
 */
export function providerFacts(settings: ProviderFactSettings): ProviderFacts {
  const pick = (key: keyof ProviderFacts): string => {
    const value = settings[key]?.trim();
    return value === undefined || value === '' ? DEMO_PROVIDER_FACTS[key] : value;
  };
  const phone = (key: 'billingHotline' | 'generalHotline'): string => {
    const value = pick(key);
    if (!isValidSingaporePhone(value)) {
      throw new Error(
        `The provider's ${key} "${value}" is not a Singapore phone number (8 digits, 6, 8 or 9 first).`,
      );
    }
    return formatSingaporePhone(value);
  };
  return {
    legalName: pick('legalName'),
    generalHotline: phone('generalHotline'),
    billingHotline: phone('billingHotline'),
  };
}

/** The provider's hotlines with their numbers, links and hours, in {@link HOTLINE_KINDS} order. */
export function hotlines(facts: ProviderFacts): readonly Hotline[] {
  return HOTLINE_KINDS.map((kind) => {
    const number = kind === 'billing' ? facts.billingHotline : facts.generalHotline;
    return {
      kind,
      phone: formatSingaporePhone(number),
      href: singaporePhoneUri(number),
      hours: kind === 'billing' ? SUPPORT_HOURS.billingHotline : SUPPORT_HOURS.generalHotline,
    };
  });
}

/** The footer's copyright line: '© 2026 Demo Care Provider (fictional)'. `year` is the caller's (no clock here). */
export function copyrightLine(facts: ProviderFacts, year: number): string {
  return `© ${String(year)} ${facts.legalName}`;
}
