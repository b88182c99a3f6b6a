import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * From 768px the logo's column is never narrower than this, in the text's em: room for the wordmark at nearly its
 * full size and the provider's name under it in two lines, in any language (Brand.css.ts).
 */
const LOGO_MIN_WIDTH = '9em';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    color: vars.color.text,
  },
  variants: {
    variant: {
      plain: { background: vars.color.background },
      gradient: {
        background: `linear-gradient(180deg, ${vars.color.gradientStart} 0%, ${vars.color.gradientEnd} 100%)`,
      },
    },
  },
  defaultVariants: { variant: 'plain' },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: 10,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontWeight: vars.font.weightBold,
  color: vars.color.primaryText,
  background: vars.color.primary,
  borderRadius: vars.radius.md,
  outline: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.borderWidth,
    },
  },
});

export const banner = style({
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/**
 * The logo takes what room is left, and from 768px at least LOGO_MIN_WIDTH: where a language's words (Tamil,
 * senior mode) need more room than the bar has, the header's buttons wrap onto a second line at the end, in their
 * order, rather than squeeze the logo under them. On a phone the
 * account place is a row of its own below them, unless a menu takes its part: then the menu is a third column
 * and the account place is hidden. From 768px the account place is a third column and the menu is hidden.
 */
export const bar = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: vars.space.sm,
    maxWidth: vars.size.wideContentMaxWidth,
    minHeight: `calc(${vars.size.touchTarget} + ${vars.space.md})`,
    marginInline: 'auto',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    '@media': {
      [media.desktop]: {
        gridTemplateColumns: `minmax(${LOGO_MIN_WIDTH}, 1fr) auto auto`,
        paddingInline: vars.space.lg,
      },
    },
  },
  variants: {
    hasMenu: {
      true: {
        '@media': {
          [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', columnGap: vars.space.xs },
        },
      },
      false: {},
    },
  },
  defaultVariants: { hasMenu: false },
});

/**
 * The logo's column, a size container: the wordmark under it hides the provider's name where the column is
 * narrower than the drawing (Brand.css.ts).
 */
export const logoPlace = style({
  gridColumn: '1',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  containerType: 'inline-size',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: 0,
  // A name too long for its column wraps, even within a word, rather than run under the header's actions.
  overflowWrap: 'anywhere',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.borderWidth,
    },
  },
});

export const headerSlot = style({
  gridColumn: '2',
  justifySelf: 'end',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xs,
});

/**
 * The same place whatever it holds, so nothing moves when it changes: on a phone a row of its own under the
 * logo bar, where a greeting has room; from 768px a fixed width (in touch targets, so senior mode's is larger)
 * at the end of the bar.
 */
export const accountSlot = recipe({
  base: {
    gridColumn: '1 / -1',
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    minWidth: 0,
    minHeight: vars.size.touchTarget,
    '@media': {
      [media.desktop]: { gridColumn: '3', inlineSize: `calc(${vars.size.touchTarget} * 5)` },
    },
  },
  variants: {
    hasMenu: {
      true: { '@media': { [media.mobile]: { display: 'none' } } },
      false: {},
    },
  },
  defaultVariants: { hasMenu: false },
});

/** The phone's menu, at the end of the bar; hidden from 768px, where the account place and header show all. */
export const menuSlot = style({
  gridColumn: '3',
  display: 'flex',
  alignItems: 'center',
  '@media': { [media.desktop]: { display: 'none' } },
});

globalStyle(`${accountSlot.classNames.base} > *`, { maxInlineSize: '100%', minInlineSize: 0 });

export const main = style({
  flex: '1 0 auto',
  width: '100%',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  outline: 'none',
  '@media': {
    [media.desktop]: { paddingBlock: vars.space.xl, paddingInline: vars.space.lg },
  },
});

export const content = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    minWidth: 0,
  },
  variants: {
    width: {
      default: { maxWidth: vars.size.contentMaxWidth },
      wide: { maxWidth: vars.size.wideContentMaxWidth },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { width: 'default' },
});

globalStyle(`${logo} > *`, { minWidth: 0 });
