import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    // One module graph per worker for all of its files, not one per file: the domain's code is pure, and
    // importing it again for each file was two thirds of the project's time.
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
