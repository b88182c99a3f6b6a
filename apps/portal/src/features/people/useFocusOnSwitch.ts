import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus into `container` when `mode` changes (not on the first render): to the first element matching
 * `selector` there. When a form replaces a view (or the reverse) the focused button is gone, and keyboard and
 * screen-reader users would otherwise be sent back to the top of the page. A form that loads on demand is
 * focused as soon as it appears.
 */
export function useFocusOnSwitch<T extends HTMLElement>(mode: string, selector: string): RefObject<T | null> {
  const container = useRef<T>(null);
  const previous = useRef(mode);
  useEffect(() => {
    if (previous.current === mode) return;
    previous.current = mode;
    const root = container.current;
    if (root === null) return;
    const first = root.querySelector<HTMLElement>(selector);
    if (first !== null) {
      first.focus();
      return;
    }
    // A form whose code is still on its way appears a moment later: focus it when it does.
    const observer = new MutationObserver(() => {
      const appeared = root.querySelector<HTMLElement>(selector);
      if (appeared === null) return;
      observer.disconnect();
      appeared.focus();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
    };
  }, [mode, selector]);
  return container;
}

/** The first field or button of a form, or the first button of a view. */
export const FIRST_CONTROL = 'input:not([type="hidden"]):not([readonly]), button';
