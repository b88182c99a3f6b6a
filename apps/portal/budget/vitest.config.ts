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
  },
});
