import { describe, expect, it } from 'vitest';
import {
  HELP_TOPICS,
  NON_EDITABLE_PROFILE_FIELDS,
  ONE_TIME_PASSWORD_DIGITS,
  TERMS,
  TERMS_BY_PATH,
  helpEntry,
  helpTopic,
  searchHelp,
} from './index.js';

const count = (slug: string) => helpTopic(slug)?.entries.length;
const allText = (slug: string) =>
  helpTopic(slug)
    ?.entries.map((entry) => `${entry.question} ${entry.answer.join(' ')}`)
    .join(' ') ?? '';

describe('help centre content', () => {
  it('holds all the seeds ask for: the eight common questions, 3 FAQ and 3 eGIRO FAQ entries', () => {
    expect(HELP_TOPICS.map((topic) => topic.slug)).toEqual(['common-questions', 'faq', 'egiro']);
    expect(count('common-questions')).toBe(8);
    expect(count('faq')).toBe(3);
    expect(count('egiro')).toBe(3);
  });

  it('says the one-time password is 6 digits and that Full Name, Email and NRIC cannot be edited', () => {
    expect(ONE_TIME_PASSWORD_DIGITS).toBe(6);
    expect(allText('common-questions')).toContain('The one-time password is 6 digits.');
    expect(NON_EDITABLE_PROFILE_FIELDS).toEqual(['Full Name', 'Email', 'NRIC']);
    expect(allText('common-questions')).toContain('Full Name, Email and NRIC cannot be edited.');
  });

  it('gives every entry an address of its own within its topic', () => {
    for (const topic of HELP_TOPICS) {
      const slugs = topic.entries.map((entry) => entry.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('finds an entry by its topic and slug, and nothing for unknown ones', () => {
    expect(helpEntry('egiro', 'deduction-date')?.entry.question).toBe('When will the money be deducted?');
    expect(helpEntry('egiro', 'nope')).toBeUndefined();
    expect(helpEntry('nope', 'deduction-date')).toBeUndefined();
    expect(helpTopic('constructor')).toBeUndefined();
  });
});

describe('searchHelp', () => {
  it('finds nothing for a blank search', () => {
    expect(searchHelp('')).toEqual([]);
    expect(searchHelp('   ?! ')).toEqual([]);
  });

  it('matches every word, in questions and answers, ignoring case and punctuation', () => {
    const found = searchHelp('e-GIRO cancel').map((result) => result.entry.slug);
    expect(found).toEqual(['stop-arrangement']);
    const otp = searchHelp('ONE-TIME password').map((result) => `${result.topic.slug}/${result.entry.slug}`);
    expect(otp).toContain('common-questions/log-in');
    expect(otp).toContain('common-questions/reset-password');
  });

  it('puts entries whose question matches before those whose answer does', () => {
    const found = searchHelp('password').map((result) => result.entry.slug);
    expect(found[0]).toBe('reset-password');
    expect(found).toContain('log-in');
  });

  it('finds nothing when one word matches nowhere', () => {
    expect(searchHelp('password zebra')).toEqual([]);
  });
});

describe('terms', () => {
  it('gives each of the four terms routes a document with sections', () => {
    expect(Object.keys(TERMS_BY_PATH).sort()).toEqual([
      '/general-term-and-condition',
      '/program-term-and-condition',
      '/term-and-condition',
      '/term-condition',
    ]);
    for (const kind of Object.values(TERMS_BY_PATH)) expect(TERMS[kind].sections.length).toBeGreaterThan(0);
  });
});
