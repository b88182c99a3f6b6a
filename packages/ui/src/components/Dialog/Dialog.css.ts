import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { scrim } from './overlay.css';

export const overlay = style([
  scrim,
  { alignItems: 'center', justifyContent: 'center', padding: vars.space.md },
]);

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.dialog,
    overflow: 'hidden',
    outline: 'none',
  },
  variants: {
    size: {
      small: { maxWidth: `calc(${vars.size.dialogMaxWidth} * 0.75)` },
      medium: { maxWidth: vars.size.dialogMaxWidth },
      large: { maxWidth: vars.size.wideContentMaxWidth },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  maxHeight: 'inherit',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}`,
});

export const title = style({
  margin: 0,
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
