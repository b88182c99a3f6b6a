#!/usr/bin/env node
// `npm test`: every check of the workspace, stopping at the first failure.
// Runs under Node 24 with the workspace's binaries on PATH (see scripts/bootstrap.mjs).
// Its last line is the summary `N passed, N failed`, counting every test of every suite; a check without
// tests of its own (format, lint, typecheck) counts as one.
//
// The machine CI runs on has 2 cores, and no stage keeps them busy by itself: the browser suite mostly waits on
// chromium and the stack, the story suite on chromium, the unit and API tests on the database. So four stages run
// side by side (TEST_CONCURRENCY; the quick ones that hardly use a core, and format and lint, which run at the
// lowest priority on what the others leave, do not count), each as soon as what it needs has passed and in the
// order of `stages`: the story suite (needing nothing) from the start, beside the typecheck and (once the domain
// package is built, in seconds) the API tests and the other unit tests; then the builds and the browser suite
// (itself two runs side by side, scripts/lib/browser-suite.mjs). bench/README.md says what each arrangement
// measured. TEST_CONCURRENCY=1 runs every stage one after another. Each stage runs as a child process
// (`test.mjs --stage <name>`) whose output goes to a log of its own (node_modules/.cache/careportal-test/<stage>.log);
// the log is printed whole, under the stage's name, when the stage ends, so the outputs of stages that ran together
// never mix. After a failure no further stage starts, the ones running are stopped, and the failed stage's log is
// printed last, just above the summary. A table of each stage's wall-clock and CPU time, and of how busy the
// machine's cores were, comes before the summary.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildForBrowserSuite, runBrowserSuite } from './lib/browser-suite.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { runStorybookSuite } from './lib/storybook-suite.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const reports = join(root, 'node_modules', '.cache', 'careportal-test');

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
const check = (name, bin, args, options = {}) => ({
  name,
  ...options,
  run: () => {
    const ok = sh(bin, args) === 0;
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  },
});

/** A vitest run whose tests are counted from its JSON report. */
const vitestSuite = (name, args, options = {}) => ({
  name,
  ...options,
  run: () => {
    const outputFile = join(reports, `${slug(name)}.json`);
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

/**
 * CPU time this process and every process it waited for used, in seconds (Linux's /proc; 0 elsewhere): with
 * the wall clock, it says how much of a stage's time a core was busy, and so which stages can share.
 */
function cpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime, cstime: fields 14 to 17 of stat(5), counted from the state (field 3) here.
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return ticks / 100;
  } catch {
    return 0;
  }
}

/**
 * Busy and total CPU time of the whole machine so far, in seconds (Linux's /proc/stat; undefined elsewhere): what
 * every process used, chromium's renderers and the database server too, which a stage's own count can miss.
 */
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is inside user already).
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / 100, total: (busy + idle + iowait) / 100 };
  } catch {
    return undefined;
  }
}

function slug(name) {
  return name.replace(/\W+/g, '-');
}

/**
 * Every stage, in the order they are started when there is room. `after`: the stages that must have passed
 * first. `light`: short or hardly uses a core, so it runs beside the others. `idle`: a check with no time limit
 * whose result no other stage waits for (format, lint): it runs at the lowest CPU priority, on what the others
 * leave, and so beside them; the tests with time limits (a form's wait for a field, a browser step) get the cores
 * first. Every `tsc -b` (the domain package's build, the typecheck, the UI package's build, the portal build) runs
 * after the one before, never beside another: they write the same outputs.
 */
