import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * The size budget of the portal's build. Not part of the root test run: `npm test` runs it after building the
 * portal (`vitest run -c apps/portal/budget/vitest.config.ts`).
 */
export default defineProject({
  resolve: { conditions: ['@careportal/source', ...defaultClientConditions] },
  test: {
    name: 'portal-budget',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    // Each test reads and gzips the whole build; `npm test` runs it beside other suites on a 2-core machine,
    // where that passed vitest's default 5 s. The budgets themselves are what the tests check.
    testTimeout: 60_000,
  },
});
