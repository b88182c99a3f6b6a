import { describe, expect, it } from 'vitest';
import { clashSentence } from './clashSentence.js';

const father = {
  person: 'Goh Chin Huat',
  event: 'Circuit Training',
  time: '09:00 AM to 09:45 AM',
  centre: 'Bukit Batok',
};
const mother = {
  person: 'Lee Siew Kim',
  event: 'Gym Tonic',
  time: '10:00 AM to 10:45 AM',
  centre: 'Admiralty',
};

describe('clashSentence', () => {
  it('says two bookings at the same time with both times', () => {
    expect(
      clashSentence(
        { kind: 'overlap', gapMinutes: -30, travelMinutes: 0 },
        father,
        mother,
        'Monday, 07/12/2026',
      ),
    ).toBe(
      "Goh Chin Huat's Circuit Training (09:00 AM to 09:45 AM) and Lee Siew Kim's Gym Tonic (10:00 AM to 10:45 AM) on Monday, 07/12/2026 are at the same time.",
    );
  });

  it('says a journey too short with the gap and the journey, from the first centre to the second', () => {
    expect(
      clashSentence(
        { kind: 'travel', gapMinutes: 15, travelMinutes: 45 },
        father,
        mother,
        'Monday, 07/12/2026',
      ),
    ).toBe(
      "Lee Siew Kim's Gym Tonic at Admiralty starts 15 minutes after Goh Chin Huat's Circuit Training at Bukit Batok ends on Monday, 07/12/2026. The journey takes about 45 minutes.",
    );
  });
});
