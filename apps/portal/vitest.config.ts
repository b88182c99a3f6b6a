import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@careportal/source', ...defaultClientConditions] },
  test: {
    name: 'portal',
    environment: 'jsdom',
    // One module graph and one DOM per worker for all of its files, not one per file: importing react-aria and the
    // rest again for each file was most of the suite's time (isolated, this project took several times longer).
    // Each test cleans up what it renders (src/test/setup.ts), so files do not see each other's DOM.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/ui/src/test/setup.ts', 'src/test/setup.ts'],
    // A guard against a hung test, as in the UI package (see its vitest.config.ts): a page test signs in, loads
    // and fills a whole form, and on a slow machine beside the other stages one can take many times its usual time.
    testTimeout: 90_000,
  },
});
