/**
 * One truth in every text: the help centre and the terms state the notice periods that the rules apply
 * (SESSION_CANCELLATION_GRACE_WORKING_DAYS for a session, APPOINTMENT_CHANGE_MIN_HOURS for an appointment). A
 * text that names another period fails here.
 */
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_CHANGE_MIN_HOURS, SESSION_CANCELLATION_GRACE_WORKING_DAYS } from '../constants.js';
import { HELP_TOPICS } from './content.js';
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
