import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: {
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: vars.font.underlineOffset,
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    outline: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-hovered]': {
        color: vars.color.primaryHover,
        textDecorationThickness: vars.font.underlineThicknessHover,
      },
      '&[data-pressed]': { color: vars.color.primaryPressed },
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
        outlineOffset: vars.focusRing.offsetText,
      },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxs,
        minHeight: vars.size.touchTarget,
        fontWeight: vars.font.weightBold,
      },
      // Styled as buttons in Link.tsx.
      primaryButton: {},
      secondaryButton: {},
    },
  },
  defaultVariants: { variant: 'inline' },
});

/** Holds the external-link icon after the text; as an inline flex box it sits on the text's baseline. */
export const externalIcon = style({
  display: 'inline-flex',
  marginInlineStart: vars.size.iconInlineGap,
  verticalAlign: 'baseline',
});
