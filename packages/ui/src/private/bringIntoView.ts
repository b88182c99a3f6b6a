/**
 * Scrolls `element` into view, where the browser can (a test's DOM may not): used with focus that is given with
 * `preventScroll`, so the page moves once, to where the person should look. Motion follows the person's setting:
 * smooth scrolling is never asked for.
 */
export function bringIntoView(element: Element | null, options: ScrollIntoViewOptions): void {
  if (element === null || typeof element.scrollIntoView !== 'function') return;
  element.scrollIntoView(options);
}
