#!/usr/bin/env node
// `npm run bench:web`: a Lighthouse benchmark of the portal's production build, never part of `npm test`.
//
// Builds the portal and starts the whole stack on ports of its own with a fresh data folder, launches Debian's
// chromium once (chrome-launcher; Lighthouse and Playwright share it), then runs Lighthouse's default mobile
// configuration (simulated throttling; performance and accessibility) several times per page:
//   1. the public pages first, each as a first visit in a profile that has never signed in;
//   2. then signs in as a demo customer through the real login page (Playwright over CDP) and measures /profile
//      with the sign-in kept.
// Extra URLs given as arguments (a peer served on this machine) are measured in the same run, alternated with
// ours. Writes bench/results/web.json and prints a table with the targets checked. See bench/README.md.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildStack, stackSettings, startStack } from '../scripts/lib/stack.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const browser = require('../scripts/chromium.cjs');

/** The bench's own ports: never those of `npm start` (4600, 4000, 5173) or the browser suite (4617, 4017, 5187). */
const PORTS = {
  identityPort: Number(process.env.BENCH_IDENTITY_PORT ?? 4627),
  apiPort: Number(process.env.BENCH_API_PORT ?? 4027),
  portalPort: Number(process.env.BENCH_PORTAL_PORT ?? 5197),
};
const PUBLIC_PATHS = ['/', '/denticare/book-appointment', '/egiro-landing'];
const SIGNED_IN_PATHS = ['/profile'];
/** The demo customer the signed-in pages are measured as (apps/identity/src/accounts.ts). */
const ACCOUNT = { email: 'ahkow.tan@example.sg', password: 'CarePortal#2026', name: 'Tan Ah Kow' };
const TARGETS = { perf: 95, a11y: 100, lcpMs: 2000, tbtMs: 100, cls: 0 };
const RESULTS = join(root, 'bench', 'results', 'web.json');

/** A first visit: everything the origin keeps is cleared before (and after) each run. */
const FIRST_VISIT = { disableStorageReset: false, clearStorageTypes: ['all'] };
/**
 * A signed-in visit. Lighthouse's reset still empties the HTTP cache (so the page's code is downloaded and
 * counted, as on the public pages), but the storage types it clears leave out local storage and cookies: MSAL
 * keeps its tokens in local storage, encrypted with a key in a session cookie.
 */
const SIGNED_IN_VISIT = {
  disableStorageReset: false,
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
};

const USAGE = `Usage: npm run bench:web -- [--runs N] [--only-urls] [URL ...]

  --runs N      Lighthouse runs per page (default 3); the median run is reported.
  --only-urls   Measure only the URLs given; do not build or start careportal.
  URL ...       Extra pages to measure in the same run, alternated with careportal's (a peer served on
                this machine, e.g. http://127.0.0.1:8080/). Measured as first visits.
`;

const say = (line = '') => process.stdout.write(`${line}\n`);
const warn = (line) => process.stderr.write(`${line}\n`);

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        runs: { type: 'string', default: '3' },
        'only-urls': { type: 'boolean', default: false },
        'url-only': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    warn(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    say(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    warn(`--runs must be a whole number of 1 or more, not "${values.runs}".`);
    process.exit(2);
  }
  const extraUrls = positionals.map((text) => {
    let url;
    try {
      url = new URL(text);
    } catch {
      url = null;
    }
    if (url === null || !['http:', 'https:'].includes(url.protocol)) {
      warn(`"${text}" is not an http(s) URL.\n\n${USAGE}`);
      process.exit(2);
    }
    return url.href;
  });
  const onlyUrls = values['only-urls'] || values['url-only'];
  if (onlyUrls && extraUrls.length === 0) {
    warn(`--only-urls needs at least one URL.\n\n${USAGE}`);
    process.exit(2);
  }
  return { runs, extraUrls, onlyUrls };
}

/** Alternates two lists: a0, b0, a1, b1, … then what is left of the longer one. */
function alternate(a, b) {
  const out = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (i < a.length) out.push(a[i]);
    if (i < b.length) out.push(b[i]);
  }
  return out;
}

