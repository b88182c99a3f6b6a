#!/usr/bin/env node
// `npm test`: every check of the workspace, in order, stopping at the first failure.
// Runs under Node 24 with the workspace's binaries on PATH (see scripts/bootstrap.mjs).
// Its last line is the summary `N passed, N failed`, counting every test of every suite; a check without
// tests of its own (format, lint, typecheck) counts as one.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildForBrowserSuite, runBrowserSuite } from './lib/browser-suite.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { runStorybookSuite } from './lib/storybook-suite.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const reports = join(root, 'node_modules', '.cache', 'careportal-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Runs a command; returns its exit status. */
function sh(bin, args, env = {}) {
  const result = spawnSync(bin, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) {
    process.stderr.write(`could not run ${bin}: ${result.error.message}\n`);
    return 1;
  }
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A check that passes or fails as a whole. */
const check = (name, bin, args) => ({
  name,
  run: () => {
    const ok = sh(bin, args) === 0;
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  },
});

/** A vitest run whose tests are counted from its JSON report. */
const vitestSuite = (name, args) => ({
  name,
  run: () => {
    const outputFile = join(reports, `${name.replace(/\W+/g, '-')}.json`);
    const status = sh('vitest', [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${outputFile}`,
      ...args,
    ]);
    const report = readJson(outputFile);
    const passed = report?.numPassedTests ?? 0;
    const failed = (report?.numFailedTests ?? 0) + (status !== 0 && !report?.numFailedTests ? 1 : 0);
    return { passed, failed };
  },
});

const suites = [
  check('format', 'prettier', ['--check', '--log-level=warn', '.']),
  check('lint', 'eslint', ['--max-warnings=0', '.']),
  check('typecheck', 'tsc', ['-b']),
  {
    name: 'PostgreSQL for the API suites',
    run: () => {
      ensurePostgres((line) => process.stdout.write(`${line}\n`));
      return { passed: 0, failed: 0 };
    },
  },
  vitestSuite('unit and API', []),
  check('ui package build', 'pnpm', ['--filter', '@careportal/ui', 'run', 'build']),
  { name: 'stories', run: () => runStorybookSuite(root) },
  {
    name: 'portal build',
    run: () => {
      try {
        buildForBrowserSuite();
        return { passed: 1, failed: 0 };
      } catch (error) {
        process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
        return { passed: 0, failed: 1 };
      }
    },
  },
  // Every route of the route table inside its gzip budget (apps/portal/budget.json), on the build just made.
  vitestSuite('portal size budget', ['-c', 'apps/portal/budget/vitest.config.ts']),
  { name: 'browser', run: () => runBrowserSuite(root, [], { build: false }) },
];

let passed = 0;
let failed = 0;
for (const suite of suites) {
  process.stdout.write(`\n▶ ${suite.name}\n`);
  const started = Date.now();
  const result = await suite.run();
  passed += result.passed;
  failed += result.failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `${result.failed ? '✗' : '✓'} ${suite.name}: ${result.passed} passed, ${result.failed} failed (${seconds} s)\n`,
  );
  if (result.failed) break;
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed ? 1 : 0;
