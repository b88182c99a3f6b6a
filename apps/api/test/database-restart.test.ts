/**
 * PostgreSQL restarted in the middle of a stream of writes (issue 18): the API (the real server process) reconnects
 * by itself. Requests made while the server is away are answered 503 in the envelope, at once: no hang and no
 * 500. Every write it acknowledged (201) is there afterwards, and writes succeed again once the server is back.
 *
 * The restart needs a PostgreSQL of the test's own, so the other suites' server is never touched: a private
 * cluster (Debian's initdb and pg_ctl, as the `postgres` user when the tests run as root) on a free port,
 * restarted with `pg_ctl restart -m fast` as `pg_ctlcluster restart` does. Where PostgreSQL's programs are not
 * installed, the suite says so and is skipped, as the other PostgreSQL suites are.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { messages } from '@careportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AUDIENCE, ISSUER, createKeys, signToken, type TestKeys } from './helpers.ts';
import {
  API_START_TIMEOUT_MS,
  closeServer,
  freePort,
  serveKeySet,
  startApi,
  streamLovedOne,
  type RunningApi,
} from './processes.ts';

/** Debian's PostgreSQL programs, newest version first, or undefined when none is installed. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')) && existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version === undefined ? undefined : join(root, version, 'bin');
}

const BIN = postgresBin();
/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const AS_ROOT = process.getuid?.() === 0;
const CAN_RUN = BIN !== undefined && (!AS_ROOT || existsSync('/usr/sbin/runuser'));

if (!CAN_RUN)
  console.log('[database-restart] PostgreSQL programs not installed: the restart suite is skipped');

/** Runs one of PostgreSQL's programs (as `postgres` when root); throws with its output when it fails. */
function pg(program: string, args: string[]): void {
  const command = join(BIN ?? '', program);
  const result = AS_ROOT
    ? spawnSync('/usr/sbin/runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} failed:\n${result.stdout}${result.stderr}`);
}

/** The same as {@link pg} without blocking: the test keeps sending requests while it runs. */
function pgInBackground(program: string, args: string[]): Promise<void> {
  const command = join(BIN ?? '', program);
  const child = AS_ROOT
    ? spawn('/usr/sbin/runuser', ['-u', 'postgres', '--', command, ...args])
    : spawn(command, args);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed:\n${output}`));
    });
  });
}

const WRITERS = 4;

describe.runIf(CAN_RUN)('PostgreSQL restarted under a stream of writes', () => {
  let dir: string;
  let dataDir: string;
  let keys: TestKeys;
  let keySet: { url: string; server: Server };
  let api: RunningApi | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'careportal-restart-'));
    if (AS_ROOT) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout), -1);
    dataDir = join(dir, 'data');
    const port = await freePort();
    pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    keys = await createKeys();
    keySet = await serveKeySet(keys);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      OIDC_ISSUER: ISSUER,
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_JWKS_URI: keySet.url,
      API_SEED: 'auto',
      // The stream adds loved ones with new ID numbers, each an ID-number lookup (issue 32): this suite is about
      // durability, not that limit (test/money-rules.test.ts is), so the limit is lifted as in the attack suites.
      API_NRIC_CHECK_MAX: '1000000',
      LOG_LEVEL: 'error',
    };
    delete env.API_DATA_DIR;
    api = await startApi(env);
  }, API_START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    if (api?.child.exitCode === null) {
      await api.endLoad();
      api.child.kill('SIGTERM');
      await api.exited;
    }
    await closeServer(keySet.server);
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'answers 503 while the server is away, then carries on; every acknowledged write is kept',
    { timeout: 120_000 },
    async () => {
      if (!api) throw new Error('the API did not start');
      const base = api.base;
      const token = await signToken(keys, 'demo-siti', { expiresIn: 3600 });
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const answers: { status: number; at: number; body: string }[] = [];
      const acknowledged: string[] = [];
      let next = 0;
      let stop = false;
      let restartedAt = Infinity;

      const writer = async () => {
        while (!stop) {
          const n = next++;
          const one = streamLovedOne(n, '57', 'Restart');
          // A request that hangs would fail here: none may take longer than this.
          const res = await fetch(`${base}/lovedone`, {
            method: 'POST',
            headers,
            signal: AbortSignal.timeout(15_000),
            body: JSON.stringify(one),
          });
          const body = await res.text();
          answers.push({ status: res.status, at: Date.now(), body });
          if (res.status === 201) acknowledged.push(one.name);
          // While the server is away, a client waits a little before trying again, as retry-after asks.
          if (res.status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };

      const writers = Array.from({ length: WRITERS }, writer);
      // Some writes first, then the restart in the middle of the stream, then more writes once it is back.
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
      await pgInBackground('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'restart']);
      restartedAt = Date.now();
      const afterRestart = () => answers.filter((a) => a.at > restartedAt && a.status === 201).length;
      const deadline = Date.now() + 60_000;
      while (afterRestart() < 20 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      stop = true;
      await Promise.all(writers);

      // Only 201, or 503 in the envelope with its message: never a 500.
      const statuses = new Set(answers.map((a) => a.status));
      expect(
        [...statuses].filter((s) => s !== 201 && s !== 503),
        JSON.stringify(answers.filter((a) => a.status !== 201 && a.status !== 503).slice(0, 3)),
      ).toEqual([]);
      const unavailable = answers.filter((a) => a.status === 503);
      expect(unavailable.length, 'requests made while the server was away').toBeGreaterThan(0);
      for (const a of unavailable) {
        expect(JSON.parse(a.body)).toMatchObject({
          errorCode: 'DATABASE_UNAVAILABLE',
          errorMessage: messages.api.temporarilyUnavailable,
        });
      }
      // The API reconnected by itself.
      expect(afterRestart()).toBeGreaterThanOrEqual(20);
      // Every acknowledged write is there.
      const listed = await fetch(`${base}/lovedone`, { headers: { authorization: `Bearer ${token}` } });
      const { data } = (await listed.json()) as { data: { name: string }[] };
      const kept = new Set(data.map((l) => l.name));
      expect(acknowledged.filter((name) => !kept.has(name))).toEqual([]);
      expect(api.child.exitCode).toBeNull();
    },
  );
});
