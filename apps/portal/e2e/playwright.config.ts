import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The one place that names the browser and its flags: Debian's chromium, never a downloaded one.
const chromium = require('../../../scripts/chromium.cjs') as { executablePath: string; args: string[] };

const portalUrl = process.env.PORTAL_URL ?? 'http://127.0.0.1:5173';

/**
 * The browser suite runs against a stack that `scripts/test.mjs` starts (sign-in provider, API and the
 * portal's production build) on ports of its own, with a fresh data folder.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // A journey signs in, fills forms and runs axe several times; beside the story suite on 2 cores, 60 s was close.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT ?? 'test-results/e2e.json' }],
  ],
  // Each of the suite's runs side by side has a folder of its own (scripts/lib/browser-suite.mjs).
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? '../../../test-results/e2e',
  use: {
    baseURL: portalUrl,
    // The embedded sign-in provider's certificate is made on this machine.
    ignoreHTTPSErrors: true,
    locale: 'en-SG',
    timezoneId: 'Asia/Singapore',
    viewport: { width: 1280, height: 800 },
    // As a person who asks for less motion: toasts, dialogs and tabs appear at once (the UI package honours
    // prefers-reduced-motion), so no step waits for an animation to end.
    reducedMotion: 'reduce',
    // A worker keeps one browser context from test to test while the tests' options are the same (a file's
    // storage state, locale), and Playwright resets it between them: cookies, local and session storage,
    // IndexedDB, service workers, routes, init scripts, extra pages, viewport and emulated media. A new context
    // cost about a second of the machine's CPU a test (217 tests). What is not reset (granted permissions,
    // offline, extra headers, geolocation) no test changes; a test that needs a browser of its own opens one.
    reuseContext: true,
    // A failed test leaves its error, the call log, the page's accessibility tree (error-context.md) and a
    // picture of the page. A trace is recorded only when asked for (E2E_TRACE=1, e.g. to chase a failure with
    // `node scripts/e2e.mjs`): recording one for every test in case it fails (its screencast and a DOM snapshot
    // at each step) took about a quarter of the suite's CPU, and it is no check.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
  },
});
