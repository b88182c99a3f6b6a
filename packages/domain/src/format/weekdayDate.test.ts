import { describe, expect, it } from 'vitest';

import { formatEnglish } from '../i18n/translate.js';
import { ENGLISH_WEEKDAY_DATE, formatWeekdayDate } from './weekdayDate.js';

describe('formatWeekdayDate', () => {
  it('says an English date with the catalogue weekday, Monday to Sunday', () => {
    expect(formatWeekdayDate('2026-12-03')).toBe('Thursday, 03/12/2026');
    expect(formatWeekdayDate('2026-11-30')).toBe('Monday, 30/11/2026');
    expect(formatWeekdayDate('2026-12-06')).toBe('Sunday, 06/12/2026');
  });

  it("names the weekday in another language as the platform does, joined by the page's own words", () => {
    const malay = { ...ENGLISH_WEEKDAY_DATE, locale: 'ms' as const, template: '{weekday}, {date}' };
    expect(formatWeekdayDate('2026-12-03', malay)).toBe('Khamis, 03/12/2026');
    const chinese = {
      ...ENGLISH_WEEKDAY_DATE,
      locale: 'zh-Hans' as const,
      template: '{date}（{weekday}）',
      format: formatEnglish,
    };
    expect(formatWeekdayDate('2026-12-03', chinese)).toBe('03/12/2026（星期四）');
  });

  it('leaves anything that is not a calendar date as it is', () => {
    expect(formatWeekdayDate('3 Dec')).toBe('3 Dec');
  });
});
