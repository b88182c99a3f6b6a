import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ACTIVE_AGEING_CATEGORY, ACTIVE_AGEING_MIN_AGE, DENTICARE_CATEGORY } from '../constants.js';
import { messages } from '../messages/index.js';
import type { ServiceStatus } from '../schemas/enums.js';
import {
  ageOn,
  dateOfBirthEligibility,
  programmeEligibility,
  type EligibilityPerson,
} from './eligibility.js';

const GYM_TONIC = 'gym-tonic-id';
const gymTonic = { productId: GYM_TONIC, categoryName: ACTIVE_AGEING_CATEGORY };
const checkUp = { productId: 'check-up-id', categoryName: DENTICARE_CATEGORY };
const TODAY = '2026-03-14';

function person(dateOfBirth: string | null, services: EligibilityPerson['services'] = []): EligibilityPerson {
  return { dateOfBirth, services };
}

describe('ageOn', () => {
  it.each([
    ['1966-03-15', '2026-03-14', 59],
    ['1966-03-14', '2026-03-14', 60],
    ['1966-03-13', '2026-03-14', 60],
    ['1966-12-31', '2026-01-01', 59],
    ['1964-02-29', '2025-02-28', 60],
    ['1964-02-29', '2025-03-01', 61],
    ['1964-02-29', '2024-02-29', 60],
  ])('born %s is %d on %s', (born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
  });

  it('is undefined for a date that is not yyyy-MM-dd', () => {
    expect(ageOn('14/03/1966', TODAY)).toBeUndefined();
    expect(ageOn('1966-03-14', '')).toBeUndefined();
  });

  it('grows by one on each birthday, and only then', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1920, max: 2020 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 90 }),
        (year, month, day, years) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const born = `${String(year)}-${pad(month)}-${pad(day)}`;
          const birthday = `${String(year + years)}-${pad(month)}-${pad(day)}`;
          expect(ageOn(born, birthday)).toBe(years);
          const dayBefore = new Date(Date.UTC(year + years, month - 1, day - 1)).toISOString().slice(0, 10);
          if (years > 0) expect(ageOn(born, dayBefore)).toBe(years - 1);
        },
      ),
    );
  });
});

describe('programmeEligibility', () => {
  it(`opens Active Ageing from the ${String(ACTIVE_AGEING_MIN_AGE)}th birthday, not the day before`, () => {
    expect(programmeEligibility(gymTonic, person('1966-03-14'), TODAY)).toEqual({
      eligible: true,
      reason: null,
      message: null,
    });
    expect(programmeEligibility(gymTonic, person('1966-03-15'), TODAY)).toEqual({
      eligible: false,
      reason: 'BELOW_MINIMUM_AGE',
      message: 'This programme is for seniors aged 60 and above.',
    });
  });

  it('has no age rule outside Active Ageing', () => {
    expect(programmeEligibility(checkUp, person('2000-01-01'), TODAY).eligible).toBe(true);
  });

  it.each<[ServiceStatus, boolean]>([
    ['UPCOMING', false],
    ['ONGOING', false],
    ['HEALTH_DECLARATION', false],
    ['EXPIRED', true],
    ['COMPLETED', true],
  ])("with a %s service of the same product, eligible is %s ('can not be renewed')", (status, eligible) => {
    const result = programmeEligibility(
      gymTonic,
      person('1950-01-01', [{ productId: GYM_TONIC, serviceStatus: status }]),
      TODAY,
    );
    expect(result.eligible).toBe(eligible);
    if (!eligible) {
      expect(result).toMatchObject({ reason: 'SERVICE_HELD', message: messages.catalogue.cannotRenew });
    }
  });

  it('ignores services of other products', () => {
    const services = [{ productId: 'circuit-training-id', serviceStatus: 'ONGOING' as const }];
    expect(programmeEligibility(gymTonic, person('1950-01-01', services), TODAY).eligible).toBe(true);
  });

  it('reports the age before a held service', () => {
    const services = [{ productId: GYM_TONIC, serviceStatus: 'ONGOING' as const }];
    expect(programmeEligibility(gymTonic, person('1990-01-01', services), TODAY).reason).toBe(
      'BELOW_MINIMUM_AGE',
    );
  });

  it('opens everything to a new person, and the age rule waits for a date of birth', () => {
    expect(programmeEligibility(gymTonic, null, TODAY).eligible).toBe(true);
    expect(programmeEligibility(gymTonic, person(null), TODAY).eligible).toBe(true);
    const held = [{ productId: GYM_TONIC, serviceStatus: 'UPCOMING' as const }];
    expect(programmeEligibility(gymTonic, person(null, held), TODAY).reason).toBe('SERVICE_HELD');
  });
});

describe('dateOfBirthEligibility', () => {
  // 14 March 2026 in Singapore, though still 13 March in UTC: the rule reads the Singapore date.
  const now = new Date('2026-03-13T16:30:00Z');
  const belowMinimumAge = {
    eligible: false,
    reason: 'BELOW_MINIMUM_AGE',
    message: 'This programme is for seniors aged 60 and above.',
  };

  it('refuses Active Ageing to someone born in 1990, with the catalogue message', () => {
    expect(dateOfBirthEligibility(ACTIVE_AGEING_CATEGORY, '1990-05-01', now)).toEqual(belowMinimumAge);
  });

  it('opens Active Ageing on the 60th birthday in Singapore, not the day before', () => {
    expect(dateOfBirthEligibility(ACTIVE_AGEING_CATEGORY, '1966-03-14', now).eligible).toBe(true);
    expect(dateOfBirthEligibility(ACTIVE_AGEING_CATEGORY, '1966-03-15', now)).toEqual(belowMinimumAge);
  });

  it('has no age rule for other categories, none chosen yet, or a date that is not yyyy-MM-dd', () => {
    expect(dateOfBirthEligibility(DENTICARE_CATEGORY, '2000-01-01', now).eligible).toBe(true);
    expect(dateOfBirthEligibility(null, '2000-01-01', now).eligible).toBe(true);
    expect(dateOfBirthEligibility(ACTIVE_AGEING_CATEGORY, '01/05/1990', now).eligible).toBe(true);
  });

  it('agrees with programmeEligibility for a person with no services', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2040-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (born, at) => {
          const dateOfBirth = born.toISOString().slice(0, 10);
          const today = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
          expect(dateOfBirthEligibility(ACTIVE_AGEING_CATEGORY, dateOfBirth, at)).toEqual(
            programmeEligibility(gymTonic, person(dateOfBirth), today),
          );
        },
      ),
    );
  });
});
