import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const size = styleVariants({
  inline: { width: vars.size.iconInline, height: vars.size.iconInline },
  small: { width: vars.size.iconSm, height: vars.size.iconSm },
  medium: { width: vars.size.iconMd, height: vars.size.iconMd },
  large: { width: vars.size.iconLg, height: vars.size.iconLg },
});

export const tone = styleVariants({
  current: {},
  primary: { color: vars.color.primary },
  muted: { color: vars.color.textMuted },
  error: { color: vars.color.error },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  info: { color: vars.color.info },
});
