import { describe, expect, it } from 'vitest';
import { EXERCISE_FREQUENCIES, OTHERS } from '../schemas/enums.js';
import {
  BODY_PARTS,
  HEALTH_CONDITIONS,
  HEALTH_DECLARATION_LANGUAGES,
  HEALTH_DECLARATION_REVIEW,
  HEALTH_DECLARATION_ENGLISH,
  JOIN_REASONS,
  NONE_OF_THESE,
  healthDeclarationMessage,
  healthDeclarationText,
  isConsistentListAnswer,
  loadHealthDeclarationText,
  type HealthDeclarationLanguage,
  type HealthDeclarationText,
} from './healthDeclarationText.js';
import { messages } from '../messages/index.js';
import { HEALTH_DECLARATION_STEPS } from './steps.js';

/** Every string of a value, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const han = /\p{Script=Han}/u;
const tamil = /\p{Script=Tamil}/u;
const latinWord = /[A-Za-z]{2,}/;
/** Words Malay shares with English, or that the form keeps as they are (the NRIC is a name, not a word). */
const SHARED_WITH_ENGLISH = new Set(['NRIC', 'Osteoporosis', 'Strok', 'Artritis', 'Pusat', 'Nama']);

/** Every language's texts, each loaded as a page loads it. */
const HEALTH_DECLARATION_TEXT = Object.fromEntries(
  await Promise.all(
    HEALTH_DECLARATION_LANGUAGES.map(async (language) => [
      language,
      await loadHealthDeclarationText(language),
    ]),
  ),
) as Record<HealthDeclarationLanguage, HealthDeclarationText>;

describe('loading a language', () => {
  it('gives English at once, and each other language once loaded, the same object each time', async () => {
    expect(healthDeclarationText('en')).toBe(HEALTH_DECLARATION_ENGLISH);
    for (const language of HEALTH_DECLARATION_LANGUAGES) {
      expect(healthDeclarationText(language)).toBe(HEALTH_DECLARATION_TEXT[language]);
      expect(await loadHealthDeclarationText(language)).toBe(HEALTH_DECLARATION_TEXT[language]);
    }
  });
});

