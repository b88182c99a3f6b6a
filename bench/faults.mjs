#!/usr/bin/env node
// `npm run bench:faults`: the reliability journeys under load, never part of `npm test`.
//
// Runs the API's reliability suites one file at a time (vitest, as `npm test` runs them, on PGlite and on
// PostgreSQL) while every app and API process they start also serves a constant load of BENCH_FAULTS_RATE
// requests a second (500 by default; apps/api/test/load.ts, bench/lib/paced.mjs): the catalogue and the demo
// customer's profile, evenly spread, for as long as the app or process lives. The suites keep every assertion of
// their own (the authorization matrix changes nothing and shows nobody another's record, hostile input is refused
// with our envelope, one booking per slot, one charge per payment, nothing acknowledged lost when a process is
// killed or PostgreSQL restarts), and this command adds the load's own:
//   - no answer of the load is 5xx, except 503 while PostgreSQL restarts (database-restart.test.ts: the API's
//     documented answer during the gap);
//   - no load request fails to connect or goes unanswered, except at a process's deliberate kill.
// Writes bench/results/faults.json and prints a table; exits non-zero when a suite or a check fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFailures } from './lib/paced.mjs';
import {
  buildPackages,
  describeMachine,
  envNumber,
  machineLine,
  printTable,
  root,
  runBench,
  say,
  writeResults,
} from './lib/shared.mjs';

const RATE = envNumber('BENCH_FAULTS_RATE', 500);
/** How many generated bad requests the fuzz suite sends under the load (10,000 in `npm test`). */
const FUZZ_RUNS = envNumber('BENCH_FAULTS_FUZZ_RUNS', 4000);

/** The reliability suites, in the order they run. */
const SUITES = [
  'test/attack/authorization.test.ts',
  'test/attack/fuzz.test.ts',
  'test/attack/headers.test.ts',
  'test/denticare-public.test.ts',
  'test/denticare-client.test.ts',
  'test/payment-sandbox.test.ts',
  'test/checkout.test.ts',
  'test/durability.test.ts',
  'test/multi-process.test.ts',
  'test/database-restart.test.ts',
];

/** The suite whose load may see 503: PostgreSQL is restarted in the middle of it, on purpose. */
const RESTART_SUITE = 'test/database-restart.test.ts';

function runSuites(loadDir, onCleanup) {
  return new Promise((resolve) => {
    const child = spawn('vitest', ['run', '--no-file-parallelism', ...SUITES], {
      cwd: join(root, 'apps', 'api'),
      env: {
        ...process.env,
        API_TEST_LOAD_RATE: String(RATE),
        API_TEST_LOAD_DIR: loadDir,
        // The fuzz suite's 10,000 generated requests take most of its 170 s alone; under the load, a share of
        // them in the same time (BENCH_FAULTS_FUZZ_RUNS).
        FUZZ_RUNS: String(FUZZ_RUNS),
      },
      stdio: 'inherit',
    });
    onCleanup(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** A load's numbers, and what it broke of the checks above. */
function checkLoad(record) {
  const result = record.result;
  if (!result) return { record, problems: ['the load reported nothing'] };
  const codes = result.statusCodes ?? {};
  const count = (test) =>
    Object.entries(codes)
      .filter(([code]) => test(Number(code)))
      .reduce((sum, [, n]) => sum + n, 0);
  const { connection, unanswered } = loadFailures(result);
  const unavailable = codes['503'] ?? 0;
  const serverErrors = count((code) => code >= 500) - (record.file === RESTART_SUITE ? unavailable : 0);
  const problems = [];
  if (serverErrors > 0) problems.push(`${serverErrors} answers 5xx`);
  if (!record.endedBy.startsWith('killed') && connection + unanswered > 0)
    problems.push(`${connection + unanswered} requests failed to connect or got no answer`);
  return {
    record,
    problems,
    ok2xx: count((code) => code >= 200 && code < 300),
    client4xx: count((code) => code >= 400 && code < 500),
    server5xx: count((code) => code >= 500),
    connection,
  };
}

await runBench(async (onCleanup) => {
  const machine = describeMachine();
  say(`bench: ${machineLine(machine)}`);
  buildPackages();
  const loadDir = mkdtempSync(join(tmpdir(), 'careportal-bench-faults-'));
  onCleanup(() => rmSync(loadDir, { recursive: true, force: true }));
  say(`bench: the reliability suites, one file at a time, each app and API process under ${RATE} requests/s`);
  const started = performance.now();
  const suitesExit = await runSuites(loadDir, onCleanup);
  const seconds = Math.round((performance.now() - started) / 1000);

  const loads = readdirSync(loadDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(loadDir, name), 'utf8')))
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
    .map(checkLoad);
  say('');
  printTable(
    [
      'Suite (app or process)',
      'sent',
      '2xx',
      '4xx',
      '5xx',
      'conn. failed',
      'p50 ms',
      'p99 ms',
      'ended',
      'check',
    ],
    loads.map((load) => [
      `${load.record.file.replace(/^test\//, '')} (${load.record.target})`,
      load.record.result?.sent ?? 0,
      load.ok2xx ?? 0,
      load.client4xx ?? 0,
      load.server5xx ?? 0,
      load.connection ?? 0,
      load.record.result?.latencyMs?.p50 ?? '–',
      load.record.result?.latencyMs?.p99 ?? '–',
      load.record.endedBy,
      load.problems.length === 0 ? '✓' : `✗ ${load.problems.join('; ')}`,
    ]),
  );
  const problems = loads.filter((load) => load.problems.length > 0);
  const sent = loads.reduce((sum, load) => sum + (load.record.result?.sent ?? 0), 0);
  say(
    `\nbench: the suites ${suitesExit === 0 ? 'passed' : `FAILED (vitest exit code ${suitesExit})`} in ${seconds} s; ` +
      `${loads.length} loads sent ${sent} requests; ${problems.length === 0 ? 'every load check held' : `${problems.length} load checks failed`}.`,
  );
  if (loads.length === 0) say('bench: no load ran: were the suites started with API_TEST_LOAD_RATE?');
  const path = await writeResults('faults.json', {
    date: new Date().toISOString(),
    machine,
    setup: {
      rate: RATE,
      fuzzRuns: FUZZ_RUNS,
      suites: SUITES,
      load: 'bench/lib/paced.mjs: GET /products/category and (apps) GET /profile as demo-ahkow, in turn, evenly spread',
      runner: 'vitest run --no-file-parallelism in apps/api, PGlite and PostgreSQL as npm test runs them',
    },
    suitesPassed: suitesExit === 0,
    seconds,
    loads: loads.map((load) => ({ ...load.record, problems: load.problems })),
    loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
  });
  say(`bench: results in ${path}`);
  return suitesExit === 0 && problems.length === 0 && loads.length > 0 ? 0 : 1;
});
