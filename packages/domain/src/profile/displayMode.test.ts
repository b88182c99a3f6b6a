import { describe, expect, it } from 'vitest';

import { messages } from '../messages/index.js';
import { DEFAULT_DISPLAY_MODE, DISPLAY_MODES, isDisplayMode } from './displayMode.js';
import { displayModeRequestSchema } from './displayModeSchema.js';

describe('display mode', () => {
  it('is the default theme until someone chooses', () => {
    expect(DISPLAY_MODES).toEqual(['default', 'senior']);
    expect(DEFAULT_DISPLAY_MODE).toBe('default');
  });

  it('recognises only the two modes among values read back from storage', () => {
    expect(isDisplayMode('senior')).toBe(true);
    expect(isDisplayMode('default')).toBe(true);
    for (const value of ['Senior', 'large', '', null, undefined, 1, { mode: 'senior' }]) {
      expect(isDisplayMode(value)).toBe(false);
    }
  });

  it('accepts a mode and refuses anything else with the catalogue text', () => {
    expect(displayModeRequestSchema.parse({ displayMode: 'senior' })).toEqual({ displayMode: 'senior' });
    const result = displayModeRequestSchema.safeParse({ displayMode: 'huge' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.validation.invalidValue);
    expect(displayModeRequestSchema.safeParse({}).success).toBe(false);
  });
});