describe('the health declaration texts', () => {
  it.each(HEALTH_DECLARATION_LANGUAGES)('label every option and step in %s', (language) => {
    const text = HEALTH_DECLARATION_TEXT[language];
    expect(Object.keys(text.joinReasons)).toEqual([...JOIN_REASONS]);
    expect(Object.keys(text.healthConditions)).toEqual([...HEALTH_CONDITIONS]);
    expect(Object.keys(text.bodyParts)).toEqual([...BODY_PARTS]);
    expect(Object.keys(text.exerciseFrequencies).sort()).toEqual([...EXERCISE_FREQUENCIES].sort());
    expect(Object.keys(text.steps)).toEqual([...HEALTH_DECLARATION_STEPS]);
    for (const line of stringsOf(text)) expect(line.trim()).not.toBe('');
  });

  it('are Chinese throughout in Chinese, but for the English language name', () => {
    const { languageNames, ...rest } = HEALTH_DECLARATION_TEXT['zh-Hans'];
    for (const line of stringsOf(rest)) {
      expect(line, line).toMatch(han);
      expect(line, line).not.toMatch(latinWord);
    }
    expect(languageNames).toEqual({ en: 'English', 'zh-Hans': '中文', ms: 'Bahasa Melayu', ta: 'தமிழ்' });
  });

  it('are Tamil throughout in Tamil, but for the language names and the NRIC', () => {
    const { languageNames, fields, ...rest } = HEALTH_DECLARATION_TEXT.ta;
    for (const line of stringsOf({ ...rest, fields: { ...fields, nric: undefined } })) {
      expect(line, line).toMatch(tamil);
      expect(line, line).not.toMatch(latinWord);
    }
    expect(fields.nric).toBe('NRIC');
    expect(languageNames.ta).toBe('தமிழ்');
  });

  it('are Malay in Malay: no text is left as its English', () => {
    const { languageNames, ...rest } = HEALTH_DECLARATION_TEXT.ms;
    const english = HEALTH_DECLARATION_TEXT.en;
    const pairs = (a: unknown, b: unknown): [string, string][] =>
      typeof a === 'string'
        ? [[a, b as string]]
        : Object.keys(a as object).flatMap((key) =>
            pairs((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
          );
    for (const [malay, source] of pairs(rest, { ...english, languageNames: undefined })) {
      if (!SHARED_WITH_ENGLISH.has(malay)) expect(malay, malay).not.toBe(source);
      expect(malay, malay).not.toMatch(han);
      expect(malay, malay).not.toMatch(tamil);
    }
    expect(languageNames.ms).toBe('Bahasa Melayu');
  });

  it('mark every translation pending review until a speaker has read it', () => {
    expect(HEALTH_DECLARATION_REVIEW).toEqual({
      en: 'source',
      'zh-Hans': 'pending-review',
      ms: 'pending-review',
      ta: 'pending-review',
    });
  });

  it('are English throughout in English, but for the Chinese language name', () => {
    const { languageNames, ...rest } = HEALTH_DECLARATION_TEXT.en;
    for (const line of stringsOf(rest)) expect(line, line).not.toMatch(han);
    expect(languageNames['zh-Hans']).toBe('中文');
  });

  it('give each language its own words, never the same label twice in a list', () => {
    for (const language of HEALTH_DECLARATION_LANGUAGES) {
      const text = HEALTH_DECLARATION_TEXT[language];
      for (const list of [
        text.joinReasons,
        text.healthConditions,
        text.bodyParts,
        text.exerciseFrequencies,
      ]) {
        const labels = Object.values(list);
        expect(new Set(labels).size).toBe(labels.length);
      }
    }
  });

  it("end every multiple-choice list with 'Others', which asks for a text", () => {
    for (const list of [JOIN_REASONS, HEALTH_CONDITIONS, BODY_PARTS]) expect(list.at(-1)).toBe(OTHERS);
  });
});

describe('isConsistentListAnswer', () => {
  it("keeps 'None of these' alone", () => {
    expect(isConsistentListAnswer([])).toBe(true);
    expect(isConsistentListAnswer([NONE_OF_THESE])).toBe(true);
    expect(isConsistentListAnswer(['Knee', 'Hip'])).toBe(true);
    expect(isConsistentListAnswer([NONE_OF_THESE, 'Knee'])).toBe(false);
  });
});

describe('healthDeclarationMessage', () => {
  it("gives the form's messages in Chinese, and the catalogue's English as it is", () => {
    const v = messages.validation;
    expect(healthDeclarationMessage(v.exerciseFrequencyRequired, 'en')).toBe(v.exerciseFrequencyRequired);
    expect(healthDeclarationMessage(v.exerciseFrequencyRequired, 'zh-Hans')).toBe('请选择每周运动次数');
    expect(healthDeclarationMessage(v.otherTextRequired, 'zh-Hans')).toBe('请注明');
    expect(healthDeclarationMessage(v.required, 'zh-Hans')).toBe('此项必填');
    expect(healthDeclarationMessage(v.nricNotUpperCase, 'zh-Hans')).toBeNull();
  });

  it("gives the same three of the form's messages in Malay and Tamil, and null for the others", () => {
    const v = messages.validation;
    for (const language of ['ms', 'ta'] as const) {
      const translated = [v.exerciseFrequencyRequired, v.otherTextRequired, v.required].map((message) =>
        healthDeclarationMessage(message, language),
      );
      expect(new Set(translated).size).toBe(3);
      for (const text of translated) expect(text).not.toBeNull();
      expect(healthDeclarationMessage(v.nricNotUpperCase, language)).toBeNull();
    }
    expect(healthDeclarationMessage(v.required, 'ms')).toBe('Ruangan ini wajib diisi');
    expect(healthDeclarationMessage(v.required, 'ta')).toMatch(tamil);
  });
});

describe('the English buttons', () => {
  it("are the catalogue's words", () => {
    expect(HEALTH_DECLARATION_TEXT.en.actions).toEqual({
      back: messages.labels.back,
      next: messages.labels.next,
      edit: messages.labels.edit,
    });
  });
});
