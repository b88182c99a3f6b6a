/**
 * What the API acknowledged survives the API being killed: the real server process (`node src/server.ts`) takes
 * a stream of writes (loved ones added, 201 each), is killed with SIGKILL while writes are still in flight,
 * starts again on the same data, and lists every loved one it had acknowledged. On PGlite in a data folder and
 * on PostgreSQL. (A power loss is another matter: see the README's "Durability".)
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { openDatabase } from '../src/db/client.ts';
import {
  AUDIENCE,
  ISSUER,
  createEmptyPostgresDatabase,
  createKeys,
  drivers,
  signToken,
  type TestKeys,
} from './helpers.ts';
import {
  API_START_TIMEOUT_MS,
  closeServer,
  serveKeySet,
  startApi,
  stopApis,
  streamLovedOne,
  type RunningApi,
} from './processes.ts';

/** Acknowledged writes before the kill; more are in flight when it comes. */
const WRITES_BEFORE_KILL = 40;
const WRITERS = 4;
const SUBJECT = 'demo-siti';

/** What the check below reads of PGlite: a query, and Emscripten's NODEFS (not a public API). */
interface PGliteInternals {
  query(query: string, params: unknown[]): Promise<{ rows: { setting?: string }[] }>;
  Module: { NODEFS: { stream_ops: object } };
}

describe('PGlite in a data folder', () => {
  it('runs PostgreSQL with fsync on, the WAL written synchronously, and a file system whose fsync flushes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'careportal-durability-'));
    try {
      const template = new Blob([await readFile(inject('pgliteTemplate'))]);
      const handle = await openDatabase({
        driver: 'pglite',
        dataDir: join(dir, 'db'),
        loadDataDir: template,
      });
      try {
        const client = (handle.db as unknown as { $client: PGliteInternals }).$client;
        const setting = async (name: string) =>
          (await client.query('select current_setting($1) as setting', [name])).rows[0]?.setting;
        expect([await setting('fsync'), await setting('wal_sync_method')]).toEqual(['on', 'open_datasync']);
        expect(client.Module.NODEFS.stream_ops).toHaveProperty('fsync', expect.any(Function));
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** Two starts of the API, and the writers between them. */
const TEST_TIMEOUT_MS = 2 * API_START_TIMEOUT_MS + 60_000;

describe.each(drivers())('an acknowledged write after kill -9 of the API on %s', (driver) => {
  let keys: TestKeys;
  let keySet: { url: string; server: Server };
  let env: NodeJS.ProcessEnv;
  let cleanUp: () => Promise<void>;
  const running = new Set<RunningApi>();

  beforeAll(async () => {
    keys = await createKeys();
    keySet = await serveKeySet(keys);
    env = {
      ...process.env,
      OIDC_ISSUER: ISSUER,
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_JWKS_URI: keySet.url,
      API_SEED: 'auto',
      // The stream adds loved ones with new ID numbers, each an ID-number lookup (issue 32): this suite is about
      // durability, not that limit (test/money-rules.test.ts is), so the limit is lifted as in the attack suites.
      API_NRIC_CHECK_MAX: '1000000',
      LOG_LEVEL: 'warn',
    };
    // The store is the test's alone, whatever the environment names.
    delete env.DATABASE_URL;
    delete env.API_DATA_DIR;
    if (driver === 'pglite') {
      const dir = await mkdtemp(join(tmpdir(), 'careportal-durability-'));
      env.API_DATA_DIR = join(dir, 'pglite');
      cleanUp = () => rm(dir, { recursive: true, force: true });
      // The data folder from the suites' migrated and seeded template: the API's first start skips initdb.
      const template = new Blob([await readFile(inject('pgliteTemplate'))]);
      const handle = await openDatabase({
        driver: 'pglite',
        dataDir: env.API_DATA_DIR,
        loadDataDir: template,
      });
      await handle.close();
    } else {
      const database = await createEmptyPostgresDatabase();
      env.DATABASE_URL = database.url;
      cleanUp = database.drop;
    }
  });

  afterAll(async () => {
    await stopApis(running);
    await closeServer(keySet.server);
    await cleanUp();
  });

  async function start(): Promise<RunningApi> {
    const api = await startApi(env);
    running.add(api);
    return api;
  }

  it('keeps every loved one it answered 201 for', { timeout: TEST_TIMEOUT_MS }, async () => {
    const token = await signToken(keys, SUBJECT, { expiresIn: 3600 });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const first = await start();

    const acknowledged: string[] = [];
    let interrupted = 0;
    let next = 0;
    let killed = false;
    // Each writer keeps writing until the dead process fails one of its writes, so every writer has a write in
    // flight across the kill; the one that reaches the count sends one more write and kills before its answer can
    // come. (Stopping the writers at the kill left it to chance: on a slow machine all their writes had been
    // answered before the kill landed.)
    const writer = async () => {
      for (;;) {
        const one = streamLovedOne(next++, '55', 'Durable');
        let status: number;
        let body: string | undefined;
        try {
          const answer = fetch(`${first.base}/lovedone`, {
            method: 'POST',
            headers,
            body: JSON.stringify(one),
          });
          if (acknowledged.length >= WRITES_BEFORE_KILL && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
          const res = await answer;
          status = res.status;
          // The status line is the acknowledgement; the body may be cut by the kill.
          body = await res.text().catch(() => undefined);
        } catch {
          // The connection died with the process: this write was in flight, never acknowledged.
          if (!killed) throw new Error(`POST /lovedone failed before the kill:\n${first.output()}`);
          interrupted += 1;
          return;
        }
        if (status !== 201) throw new Error(`POST /lovedone answered ${status} ${body}:\n${first.output()}`);
        acknowledged.push(one.name);
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    expect(await first.exited).toBe('SIGKILL');
    expect(interrupted).toBe(WRITERS);

    const second = await start();
    const res = await fetch(`${second.base}/lovedone`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { name: string }[] };
    const kept = new Set(data.map((l) => l.name));
    expect(acknowledged.length).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);
    expect(acknowledged.filter((name) => !kept.has(name))).toEqual([]);

    await second.endLoad();
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
