/**
 * What the API writes to people, in their language (issue 19, "Four languages"): every mail and SMS sent through
 * app.adapters.notifications is written with a {@link Writer} for its recipient's language. The rule for one text
 * is domain translateText: the language's table (domain loadTranslations) and ICU formatter where the table has
 * the text, else the catalogue's English, so a missing translation sends English words, never a key. English is
 * the catalogue's, byte for byte. Dates and times in the values stay as the seeds write them (dd/MM/yyyy,
 * hh:mm am), whatever the language. The PDF tax invoice (lib/invoice.ts) is written the same way, from domain
 * taxInvoiceMessages.
 *
 * Each language's table and formatter are made once per process, on first use.
 */
import {
  createIcuFormatter,
  DEFAULT_LOCALE,
  formatEnglish,
  isLocale,
  loadTranslations,
  messages,
  taxInvoiceMessages,
  translateText,
  type Locale,
  type MessageValues,
  type TranslationTable,
} from '@careportal/domain';

/** The catalogue objects the API writes from, by the name their translations' paths start with. */
const WRITTEN = { messages, taxInvoiceMessages } as const;
type Written = typeof WRITTEN;

type TextPaths<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}.${K}` : TextPaths<T[K], `${P}.${K}`>;
}[keyof T & string];

type TextAt<T, Path extends string> = Path extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? TextAt<T[K], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

/**
 * The dotted path of a text the API writes, as the translation tables name it: `messages.denticare.…`,
 * `taxInvoiceMessages.title`.
 */
export type MessagePath = { [N in keyof Written]: TextPaths<Written[N], N> }[keyof Written];

/** The English text at a {@link MessagePath}. */
export type EnglishAt<P extends MessagePath> = P extends `${infer N}.${infer Rest}`
  ? N extends keyof Written
    ? Extract<TextAt<Written[N], Rest>, string>
    : never
  : never;

/** Writes catalogue texts in one language. */
export interface Writer {
  locale: Locale;
  /** The text at `path`, filled with `values` (one per placeholder of the English). */
  text<P extends MessagePath>(path: P, values: MessageValues<EnglishAt<P>>): string;
}

function englishAt(path: MessagePath): string {
  const [name, ...keys] = path.split('.');
  let node: unknown = WRITTEN[name as keyof Written];
  for (const key of keys) node = (node as Record<string, unknown>)[key];
  if (typeof node !== 'string') throw new Error(`the catalogue has no text at ${path}`);
  return node;
}

function makeWriter(locale: Locale, table: TranslationTable | undefined): Writer {
  const format = table ? createIcuFormatter(locale) : formatEnglish;
  return {
    locale: table ? locale : DEFAULT_LOCALE,
    text: (path, values) =>
      translateText(path, englishAt(path), table, format, values as Record<string, string | number>),
  };
}

const ENGLISH = makeWriter(DEFAULT_LOCALE, undefined);
const writers = new Map<Locale, Writer>([[DEFAULT_LOCALE, ENGLISH]]);

/**
 * The writer for `language`: a stored choice (customers.language, bookings.language), so anything that is not
 * one of domain LOCALES, null among them, is English. Never fails: should a table not load, the words go out in
 * English (and the table is tried again next time), as a notice never fails the request that sends it.
 */
export async function writerFor(language: string | null | undefined): Promise<Writer> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const known = writers.get(locale);
  if (known) return known;
  let table: TranslationTable | undefined;
  try {
    table = await loadTranslations(locale);
  } catch {
    return ENGLISH;
  }
  const writer = makeWriter(locale, table);
  writers.set(locale, writer);
  return writer;
}
