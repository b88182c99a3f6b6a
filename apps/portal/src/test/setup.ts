import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// The test files of a worker share one DOM and one module graph (`isolate: false` in vitest.config.ts). At the
// end of each file, what it left in the page is taken away, so the next file starts as if in a page of its own:
// react-aria's live announcer (its entries stay 7 s), anything else left in the body, the root element's
// attributes (language, theme), both storages, fake timers, stubbed globals and spies.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A file that runs in Node (`@vitest-environment node`) has no page to tidy.
  if (typeof document === 'undefined') return;
  destroyAnnouncer();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no media queries. The tests' window is a desktop's: no phone-only query matches.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    Object.assign(new EventTarget(), { matches: false, media: query, onchange: null }) as MediaQueryList;
}