/** The key numbers of one Lighthouse result. */
function keyMetrics(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (id) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const requests = lhr.audits['network-requests']?.details?.items;
  let jsBytes = null;
  let totalBytes = null;
  let requestCount = null;
  if (Array.isArray(requests)) {
    jsBytes = requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    totalBytes = requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    requestCount = requests.length;
  } else {
    const summary = lhr.audits['resource-summary']?.details?.items ?? [];
    jsBytes = summary.find((item) => item.resourceType === 'script')?.transferSize ?? null;
    totalBytes = summary.find((item) => item.resourceType === 'total')?.transferSize ?? null;
    requestCount = summary.find((item) => item.resourceType === 'total')?.requestCount ?? null;
  }
  const kb = (bytes) => (bytes === null ? null : Math.round((bytes / 1024) * 10) / 10);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    ttiMs: value('interactive'),
    jsKB: kb(jsBytes),
    totalKB: kb(totalBytes),
    requests: requestCount,
  };
}

/** The scripts a run downloaded, largest first: where the JS total comes from. */
function scriptList(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({
      url: item.url,
      transferKB: Math.round(((item.transferSize ?? 0) / 1024) * 10) / 10,
      resourceKB: Math.round(((item.resourceSize ?? 0) / 1024) * 10) / 10,
    }))
    .sort((a, b) => b.transferKB - a.transferKB);
}

/** The accessibility audits that failed, by id: what to look at when a11y is below 100. */
function failedAccessibilityAudits(lhr) {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
}

let computeMedianRun = null;
try {
  ({ computeMedianRun } = await import('lighthouse/core/lib/median-run.js'));
} catch {
  // Older or newer layouts of Lighthouse: fall back to the median by performance score below.
}

/** The median run: Lighthouse's own choice (closest to the median FCP and TTI), else by performance score. */
function medianRun(results) {
  if (computeMedianRun) {
    try {
      return { result: computeMedianRun(results), method: 'lighthouse computeMedianRun (FCP and TTI)' };
    } catch {
      // A run without FCP or TTI: use the score instead.
    }
  }
  const sorted = results.slice().sort((a, b) => (a.metrics.perf ?? 0) - (b.metrics.perf ?? 0));
  return { result: sorted[Math.floor((sorted.length - 1) / 2)], method: 'median performance score' };
}

function checkTargets(m) {
  return {
    perf: m.perf !== null && m.perf >= TARGETS.perf,
    a11y: m.a11y !== null && m.a11y >= TARGETS.a11y,
    lcp: m.lcpMs !== null && m.lcpMs <= TARGETS.lcpMs,
    tbt: m.tbtMs !== null && m.tbtMs <= TARGETS.tbtMs,
    cls: m.cls !== null && m.cls <= TARGETS.cls,
  };
}

