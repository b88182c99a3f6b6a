/**
 * Faults under load (issue 18, `npm run bench:faults`): with API_TEST_LOAD_RATE set, every app a suite builds
 * ({@link buildTestApp}) also listens on a port of its own, and every API process a suite starts (`startApi`)
 * gets the same: a constant load of that many requests a second (bench/lib/paced.mjs, in a process of its own)
 * for as long as the app or process lives, while the suite's journeys run against it.
 *
 * The load reads what every visitor and customer reads and nothing the journeys count: the catalogue, and for an
 * app the demo customer's profile (a token signed with the suite's keys, valid at the app's clock). It touches no
 * rate-limited route, so the suites' own limits count only their own requests. The load stops before its app
 * closes or its process is stopped (or, for a process killed in the middle of a test, when it dies), and its
 * counts go to API_TEST_LOAD_DIR as one JSON file, for bench/faults.mjs to check: every answer below 500, and no
 * connection failure except at a process's deliberate kill.
 *
 * Without API_TEST_LOAD_RATE (`npm test`) nothing here runs.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from 'vitest';

const PACED = fileURLToPath(new URL('../../../bench/lib/paced.mjs', import.meta.url));

/** Requests a second of the load on each app or process; 0 (the default) runs none. */
export const LOAD_RATE = Number(process.env.API_TEST_LOAD_RATE ?? 0);

/** What a load did, as bench/faults.mjs reads it. */
export interface LoadRecord {
  file: string;
  target: 'app' | 'process';
  paths: string[];
  /**
   * How the load ended: 'closed' when it was stopped before its app or process, or how the process ended under
   * it ('killed (SIGKILL)', 'exited (code 1)'): requests cut by that end are the test's doing, not a failure.
   */
  endedBy: string;
  result: Record<string, unknown> | null;
  startedAt: string;
  endedAt?: string;
}

/** Stops a load, saying how it ended ('closed' by default), and records its counts. */
export type StopLoad = (endedBy?: string) => Promise<void>;

/** The test file running now, relative to the API's folder. */
function currentFile(): string {
  const path = expect.getState().testPath ?? 'unknown';
  return path.replace(/^.*?\/apps\/api\//, '');
}

/**
 * Starts the load on `base` (GET each of `paths` in turn; a path starting with '!' is sent with `token`) and
 * resolves once it runs, with the function that stops it and records its counts.
 */
export async function startLoad(
  base: string,
  target: LoadRecord['target'],
  paths: string[],
  token = '',
): Promise<StopLoad> {
  const record: LoadRecord = {
    file: currentFile(),
    target,
    paths: paths.map((p) => p.replace(/^!/, '')),
    endedBy: 'closed',
    result: null,
    startedAt: new Date().toISOString(),
  };
  const child = spawn(process.execPath, [PACED], {
    env: {
      ...process.env,
      PACED_BASE: base,
      PACED_PATHS: paths.join(','),
      PACED_RATE: String(LOAD_RATE),
      PACED_TOKEN: token,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  await new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.startsWith('ready\n')) resolve();
    });
    void exited.then(resolve);
  });
  let stopping: Promise<void> | undefined;
  return (endedBy = 'closed') => {
    stopping ??= (async () => {
      record.endedBy = endedBy;
      child.kill('SIGTERM');
      await exited;
      record.endedAt = new Date().toISOString();
      try {
        record.result = JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as Record<string, unknown>;
      } catch {
        record.result = null;
      }
      const dir = process.env.API_TEST_LOAD_DIR ?? join(process.cwd(), 'load-results');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${randomUUID()}.json`), `${JSON.stringify(record)}\n`);
    })();
    return stopping;
  };
}