const stages = [
  check('format', 'prettier', ['--check', '--log-level=warn', '.'], { idle: true }),
  // The story suite builds Storybook from the sources and needs nothing else: it starts at once.
  { name: 'stories', run: () => runStorybookSuite(root) },
  check('lint', 'eslint', ['--max-warnings=0', '.'], { idle: true }),
  // The portal's import graph: layers one way, no cycle (.dependency-cruiser.cjs).
  check('import graph', 'depcruise', ['apps/portal/src', '--config', '.dependency-cruiser.cjs'], {
    light: true,
  }),
  // No block of the portal's code written twice outside tests, stories and fakes (.jscpd.json): a rule lives once.
  check('duplication', 'jscpd', ['--config', '.jscpd.json', '--no-colors'], { light: true }),
  // The domain package's build (its part of `tsc -b`, a few seconds) first: the unit and API tests need only it
  // (the API suites' global setup and the package's own test import its build), so they start at once instead
  // of after the whole typecheck, and are not left running alone at the end.
  check('domain package build', 'tsc', ['-b', 'packages/domain/tsconfig.lib.json']),
  check('typecheck', 'tsc', ['-b'], { after: ['domain package build'] }),
  {
    name: 'PostgreSQL for the API suites',
    light: true,
    run: () => {
      ensurePostgres((line) => process.stdout.write(`${line}\n`));
      return { passed: 0, failed: 0 };
    },
  },
  check('ui package build', 'pnpm', ['--filter', '@careportal/ui', 'run', 'build'], {
    after: ['typecheck'],
  }),
  {
    name: 'portal build',
    after: ['typecheck', 'ui package build'],
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
  // The browser suite, the longest stage, as soon as the portal is built.
  {
    name: 'browser',
    after: ['portal build'],
    run: () => runBrowserSuite(root, [], { build: false }),
  },
  // Every route of the route table inside its gzip budget (apps/portal/budget.json), on the build just made.
  // It gzips the whole build, so it takes a slot like the big suites.
  vitestSuite('portal size budget', ['-c', 'apps/portal/budget/vitest.config.ts'], {
    after: ['portal build'],
  }),
  // The API suites, and the other unit tests beside them: vitest gives this machine one worker, so one stage runs
  // one file after another on one core. As one stage they were the last to end, alone on one core for minutes.
  vitestSuite('API', ['--project', 'api'], {
    after: ['domain package build', 'PostgreSQL for the API suites'],
  }),
  vitestSuite('unit', ['--project', '!api'], { after: ['domain package build'] }),
];

/**
 * How many stages that use a core run at once: 4 by default, in the order of {@link stages} (TEST_CONCURRENCY=1:
 * one after another).
 */
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? 4));

