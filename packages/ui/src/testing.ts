/**
 * `@careportal/ui/testing`: checks of how the browser laid a page out, for stories' play functions and other
 * in-browser tests. They read the live layout, so they mean nothing in jsdom (which lays nothing out).
 */

/** A word the browser split over two lines, and the text it is in. */
export interface BrokenWord {
  word: string;
  /** The whole text node the word is in, to find it by. */
  text: string;
}

/** Scripts written without spaces, which break between any two characters by design (Chinese, Japanese). */
const BREAKS_ANYWHERE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Whether `element` or one around it is a visually hidden screen-reader text: a clipped box a pixel wide, read,
 * not seen, so where its words would wrap does not matter. `seen` keeps each element's answer.
 */
function isVisuallyHidden(element: Element, seen: Map<Element, boolean>): boolean {
  const known = seen.get(element);
  if (known !== undefined) return known;
  const style = getComputedStyle(element);
  const hidden =
    (style.clipPath !== 'none' && style.position === 'absolute') ||
    (element.parentElement !== null && isVisuallyHidden(element.parentElement, seen));
  seen.set(element, hidden);
  return hidden;
}

/** Whether the text in `element` is drawn: not in a hidden panel, not invisible, not visually hidden. */
function isDrawn(element: Element, seen: Map<Element, boolean>): boolean {
  return (
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden' &&
    !isVisuallyHidden(element, seen)
  );
}

/** Whether some two of `rects` are on different lines: one starts lower than half the other's height. */
function onSeveralLines(rects: readonly DOMRect[]): boolean {
  const drawn = rects.filter((rect) => rect.width > 0 && rect.height > 0);
  return drawn.some((rect) => drawn.some((other) => other.top - rect.top > rect.height / 2));
}

/**
 * The words under `root` that the browser broke in the middle, over two lines ('Trainin' / 'g'): for each text
 * node that is drawn, a Range over each word (Intl.Segmenter's words, so that a break after a hyphen, a slash or
 * between Chinese characters, which is how those are written, is not one) and its client rects, one a line.
 * Empty when every word is whole.
 *
 * ```ts
 * await expect(brokenWords(canvasElement)).toEqual([]);
 * ```
 */
export function brokenWords(root: Element = document.body): BrokenWord[] {
  const segmenter = new Intl.Segmenter(document.documentElement.lang || undefined, { granularity: 'word' });
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const broken: BrokenWord[] = [];
  const seen = new Map<Element, boolean>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (text.trim() === '' || !parent || !isDrawn(parent, seen)) continue;
    for (const { segment, index, isWordLike } of segmenter.segment(text)) {
      if (!isWordLike || segment.length < 2 || BREAKS_ANYWHERE.test(segment)) continue;
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      if (onSeveralLines([...range.getClientRects()])) broken.push({ word: segment, text: text.trim() });
    }
  }
  return broken;
}

/** Resolves once the page's fonts have loaded and the browser has laid out and painted what is on it. */
export async function layoutSettled(): Promise<void> {
  await document.fonts.ready;
  await new Promise((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(resolve);
    });
  });
}
