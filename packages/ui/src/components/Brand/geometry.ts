/**
 * The careportal mark and wordmark as drawn, in SVG user units. Plain values with no imports, so the script that
 * draws the favicon and app icons (scripts/brand-icons.mjs) reads the same shapes as the components.
 */

/** The mark: a rounded square holding a ring that opens like an embrace, around a heart. */
export const MARK_SIZE = 48;
export const MARK_CORNER_RADIUS = 12;
export const MARK_RING_PATH = 'M34.9 14.1A14 14 0 1 0 34.9 33.9';
export const MARK_RING_STROKE_WIDTH = 4.5;
export const MARK_HEART_PATH =
  'M25 31.5C19.5 27.6 17 24.8 17 21.9A3.9 3.9 0 0 1 25 20.2A3.9 3.9 0 0 1 33 21.9C33 24.8 30.5 27.6 25 31.5Z';

/** The wordmark: the mark, then "care" and "portal" in round strokes, as tall as the mark. */
export const WORDMARK_WIDTH = 252.76;
export const WORDMARK_STROKE_WIDTH = 4;
export const WORDMARK_CARE_PATH =
  'M73.66 18.34A8 8 0 1 0 73.66 29.66M97.76 16V32M97.76 24A8 8 0 1 0 81.76 24A8 8 0 1 0 97.76 24M105.36 32V24A8 8 0 0 1 113.36 16M119.76 24H135.76A8 8 0 1 0 133.41 29.66';
export const WORDMARK_PORTAL_PATH =
  'M143.36 16V42M143.36 24A8 8 0 1 1 159.36 24A8 8 0 1 1 143.36 24M166.96 24A8 8 0 1 1 182.96 24A8 8 0 1 1 166.96 24M190.56 32V24A8 8 0 0 1 198.56 16M207.96 10V28A4 4 0 0 0 211.96 32H213.96M204.96 16H213.96M236.36 16V32M236.36 24A8 8 0 1 0 220.36 24A8 8 0 1 0 236.36 24M243.96 6V28A4 4 0 0 0 247.96 32';
