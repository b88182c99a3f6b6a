import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const progressBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const labelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const label = style({
  fontWeight: vars.font.weightMedium,
});

export const value = style({
  color: vars.color.textMuted,
});

export const track = style({
  position: 'relative',
  height: vars.space.sm,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
});

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.duration} ease-out`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
