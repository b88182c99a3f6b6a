/**
 * The real API as a process (`node src/server.ts`), for the suites that need what `inject` cannot show: a kill,
 * or more than one process on one database. The tests' signing keys are served over HTTP, as the identity
 * provider serves its own, so the processes check tokens exactly as in production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { nationalIdCheckLetter } from '@careportal/domain';

import type { TestKeys } from './helpers.ts';
import { LOAD_RATE, startLoad } from './load.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** A free port on 127.0.0.1 (asked of the OS, then released for the API to take). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The tests' key set over HTTP, as the identity provider serves its own: the API fetches it to check tokens. */
export async function serveKeySet(keys: TestKeys): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [keys.publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/jwks`, server };
}

/** Closes a server made by {@link serveKeySet}. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
}

export interface RunningApi {
  child: ChildProcess;
  base: string;
  exited: Promise<NodeJS.Signals | number | null>;
  output: () => string;
  /** Ends the load `npm run bench:faults` puts on the process (test/load.ts), before the suite stops it. */
  endLoad: () => Promise<void>;
}

/**
 * How long a process may take to answer /healthz: a guard against one that never starts, not a speed check. It is
 * what `npm start` and the browser suite allow the API (scripts/lib/stack.mjs): on a 2-core machine running the
 * story and browser suites beside this one, a start that migrates and seeds PostgreSQL took more than 60 s.
 */
export const API_START_TIMEOUT_MS = 180_000;

/** Starts `node src/server.ts` with `env` and resolves once /healthz answers 200 (at most `timeoutMs`). */
export async function startApi(
  env: NodeJS.ProcessEnv,
  timeoutMs = API_START_TIMEOUT_MS,
): Promise<RunningApi> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...env, API_HOST: '127.0.0.1', API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve(signal ?? code);
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the API stopped before it answered:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer /healthz in ${timeoutMs / 1000} s:\n${output}`);
    }
    const health = await fetch(`${base}/healthz`).catch(() => undefined);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let endLoad = () => Promise.resolve();
  if (LOAD_RATE > 0) {
    // `npm run bench:faults`: a constant load on the process while it lives (test/load.ts). A process killed in
    // the middle of a test ends its load with it; one the suite stops has its load ended first ({@link stopApis}).
    const stopLoad = await startLoad(base, 'process', ['/products/category']);
    void exited.then((how) =>
      stopLoad(typeof how === 'string' ? `killed (${how})` : `exited (code ${String(how)})`),
    );
    endLoad = () => stopLoad();
  }
  return { child, base, exited, output: () => output, endLoad };
}

/**
 * Kills (SIGKILL) each API still running and waits until every one has exited. It waits on {@link RunningApi.exited},
 * which settles even for a process that exited earlier: an `'exit'` listener added after the event never fires.
 */
export async function stopApis(apis: Iterable<RunningApi>): Promise<void> {
  const all = [...apis];
  await Promise.all(all.map((api) => api.endLoad()));
  for (const api of all)
    if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  await Promise.all(all.map((api) => api.exited));
}

/** Letters for `n` (0 → "Aa", 1 → "Ab" …): loved ones' names take no digits. */
function letters(n: number): string {
  const a = 'A'.charCodeAt(0);
  return String.fromCharCode(a + Math.floor(n / 26)) + String.fromCharCode(a + 32 + (n % 26));
}

/**
 * The `n`th loved one of a stream of writes (POST lovedone), each with a name and an NRIC of its own: the
 * stream's two-digit `series` and five digits of `n`, and its `surname` ('Durable Tan Ab').
 */
export function streamLovedOne(n: number, series: string, surname: string) {
  const digits = `${series}${String(n).padStart(5, '0')}`;
  return {
    name: `${surname} Tan ${letters(n)}`,
    dateOfBirth: '1950-03-14',
    gender: 'Female',
    idType: 'NRIC',
    nric: `S${digits}${nationalIdCheckLetter('S', digits)}`,
    countryCode: '+65',
    email: `${surname.toLowerCase()}.tan.${n}@example.sg`,
    mobileNumber: '82345678',
    homeNumber: null,
    language: 'English',
    otherLanguage: null,
    religion: 'Buddhism',
    otherReligion: null,
    relationship: 'Spouse',
  };
}
