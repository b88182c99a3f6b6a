import type { ColorToken } from './tokens';

/** The WCAG 2.2 AA minimums: body text, large text (24px, or 18.66px bold), and non-text (controls, icons). */
export const CONTRAST_MINIMUM = { text: 4.5, largeText: 3, nonText: 3 } as const;

/** Which WCAG minimum a pair must meet. */
export type ContrastUse = keyof typeof CONTRAST_MINIMUM;

/** One foreground drawn on one background somewhere in the components, and what it is. */
export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  use: ContrastUse;
  /** Where the pair appears. */
  where: string;
}

/**
 * Every pair of theme colours the components draw text, a control's edge, an icon or the focus ring with.
 * theme.test.ts checks each in both themes; the Foundations/Tokens page shows the ratios.
 */
export const contrastPairs: readonly ContrastPair[] = [
  { foreground: 'text', background: 'surface', use: 'text', where: 'Body text on a card' },
  { foreground: 'text', background: 'background', use: 'text', where: 'Body text on the page' },
  { foreground: 'text', background: 'surfaceMuted', use: 'text', where: 'Text in a muted panel' },
  { foreground: 'text', background: 'surfaceAccent', use: 'text', where: 'Text in an accent band' },
  { foreground: 'text', background: 'gradientStart', use: 'text', where: 'Text on the gradient’s top' },
  { foreground: 'textMuted', background: 'surface', use: 'text', where: 'Descriptions, hints on a card' },
  { foreground: 'textMuted', background: 'background', use: 'text', where: 'Hints on the page' },
  { foreground: 'textMuted', background: 'surfaceMuted', use: 'text', where: 'Hints in a muted panel' },
  { foreground: 'textMuted', background: 'gradientStart', use: 'text', where: 'Hints on the gradient’s top' },
  {
    foreground: 'primary',
    background: 'surface',
    use: 'text',
    where: 'Primary-coloured text, tertiary button',
  },
  {
    foreground: 'primary',
    background: 'background',
    use: 'text',
    where: 'Primary-coloured text on the page',
  },
  { foreground: 'primary', background: 'primarySubtle', use: 'text', where: 'Selected tab, chosen option' },
  { foreground: 'link', background: 'surface', use: 'text', where: 'A link on a card' },
  { foreground: 'link', background: 'background', use: 'text', where: 'A link on the page' },
  { foreground: 'link', background: 'surfaceMuted', use: 'text', where: 'A link in a muted panel (footer)' },
  { foreground: 'link', background: 'gradientStart', use: 'text', where: 'A link on the gradient’s top' },
  { foreground: 'linkHover', background: 'surface', use: 'text', where: 'A hovered link' },
  { foreground: 'error', background: 'surface', use: 'text', where: 'A field’s error message' },
  { foreground: 'error', background: 'background', use: 'text', where: 'An error on the page' },
  { foreground: 'error', background: 'errorBackground', use: 'text', where: 'An error banner or toast' },
  { foreground: 'success', background: 'successBackground', use: 'text', where: 'A success toast' },
  { foreground: 'warning', background: 'warningBackground', use: 'text', where: 'A warning banner' },
  { foreground: 'info', background: 'infoBackground', use: 'text', where: 'An information banner' },
  {
    foreground: 'text',
    background: 'warningBackground',
    use: 'text',
    where: 'Body text in a warning banner',
  },
  { foreground: 'primaryText', background: 'primary', use: 'text', where: 'Text on a primary button' },
  { foreground: 'primaryText', background: 'primaryHover', use: 'text', where: 'A hovered primary button' },
  { foreground: 'primaryText', background: 'primaryPressed', use: 'text', where: 'A pressed primary button' },
  {
    foreground: 'textInverse',
    background: 'primary',
    use: 'text',
    where: 'Inverse text on the brand colour',
  },
  { foreground: 'primary', background: 'secondaryHover', use: 'text', where: 'A hovered secondary button' },
  { foreground: 'focus', background: 'surface', use: 'nonText', where: 'Focus ring on a card' },
  { foreground: 'focus', background: 'background', use: 'nonText', where: 'Focus ring on the page' },
  { foreground: 'focus', background: 'surfaceMuted', use: 'nonText', where: 'Focus ring in a muted panel' },
  { foreground: 'focus', background: 'gradientStart', use: 'nonText', where: 'Focus ring on the gradient' },
  { foreground: 'border', background: 'surface', use: 'nonText', where: 'A field’s or checkbox’s border' },
  { foreground: 'border', background: 'background', use: 'nonText', where: 'A control’s border on the page' },
  {
    foreground: 'border',
    background: 'surfaceMuted',
    use: 'nonText',
    where: 'A control’s border in a panel',
  },
  { foreground: 'borderStrong', background: 'surface', use: 'nonText', where: 'A hovered control’s border' },
  { foreground: 'error', background: 'surface', use: 'nonText', where: 'An invalid field’s border' },
  { foreground: 'primary', background: 'surface', use: 'nonText', where: 'A checked box, a switch, a step' },
  { foreground: 'ratingActive', background: 'surface', use: 'nonText', where: 'A chosen rating’s icon' },
  ...(['person1', 'person2', 'person3', 'person4', 'person5'] as const).flatMap((person): ContrastPair[] => [
    {
      foreground: person,
      background: 'surface',
      use: 'nonText',
      where: 'A person’s mark in the care calendar',
    },
    { foreground: person, background: 'surfaceMuted', use: 'nonText', where: 'A person’s edge on a day' },
  ]),
];

const channel = (hex: string, at: number) => {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an opaque `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not an opaque #rrggbb colour: ${hex}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The WCAG contrast ratio of two opaque `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
