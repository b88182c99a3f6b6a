import type { ReactNode } from 'react';
import { vars } from '../theme';

/**
 * A tinted block standing for a part of a page in the layout stories, so the space between parts shows. `tall`
 * makes it two lines high, for the alignments across a row.
 */
export function Sample({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <div
      style={{
        background: vars.color.surfaceAccent,
        border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
        borderRadius: vars.radius.sm,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        minHeight: tall ? `calc(2 * ${vars.size.control})` : undefined,
      }}
    >
      {children}
    </div>
  );
}

/** Where each child of `element` starts and ends, as the browser laid it out. */
function childBoxes(element: Element): DOMRect[] {
  return [...element.children].map((child) => child.getBoundingClientRect());
}

/** The space between each child of a stack and the next, in px. */
export function verticalGapsOf(stack: Element): number[] {
  const boxes = childBoxes(stack);
  return boxes.slice(1).map((box, index) => box.top - (boxes[index]?.bottom ?? box.top));
}

/** The space between each child of a one-line row and the next, in px. */
export function horizontalGapsOf(row: Element): number[] {
  const boxes = childBoxes(row);
  return boxes.slice(1).map((box, index) => box.left - (boxes[index]?.right ?? box.left));
}

/** The gap the theme gives `element`, as the browser computed it, in px. */
export function computedGapOf(element: Element): number {
  return Number.parseFloat(getComputedStyle(element).rowGap) || 0;
}

/**
 * How many lines a row's children sit on: a child that starts below everything on the line so far starts the next
 * one (children of one line may have different tops when they are centred across it).
 */
export function linesOf(row: Element): number {
  const boxes = childBoxes(row).sort((a, b) => a.top - b.top);
  let lines = 0;
  let lineBottom = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    if (box.top >= lineBottom - 0.5) {
      lines += 1;
      lineBottom = box.bottom;
    } else {
      lineBottom = Math.max(lineBottom, box.bottom);
    }
  }
  return lines;
}
