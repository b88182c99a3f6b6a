import { renderLayoutElement, type LayoutElementProps } from '../../private/layoutElement';
import { sprinkles, type Sprinkles, type Space } from '../../theme';

/** The elements an {@link Inline} renders as. A list (`ul`, `ol`) takes `<li>` children. */
export const INLINE_ELEMENTS = ['div', 'span', 'p', 'nav', 'ul', 'ol', 'li'] as const;
/** One of {@link INLINE_ELEMENTS}. */
export type InlineElement = (typeof INLINE_ELEMENTS)[number];

/** Where an {@link Inline}'s children sit along the row: at its start, centred, at its end, or spread across it. */
export const INLINE_ALIGNS = ['left', 'center', 'right', 'spaceBetween'] as const;
/** One of {@link INLINE_ALIGNS}. */
export type InlineAlign = (typeof INLINE_ALIGNS)[number];

/** How an {@link Inline}'s children line up across the row: tops, centres, bottoms or text baselines. */
export const INLINE_ALIGN_YS = ['top', 'center', 'bottom', 'baseline'] as const;
/** One of {@link INLINE_ALIGN_YS}. */
export type InlineAlignY = (typeof INLINE_ALIGN_YS)[number];

/** The flex value of each `align` and `alignY`: one table, as both name the same three places of a row. */
const flexValue = {
  left: 'flex-start',
  top: 'flex-start',
  center: 'center',
  right: 'flex-end',
  bottom: 'flex-end',
  spaceBetween: 'space-between',
  baseline: 'baseline',
} as const satisfies Record<
  InlineAlign | InlineAlignY,
  Sprinkles['justifyContent'] | Sprinkles['alignItems']
>;

/** Props of {@link Inline}. */
export interface InlineProps extends LayoutElementProps {
  /** The element; default `div`. */
  as?: InlineElement;
  /** The space between children, across and down when they wrap: a step of the theme's scale (`SPACE_SCALE`). */
  space: Space;
  /** Where the children sit along the row. Unset, at its start. */
  align?: InlineAlign;
  /** How the children line up across the row. Unset, each is as tall as the row (CSS's `stretch`). */
  alignY?: InlineAlignY;
  /** Whether children that do not fit go on to the next line (default), or stay on one line. */
  wrap?: boolean;
}

/**
 * Children side by side, `space` apart, going on to the next line when the row is full: a form's buttons, a
 * card's actions, a label with its icon. On a phone the row wraps rather than running off the screen.
 *
 * The classes are sprinkles' own: `<Inline space="sm" alignY="center">` is `sprinkles({ display: 'flex',
 * flexWrap: 'wrap', gap: 'sm', alignItems: 'center' })`, so a layout map moves onto it without a pixel's change.
 * `align` and `alignY` set `justifyContent` and `alignItems` only when given.
 */
export function Inline({ as = 'div', space, align, alignY, wrap = true, ...props }: InlineProps) {
  const layout = sprinkles({
    display: 'flex',
    ...(wrap ? { flexWrap: 'wrap' } : {}),
    gap: space,
    ...(align === undefined ? {} : { justifyContent: flexValue[align] }),
    ...(alignY === undefined ? {} : { alignItems: flexValue[alignY] }),
  });
  return renderLayoutElement(as, layout, props);
}
