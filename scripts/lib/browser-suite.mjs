// The browser suite: the whole stack (sign-in provider, API on a fresh PGlite, the portal's production build)
// on ports of its own, and @playwright/test in Debian's chromium signing in through the real login page.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStack, stackSettings, startStack } from './stack.mjs';

const PORTS = {
  identityPort: Number(process.env.E2E_IDENTITY_PORT ?? 4617),
  apiPort: Number(process.env.E2E_API_PORT ?? 4017),
  portalPort: Number(process.env.E2E_PORTAL_PORT ?? 5187),
};

/**
 * The whole suite runs as two Playwright runs side by side against the one stack, each going through its files
 * one after another: the browser suite mostly waits (on chromium, the stack and the network), so two runs take
 * little more than half the time of one. The split keeps apart what two files could change under each other:
 * - every file that changes Tan Ah Kow's or Ng Siew Lan's data (cart, orders, services, eGIRO, health forms) is
 *   here, with the route visits (which only read, as them);
 * - the other group has Siti's, Rachel Goh's and Lim Bee Hoon's files and the visitors' pages, and both Denticare
 *   files (the public booking and Tan Ah Kow's own): they take times from one pool of free slots, and each
 *   expects the first free time to be as it left it.
 * A new file goes to the other group unless it is named here. Balanced by time: about 11 minutes each on a quiet
 * 2-core machine beside nothing else.
 */
export const FIRST_GROUP = [
  'portal.e2e.ts',
  'register.e2e.ts',
  'payment.e2e.ts',
  'egiro.e2e.ts',
  'delivery.e2e.ts',
  'invoice.e2e.ts',
  'health-declaration.e2e.ts',
  'medical-history.e2e.ts',
];

/** The suite's files in two groups (see {@link FIRST_GROUP}). */
export function browserGroups(root) {
  const files = readdirSync(join(root, 'apps', 'portal', 'e2e')).filter((name) => name.endsWith('.e2e.ts'));
  return [
    files.filter((name) => FIRST_GROUP.includes(name)),
    files.filter((name) => !FIRST_GROUP.includes(name)),
  ];
}

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
      // The sandbox bank makes an eGIRO deduction 30 s after it was asked, not 5: the eGIRO journey reads the
      // completion page while the deduction is still to come, which took longer than 5 s on a busy machine.
      env: { LOG_LEVEL: 'warn', IDENTITY_ACCESS_TOKEN_TTL: '14400', EGIRO_SANDBOX_DEBIT_SECONDS: '30' },
    });
  } catch (error) {
    process.stderr.write(`The stack did not start: ${error instanceof Error ? error.message : error}\n`);
    process.stderr.write(`${logs.slice(-40).join('\n')}\n`);
    rmSync(dataDir, { recursive: true, force: true });
    return { passed: 0, failed: 1 };
  }

  // The whole suite in two runs side by side (see FIRST_GROUP); the files or tests the arguments name, in one.
  const runs =
    playwrightArgs.length === 0
      ? browserGroups(root).map((files, index) => ({
          name: `group ${index + 1}`,
          args: files.map((f) => `/${f}$`),
        }))
      : [{ name: '', args: playwrightArgs }];
  const statuses = await Promise.all(
    runs.map((run, index) => {
      const report = join(root, 'test-results', `e2e-${index + 1}.json`);
      rmSync(report, { force: true });
      run.report = report;
      return new Promise((resolvePromise) => {
        const child = spawn(
          'playwright',
          ['test', '-c', join(root, 'apps', 'portal', 'e2e', 'playwright.config.ts'), ...run.args],
          {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: {
              ...process.env,
              PORTAL_URL: settings.portalUrl,
              API_URL: settings.apiUrl,
              IDENTITY_URL: settings.identityUrl,
              PLAYWRIGHT_JSON_OUTPUT: report,
              PLAYWRIGHT_OUTPUT_DIR: join(root, 'test-results', `e2e-${index + 1}`),
            },
          },
        );
        // Each line says which run it comes from, as the two runs' lines interleave.
        const prefix = run.name ? `[${run.name}] ` : '';
        for (const [stream, target] of [
          [child.stdout, process.stdout],
          [child.stderr, process.stderr],
        ]) {
          let pending = '';
          stream.on('data', (chunk) => {
            const lines = (pending + chunk.toString()).split('\n');
            pending = lines.pop() ?? '';
            for (const line of lines) target.write(`${prefix}${line}\n`);
          });
          stream.on('end', () => {
            if (pending) target.write(`${prefix}${pending}\n`);
          });
        }
        child.on('close', (code) => resolvePromise(code ?? 1));
      });
    }),
  );
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const counts = { passed: 0, failed: 0 };
  for (const [index, run] of runs.entries()) {
    let counted;
    try {
      counted = countResults(JSON.parse(readFileSync(run.report, 'utf8')));
    } catch {
      counted = { passed: 0, failed: 1 };
    }
    if (statuses[index] !== 0 && counted.failed === 0) counted.failed = 1;
    counts.passed += counted.passed;
    counts.failed += counted.failed;
  }
  if (statuses.some((status) => status !== 0)) process.stderr.write(`${logs.slice(-40).join('\n')}\n`);
  return counts;
}
