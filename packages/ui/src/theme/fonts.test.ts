// @vitest-environment node
import arial from '@capsizecss/metrics/arial';
import notoSans from '@capsizecss/metrics/notoSans';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { themeTokens } from './tokens';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Capsize's average width of a lowercase Latin letter, weighted by English letter frequency. */
  xWidthAvg: number;
}

// Read with @capsizecss/unpack from the files themselves: Noto Sans Bold from @fontsource/noto-sans 5.3.0's
// latin 700 woff2, Liberation Sans Bold (Arial Bold's metrics) from Debian's fonts-liberation 1.07.4, DejaVu
// Sans from Debian's fonts-dejavu-core 2.37. @capsizecss/metrics has the regular weights of Noto Sans and Arial.
const notoSansBold: Metrics = { ascent: 1069, descent: -293, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 503 };
const arialBold: Metrics = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 };
const dejaVuSans: Metrics = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 };
const dejaVuSansBold: Metrics = { ...dejaVuSans, xWidthAvg: 1176 };

/** Capsize's fallback overrides (as createFontStack computes them), in percent. */
function overrides(preferred: Metrics, fallback: Metrics) {
  const sizeAdjust = preferred.xWidthAvg / preferred.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = preferred.unitsPerEm * sizeAdjust;
  return {
    'size-adjust': sizeAdjust * 100,
    'ascent-override': (preferred.ascent / em) * 100,
    'descent-override': (Math.abs(preferred.descent) / em) * 100,
    'line-gap-override': (preferred.lineGap / em) * 100,
  };
}

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const chineseCss = readFileSync(new URL('./fonts-chinese.css', import.meta.url), 'utf8');
const tamilCss = readFileSync(new URL('./fonts-tamil.css', import.meta.url), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => {
  const body = match[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/([a-z-]+)\s*:\s*([^;]+);/g)].map((d) => [d[1] ?? '', (d[2] ?? '').trim()]),
  );
});
const face = (family: string, weight: string) =>
  faces.find((f) => f['font-family'] === `'${family}'` && f['font-weight'] === weight);

describe('fonts.css', () => {
  it.each([
    ['Noto Sans Fallback Arial', '400', notoSans, arial],
    ['Noto Sans Fallback Arial', '700', notoSansBold, arialBold],
    ['Noto Sans Fallback DejaVu', '400', notoSans, dejaVuSans],
    ['Noto Sans Fallback DejaVu', '700', notoSansBold, dejaVuSansBold],
  ] as const)('%s %s matches Noto Sans’s metrics', (family, weight, preferred, fallback) => {
    const declared = face(family, weight);
    expect(declared, `${family} ${weight}`).toBeDefined();
    for (const [descriptor, expected] of Object.entries(overrides(preferred, fallback))) {
      expect(Number.parseFloat(declared?.[descriptor] ?? ''), descriptor).toBeCloseTo(expected, 1);
    }
  });

  it('names the regular metrics Capsize publishes for Noto Sans', () => {
    expect(notoSans).toMatchObject({ ascent: 1069, descent: -293, lineGap: 0, unitsPerEm: 1000 });
    expect(notoSansBold.ascent).toBe(notoSans.ascent);
  });

  it('puts every face it declares into the theme’s font stack, in order: web font, fallbacks, Chinese, Tamil', () => {
    const stack = themeTokens.default.font.family;
    const families = [
      '"Noto Sans"',
      '"Noto Sans Fallback Arial"',
      '"Noto Sans Fallback DejaVu"',
      '"Noto Sans SC Variable"',
      '"Noto Sans Tamil"',
    ];
    const positions = families.map((family) => stack.indexOf(family));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(themeTokens.senior.font.family).toBe(stack);
  });

  it('imports self-hosted faces only, each with font-display: swap and unicode-range subsets', () => {
    const require = createRequire(import.meta.url);
    const imports = [...(css + chineseCss + tamilCss).matchAll(/@import\s+'([^']+)'/g)].map(
      (match) => match[1] ?? '',
    );
    expect(imports).toEqual([
      '@fontsource/noto-sans/400.css',
      '@fontsource/noto-sans/700.css',
      '@fontsource-variable/noto-sans-sc/wght.css',
      '@fontsource/noto-sans-tamil/400.css',
      '@fontsource/noto-sans-tamil/700.css',
    ]);
    for (const specifier of imports) {
      const imported = readFileSync(require.resolve(specifier), 'utf8');
      const blocks = imported.match(/@font-face\s*{[^}]*}/g) ?? [];
      expect(blocks.length, specifier).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block).toContain('font-display: swap');
        expect(block).toMatch(/unicode-range:/);
        expect(block).not.toMatch(/https?:/);
      }
    }
    // The portal preloads these files for the first paint (apps/portal/vite.config.ts).
    for (const weight of ['400', '700']) {
      expect(readFileSync(require.resolve(`@fontsource/noto-sans/${weight}.css`), 'utf8')).toContain(
        `noto-sans-latin-${weight}-normal.woff2`,
      );
    }
  });
});
