import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { strokeWidthVar } from '../Icon/Icon.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** The round preview, twice the avatar size so a senior can see whose photo it is. */
export const preview = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.avatar} * 2)`,
  height: `calc(${vars.size.avatar} * 2)`,
  overflow: 'hidden',
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  selectors: {
    '[data-invalid] &': { borderColor: vars.color.error },
  },
});

/** A head-and-shoulders outline shown while there is no photo; decorative. */
export const placeholderIcon = style({
  vars: {
    // Far larger than the icon sizes: three quarters of the theme's weight keeps the outline light.
    [strokeWidthVar]: `calc(${vars.size.iconStroke} * 0.75)`,
  },
  display: 'flex',
  width: '60%',
  height: '60%',
});
