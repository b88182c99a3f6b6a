import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const inline = style({});

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
});
