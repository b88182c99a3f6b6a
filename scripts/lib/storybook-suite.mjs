// The story suite: build Storybook statically, serve it on 127.0.0.1, and run @storybook/test-runner in
// Debian's chromium. Every story must render without console errors, pass its play function, have no
// accessibility violations, and match its visual baseline.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from './static-server.mjs';

export const STORYBOOK_TEST_PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 6217);

/**
 * Runs the suite from `root`. With `update`, missing or changed visual baselines are written instead of
 * compared. Returns the counts of passed and failed stories.
 */
export async function runStorybookSuite(root, { update = false } = {}) {
  const out = join(root, 'test-results');
  mkdirSync(out, { recursive: true });
  const staticDir = join(root, 'storybook-static');
  rmSync(staticDir, { recursive: true, force: true });

  const build = spawnSync('storybook', ['build', '--disable-telemetry', '--quiet', '-o', staticDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (build.status !== 0) return { passed: 0, failed: 1 };

  let server;
  try {
    server = await serveStatic(staticDir, STORYBOOK_TEST_PORT);
  } catch (error) {
    process.stderr.write(`Cannot serve Storybook on 127.0.0.1:${STORYBOOK_TEST_PORT}: ${error.message}\n`);
    return { passed: 0, failed: 1 };
  }

  const report = join(out, 'storybook.json');
  rmSync(report, { force: true });
  // --outputFile takes no value in the runner's own parser: the path reaches jest only as the last argument.
  const args = [
    '--url',
    `http://127.0.0.1:${STORYBOOK_TEST_PORT}`,
    '--maxWorkers=2',
    '--failOnConsole',
    update ? '-u' : '--ci',
    '--json',
    '--outputFile',
    report,
  ];
  const status = await new Promise((resolvePromise) => {
    const child = spawn('test-storybook', args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolvePromise(code ?? 1));
  });
  await new Promise((resolvePromise) => server.close(resolvePromise));

  let result;
  try {
    result = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return { passed: 0, failed: 1 };
  }
  const failed = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  return { passed: result.numPassedTests, failed: failed === 0 && status !== 0 ? 1 : failed };
}
