import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  paddingBottom: vars.space.sm,
});

export const columnHeader = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  selectors: {
    '&:first-child': { paddingInlineStart: 0 },
    '&:last-child': { paddingInlineEnd: 0 },
  },
});

/** Quantities and amounts line up on their digits, at the end of the row. */
export const number = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  verticalAlign: 'top',
  // Not 'anywhere': that lets the table squeeze the name column below its longest word and break it mid-word
  // (Physiotherapy, on a phone in senior mode). 'break-word' still breaks a word longer than the whole row.
  overflowWrap: 'break-word',
  selectors: {
    '&:first-child': { paddingInlineStart: 0 },
    '&:last-child': { paddingInlineEnd: 0 },
  },
});

export const line = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  selectors: {
    '&:first-child': { borderTop: 'none' },
  },
});

/** A discount sits right under its line, in the success colour, without a rule between them. */
export const discountRow = style({
  color: vars.color.success,
});

export const discountCell = style({
  paddingTop: 0,
});

export const totalsStart = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const totalLabel = style({
  fontWeight: vars.font.weightRegular,
  textAlign: 'start',
});

export const payableLabel = style({
  fontWeight: 'inherit',
  textAlign: 'start',
});

export const payable = style({
  borderTop: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
});
