/**
 * One truth in every text: the help centre and the terms state the notice periods that the rules apply
 * (SESSION_CANCELLATION_GRACE_WORKING_DAYS for a session, APPOINTMENT_CHANGE_MIN_HOURS for an appointment), sign
 * in as the sign-in provider does, and leave the provider's deployment facts (its hotlines and legal name) to
 * the pages, which show them from `providerFacts`. A text that states any of them differently fails here; the
 * portal's page test (apps/portal/src/pages/help/facts.test.tsx) checks what the rendered pages state.
 */
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_CHANGE_MIN_HOURS,
  SESSION_CANCELLATION_GRACE_WORKING_DAYS,
  SUPPORT_HOURS,
} from '../constants.js';
import { HELP_TOPICS, ONE_TIME_PASSWORD_DIGITS, helpEntry } from './content.js';
import { DEMO_PROVIDER_FACTS, copyrightLine, hotlines, providerFacts } from './provider.js';
import { TERMS } from './terms.js';

/** Every paragraph of the help centre and of the terms documents. */
function allTexts(): string[] {
  const help = HELP_TOPICS.flatMap((topic) =>
    topic.entries.flatMap((entry) => [entry.question, ...entry.answer]),
  );
  const terms = Object.values(TERMS).flatMap((document) => [
    document.intro,
    ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ]);
  return [...help, ...terms];
}

describe('the notice periods the texts state', () => {
  const texts = allTexts();

  it('are the rules’ own: working days for a session, hours for an appointment', () => {
    const periods = texts.flatMap((text) =>
      [...text.matchAll(/(\d+) (working days|hours) before (it|the session|they) start/g)].map((match) => ({
        text,
        count: Number(match[1]),
        unit: match[2],
      })),
    );
    expect(periods.length).toBeGreaterThanOrEqual(4);
    for (const { text, count, unit } of periods) {
      const rule = unit === 'hours' ? APPOINTMENT_CHANGE_MIN_HOURS : SESSION_CANCELLATION_GRACE_WORKING_DAYS;
      expect(count, text).toBe(rule);
    }
  });

  it('never give a session an appointment’s notice in hours', () => {
    for (const text of texts) {
      expect(text, text).not.toMatch(/cancel a session, do so at least \d+ hours/);
      expect(text, text).not.toMatch(/hours before the session starts/);
    }
  });
});

describe('the sign-in the texts describe', () => {
  const answer = (slug: string) => helpEntry('common-questions', slug)?.entry.answer.join(' ') ?? '';

  it('is an email address and a password', () => {
    expect(answer('log-in')).toContain('Enter the email address and the password of your careportal account');
  });

  it('resets a password with a one-time password of the FAQ’s length, sent by email', () => {
    expect(answer('reset-password')).toContain('Forgot your password?');
    expect(answer('reset-password')).toContain(
      `The one-time password is ${String(ONE_TIME_PASSWORD_DIGITS)} digits.`,
    );
    expect(answer('reset-password')).toContain('We email you a one-time password.');
  });

  it('never says there is no password, nor a one-time password at every sign-in', () => {
    for (const text of allTexts()) {
      expect(text, text).not.toMatch(/do not need a password|no password|each time you sign in/i);
    }
  });
});

/** Runs of digits, spaces, hyphens and a leading + long enough to be a phone number. */
const PHONE_LIKE = /\+?\d[\d -]{6,}\d/g;

describe('the provider’s deployment facts', () => {
  it('are stated by no help or terms text, whose words cannot know the configured values', () => {
    for (const text of allTexts()) {
      expect(text.match(PHONE_LIKE), text).toBeNull();
      expect(text, text).not.toContain('©');
      expect(text, text).not.toContain(DEMO_PROVIDER_FACTS.legalName);
    }
  });

  it('come from configuration, with the demo’s for what is not set', () => {
    expect(providerFacts({})).toEqual(DEMO_PROVIDER_FACTS);
    expect(
      providerFacts({ legalName: ' Example Care Ltd ', billingHotline: '6311-2233', generalHotline: '' }),
    ).toEqual({
      legalName: 'Example Care Ltd',
      billingHotline: '+65 6311 2233',
      generalHotline: DEMO_PROVIDER_FACTS.generalHotline,
    });
  });

  it('refuse a hotline the phone rule refuses, naming the setting', () => {
    expect(() => providerFacts({ billingHotline: '1800 123 4567' })).toThrow(/billingHotline/);
    expect(() => providerFacts({ generalHotline: '5123 4567' })).toThrow(/generalHotline/);
  });

  it('give each hotline its number, its tel: link and the seed’s hours', () => {
    const facts = providerFacts({ billingHotline: '+6563112233', generalHotline: '65 6311 4455' });
    expect(hotlines(facts)).toEqual([
      {
        kind: 'general',
        phone: '+65 6311 4455',
        href: 'tel:+6563114455',
        hours: SUPPORT_HOURS.generalHotline,
      },
      {
        kind: 'billing',
        phone: '+65 6311 2233',
        href: 'tel:+6563112233',
        hours: SUPPORT_HOURS.billingHotline,
      },
    ]);
    expect(SUPPORT_HOURS.billingHotline).toBe('Monday to Friday, 8.30am to 5.30pm');
    expect(SUPPORT_HOURS.generalHotline).toBe('8.30am to 6pm');
  });

  it('name the provider in the copyright line', () => {
    expect(copyrightLine(DEMO_PROVIDER_FACTS, 2026)).toBe('© 2026 Demo Care Provider (fictional)');
  });
});