function printTable(rows) {
  const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
  const cls = (v) => {
    if (v === null) return '–';
    if (v === 0) return '0';
    return v < 0.001 ? v.toPrecision(1) : v.toFixed(3);
  };
  const mark = (text, ok) => (ok ? text : `${text} ✗`);
  const header = ['URL', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'JS KB'];
  const lines = rows.map(({ label, median, error }) => {
    if (!median) return [label, `no result: ${error ?? 'Lighthouse did not run'}`];
    const ok = checkTargets(median);
    return [
      label,
      mark(String(median.perf ?? '–'), ok.perf),
      mark(String(median.a11y ?? '–'), ok.a11y),
      seconds(median.fcpMs),
      mark(seconds(median.lcpMs), ok.lcp),
      mark(median.tbtMs === null ? '–' : `${Math.round(median.tbtMs)} ms`, ok.tbt),
      mark(cls(median.cls), ok.cls),
      median.jsKB === null ? '–' : median.jsKB.toFixed(1),
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.filter((line) => line.length > 2).map((line) => line[i].length)),
  );
  const format = (cells) =>
    cells.length === 2 && cells !== header
      ? `| ${cells[0].padEnd(widths[0])} | ${cells[1]}`
      : `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  say(format(header));
  say(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) say(format(line));
  say(
    `Targets: performance ≥ ${TARGETS.perf}, accessibility ${TARGETS.a11y}, LCP ≤ ${TARGETS.lcpMs / 1000} s, ` +
      `TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}; ✗ marks a miss.`,
  );
}

// ---------------------------------------------------------------------------------------------------------

const { runs, extraUrls, onlyUrls } = options();
const cleanups = [];
let cleaning = null;
/** Stops what was started, newest first; safe to call more than once. */
function cleanup() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        warn(`bench: cleaning up: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    warn(`\nbench: ${signal}: stopping the browser and the stack…`);
    void cleanup().then(() => process.exit(130));
  });
}
// An error nobody handles (a service's stream, the browser connection) still stops what was started.
process.on('uncaughtException', (error) => {
  warn(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  void cleanup().then(() => process.exit(1));
});

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'careportal-bench-'));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));

  let settings = null;
  const stackLogs = [];
  let stackProblem = null;
  if (!onlyUrls) {
    settings = stackSettings({ ...PORTS, dataDir: join(scratch, 'data') });
    buildStack(settings, { log: (step) => say(`bench: ${step}`) });
    say('bench: starting the sign-in provider, the API (a new database, seeded) and the portal');
    try {
      const stack = await startStack(settings, {
        env: { LOG_LEVEL: 'warn' },
        output: (line) => stackLogs.push(line),
        onUnexpectedExit: (message) => {
          stackProblem = message;
          warn(`bench: ${message}`);
        },
      });
      cleanups.push(() => stack.stop());
    } catch (error) {
      warn(stackLogs.slice(-40).join('\n'));
      throw error;
    }
  }

  const profile = join(scratch, 'chromium-profile');
  mkdirSync(profile);
  const chrome = await launch({
    chromePath: browser.executablePath,
    // The local sign-in provider's certificate is made on this machine.
    chromeFlags: [...browser.args, '--ignore-certificate-errors'],
    userDataDir: profile,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  cleanups.push(() => chrome.kill());
  const versionInfo = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  say(`bench: ${versionInfo.Browser} on port ${chrome.port}; ${runs} Lighthouse run(s) per page`);

  const pages = new Map();
  const addPage = (url, label, kind) => pages.set(url, { url, label, kind, results: [], errors: [] });
  const ours = settings ? PUBLIC_PATHS.map((path) => `${settings.portalUrl}${path}`) : [];
  for (const url of ours) addPage(url, new URL(url).pathname, 'public');
  for (const url of extraUrls) if (!pages.has(url)) addPage(url, url, 'extra');
  const publicOrder = alternate(
    ours,
    extraUrls.filter((url) => !ours.includes(url)),
  );
  const signedIn = settings ? SIGNED_IN_PATHS.map((path) => `${settings.portalUrl}${path}`) : [];
  for (const url of signedIn) addPage(url, `${new URL(url).pathname} (signed in)`, 'signed-in');

  let lighthouseVersion = null;
  let configSettings = null;
  let benchmarkIndex = null;
  const measure = async (url, run, visit) => {
    const entry = pages.get(url);
    if (stackProblem && entry.kind !== 'extra') {
      entry.errors.push(`run ${run}: ${stackProblem}`);
      return;
    }
    const started = Date.now();
    try {
      const runnerResult = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...visit,
      });
      const lhr = runnerResult?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      if (entry.kind === 'signed-in') {
        // Signed out, the portal sends the visitor to the provider's login page: that is not the page measured.
        const final = new URL(lhr.finalDisplayedUrl);
        const toProvider = (lhr.audits['network-requests']?.details?.items ?? []).some(
          (item) => item.resourceType === 'Document' && item.url.startsWith(settings.identityUrl),
        );
        if (final.origin !== settings.portalUrl || final.pathname !== new URL(url).pathname || toProvider) {
          throw new Error(`not signed in: the page went to ${lhr.finalDisplayedUrl}`);
        }
      }
      lighthouseVersion ??= lhr.lighthouseVersion;
      configSettings ??= {
        formFactor: lhr.configSettings.formFactor,
        throttlingMethod: lhr.configSettings.throttlingMethod,
        throttling: lhr.configSettings.throttling,
        screenEmulation: lhr.configSettings.screenEmulation,
      };
      benchmarkIndex ??= lhr.environment?.benchmarkIndex ?? null;
      const metrics = keyMetrics(lhr);
      entry.results.push({
        lhr,
        metrics,
        raw: {
          run,
          ...metrics,
          failedAccessibilityAudits: failedAccessibilityAudits(lhr),
          scripts: scriptList(lhr),
          finalUrl: lhr.finalDisplayedUrl,
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          warnings: lhr.runWarnings,
          seconds: Math.round((Date.now() - started) / 100) / 10,
        },
      });
      say(
        `bench: run ${run} ${entry.label}: perf ${metrics.perf}, a11y ${metrics.a11y}, ` +
          `LCP ${Math.round(metrics.lcpMs ?? 0)} ms (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      entry.errors.push(`run ${run}: ${message}`);
      warn(`bench: run ${run} ${entry.label}: Lighthouse failed: ${message}`);
    }
  };

  // 1. Public pages, first visits, in a profile that has never signed in (once signed in, local storage holds
  //    MSAL's cache, which changes what a public page loads).
  for (let run = 1; run <= runs; run += 1) {
    for (const url of publicOrder) await measure(url, run, FIRST_VISIT);
  }

  // 2. Sign in through the real login page, then the signed-in pages with the sign-in kept.
  if (signedIn.length > 0) {
    say(`bench: signing in as ${ACCOUNT.email} through ${settings.identityUrl}`);
    try {
      await signIn(chrome.port, settings);
      for (let run = 1; run <= runs; run += 1) {
        for (const url of signedIn) await measure(url, run, SIGNED_IN_VISIT);
      }
    } catch (error) {
      const message = `sign-in failed: ${error instanceof Error ? error.message : String(error)}`;
      warn(`bench: ${message}`);
      for (const url of signedIn) pages.get(url).errors.push(message);
    }
  }

  // 3. Medians, the results file and the table.
  const rows = [...pages.values()].map((entry) => {
    if (entry.results.length === 0) {
      return { ...entry, median: null, error: entry.errors[0] ?? 'no run' };
    }
    const { result, method } = medianRun(entry.results);
    return { ...entry, median: result.metrics, medianRun: result.raw.run, method };
  });
  const cpuList = cpus();
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpu: cpuList[0]?.model ?? 'unknown',
      cpus: cpuList.length,
      memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
      os: `${platform()} ${release()}`,
      node: process.version,
      chromium: versionInfo.Browser,
      lighthouse: lighthouseVersion,
      lighthouseBenchmarkIndex: benchmarkIndex,
    },
    lighthouse: {
      categories: ['performance', 'accessibility'],
      config: 'default (mobile)',
      ...configSettings,
    },
    runs,
    targets: TARGETS,
    pages: rows.map((row) => ({
      url: row.url,
      label: row.label,
      kind: row.kind,
      visit: row.kind === 'signed-in' ? `signed in as ${ACCOUNT.email}` : 'first visit',
      median: row.median,
      targetsMet: row.median ? checkTargets(row.median) : null,
      medianRun: row.medianRun ?? null,
      medianMethod: row.method ?? null,
      runs: row.results.map((result) => result.raw),
      errors: row.errors,
    })),
  };
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, await formatted(RESULTS, `${JSON.stringify(report, null, 2)}\n`));

  say('');
  say(
    `Lighthouse ${lighthouseVersion ?? '?'} mobile (simulated throttling), median of ${runs} run(s); ` +
      `${versionInfo.Browser}; ${cpuList.length} × ${cpuList[0]?.model ?? 'CPU'}`,
  );
  printTable(rows);
  say(`Results: ${relative(process.cwd(), RESULTS) || RESULTS}`);
  if (stackProblem) warn(`bench: ${stackProblem}\n${stackLogs.slice(-40).join('\n')}`);
  const missing = rows.filter((row) => !row.median);
  if (missing.length > 0) {
    warn(`bench: Lighthouse could not measure ${missing.map((row) => row.label).join(', ')}.`);
    return 1;
  }
  return 0;
}

/** `text` as prettier writes it, so `npm run format:check` passes on a results file that is committed. */
async function formatted(path, text) {
  try {
    const prettier = await import('prettier');
    return await prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
  } catch {
    return text;
  }
}

/**
 * Signs the demo customer in as a person does: opens /profile, is sent to the provider's login page, fills it
 * in and comes back to /profile. Playwright then disconnects; the browser, its local storage and its session
 * cookies stay for Lighthouse.
 */
async function signIn(port, settings) {
  const { messages } = await import('@careportal/domain');
  const connection = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = connection.contexts();
    const page = await context.newPage();
    await page.goto(`${settings.portalUrl}/profile`);
    await page.waitForURL((url) => url.href.startsWith(settings.identityUrl), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByLabel('Email address').fill(ACCOUNT.email);
    await page.getByLabel('Password').fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.href.startsWith(settings.portalUrl) && url.pathname === '/profile', {
      timeout: 30_000,
    });
    await page.getByRole('heading', { level: 1, name: messages.labels.myProfile }).waitFor();
    await page.getByRole('banner').getByText(ACCOUNT.name).first().waitFor();
    await page.close();
  } finally {
    // For a browser connected over CDP, close() only disconnects: the browser and its default context stay.
    await connection.close();
  }
}

let code = 1;
try {
  code = await main();
} catch (error) {
  warn(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup();
}
process.exit(code);
