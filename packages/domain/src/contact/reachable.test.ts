import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { EMAIL_PATTERN, isEmailOrSingaporePhone } from './reachable.js';

describe('isEmailOrSingaporePhone', () => {
  it("uses zod's own email pattern, so the page and the API agree", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each(['mei.ling@example.sg', ' mei.ling@example.sg ', '91234567', '+65 9123 4567', '6123-4567'])(
    'takes %j',
    (text) => {
      expect(isEmailOrSingaporePhone(text)).toBe(true);
    },
  );

  it.each(['12345', 'Mei Ling', '0123456789', '9123456', 'mei.ling@', '@example.sg', ''])(
    'refuses %j',
    (text) => {
      expect(isEmailOrSingaporePhone(text)).toBe(false);
    },
  );
});
