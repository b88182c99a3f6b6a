/**
 * The portal's languages (issue 19, "Four languages"): Singapore's four official languages. English is the
 * source: the specification's texts, verbatim. Chinese is Simplified Chinese as written in Singapore.
 */
export const LOCALES = ['en', 'zh-Hans', 'ms', 'ta'] as const;

/** One of {@link LOCALES}, as a BCP 47 tag (the value of an element's `lang`). */
export type Locale = (typeof LOCALES)[number];

/** The source language, and what everyone sees until they choose. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own script, as a language switch offers it (never translated). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  'zh-Hans': '中文',
  ms: 'Bahasa Melayu',
  ta: 'தமிழ்',
};

/**
 * The tag `Intl` formats dates, numbers and plurals with: each language as used in Singapore (day before month,
 * the Singapore dollar's symbol).
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-SG',
  'zh-Hans': 'zh-Hans-SG',
  ms: 'ms-SG',
  ta: 'ta-SG',
};

/** Whether `value` is one of {@link LOCALES} (a value read back from storage or a request may be anything). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Where a translation stands. `source`: the specification's English. `pending-review`: written, not yet read by a
 * speaker; it is shown (better than English to someone who reads little English) and listed for review.
 * `reviewed`: a speaker has read it and signed it off.
 */
export const TRANSLATION_STATUSES = ['source', 'pending-review', 'reviewed'] as const;

/** One of {@link TRANSLATION_STATUSES}. */
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];
