import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { createIcuFormatter } from './icu.js';
import { isLocale, LOCALE_NAMES, LOCALES } from './locales.js';
import {
  formatEnglish,
  localizeTree,
  pendingReview,
  textPaths,
  translateText,
  type TranslationTable,
} from './translate.js';

const table: TranslationTable = {
  'shell.cart': { text: 'Troli', status: 'pending-review' },
  'shell.greeting': { text: 'Helo, {name}', status: 'reviewed' },
  'shell.steps.1': { text: 'Dua', status: 'pending-review' },
};
const shell = { cart: 'Cart', greeting: 'Hello, {name}', help: 'Help', steps: ['One', 'Two'] };

describe('the locales', () => {
  it("are Singapore's four official languages, each named in its own script", () => {
    expect(LOCALES).toEqual(['en', 'zh-Hans', 'ms', 'ta']);
    expect(Object.values(LOCALE_NAMES)).toEqual(['English', '中文', 'Bahasa Melayu', 'தமிழ்']);
    expect(isLocale('ta')).toBe(true);
    expect(isLocale('zh')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('localizeTree', () => {
  it('translates what the table has and keeps the English of the rest, never a key', () => {
    expect(localizeTree(shell, 'shell', table)).toEqual({
      cart: 'Troli',
      greeting: 'Helo, {name}',
      help: 'Help',
      steps: ['One', 'Dua'],
    });
    expect(Array.isArray(localizeTree(shell, 'shell', table).steps)).toBe(true);
  });

  it('gives the tree itself for English (no table)', () => {
    expect(localizeTree(shell, 'shell', undefined)).toBe(shell);
  });

  it('lists every text path of a tree, and the entries pending review', () => {
    expect(textPaths(shell, 'shell')).toEqual([
      'shell.cart',
      'shell.greeting',
      'shell.help',
      'shell.steps.0',
      'shell.steps.1',
    ]);
    expect(pendingReview(table)).toEqual(['shell.cart', 'shell.steps.1']);
  });
});

describe('translateText', () => {
  it("fills the language's translation with its formatter", () => {
    const malay = createIcuFormatter('ms');
    expect(translateText('shell.greeting', shell.greeting, table, malay, { name: 'Siti' })).toBe(
      'Helo, Siti',
    );
  });

  it('fills the English where the table has no translation, and for English (no table)', () => {
    const malay = createIcuFormatter('ms');
    expect(translateText('shell.help', shell.help, table, malay, {})).toBe('Help');
    const supportContact = messages.generic.supportContact;
    expect(
      translateText('messages.generic.supportContact', supportContact, undefined, formatEnglish, {
        email: 'help@example.sg',
      }),
    ).toBe('Please contact help@example.sg for assistance.');
  });
});

describe('the formatters', () => {
  it("fill English as the catalogue does, the apostrophes of the specification's texts kept", () => {
    expect(formatEnglish(messages.generic.supportContact, { email: 'help@example.sg' })).toBe(
      'Please contact help@example.sg for assistance.',
    );
    const english = createIcuFormatter('en');
    expect(english("Didn't get your {thing}?", { thing: 'Client ID' })).toBe("Didn't get your Client ID?");
  });

  it('follow each language’s plural rules', () => {
    const template = '{count, plural, one {# session} other {# sessions}}';
    expect(createIcuFormatter('en')(template, { count: 1 })).toBe('1 session');
    expect(createIcuFormatter('en')(template, { count: 3 })).toBe('3 sessions');
    expect(createIcuFormatter('ms')('{count, plural, other {# sesi}}', { count: 1 })).toBe('1 sesi');
    const tamil = '{count, plural, one {# அமர்வு} other {# அமர்வுகள்}}';
    expect(createIcuFormatter('ta')(tamil, { count: 1 })).toBe('1 அமர்வு');
    expect(createIcuFormatter('ta')(tamil, { count: 2 })).toBe('2 அமர்வுகள்');
    expect(createIcuFormatter('zh-Hans')('{count, plural, other {#节课}}', { count: 2 })).toBe('2节课');
  });

  it('format numbers and dates as each language writes them in Singapore', () => {
    const amount = '{amount, number, ::currency/SGD}';
    expect(createIcuFormatter('en')(amount, { amount: 1234.5 })).toBe('$1,234.50');
    expect(createIcuFormatter('ms')(amount, { amount: 1234.5 })).toBe('$1,234.50');
    const date = new Date('2026-12-21T02:00:00Z');
    expect(createIcuFormatter('ms')('{day, date, long}', { day: date })).toMatch(/21 Disember 2026/);
    expect(createIcuFormatter('zh-Hans')('{day, date, long}', { day: date })).toBe('2026年12月21日');
  });

  it('fill a template that does not parse as the catalogue fills English, rather than fail', () => {
    expect(createIcuFormatter('ta')('{name, plural, one {x}', { name: 'Siti' })).toBe(
      '{name, plural, one {x}',
    );
    expect(createIcuFormatter('ta')('வணக்கம் {name}', {})).toBe('வணக்கம் {name}');
  });
});
