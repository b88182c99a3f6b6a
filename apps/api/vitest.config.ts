import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@careportal/source'] },
  test: {
    name: 'api',
    environment: 'node',
    // One module graph per worker for all of its files, not one per file: each file builds its own app on its own
    // database, and importing the app again for each file was a third of the project's time.
    isolate: false,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
