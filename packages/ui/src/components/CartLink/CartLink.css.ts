import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../private/visuallyHidden.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  color: vars.color.link,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: vars.font.underlineOffset,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryHover, background: vars.color.primarySubtle },
    '&[data-pressed]': { color: vars.color.primaryPressed },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offsetText,
    },
  },
});

/** 'Cart' is read everywhere, but on a phone only the icon and the count show, to leave the bar room. */
export const label = style({
  '@media': { [media.mobile]: visuallyHiddenRules },
});

/** The count, a filled pill on the icon's corner on a phone and after the word from 768px. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.iconMd,
  height: vars.size.iconMd,
  paddingInline: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  color: vars.color.primaryText,
  background: vars.color.primary,
  borderRadius: vars.radius.full,
  textDecoration: 'none',
});
