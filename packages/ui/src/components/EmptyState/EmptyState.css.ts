import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** A soft disc behind the icon, so the empty state reads as calm rather than broken. */
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  maxWidth: vars.size.contentMaxWidth,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
});

export const action = style({
  marginTop: vars.space.xs,
});
