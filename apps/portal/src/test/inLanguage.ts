import type { TranslationTable } from '@careportal/domain';

/**
 * A text of a translated catalogue (`path`, as `publicLinkMessages.invoice.total`) in the language a story is
 * shown in, from the table the Storybook preview's loader gave it (`loaded.language`): a story finds a translated
 * text by its path and never writes a translation out. Throws where the table has none, so a story cannot pass on
 * an English fallback.
 */
export function inLanguage(loaded: Record<string, unknown>, path: string): string {
  const table = (loaded as { language?: { table?: TranslationTable } }).language?.table;
  const entry = table?.[path];
  if (!entry) throw new Error(`No translation of ${path}`);
  return entry.text;
}
