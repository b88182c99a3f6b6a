import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@careportal/source'] },
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
