#!/usr/bin/env node
// `pnpm test:stories` runs the story suite alone; `pnpm test:stories:update` rewrites the visual baselines
// in .storybook/visual-baselines/ (review the changed pictures before committing them).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStorybookSuite } from './lib/storybook-suite.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const update = process.argv.includes('--update');
const { passed, failed } = await runStorybookSuite(root, { update });
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed ? 1 : 0;
