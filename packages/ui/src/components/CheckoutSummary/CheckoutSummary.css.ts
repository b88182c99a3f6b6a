import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The summary's frame measures its own width: where three columns leave the item's name too little room for its
 * longest word (a phone in senior mode), each line's name takes a row of its own above its quantity and amount, so
 * no word is broken and nothing runs off the screen.
 */
export const frame = style({ containerType: 'inline-size' });

/** Narrower than this, at the summary's own text size, the names go on rows of their own. */
const narrow = '(max-width: 24em)';

export const table = style({
  width: '100%',
  '@container': { [narrow]: { display: 'block' } },
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

export const caption = style({
  '@container': { [narrow]: { display: 'block' } },
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

/** A row group (head, a line with its discount, the totals): a block of rows where the names go above. */
export const group = style({
  '@container': { [narrow]: { display: 'block' } },
});

/** A row of three: on a narrow summary, a grid whose first cell (the name) spans it. */
export const row = style({
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    },
  },
});

/** A row of a label over two columns and an amount. */
export const labelRow = style({
  '@container': {
    [narrow]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

/** The name of a line: on a narrow summary, the whole row. */
export const nameCell = style({
  '@container': { [narrow]: { gridColumn: '1 / -1', paddingInlineEnd: 0, paddingBottom: 0 } },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  verticalAlign: 'top',
  // Not 'anywhere': that lets the table squeeze the name column below its longest word and break it mid-word
  // (Physiotherapy, on a phone in senior mode); a narrow summary gives the name a row of its own instead (see
  // `frame`). 'break-word' still breaks a word longer than the whole row.
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
