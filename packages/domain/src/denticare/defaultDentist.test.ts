import { describe, expect, it } from 'vitest';
import { NO_PREFERENCE_DENTIST } from '../constants.js';
import { defaultDentist, isDefaultDentist } from './defaultDentist.js';

const noPreference = { resourceId: 'r-0', resourceName: NO_PREFERENCE_DENTIST };
const drTan = { resourceId: 'r-1', resourceName: 'Dr Tan Wei Ming' };
const drLim = { resourceId: 'r-2', resourceName: 'Dr Lim Hui Min' };

describe('the default dentist', () => {
  it("is the one named 'No preference', wherever it is in the list", () => {
    expect(defaultDentist([drTan, noPreference, drLim])).toBe(noPreference);
  });

  it('is the first dentist when the clinic has no such one', () => {
    expect(defaultDentist([drLim, drTan])).toBe(drLim);
  });

  it('is none for a clinic without dentists', () => {
    const none: (typeof drTan)[] = [];
    expect(defaultDentist(none)).toBeUndefined();
  });

  it('is named exactly as the seed names it: another spelling is a dentist like the others', () => {
    expect(isDefaultDentist(noPreference)).toBe(true);
    expect(isDefaultDentist({ resourceName: 'no preference' })).toBe(false);
    expect(isDefaultDentist({ resourceName: ' No preference ' })).toBe(false);
    expect(defaultDentist([drTan, { resourceId: 'r-3', resourceName: 'NO PREFERENCE' }])).toBe(drTan);
  });
});
