#!/usr/bin/env node
// `npm run bench:api`: the API's read throughput and latency under autocannon, never part of `npm test`.
//
// Starts the API as `npm start` does (apps/api/src/server.ts in a process of its own, on a fresh database it
// migrates and seeds itself, signed-in calls checked against a key set the bench serves) and, beside it, a bare
// Fastify route in a process of its own as the ceiling; autocannon runs in this process. For each database
// (PGlite, then PostgreSQL on a scratch database when one answers) it measures:
//   - the ceiling, GET / of the bare route;
//   - the catalogue read, GET /products/category, as a visitor;
//   - the profile read, GET /profile, signed in as the demo customer;
//   - the Denticare slot search, GET /public/v1/appointment/available-times, as a visitor;
//   - the ceiling again;
// each at its maximum throughput (BENCH_CONNECTIONS connections, 100 by default), reported as a ratio to the
// mean of the two ceiling measurements, and at a constant 500 requests per second (lib/paced.mjs: one request every
// 2 ms, each timed from when it was due), reported as p50 and p99 latency.
// Each measurement lasts BENCH_DURATION seconds (10 by default) after a BENCH_WARMUP-second warm-up (2).
// Writes bench/results/api.json and prints a table with the targets checked. A missed target is a measurement,
// not a failure, and so is a request left unanswered for autocannon's 10 s at full load (counted as timed out);
// the command exits non-zero when a request failed (an answer that was not 2xx, a connection refused or reset)
// or the stack did not start. See bench/README.md.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { waitHealthy } from '../scripts/lib/stack.mjs';
import { pacedLoad } from './lib/paced.mjs';
import {
  AUDIENCE,
  ISSUER,
  buildPackages,
  createScratchDatabase,
  createSigner,
  describeMachine,
  envNumber,
  findPostgres,
  machineLine,
  printTable,
  root,
  runBench,
  say,
  serveJwks,
  warn,
  writeResults,
} from './lib/shared.mjs';

/** The bench's own ports: never those of `npm start` (4000), the browser suite (4017) or bench:web (4027). */
const PORTS = {
  api: Number(process.env.BENCH_API_PORT ?? 4037),
  ceiling: Number(process.env.BENCH_CEILING_PORT ?? 4038),
  jwks: Number(process.env.BENCH_JWKS_PORT ?? 4039),
};
const DURATION = envNumber('BENCH_DURATION', 10);
const WARMUP = envNumber('BENCH_WARMUP', 2);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 100);
const FIXED_RATE = 500;
/** The most connections the constant-rate run opens (keep-alive; it opens one only when the others are busy). */
const FIXED_RATE_CONNECTIONS = 64;
/** The API's log level: info, as in production, by default; the lines go to a file, not through this process. */
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';
/** The demo customer of the seed (apps/api/src/db/seed-data.ts). */
const SUBJECT = 'demo-ahkow';
const TARGETS = { ratioOfCeiling: 0.5, p99Ms: 25 };

