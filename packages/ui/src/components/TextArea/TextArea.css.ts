import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textArea = style({
  display: 'block',
  minHeight: `calc(${vars.size.control} * 2)`,
  lineHeight: vars.font.lineHeight,
  resize: 'vertical',
});
