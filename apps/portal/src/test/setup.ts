import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no media queries. The tests' window is a desktop's: no phone-only query matches.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    Object.assign(new EventTarget(), { matches: false, media: query, onchange: null }) as MediaQueryList;
}
