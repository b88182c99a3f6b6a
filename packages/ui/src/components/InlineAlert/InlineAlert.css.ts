import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '6px',
  borderInlineStartStyle: 'solid',
  color: vars.color.text,
  minWidth: 0,
});

/** Each tone: its pale background and a strong edge in its colour, so the tone never rests on colour alone. */
export const tone = styleVariants({
  error: { background: vars.color.errorBackground, borderInlineStartColor: vars.color.error },
  success: { background: vars.color.successBackground, borderInlineStartColor: vars.color.success },
  warning: { background: vars.color.warningBackground, borderInlineStartColor: vars.color.warning },
  info: { background: vars.color.infoBackground, borderInlineStartColor: vars.color.info },
});

export const icon = style({
  flex: 'none',
  display: 'flex',
  paddingBlockStart: '2px',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  lineHeight: vars.font.lineHeight,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});
