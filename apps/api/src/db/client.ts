/**
 * Opens the database the configuration names: PGlite in a data folder (the default, nothing to install) or
 * PostgreSQL through node-postgres when a connection URL is given. Both give the same drizzle API, typed as the
 * common {@link AppDatabase}, so repositories never know which one runs.
 */
import { fsyncSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';

import * as schema from './schema/index.ts';

/** The drizzle database both drivers provide. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives. */
export type DatabaseOptions =
  | {
      driver: 'pglite';
      /** A folder (created with its parents when missing), or `memory://` for a throw-away database. */
      dataDir: string;
      /** A `dumpDataDir()` archive to start from (tests load a pre-migrated template this way). */
      loadDataDir?: Blob | undefined;
    }
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number | undefined;
      /** Told when an idle connection is lost (the server restarted): the pool replaces it on the next query. */
      onConnectionLost?: ((error: Error) => void) | undefined;
    };

/** An open database. */
export interface DatabaseHandle {
  readonly driver: DatabaseOptions['driver'];
  readonly db: AppDatabase;
  /** Applies the migrations in `apps/api/drizzle/` that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other API process on the same database runs its own `exclusively` work: the start-up
   * migration and demo seed, which several processes starting together must not run at once (PostgreSQL: a
   * session advisory lock, released when the work ends or the connection dies; PGlite has one process anyway).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** How long a query waits for a PostgreSQL connection before it fails as unavailable. */
export const CONNECT_TIMEOUT_MS = 5000;

/** The advisory lock key of {@link DatabaseHandle.exclusively}: any constant the database's other users do not take. */
const START_UP_LOCK = 4_187_310_618;

const casing = 'snake_case';

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the server is away (a restart, a failover) a request waits at most this long for a connection and
      // then fails as unavailable (503), instead of hanging.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server closed emits 'error' on the pool; unheard, it would end the process.
    pool.on('error', (error) => {
      options.onConnectionLost?.(error);
    });
    const db = drizzlePg({ client: pool, schema, casing });
    return {
      driver: 'postgres',
      db,
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      exclusively: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        // pool.end() resolves before its connections have finished closing; wait for them (at most 2 s), so
        // that whatever comes next (a test dropping its database) does not cut a connection still saying goodbye.
        const open = pool.totalCount;
        let removed = 0;
        const allClosed = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on('remove', () => {
            removed += 1;
            if (removed >= open) resolve();
          });
          setTimeout(resolve, 2000).unref();
        });
        await pool.end();
        await allClosed;
      },
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) {
    // PGlite does not create parent folders.
    await mkdir(options.dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(inMemory ? { dataDir: options.dataDir } : durableFolder(options.dataDir)),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, casing });
  return {
    driver: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusively: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PGlite on a data folder, made to keep what it acknowledged as well as PGlite can (README, "Durability").
 *
 * PGlite 0.5 starts PostgreSQL with `-F` (fsync off) in its default start parameters, and its Node file system
 * (Emscripten's NODEFS) implements neither fsync nor fdatasync: both return success and do nothing. So:
 *
 * - the start parameters are PGlite's own without `-F`, and with `wal_sync_method=open_datasync`: PostgreSQL
 *   opens its WAL with O_DSYNC, which NODEFS passes on to the OS as O_SYNC, so a commit returns (and the API
 *   answers) only once its WAL record is on the disk;
 * - the file system is PGlite's NodeFS with the fsync it lacks, so the flushes PostgreSQL asks for beyond the WAL
 *   (checkpoints, pg_control, new WAL segments, their folders) reach the disk too.
 */
function durableFolder(dataDir: string): PGliteOptions {
  const startParams = PGlite.defaultStartParams.filter((param) => param !== '-F');
  if (startParams.length !== PGlite.defaultStartParams.length - 1) {
    throw new Error("PGlite's start parameters no longer turn fsync off with -F: review db/client.ts");
  }
  return {
    fs: new FlushingNodeFS(dataDir),
    startParams: [...startParams, '-c', 'fsync=on', '-c', 'wal_sync_method=open_datasync'],
  };
}

/** The parts of Emscripten's NODEFS that {@link FlushingNodeFS} uses. */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation: (operation: () => void) => void;
}

/** PGlite's NodeFS, whose fsync (a no-op in NODEFS) flushes the file to the disk. */
class FlushingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const flush = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as Partial<EmscriptenNodeFs> | undefined;
      if (!nodefs?.stream_ops || !nodefs.tryFSOperation) {
        throw new Error("PGlite's NODEFS is not what db/client.ts expects: review its fsync");
      }
      const { tryFSOperation } = nodefs;
      // Errors become errno values, as for NODEFS's own calls; PostgreSQL stops on a failed fsync (data_sync_retry).
      nodefs.stream_ops.fsync = (stream) => {
        tryFSOperation(() => {
          fsyncSync(stream.nfd);
        });
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flush] } };
  }
}

/** The error code of a driver error (node-postgres puts it on the error, drizzle may wrap it in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  return pgErrorCode((error as { cause?: unknown }).cause);
}

export const PG_UNIQUE_VIOLATION = '23505';

/**
 * PostgreSQL's codes for "not now": the server shutting down or starting (57P01–57P03), too many connections
 * (53300), and every connection exception (class 08); with the socket's own failures.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

/** node-postgres's messages for a connection lost or never made, which carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * Whether a failure means the database could not be reached (a restart, a failover, a lost connection), not that
 * the request or the code is wrong: the request can be tried again in a moment, and is answered 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    typeof current === 'object' && current !== null && depth < 5;
    depth += 1
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
