#!/usr/bin/env node
// `pnpm chromatic` publishes the Storybook to Chromatic for visual review, only when a project token is
// configured (CHROMATIC_PROJECT_TOKEN). Without one it says so and does nothing: the local story suite
// (`pnpm test:stories`) is the visual test that always runs.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  process.stdout.write('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.\n');
  process.exit(0);
}
const result = spawnSync(
  'chromatic',
  [
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: process.env },
);
process.exitCode = result.status ?? 1;
