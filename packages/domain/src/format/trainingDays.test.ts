import { describe, expect, it } from 'vitest';

import { formatShowcaseAddress } from './address.js';
import { formatTrainingDays } from './trainingDays.js';

describe('formatTrainingDays', () => {
  it("shows ISO weekdays as short names joined with commas and 'and', Monday first", () => {
    expect(formatTrainingDays([5, 1, 3])).toBe('Mon, Wed and Fri');
    expect(formatTrainingDays([2, 5])).toBe('Tue and Fri');
    expect(formatTrainingDays([7])).toBe('Sun');
  });

  it('counts a repeated day once and ignores numbers that are not weekdays', () => {
    expect(formatTrainingDays([1, 1, 0, 8, 3.5, 3])).toBe('Mon and Wed');
  });

  it('shows a dash when there are no days', () => {
    expect(formatTrainingDays([])).toBe('-');
  });
});

describe('formatShowcaseAddress', () => {
  it("reads 'Blk {block} {street}', '#level-unit', the building, then 'Singapore {postalCode}'", () => {
    expect(
      formatShowcaseAddress({
        block: '440',
        street: 'Bukit Batok West Avenue 8',
        level: '01',
        unit: '300',
        building: null,
        postalCode: '650440',
      }),
    ).toEqual(['Blk 440 Bukit Batok West Avenue 8', '#01-300', 'Singapore 650440']);
  });

  it('maps the legacy street1 and street2 to street and building', () => {
    expect(
      formatShowcaseAddress({ block: '1', street1: 'Jurong West', street2: 'Hub', postalCode: '640690' }),
    ).toEqual(['Blk 1 Jurong West', 'Hub', 'Singapore 640690']);
  });
});
