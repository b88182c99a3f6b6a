import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterAll, afterEach, vi } from 'vitest';

// findBy… and waitFor wait for their condition and return as soon as it holds; the limit is only how long before
// they give up, as Playwright's expect in the browser suite (10 s). Testing Library's 1 s is less than a form's
// first render takes on a 2-core machine running the browser and story suites beside these tests (`npm test`),
// where such waits ran out though nothing was wrong; on a slow machine a 5 s limit ran out too.
configure({ asyncUtilTimeout: 10_000 });

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
