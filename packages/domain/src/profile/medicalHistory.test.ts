import { describe, expect, it } from 'vitest';

import { messages } from '../messages/index.js';
import { medicalHistorySchema, healthDeclarationRequestSchema } from '../schemas/index.js';
import { isMedicalHistoryPromptDue, medicalHistoryPromptDay } from './medicalHistory.js';
import { MEDICAL_CONDITIONS, MEDICAL_HISTORY_QUESTIONS, MEDICAL_HISTORY_TEXT } from './medicalHistoryText.js';

describe('isMedicalHistoryPromptDue (the dialog on My Services, at most once a day)', () => {
  const now = new Date(2026, 10, 22, 9, 30);
  const STALE = '2025-11-01';
  const CURRENT = '2026-06-01';

  it('is due for a stale history or none, when not shown yet today', () => {
    expect(isMedicalHistoryPromptDue(STALE, null, now)).toBe(true);
    expect(isMedicalHistoryPromptDue(null, null, now)).toBe(true);
    expect(isMedicalHistoryPromptDue(STALE, '2026-11-21', now)).toBe(true);
  });

  it('is not due again on the day it was shown, whatever the time of day', () => {
    const shown = medicalHistoryPromptDay(new Date(2026, 10, 22, 0, 1));
    expect(shown).toBe('2026-11-22');
    expect(isMedicalHistoryPromptDue(STALE, shown, now)).toBe(false);
    expect(isMedicalHistoryPromptDue(null, shown, new Date(2026, 10, 22, 23, 59))).toBe(false);
  });

  it('is due again from local midnight of the next day', () => {
    expect(isMedicalHistoryPromptDue(STALE, '2026-11-22', new Date(2026, 10, 23, 0, 0))).toBe(true);
  });

  it('is never due for a current history', () => {
    expect(isMedicalHistoryPromptDue(CURRENT, null, now)).toBe(false);
    expect(isMedicalHistoryPromptDue(CURRENT, 'not a day', now)).toBe(false);
  });

  it('reads an unreadable stored day as never shown', () => {
    expect(isMedicalHistoryPromptDue(STALE, 'yesterday', now)).toBe(true);
  });
});

describe('the medical-history texts', () => {
  it('ask every yes/no question of the schema, each with its own details label', () => {
    const shape = Object.keys(medicalHistorySchema.shape);
    for (const question of MEDICAL_HISTORY_QUESTIONS) expect(shape).toContain(question);
    const labels = MEDICAL_HISTORY_QUESTIONS.flatMap((q) => [
      MEDICAL_HISTORY_TEXT.questions[q].question,
      MEDICAL_HISTORY_TEXT.questions[q].details,
    ]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('list distinct conditions', () => {
    expect(new Set(MEDICAL_CONDITIONS).size).toBe(MEDICAL_CONDITIONS.length);
  });
});

describe('healthDeclarationRequestSchema with a service', () => {
  const declaration = {
    whyJoinOurExerciseProgramme: ['Prevent falls'],
    healthConditions: [],
    injureAnyOfTheseBodyParts: [],
    timesExerciseAWeek: '1-3',
    name: 'Tan Ah Kow',
    nric: 'S1234567D',
    handphoneNumber: '91234567',
    clientId: 'client-1',
  };

  it('takes the centre from the service when it names one', () => {
    expect(healthDeclarationRequestSchema.safeParse({ ...declaration, serviceId: 'service-1' }).success).toBe(
      true,
    );
  });

  it("requires the centre without a service ('Centre is required')", () => {
    const result = healthDeclarationRequestSchema.safeParse(declaration);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['center'], message: messages.validation.centreRequired }),
    ]);
  });
});