const stageIndex = process.argv.indexOf('--stage');
if (stageIndex !== -1) {
  // One stage, in a child process of the runner below: its counts go to the file the runner names.
  const stage = stages.find((candidate) => candidate.name === process.argv[stageIndex + 1]);
  const resultFile = process.argv[stageIndex + 2];
  // The lowest priority (nice 19) for this process and all it starts.
  if (stage?.idle) os.setPriority(19);
  const result = stage ? await stage.run() : { passed: 0, failed: 1 };
  writeFileSync(resultFile, JSON.stringify({ ...result, cpuSeconds: cpuSeconds() }));
  process.exit(0);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// TEST_STAGES=format,lint runs only the stages named (and never what they wait for: that must have run).
const only = process.env.TEST_STAGES?.split(',').map((name) => name.trim());
if (only) {
  for (const stage of [...stages]) {
    if (!only.includes(stage.name)) stages.splice(stages.indexOf(stage), 1);
    else stage.after = (stage.after ?? []).filter((name) => only.includes(name));
  }
}

const started = Date.now();
const machineAtStart = machineCpu();
const clock = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Starts a stage in a child process; resolves to its counts, seconds and log once it has ended. */
function startStage(stage) {
  const log = join(reports, `${slug(stage.name)}.log`);
  const resultFile = join(reports, `${slug(stage.name)}.result.json`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--stage', stage.name, resultFile], {
    cwd: root,
    // Each stage in a process group of its own, so that stopping it stops everything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const begun = Date.now();
  const done = new Promise((resolvePromise) => {
    child.on('close', (code, signal) => {
      out.end(() => {
        const seconds = (Date.now() - begun) / 1000;
        const counted = readJson(resultFile);
        const result = counted ?? { passed: 0, failed: 1 };
        if (!counted) {
          result.note = signal
            ? `stopped (${signal})`
            : `ended with exit code ${code} before it counted its tests`;
        }
        resolvePromise({ stage, result, seconds, log });
      });
    });
  });
  return { child, done };
}

function stopStage(running) {
  try {
    process.kill(-running.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  setTimeout(() => {
    try {
      process.kill(-running.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 10_000).unref();
}

function report({ stage, result, seconds, log }) {
  const text = readFileSync(log, 'utf8');
  process.stdout.write(`\n▼ ${stage.name} (its output)\n${text}${text.endsWith('\n') || !text ? '' : '\n'}`);
  process.stdout.write(
    `${result.failed ? '✗' : '✓'} ${stage.name}: ${result.passed} passed, ${result.failed} failed (${seconds.toFixed(1)} s)${result.note ? ` — ${result.note}` : ''}\n`,
  );
}

const pending = [...stages];
const running = new Map();
const finished = new Map();
const timings = [];
let failure;
let passed = 0;
let failed = 0;

const ready = (stage) => (stage.after ?? []).every((name) => finished.get(name) === 'passed');
/**
 * Whether a stage takes one of the {@link concurrency} slots: all do when they run one after another; otherwise the
 * light ones and those at the lowest priority (`idle`) run beside the others.
 */
const takesSlot = (stage) => concurrency === 1 || (!stage.light && !stage.idle);
const busy = () => [...running.values()].filter((entry) => takesSlot(entry.stage)).length;

process.stdout.write(
  `Running ${stages.length} stages, up to ${concurrency} at a time; each stage's output follows when it ends.\n`,
);
// A line a minute while stages run, so a long stage is never mistaken for a hang (CI stops silent jobs).
// It says how busy the machine's cores were in that minute, so a run that shares the machine shows it.
let lastMinute = machineCpu();
const heartbeat = setInterval(() => {
  const now = machineCpu();
  const busy =
    now && lastMinute
      ? `, cores busy ${((now.busy - lastMinute.busy) / 60).toFixed(1)} of ${os.availableParallelism()}`
      : '';
  lastMinute = now;
  const names = [...running.values()].map(
    (entry) => `${entry.stage.name} (${Math.round((Date.now() - entry.begun) / 1000)} s)`,
  );
  if (names.length > 0) process.stdout.write(`… at ${clock()}${busy}, still running: ${names.join(', ')}\n`);
}, 60_000);
heartbeat.unref();
while (pending.length > 0 || running.size > 0) {
  if (!failure) {
    for (const stage of [...pending]) {
      if (!ready(stage) || (takesSlot(stage) && busy() >= concurrency)) continue;
      pending.splice(pending.indexOf(stage), 1);
      process.stdout.write(`▶ ${stage.name} started at ${clock()}\n`);
      running.set(stage.name, { stage, begun: Date.now(), machine: machineCpu(), ...startStage(stage) });
    }
  }
  if (running.size === 0) break;
  const ended = await Promise.race([...running.values()].map((entry) => entry.done));
  const machineAtStageStart = running.get(ended.stage.name)?.machine;
  const machineNow = machineCpu();
  running.delete(ended.stage.name);
  const ok = ended.result.failed === 0;
  finished.set(ended.stage.name, ok ? 'passed' : 'failed');
  timings.push({
    name: ended.stage.name,
    seconds: ended.seconds,
    cpu: ended.result.cpuSeconds ?? 0,
    machine: machineAtStageStart && machineNow ? machineNow.busy - machineAtStageStart.busy : undefined,
    ok,
  });
  if (failure && !ok && ended.result.note?.startsWith('stopped')) {
    // Stopped because another stage failed: it neither passed nor failed.
    process.stdout.write(
      `\n◼ ${ended.stage.name}: stopped after ${ended.seconds.toFixed(1)} s (another stage failed)\n`,
    );
    continue;
  }
  passed += ended.result.passed;
  failed += ended.result.failed;
  if (!ok && !failure) {
    failure = ended;
    for (const entry of running.values()) stopStage(entry);
    continue;
  }
  report(ended);
}

clearInterval(heartbeat);
process.stdout.write(
  `\nStage times (wall clock ${clock()} in all; CPU is the time of every core it used):\n`,
);
for (const { name, seconds, cpu, machine, ok } of timings) {
  // One stage at a time, the machine's busy time over a stage is all it cost: chromium's renderers and the
  // database server too, which the stage's own count misses.
  const alone =
    concurrency === 1 && machine !== undefined ? `   machine ${machine.toFixed(0).padStart(5)} s` : '';
  process.stdout.write(
    `  ${ok ? '✓' : '✗'} ${name.padEnd(32)} ${seconds.toFixed(1).padStart(7)} s   CPU ${cpu.toFixed(0).padStart(5)} s${alone}\n`,
  );
}
const machineAtEnd = machineCpu();
if (machineAtStart && machineAtEnd) {
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const cores = os.availableParallelism();
  process.stdout.write(
    `  the machine's ${cores} cores were busy ${busy.toFixed(0)} s in all: ${(busy / ((Date.now() - started) / 1000)).toFixed(2)} cores on average\n`,
  );
}
if (failure) {
  process.stdout.write(`\nThe first failure, ${failure.stage.name}:`);
  report(failure);
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed ? 1 : 0;
