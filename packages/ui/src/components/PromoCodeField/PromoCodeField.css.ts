import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The input and Apply side by side; Apply wraps under the input when the screen is too narrow. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const input = style({
  flex: `1 1 ${vars.size.textMinWidth}`,
  minWidth: 0,
  textTransform: 'uppercase',
});

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.successBackground,
  color: vars.color.text,
});

export const appliedText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const appliedIcon = style({
  color: vars.color.success,
  display: 'inline-flex',
});