/** Starts `script` with `env` in a process of its own, its output in `logFile`; resolves once `healthUrl` answers. */
async function startProcess(name, script, env, healthUrl, logFile, onCleanup) {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let stopping = false;
  const stop = () =>
    new Promise((resolvePromise) => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) {
        resolvePromise();
        return;
      }
      child.once('exit', () => resolvePromise());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  onCleanup(stop);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  child.on('exit', (code, signal) => {
    if (!stopping)
      warn(`bench: ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); see ${logFile}`);
  });
  try {
    await waitHealthy(name, healthUrl, 180, exited);
  } catch (error) {
    warn(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
    throw error;
  }
  return { stop, exited };
}

/** GETs `url` and returns its JSON `data`, or throws with the answer. */
async function getData(url, headers = {}) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** The slot search of the public booking page: the first date with free times, as the page would ask it. */
async function slotSearchPath(apiUrl) {
  const clientSessionId = randomUUID();
  const { serviceId, centers } = await getData(
    `${apiUrl}/public/v1/centers?clientSessionId=${clientSessionId}`,
  );
  for (const { centerId } of centers) {
    const base = { serviceId, centerId, clientSessionId };
    const q = (extra) => new URLSearchParams({ ...base, ...extra }).toString();
    const { availableMonths } = await getData(`${apiUrl}/public/v1/appointment/available-months?${q({})}`);
    for (const selectedMonth of availableMonths) {
      const { availableDates } = await getData(
        `${apiUrl}/public/v1/appointment/available-dates?${q({ selectedMonth })}`,
      );
      for (const selectedDate of availableDates) {
        const path = `/public/v1/appointment/available-times?${q({ selectedMonth, selectedDate })}`;
        const { availableTimes } = await getData(`${apiUrl}${path}`);
        if (Object.keys(availableTimes).length > 0) return path;
      }
    }
  }
  throw new Error('the seeded Denticare centres have no free slot');
}

/** One autocannon run; the numbers kept from it. */
async function cannon(url, headers, options) {
  const result = await autocannon({ url, headers, duration: DURATION, ...options });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  return {
    connections: result.connections,
    durationSeconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: Math.round(result.latency.average * 100) / 100,
    },
    statusCodes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The latency at {@link FIXED_RATE} requests per second, evenly spread (lib/paced.mjs), as `cannon` reports it. */
async function constantRate(target) {
  const url = new URL(target.url);
  const result = await pacedLoad({
    base: url.origin,
    targets: [{ path: `${url.pathname}${url.search}`, headers: target.headers }],
    rate: FIXED_RATE,
    durationSeconds: DURATION,
    maxSockets: FIXED_RATE_CONNECTIONS,
  }).done;
  const statusCodes = result.statusCodes;
  const timeouts = result.errors.timeout ?? 0;
  const errors = Object.values(result.errors).reduce((sum, count) => sum + count, 0);
  return {
    connections: FIXED_RATE_CONNECTIONS,
    durationSeconds: result.durationSeconds,
    requests: result.answered,
    requestsPerSecond: result.requestsPerSecond,
    latencyMs: result.latencyMs,
    statusCodes,
    non2xx: Object.entries(statusCodes)
      .filter(([code]) => Number(code) < 200 || Number(code) >= 300)
      .reduce((sum, [, count]) => sum + count, 0),
    errors,
    timeouts,
  };
}

/** A target measured: a warm-up, the maximum throughput, then latency at the fixed rate. */
async function measure(target) {
  say(
    `bench: ${target.label}: warm-up ${WARMUP} s, then ${DURATION} s at most and ${DURATION} s at ${FIXED_RATE}/s`,
  );
  // autocannon stops waiting at the end of a run, but the server still works through what it was sent: each run
  // waits for one more answer, which comes after that backlog, so the next run starts on an idle server.
  const run = async (options) => {
    const result = await cannon(target.url, target.headers, options);
    await getData(target.url, target.headers);
    return result;
  };
  const warmup = await run({ connections: CONNECTIONS, duration: WARMUP });
  const max = await run({ connections: CONNECTIONS });
  const fixed = await constantRate(target);
  await getData(target.url, target.headers);
  // Requests go out on time whatever the server does: one that cannot keep up answers them late (its p99 shows
  // it) or not within the 10 s timeout (counted as timed out).
  fixed.rateReached = fixed.requestsPerSecond >= FIXED_RATE * 0.95;
  // A request that got no answer within autocannon's 10 s is a timeout (a queue too long at full load, reported);
  // an answer that was not 2xx, or a connection refused or reset, is a failure.
  const runs = [warmup, max, fixed];
  const failed = runs.reduce((sum, result) => sum + result.non2xx + result.errors - result.timeouts, 0);
  const timeouts = runs.reduce((sum, result) => sum + result.timeouts, 0);
  say(
    `bench:   ${max.requestsPerSecond} req/s at most; at ${fixed.requestsPerSecond}/s p50 ${fixed.latencyMs.p50} ms, ` +
      `p99 ${fixed.latencyMs.p99} ms${failed > 0 ? `; ${failed} failed requests` : ''}` +
      `${timeouts > 0 ? `; ${timeouts} timed out` : ''}`,
  );
  return {
    label: target.label,
    method: 'GET',
    path: target.path,
    auth: target.auth,
    max,
    fixedRate: fixed,
    failed,
    timeouts,
  };
}

/** The ceiling and the three reads on one database; the API is stopped (and a scratch database dropped) after. */
async function measureDatabase(database, { scratch, signer, jwksUrl, ceilingUrl, postgresAdminUrl }) {
  const stops = [];
  const onCleanup = (step) => stops.push(step);
  const apiUrl = `http://127.0.0.1:${PORTS.api}`;
  try {
    const env = {
      API_HOST: '127.0.0.1',
      API_PORT: String(PORTS.api),
      OIDC_ISSUER: ISSUER,
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_JWKS_URI: jwksUrl,
      // The public routes are limited to 100 requests a minute per client; the limiter still counts each one.
      API_RATE_LIMIT_MAX: '1000000000',
      API_SEED: 'auto',
      LOG_LEVEL,
    };
    let description;
    if (database === 'postgres') {
      const db = await createScratchDatabase(postgresAdminUrl);
      onCleanup(db.drop);
      env.DATABASE_URL = db.url;
      description = `PostgreSQL (${new URL(postgresAdminUrl).host}, scratch database ${db.name})`;
    } else {
      env.API_DATA_DIR = join(scratch, 'pglite');
      description = `PGlite (${relative(root, env.API_DATA_DIR) || env.API_DATA_DIR})`;
    }
    say(`bench: starting the API on ${description}; it migrates and seeds the database`);
    const api = await startProcess(
      'The API',
      join(root, 'apps', 'api', 'src', 'server.ts'),
      env,
      `${apiUrl}/healthz`,
      join(scratch, `api-${database}.log`),
      onCleanup,
    );
    const token = signer.token(SUBJECT, 3600 + 60 * DURATION);
    const targets = [
      { label: 'ceiling: bare Fastify GET /', url: ceilingUrl, path: '/', auth: 'none', headers: {} },
      { label: 'catalogue read', path: '/products/category', auth: 'visitor', headers: {} },
      {
        label: 'profile read',
        path: '/profile',
        auth: `signed in as ${SUBJECT}`,
        headers: { authorization: `Bearer ${token}` },
      },
      { label: 'Denticare slot search', path: await slotSearchPath(apiUrl), auth: 'visitor', headers: {} },
    ];
    for (const target of targets) {
      target.url ??= `${apiUrl}${target.path}`;
      // A target that does not answer 200 is a broken bench, not a measurement.
      await getData(target.url, target.headers);
    }
    const results = [];
    for (const target of targets) {
      if (api.exited()) throw new Error('the API stopped during the run');
      results.push(await measure(target));
    }
    // The ceiling again, last: the machine's other work changes over a few minutes, and the ratios use the mean.
    results.push(await measure({ ...targets[0], label: `${targets[0].label}, again` }));
    const ceilings = [results[0], results.at(-1)];
    const ceiling = (ceilings[0].max.requestsPerSecond + ceilings[1].max.requestsPerSecond) / 2;
    for (const result of results) {
      result.ratioOfCeiling = Math.round((result.max.requestsPerSecond / ceiling) * 1000) / 1000;
      result.targetsMet = ceilings.includes(result)
        ? null
        : {
            ratioOfCeiling: result.ratioOfCeiling >= TARGETS.ratioOfCeiling,
            p99: result.fixedRate.rateReached && result.fixedRate.latencyMs.p99 < TARGETS.p99Ms,
          };
    }
    return { database, description, ceilingRequestsPerSecond: Math.round(ceiling), routes: results };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

function printResults(passes) {
  const mark = (text, ok) => (ok === null || ok === undefined ? text : `${text} ${ok ? '✓' : '✗'}`);
  const ms = (route, key) => (route.fixedRate.requests === 0 ? '–' : `${route.fixedRate.latencyMs[key]} ms`);
  const rows = passes.flatMap((pass) =>
    pass.routes.map((route) => [
      `${pass.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${route.label}`,
      route.max.requestsPerSecond,
      mark(route.ratioOfCeiling.toFixed(2), route.targetsMet?.ratioOfCeiling),
      mark(`${route.fixedRate.requestsPerSecond}`, route.fixedRate.rateReached),
      ms(route, 'p50'),
      mark(ms(route, 'p99'), route.targetsMet?.p99),
      route.failed,
      route.timeouts,
    ]),
  );
  printTable(['Route', 'max req/s', '× ceiling', 'rate/s', 'p50', 'p99', 'failed', 'timed out'], rows);
  say(
    `Targets: at least ${TARGETS.ratioOfCeiling} of the ceiling's throughput on reads, p99 under ${TARGETS.p99Ms} ms ` +
      `at ${FIXED_RATE} requests per second on PostgreSQL; ✓ met, ✗ missed. rate/s is the rate answered when ` +
      `${FIXED_RATE}/s were sent, one every ${1000 / FIXED_RATE} ms (✗ under ${FIXED_RATE * 0.95}: the p99 then counts as missed). ` +
      'failed: answers not 2xx and connection errors (the command exits non-zero); timed out: no answer within ' +
      "autocannon's 10 s, at full load (reported, not a failure).",
  );
  for (const pass of passes) {
    for (const route of pass.routes.filter((r) => r.targetsMet !== null)) {
      const missed = Object.entries(route.targetsMet).filter(([, ok]) => !ok);
      const name = `${pass.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${route.label}`;
      say(
        missed.length === 0
          ? `  pass: ${name}`
          : `  miss: ${name} (${missed.map(([key]) => (key === 'p99' ? 'p99' : '× ceiling')).join(', ')})`,
      );
    }
  }
}

await runBench(async (onCleanup) => {
  const machine = describeMachine();
  say(`bench: ${machineLine(machine)}`);
  buildPackages();
  const scratch = mkdtempSync(join(tmpdir(), 'careportal-bench-api-'));
  onCleanup(() => rmSync(scratch, { recursive: true, force: true }));

  const signer = createSigner();
  const jwks = await serveJwks(signer, PORTS.jwks);
  onCleanup(jwks.close);
  const ceilingUrl = `http://127.0.0.1:${PORTS.ceiling}/`;
  await startProcess(
    'The bare Fastify route',
    join(root, 'bench', 'lib', 'bare-fastify.mjs'),
    { BENCH_CEILING_PORT: String(PORTS.ceiling) },
    ceilingUrl,
    join(scratch, 'ceiling.log'),
    onCleanup,
  );

  const postgresAdminUrl = await findPostgres();
  const databases = postgresAdminUrl ? ['pglite', 'postgres'] : ['pglite'];
  const skipped = postgresAdminUrl
    ? null
    : 'PostgreSQL did not answer (127.0.0.1:5432, or TEST_DATABASE_URL): measured on PGlite only.';
  if (skipped) warn(`bench: ${skipped}`);

  const passes = [];
  for (const database of databases) {
    passes.push(
      await measureDatabase(database, { scratch, signer, jwksUrl: jwks.url, ceilingUrl, postgresAdminUrl }),
    );
  }

  const failed = passes.reduce((sum, pass) => sum + pass.routes.reduce((n, route) => n + route.failed, 0), 0);
  const report = {
    date: new Date().toISOString(),
    machine,
    setup: {
      api: 'apps/api/src/server.ts in a process of its own (as npm start), on a database it migrated and seeded',
      ceiling: 'bench/lib/bare-fastify.mjs in a process of its own: the same Fastify, one route, no logger',
      client:
        'autocannon in the bench process for the maximum throughput; lib/paced.mjs (one request every 2 ms, ' +
        'latency from when each was due) for the latency at the fixed rate',
      autocannon: JSON.parse(readFileSync(join(root, 'node_modules', 'autocannon', 'package.json'), 'utf8'))
        .version,
      fastify: JSON.parse(
        readFileSync(join(root, 'apps', 'api', 'node_modules', 'fastify', 'package.json'), 'utf8'),
      ).version,
      apiLogLevel: LOG_LEVEL,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      maxThroughputConnections: CONNECTIONS,
      fixedRate: FIXED_RATE,
      fixedRateConnections: FIXED_RATE_CONNECTIONS,
    },
    targets: TARGETS,
    databases: passes,
    notes: skipped ? [skipped] : [],
    failedRequests: failed,
    loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
  };
  const path = await writeResults('api.json', report);

  say('');
  say(`API reads, ${machineLine(machine)}; ${DURATION} s per measurement`);
  printResults(passes);
  if (skipped) say(skipped);
  say(`Results: ${relative(process.cwd(), path) || path}`);
  if (failed > 0) {
    warn(
      `bench: ${failed} requests failed (not 2xx, or a connection error): see "statusCodes" in the results.`,
    );
    return 1;
  }
  return 0;
});
