// jest-dom's matchers, the cleanup after each test and the tidying of the page after each file come from the UI
// package's own setup (listed first in vitest.config.ts): the portal's tests run in the same kind of page.

// jsdom has no media queries. The tests' window is a desktop's: no phone-only query matches.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    Object.assign(new EventTarget(), { matches: false, media: query, onchange: null }) as MediaQueryList;
}
