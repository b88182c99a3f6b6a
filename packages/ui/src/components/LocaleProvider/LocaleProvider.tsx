import {
  DEFAULT_LOCALE,
  formatEnglish,
  INTL_LOCALES,
  localizeTree,
  messages,
  type Locale,
  type MessageFormatter,
  type Messages,
  type TranslationTable,
} from '@careportal/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider, useLocale as useAriaLocale } from 'react-aria-components';

/** The language in force: its tag, its translations (none for English) and its formatter. */
export interface LocaleValue {
  locale: Locale;
  table: TranslationTable | undefined;
  /** Fills a template of the language: ICU MessageFormat in a translation, `{name}` in English. */
  format: MessageFormatter;
}

const english: LocaleValue = { locale: DEFAULT_LOCALE, table: undefined, format: formatEnglish };
const LocaleContext = createContext<LocaleValue>(english);

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  locale: Locale;
  /** The language's translations (domain `loadTranslations`); none for English. */
  table?: TranslationTable;
  /** The language's formatter (domain `createIcuFormatter`); the catalogue's English filling by default. */
  format?: MessageFormatter;
  children: ReactNode;
}

/**
 * The language of everything inside: the components' texts (see {@link useTranslated}), and in a translation
 * react-aria's own words and its dates and numbers (its I18nProvider, in the language as used in Singapore; in
 * English react-aria follows the browser, as it always has). The app sets `lang` on the page for screen readers.
 * A text without a translation shows in English, never as a key.
 */
export function LocaleProvider({ locale, table, format, children }: LocaleProviderProps) {
  const value = useMemo<LocaleValue>(
    () => ({ locale, table: locale === DEFAULT_LOCALE ? undefined : table, format: format ?? formatEnglish }),
    [locale, table, format],
  );
  // In English, react-aria's locale as it was: the browser's (or an outer provider's). It is always given, as
  // react-aria's provider is another component without one, and the whole page would then be built anew on a
  // change of language, losing what is on it (a form's answers, a message just shown).
  const outer = useAriaLocale().locale;
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider locale={locale === DEFAULT_LOCALE ? outer : INTL_LOCALES[locale]}>
        {children}
      </I18nProvider>
    </LocaleContext.Provider>
  );
}

/** The language in force (English outside a {@link LocaleProvider}). */
export function useLocale(): LocaleValue {
  return useContext(LocaleContext);
}

/** Translated trees, by table and path, so that each is made once per language. */
const translatedTrees = new WeakMap<TranslationTable, Map<string, unknown>>();

/**
 * `tree` (a catalogue object of the domain, named `path` as its translations are: 'messages',
 * 'invoicePageMessages') in the language in force, with the same shape, so that a component reads
 * `useTranslated(invoicePageMessages, 'invoicePageMessages').title` as it read the English.
 */
export function useTranslated<T>(tree: T, path: string): T {
  const { table } = useLocale();
  if (!table) return tree;
  let trees = translatedTrees.get(table);
  if (!trees) {
    trees = new Map();
    translatedTrees.set(table, trees);
  }
  if (!trees.has(path)) trees.set(path, localizeTree(tree, path, table));
  return trees.get(path) as T;
}

/** The catalogue (`messages`) in the language in force. */
export function useCatalogue(): Messages {
  return useTranslated(messages, 'messages');
}

/** Puts a text of the catalogue, given in English, into the language in force (see {@link useCatalogueText}). */
export interface CatalogueTextTranslator {
  (text: string): string;
  (text: string | undefined): string | undefined;
  (text: ReactNode): ReactNode;
}

const unchanged = ((text: ReactNode) => text) as CatalogueTextTranslator;

/**
 * The path of each English text of the catalogue, the field errors' first: a text the catalogue has in two places
 * reads as the field error it is most often.
 */
let englishPaths: Map<string, string> | undefined;

function pathsOfEnglish(): Map<string, string> {
  if (englishPaths) return englishPaths;
  const paths = new Map<string, string>();
  const add = (tree: unknown, path: string) => {
    if (typeof tree === 'string') {
      if (!paths.has(tree)) paths.set(tree, path);
    } else if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
      for (const [key, value] of Object.entries(tree)) add(value, `${path}.${key}`);
    }
  };
  add(messages.validation, 'messages.validation');
  add(messages, 'messages');
  englishPaths = paths;
  return paths;
}

/** Each table's translator, made once. */
const translators = new WeakMap<TranslationTable, CatalogueTextTranslator>();

/**
 * A translator of English catalogue texts into the language in force: for the texts a component is handed in
 * English, such as a domain schema's validation message (`fieldState.error.message`), which the schema writes in
 * the catalogue's English. A text the catalogue does not have (a name, an app's own words, a filled template) and
 * anything that is not a string stay as given; in English every text does.
 */
export function useCatalogueText(): CatalogueTextTranslator {
  const { table } = useLocale();
  if (!table) return unchanged;
  let translate = translators.get(table);
  if (!translate) {
    const paths = pathsOfEnglish();
    translate = ((text: ReactNode) => {
      if (typeof text !== 'string') return text;
      const path = paths.get(text);
      return (path === undefined ? undefined : table[path]?.text) ?? text;
    }) as CatalogueTextTranslator;
    translators.set(table, translate);
  }
  return translate;
}
