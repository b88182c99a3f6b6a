import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  lineHeight: vars.font.lineHeightTight,
});

export const required = style({
  color: vars.color.error,
  marginLeft: vars.space.xxs,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.error,
  color: vars.color.error,
  display: 'flex',
  gap: vars.space.xxs,
  alignItems: 'flex-start',
});

/** The shared look of a text-like control: input, textarea, select button, combo box input. */
export const control = style({
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-focus-visible], &:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offsetSm,
    },
    '&[data-invalid], &[aria-invalid="true"]': {
      borderColor: vars.color.error,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.error}`,
    },
    '&[data-disabled], &:disabled': {
      background: vars.color.disabled,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    '&[readonly], &[data-readonly]': {
      background: vars.color.surfaceMuted,
    },
    '&::placeholder': {
      color: vars.color.textMuted,
    },
  },
});

/** A control with something beside it inside the field, such as a lookup spinner. */
export const controlRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
