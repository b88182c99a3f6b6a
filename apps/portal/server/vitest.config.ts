import { fileURLToPath } from 'node:url';

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'portal-server',
    // The portal's folder, so that one Node project covers the server and the build plugins beside it.
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    include: ['server/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
