// The browser suite: the whole stack (sign-in provider, API on a fresh PGlite, the portal's production build)
// on ports of its own, and @playwright/test in Debian's chromium signing in through the real login page.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStack, stackSettings, startStack } from './stack.mjs';

const PORTS = {
  identityPort: Number(process.env.E2E_IDENTITY_PORT ?? 4617),
  apiPort: Number(process.env.E2E_API_PORT ?? 4017),
  portalPort: Number(process.env.E2E_PORTAL_PORT ?? 5187),
};

/** Counts the tests of a Playwright JSON report. */
function countResults(report) {
  let passed = 0;
  let failed = 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') passed += 1;
        else if (test.status !== 'skipped') failed += 1;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return { passed, failed };
}

/**
 * Builds the packages and the portal for the suite's ports (the API and provider URLs are baked into the
 * build). `npm test` builds once, checks the size budget on that build, then runs the suite on it.
 */
export function buildForBrowserSuite() {
  buildStack(stackSettings({ ...PORTS, dataDir: tmpdir() }), {
    log: (step) => process.stdout.write(`${step}\n`),
  });
}

/**
 * Runs the suite from `root`; resolves to the counts of passed and failed tests. `playwrightArgs` go to
 * `playwright test` after the config (a file filter, `--grep`, …). With `build: false` it serves the build
 * {@link buildForBrowserSuite} made.
 */
export async function runBrowserSuite(root, playwrightArgs = [], { build = true } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'careportal-e2e-'));
  const settings = stackSettings({ ...PORTS, dataDir });
  const logs = [];
  let stack;
  try {
    if (build) buildForBrowserSuite();
    stack = await startStack(settings, {
      output: (line) => logs.push(line),
      // Access tokens last 4 hours here, not 15 minutes: each group of tests signs in once and every test starts
      // from that saved sign-in, so once one test has refreshed the token (the provider rotates the refresh token),
      // the next test would replay the spent one and be signed out, as happened when the suite ran for longer than
      // 15 minutes on a busy machine.
      env: { LOG_LEVEL: 'warn', IDENTITY_ACCESS_TOKEN_TTL: '14400' },
    });
  } catch (error) {
    process.stderr.write(`The stack did not start: ${error instanceof Error ? error.message : error}\n`);
    process.stderr.write(`${logs.slice(-40).join('\n')}\n`);
    rmSync(dataDir, { recursive: true, force: true });
    return { passed: 0, failed: 1 };
  }

  const report = join(root, 'test-results', 'e2e.json');
  rmSync(report, { force: true });
  const status = await new Promise((resolvePromise) => {
    const child = spawn(
      'playwright',
      ['test', '-c', join(root, 'apps', 'portal', 'e2e', 'playwright.config.ts'), ...playwrightArgs],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          PORTAL_URL: settings.portalUrl,
          API_URL: settings.apiUrl,
          IDENTITY_URL: settings.identityUrl,
          PLAYWRIGHT_JSON_OUTPUT: report,
        },
      },
    );
    child.on('exit', (code) => resolvePromise(code ?? 1));
  });
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });

  let counts;
  try {
    counts = countResults(JSON.parse(readFileSync(report, 'utf8')));
  } catch {
    return { passed: 0, failed: 1 };
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  if (status !== 0) process.stderr.write(`${logs.slice(-40).join('\n')}\n`);
  return counts;
}
