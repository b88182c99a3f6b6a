import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    minWidth: vars.size.touchTarget,
    padding: `${vars.space.xs} ${vars.space.md}`,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid transparent`,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.duration}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
        outlineOffset: vars.focusRing.offsetLg,
      },
      '&[data-disabled]': {
        background: vars.color.disabled,
        borderColor: vars.color.disabled,
        color: vars.color.disabledText,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&[data-hovered]': { background: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered]': { background: vars.color.secondaryHover },
          '&[data-pressed]': { background: vars.color.primarySubtle },
        },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.primary,
        textDecoration: 'underline',
        selectors: {
          '&[data-hovered]': { background: vars.color.primarySubtle },
        },
      },
      danger: {
        background: vars.color.error,
        color: vars.color.textInverse,
        selectors: {
          '&[data-hovered]': { filter: 'brightness(0.9)' },
        },
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
    /** A square button around its icon, as large as a touch target. */
    iconOnly: {
      true: { padding: vars.space.xs },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', fullWidth: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The text: it may shrink, so a label that must stay on one line (a menu trigger) can end in an ellipsis. */
export const label = style({ minWidth: 0 });

/** The icon's box: as tall as its icon, so the button's text stays centred beside it. */
export const icon = style({ display: 'inline-flex' });
