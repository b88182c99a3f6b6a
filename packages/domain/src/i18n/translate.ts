import { formatMessage, type MessageValues } from '../messages/format.js';
import type { TranslationStatus } from './locales.js';

/** One translated text, and whether a speaker has read it ({@link TranslationStatus}). */
export interface Translation {
  text: string;
  status: Exclude<TranslationStatus, 'source'>;
}

/**
 * One language's translations, by the dotted path of the English text each translates (`messages.labels.cart`,
 * `invoicePageMessages.title`). Translations are data: a table is an object literal, and a reviewer changes a
 * `status` from `pending-review` to `reviewed` once they have read the text in context.
 */
export type TranslationTable = Readonly<Record<string, Translation>>;

/** Formats a template (ICU MessageFormat in a translation; the catalogue's `{name}` in English) with its values. */
export type MessageFormatter = (
  template: string,
  values?: Readonly<Record<string, string | number | Date>>,
) => string;

function isTree(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The entries of an object, or of a list by its indexes (`weekdays.0`): the two shapes a catalogue's texts nest in. */
function childrenOf(tree: unknown): [string, unknown][] {
  if (Array.isArray(tree)) return tree.map((value, index) => [String(index), value as unknown]);
  return isTree(tree) ? Object.entries(tree) : [];
}

/**
 * `tree` (a catalogue object, `path` its name) with each text replaced by its translation where `table` has one
 * and left in English where it has none, so a missing translation shows the English text, never a key. A list's
 * texts are found by index (`bookingPageMessages.weekdays.0`); functions are kept as they are. The result has the
 * tree's shape, lists staying lists, so a screen reads it as it reads the English.
 */
export function localizeTree<T>(tree: T, path: string, table: TranslationTable | undefined): T {
  if (!table) return tree;
  if (typeof tree === 'string') return (table[path]?.text ?? tree) as T;
  if (Array.isArray(tree)) {
    const list: readonly unknown[] = tree;
    return list.map((value, index) => localizeTree(value, `${path}.${String(index)}`, table)) as T;
  }
  if (!isTree(tree)) return tree;
  const localized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree))
    localized[key] = localizeTree(value, `${path}.${key}`, table);
  return localized as T;
}

/** The path of every text of `tree` (named `path`), lists' texts by index: what a translator has to translate. */
export function textPaths(tree: unknown, path: string): string[] {
  if (typeof tree === 'string') return [path];
  return childrenOf(tree).flatMap(([key, value]) => textPaths(value, `${path}.${key}`));
}

/** The paths of a table's translations that no speaker has reviewed yet, for the review list. */
export function pendingReview(table: TranslationTable): string[] {
  return Object.entries(table)
    .filter(([, translation]) => translation.status === 'pending-review')
    .map(([path]) => path);
}

/** The English formatter: the catalogue's named placeholders, as {@link formatMessage} fills them. */
export const formatEnglish: MessageFormatter = (template, values = {}) =>
  formatMessage(template, values as Record<string, string | number>);

/**
 * One catalogue text (`english`, found at `path`) in a language: its translation in `table` filled by `format`
 * (the language's ICU formatter), or, where the table has none (or for English, no table), the English filled as
 * the catalogue fills it, so a missing translation sends the English words, never a key. What a mail or an SMS
 * says is written by this rule.
 *
 * @example translateText('messages.linking.clientIdSentTo', messages.linking.clientIdSentTo, table, format, { sentTo })
 */
export function translateText<T extends string>(
  path: string,
  english: T,
  table: TranslationTable | undefined,
  format: MessageFormatter,
  values: MessageValues<T>,
): string {
  const translation = table?.[path]?.text;
  return translation === undefined ? formatEnglish(english, values) : format(translation, values);
}
