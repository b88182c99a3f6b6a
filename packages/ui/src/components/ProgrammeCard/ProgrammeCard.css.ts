import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** Each unavailable programme's reason on a line of its own. */
export const reason = style({
  display: 'block',
});

export const packageDescription = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

/** A collapsed card's one line: the choices made so far. */
export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

export const loadingField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The label of a field still loading, looking as the field's own label will. */
export const loadingLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
});

export const error = style({
  margin: 0,
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.error,
  color: vars.color.error,
});
