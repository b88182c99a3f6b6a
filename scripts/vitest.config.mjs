// The scripts' own tests (the bootstrap's wait for the package manager), run with the other suites by `npm test`.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['lib/**/*.test.mjs'],
  },
});
