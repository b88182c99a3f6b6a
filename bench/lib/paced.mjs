// A constant-rate (open-loop) load: request n is due at start + n / rate, whatever became of the requests
// before it, as wrk2 and k6's constant-arrival-rate send them. Each latency runs from the moment the request was
// due, not from when it could be sent, so a server that falls behind shows it (no coordinated omission).
//
// Why not autocannon's `overallRate`: it gives each connection its share of the rate per second and lets the
// connection send that share back to back at the start of each second, then wait. At 500/s over 10 connections
// that is 10 bursts of 50, and its percentiles measure the queue of a burst, not a steady 500 requests a second.
//
// As a module: `pacedLoad({ ... })` runs for `durationSeconds` (or until `stop()`), and resolves with the counts.
// As a command (`node bench/lib/paced.mjs`), for the suites that drive their own server under load: the target
// in the environment (PACED_BASE, PACED_PATHS comma-separated, PACED_RATE, PACED_TOKEN for the paths that start
// with '!', meaning signed in), it prints 'ready' once the first requests are out, runs until SIGTERM, and then
// prints its counts as one line of JSON.
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

/** The value at quantile `q` of `sorted` (ascending), or 0 for none. */
function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

const round = (value) => Math.round(value * 100) / 100;

/**
 * Sends GETs to `base` + each of `targets` in turn ({ path, headers }) at `rate` a second, for `durationSeconds`
 * (or until the returned `stop()`), over at most `maxSockets` keep-alive connections. Resolves with the number
 * sent and answered, the status codes, the connection errors, and the latency percentiles in milliseconds.
 */
export function pacedLoad({
  base,
  targets,
  rate,
  durationSeconds = Infinity,
  maxSockets = 64,
  timeoutMs = 10_000,
}) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const url = new URL(base);
  const interval = 1000 / rate;
  const latencies = [];
  const statusCodes = {};
  const errors = {};
  let sent = 0;
  let answered = 0;
  let stopped = false;
  let timer;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });
  const start = performance.now();
  const deadline = start + durationSeconds * 1000;

  const settle = () => {
    if (!stopped || answered + Object.values(errors).reduce((a, b) => a + b, 0) < sent) return;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const elapsed = (performance.now() - start) / 1000;
    finish({
      rate,
      durationSeconds: round(elapsed),
      sent,
      answered,
      requestsPerSecond: Math.round(answered / elapsed),
      statusCodes,
      errors,
      latencyMs: {
        p50: round(quantile(latencies, 0.5)),
        p90: round(quantile(latencies, 0.9)),
        p99: round(quantile(latencies, 0.99)),
        max: round(latencies.at(-1) ?? 0),
        mean: round(latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1)),
      },
    });
  };

  const send = (due) => {
    const target = targets[sent % targets.length];
    sent += 1;
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: target.path,
        method: 'GET',
        headers: target.headers ?? {},
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          statusCodes[res.statusCode] = (statusCodes[res.statusCode] ?? 0) + 1;
          answered += 1;
          settle();
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => {
      const code = error.code ?? error.message;
      errors[code] = (errors[code] ?? 0) + 1;
      settle();
    });
    req.end();
  };

  const tick = () => {
    const now = performance.now();
    const until = Math.min(now, deadline);
    // Every request due by now goes out now; a late tick sends the ones it missed, timed from when they were due.
    while (start + sent * interval <= until) send(start + sent * interval);
    if (now >= deadline) {
      stopped = true;
      settle();
      return;
    }
    timer = setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
  };
  tick();

  return {
    done,
    stop() {
      if (stopped) return done;
      stopped = true;
      clearTimeout(timer);
      settle();
      return done;
    },
  };
}

/** Whether a load's answers were all 2xx–4xx with no connection error: what `bench:faults` requires. */
export function loadFailures(result) {
  const server = Object.entries(result.statusCodes)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const connection = Object.values(result.errors).reduce((sum, count) => sum + count, 0);
  return { server, connection, unanswered: result.sent - result.answered - connection };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const token = process.env.PACED_TOKEN ?? '';
  const targets = (process.env.PACED_PATHS ?? '/healthz')
    .split(',')
    .map((path) =>
      path.startsWith('!')
        ? { path: path.slice(1), headers: { authorization: `Bearer ${token}` } }
        : { path },
    );
  const load = pacedLoad({
    base: process.env.PACED_BASE ?? 'http://127.0.0.1:4000',
    targets,
    rate: Number(process.env.PACED_RATE ?? 500),
  });
  // The caller waits for this line before it counts on the load running.
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => {
    void load.stop().then((result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    });
  });
}
