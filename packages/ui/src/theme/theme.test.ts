// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTRAST_MINIMUM, contrastPairs, contrastRatio } from './contrast';
import { SPACE_SCALE } from './space';
import { moreContrastColors, teal, themeTokens, type ColorToken } from './tokens';

const modes = Object.keys(themeTokens) as (keyof typeof themeTokens)[];

describe('colour contrast (WCAG 2.2 AA)', () => {
  it.each(modes)('every text, control and focus-ring pair meets its minimum in the %s theme', (mode) => {
    const colors: Record<ColorToken, string> = themeTokens[mode].color;
    const failures = contrastPairs
      .map((pair) => ({
        ...pair,
        ratio: contrastRatio(colors[pair.foreground], colors[pair.background]),
        minimum: CONTRAST_MINIMUM[pair.use],
      }))
      .filter(({ ratio, minimum }) => ratio < minimum)
      .map(
        ({ foreground, background, ratio, minimum, where }) =>
          `${foreground} on ${background} (${where}): ${ratio.toFixed(2)}:1, needs ${String(minimum)}:1`,
      );
    expect(failures).toEqual([]);
  });

  it('checks the pairs named in the brief: text, muted, primary, link, error, button, focus and borders', () => {
    const checked = new Set(contrastPairs.map((pair) => `${pair.foreground}/${pair.background}/${pair.use}`));
    for (const pair of [
      'text/surface/text',
      'textMuted/surface/text',
      'textMuted/background/text',
      'primary/surface/text',
      'link/surface/text',
      'error/surface/text',
      'primaryText/primary/text',
      'focus/surface/nonText',
      'focus/background/nonText',
      'border/surface/nonText',
    ]) {
      expect(checked).toContain(pair);
    }
  });

  it('computes ratios as WCAG defines them', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('the teal ramp', () => {
  it('darkens step by step from 50 to 900, and the brand colour is 700', () => {
    const steps = Object.values(teal);
    const againstWhite = steps.map((hex) => contrastRatio(hex, '#ffffff'));
    expect(againstWhite).toEqual([...againstWhite].sort((a, b) => a - b));
    expect(new Set(againstWhite).size).toBe(steps.length);
    expect(themeTokens.default.color.primary).toBe(teal[700]);
  });

  it('maps the semantic colours onto the ramp', () => {
    for (const mode of modes) {
      const { color, gradient } = themeTokens[mode];
      expect([color.primaryHover, color.primaryPressed, color.primarySubtle]).toEqual([
        teal[800],
        teal[900],
        teal[50],
      ]);
      expect([color.link, color.linkHover]).toEqual([teal[700], teal[800]]);
      expect(gradient.page).toContain(color.gradientStart);
      expect(gradient.page).toContain(color.gradientEnd);
    }
  });
});

describe('the type scale', () => {
  const px = (remValue: string) => Number.parseFloat(remValue) * 14;
  const steps = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;

  it.each(modes)('grows from step to step in the %s theme', (mode) => {
    const sizes = steps.map((step) => px(themeTokens[mode].fontSize[step]));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
  });

  it('is larger at every step in senior mode, with body text of at least 20px and more line height', () => {
    for (const step of [...steps, 'error'] as const) {
      expect(px(themeTokens.senior.fontSize[step])).toBeGreaterThan(px(themeTokens.default.fontSize[step]));
    }
    expect(px(themeTokens.senior.fontSize.md)).toBeGreaterThanOrEqual(20);
    expect(Number(themeTokens.senior.font.lineHeight)).toBeGreaterThan(
      Number(themeTokens.default.font.lineHeight),
    );
  });
});

describe('the space scale', () => {
  it.each(modes)(
    'names every space step of the %s theme, smallest first, each larger than the one before',
    (mode) => {
      const space = themeTokens[mode].space;
      expect(SPACE_SCALE).toEqual(Object.keys(space));
      const sizes = SPACE_SCALE.map((step) => Number.parseFloat(space[step]));
      expect(new Set(sizes).size).toBe(sizes.length);
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    },
  );
});

describe('icons, loading placeholders and motion', () => {
  /** Our own floor: WCAG asks no contrast of decoration, but a placeholder nobody sees says nothing. */
  const SKELETON_MINIMUM = 1.3;
  const duration = (value: string) => (value.endsWith('ms') ? Number.parseFloat(value) : Number.NaN);

  it.each(modes)('keeps the skeleton calm but visible on the surfaces it sits on in the %s theme', (mode) => {
    const { color } = themeTokens[mode];
    for (const surface of ['surface', 'surfaceRaised', 'background', 'surfaceMuted'] as const) {
      const value = contrastRatio(color.skeleton, color[surface]);
      expect(value, `skeleton on ${surface}`).toBeGreaterThanOrEqual(SKELETON_MINIMUM);
      // Fainter than a control's border, so a placeholder never reads as a field or a button.
      expect(value, `skeleton on ${surface}`).toBeLessThan(contrastRatio(color.border, color[surface]));
    }
  });

  it("draws icons with lucide's own weight by default, and no lighter in senior mode", () => {
    const weight = (mode: keyof typeof themeTokens) => Number(themeTokens[mode].size.iconStroke);
    expect(weight('default')).toBe(2);
    expect(weight('senior')).toBeGreaterThanOrEqual(weight('default'));
    expect(weight('senior')).toBeLessThanOrEqual(3);
  });

  it.each(modes)('pulses a skeleton more slowly than a spinner turns in the %s theme', (mode) => {
    const { motion } = themeTokens[mode];
    expect(duration(motion.pulseDuration)).toBeGreaterThan(duration(motion.spinDuration));
  });
});

describe('more contrast (prefers-contrast: more)', () => {
  it.each(modes)('every text pair reaches 7:1 and every other pair 4.5:1 in the %s theme', (mode) => {
    const colors: Record<ColorToken, string> = { ...themeTokens[mode].color, ...moreContrastColors };
    const failures = contrastPairs
      .map((pair) => ({
        ...pair,
        ratio: contrastRatio(colors[pair.foreground], colors[pair.background]),
        minimum: pair.use === 'text' ? 7 : 4.5,
      }))
      .filter(({ ratio, minimum }) => ratio < minimum)
      .map(
        ({ foreground, background, ratio, minimum, where }) =>
          `${foreground} on ${background} (${where}): ${ratio.toFixed(2)}:1, needs ${String(minimum)}:1`,
      );
    expect(failures).toEqual([]);
  });
});

/**
 * How a colour looks to someone with protanopia, deuteranopia or tritanopia (Machado, Oliveira and Fernandes
 * 2009, severity 1), in CIELAB (D65): enough to tell whether two colours stay apart.
 */
const COLOUR_VISION: Record<string, readonly (readonly number[])[]> = {
  typical: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};
type ColourVision = 'typical' | 'protanopia' | 'deuteranopia' | 'tritanopia';

function seenAs(hex: string, vision: ColourVision): [number, number, number] {
  const linear = [1, 3, 5].map((at) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = (COLOUR_VISION[vision] ?? []).map((row) =>
    Math.min(
      1,
      Math.max(
        0,
        row.reduce((sum, weight, index) => sum + weight * (linear[index] ?? 0), 0),
      ),
    ),
  );
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** The CIE 1976 colour difference of two colours as `vision` sees them. */
function differenceSeen(first: string, second: string, vision: ColourVision): number {
  const [a, b] = [seenAs(first, vision), seenAs(second, vision)];
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

describe("the care calendar's person colours", () => {
  const people = (['person1', 'person2', 'person3', 'person4', 'person5'] as const).map(
    (token) => themeTokens.default.color[token],
  );
  const visions: ColourVision[] = ['typical', 'protanopia', 'deuteranopia', 'tritanopia'];

  it.each(visions)(
    'keeps the first three (a caregiver and two parents) far apart with %s colour vision',
    (vision) => {
      const [first = '', second = '', third = ''] = people;
      for (const [a, b] of [
        [first, second],
        [first, third],
        [second, third],
      ] as const) {
        expect(differenceSeen(a, b, vision)).toBeGreaterThan(35);
      }
    },
  );

  it.each(visions)('leaves no two of the five alike with %s colour vision', (vision) => {
    for (const [index, colour] of people.entries()) {
      for (const other of people.slice(index + 1)) {
        expect(differenceSeen(colour, other, vision)).toBeGreaterThan(10);
      }
    }
  });
});
