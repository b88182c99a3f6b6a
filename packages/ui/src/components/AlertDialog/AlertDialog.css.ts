import { style } from '@vanilla-extract/css';

export const body = style({ margin: 0 });
