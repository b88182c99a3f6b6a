#!/usr/bin/env node
// `node scripts/e2e.mjs [playwright args]` runs the browser suite alone (all of it, or the files and tests the
// arguments name, e.g. `node scripts/e2e.mjs profile.e2e.ts`) on the stack `npm test` uses.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBrowserSuite } from './lib/browser-suite.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { passed, failed } = await runBrowserSuite(root, process.argv.slice(2));
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed ? 1 : 0;
