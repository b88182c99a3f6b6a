import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The line weight of the icons inside an element that sets it; the theme's `size.iconStroke` elsewhere. For
 * the few places where the theme's weight is wrong for the icon's size: an emblem far larger than the icon
 * sizes (lighter), a checkbox's small tick on its filled box (heavier). Set it relative to `size.iconStroke`.
 */
export const strokeWidthVar = createVar();

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  // Overrides the stroke-width attribute lucide draws with, so every glyph has the theme's weight.
  strokeWidth: fallbackVar(strokeWidthVar, vars.size.iconStroke),
});

export const size = styleVariants({
  inline: { width: vars.size.iconInline, height: vars.size.iconInline },
  small: { width: vars.size.iconSm, height: vars.size.iconSm },
  medium: { width: vars.size.iconMd, height: vars.size.iconMd },
  large: { width: vars.size.iconLg, height: vars.size.iconLg },
  fill: { width: '100%', height: '100%' },
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
