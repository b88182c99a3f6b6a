import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@careportal/source'] },
  test: {
    name: 'ui',
    environment: 'jsdom',
    // One module graph and one DOM per worker for all of its files, not one per file: importing react-aria and the
    // rest again for each file was most of the suite's time (isolated, this project took several times longer).
    // Each test cleans up what it renders (src/test/setup.ts), so files do not see each other's DOM.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A guard against a hung test, not a speed check (speed is measured in bench/), the same 90 s as the story
    // runner's. Form tests type and tab through whole forms as a person does: one that takes 2.4 s alone took over
    // 20 s in a fresh clone's `npm test` on a slow 2-core machine, where five stages share the cores. A test that
    // runs out of time also goes on typing into the next tests' page (the files share one DOM), so one slow test
    // failed a dozen.
    testTimeout: 90_000,
  },
});
