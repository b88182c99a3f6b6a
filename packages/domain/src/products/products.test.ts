import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { SessionType } from '../schemas/enums.js';
import { discountLabel, packageDescription, sessionTypeLabel, type PackageProduct } from './index.js';

describe('packageDescription (seed 001 section 9, "Package texts")', () => {
  it.each<[string, PackageProduct, string]>([
    [
      'INTAKES',
      { programContentType: 'INTAKES', fixedSessions: false, totalSessions: 24 },
      'Valid for 1 run of 24 sessions, twice a week.',
    ],
    [
      'INTAKES ignores fixedSessions',
      { programContentType: 'INTAKES', fixedSessions: true, totalSessions: 12 },
      'Valid for 1 run of 12 sessions, twice a week.',
    ],
    [
      'SESSIONS without fixed sessions',
      { programContentType: 'SESSIONS', fixedSessions: false, totalSessions: 10 },
      '10 training sessions within the validity period.',
    ],
    [
      'SESSIONS with fixed sessions',
      { programContentType: 'SESSIONS', fixedSessions: true, totalSessions: 24 },
      '24 sessions, twice a week, with a post-assessment at the final session.',
    ],
  ])('%s', (_row, product, expected) => {
    expect(packageDescription(product)).toBe(expected);
  });

  it('always states the number of sessions and leaves no placeholder', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('INTAKES' as const, 'SESSIONS' as const),
        fc.boolean(),
        fc.integer({ min: 1, max: 500 }),
        (programContentType, fixedSessions, totalSessions) => {
          const text = packageDescription({ programContentType, fixedSessions, totalSessions });
          expect(text).toContain(String(totalSessions));
          expect(text).not.toMatch(/[{}]/);
        },
      ),
    );
  });
});

describe('discountLabel (seed 001 section 3, "Cart")', () => {
  it.each([
    ['Referral 5%', 'Less - Referral 5%'],
    ['SENIOR10', 'Less - SENIOR10'],
    ['', 'Less - '],
  ])('%j shows as %j', (description, expected) => {
    expect(discountLabel(description)).toBe(expected);
  });
});

describe('sessionTypeLabel (seed 000 section 3, "Session")', () => {
  it.each<[SessionType | null | undefined, string | null | undefined, string]>([
    ['PRE_SESSION', 'Gym Tonic intake 1', 'Pre-assessment'],
    ['PRE_SESSION', undefined, 'Pre-assessment'],
    ['SESSION', 'Gym Tonic session', 'Gym Tonic session'],
    ['POST_SESSION', 'Post-assessment', 'Post-assessment'],
    [undefined, 'Circuit Training', 'Circuit Training'],
    ['SESSION', '', '-'],
    ['SESSION', null, '-'],
  ])('%s named %j shows %j', (type, name, expected) => {
    expect(sessionTypeLabel(type, name)).toBe(expected);
  });
});
