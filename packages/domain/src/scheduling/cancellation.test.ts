import { describe, expect, it } from 'vitest';
import { isOfferableSlot } from './cancellation.js';

describe('isOfferableSlot', () => {
  const now = new Date('2026-12-07T09:00:00+08:00');
  const at = (iso: string) => new Date(iso);

  it('offers a session that has not started, even tomorrow', () => {
    expect(isOfferableSlot('SESSION', at('2026-12-08T08:00:00+08:00'), now)).toBe(true);
    expect(isOfferableSlot('SESSION', now, now)).toBe(false);
  });

  it('offers an assessment only outside its 24-hour notice period, exactly 24 hours included', () => {
    expect(isOfferableSlot('PRE_SESSION', at('2026-12-08T08:59:00+08:00'), now)).toBe(false);
    expect(isOfferableSlot('PRE_SESSION', at('2026-12-08T09:00:00+08:00'), now)).toBe(true);
    expect(isOfferableSlot('POST_SESSION', at('2026-12-07T15:00:00+08:00'), now)).toBe(false);
  });
});
