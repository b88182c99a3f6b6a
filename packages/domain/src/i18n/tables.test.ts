import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_CATALOGUES } from './catalogues.js';
import { createIcuFormatter } from './icu.js';
import { type Locale } from './locales.js';
import { loadTranslations } from './tables.js';
import { localizeTree, textPaths, type TranslationTable } from './translate.js';

/** Every text of the catalogues offered in four languages, by path. */
const source = new Map(
  Object.entries(TRANSLATED_CATALOGUES).flatMap(([name, tree]) =>
    textPaths(tree, name).map(
      (path) =>
        [
          path,
          path
            .split('.')
            .slice(1)
            .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string,
        ] as const,
    ),
  ),
);

/** The arguments a template names (`{email}`, a plural's `count`), sorted. */
function argumentsOf(template: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      // Literal text (type 0) has no other field; every other element with a string value names an argument.
      const isLiteral = (element.type as number) === 0;
      if (!isLiteral && 'value' in element && typeof element.value === 'string') names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(template, 'en').getAst());
  return [...names].sort();
}

/** Names kept in Latin letters in every language. */
const KEPT =
  /careportal|Linkpass|Firebase|PayNow|eGIRO|GIRO|NRIC|FIN|CHAS|Denticare|UEN|OneMap|Visa|Mastercard|SMS|QR|OTP|ID|PDF|https?:|@|SGD|S\$/g;

const SCRIPTS: Record<Exclude<Locale, 'en'>, RegExp> = {
  'zh-Hans': /\p{Script=Han}/u,
  ms: /[A-Za-z]/,
  ta: /\p{Script=Tamil}/u,
};

describe.each(['zh-Hans', 'ms', 'ta'] as const)('the %s translations', (locale) => {
  let table: TranslationTable;
  it('load as a table of their own', async () => {
    table = (await loadTranslations(locale)) ?? {};
    expect(Object.keys(table).length).toBeGreaterThan(0);
  });

  it('translate every text of the catalogues offered in four languages, and nothing else', () => {
    expect(Object.keys(table).filter((path) => !source.has(path))).toEqual([]);
    expect([...source.keys()].filter((path) => !(path in table))).toEqual([]);
  });

  it('are marked pending review or reviewed, never empty where the English is not', () => {
    for (const [path, translation] of Object.entries(table)) {
      expect(['pending-review', 'reviewed'], path).toContain(translation.status);
      if ((source.get(path) ?? '').trim() !== '') expect(translation.text.trim(), path).not.toBe('');
    }
  });

  it('keep the English placeholders, and parse as ICU MessageFormat', () => {
    for (const [path, translation] of Object.entries(table)) {
      expect(argumentsOf(translation.text), path).toEqual(argumentsOf(source.get(path) ?? ''));
    }
  });

  it("are written in the language's script, but for names kept as they are", () => {
    for (const [path, translation] of Object.entries(table)) {
      const english = source.get(path) ?? '';
      const words = english.replace(/\{\w+\}/g, '').replace(KEPT, '');
      // Texts of punctuation, names or codes only stay as they are.
      if (!/[A-Za-z]{3,}/.test(words)) continue;
      expect(translation.text, path).toMatch(SCRIPTS[locale]);
    }
  });

  it('fill every template with its values and show no key', () => {
    const format = createIcuFormatter(locale);
    for (const [name, tree] of Object.entries(TRANSLATED_CATALOGUES)) {
      const localized = localizeTree(tree, name, table);
      for (const path of textPaths(localized, name)) {
        const text = path
          .split('.')
          .slice(1)
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], localized);
        expect(text, path).toBe(table[path]?.text);
      }
    }
    for (const [path, translation] of Object.entries(table)) {
      const values = Object.fromEntries(argumentsOf(translation.text).map((name) => [name, 2]));
      const text = format(translation.text, values);
      expect(text, path).not.toMatch(/\{\w+\}/);
      expect(text, path).not.toContain(path);
    }
  });
});
