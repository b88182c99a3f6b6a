/**
 * Runs once before the api tests: builds a migrated and seeded PGlite template (each test file loads it with
 * `loadDataDir`, ~1.5 s instead of 5–8 s for a fresh one), and finds a PostgreSQL server to run the suites on
 * as well (TEST_DATABASE_URL, or 127.0.0.1:5432 with trust auth). On PostgreSQL it migrates and seeds one
 * template database, which each test file copies (`create database … template …`) instead of migrating and
 * seeding a database of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite template archive (migrated and seeded; a tar, not compressed). */
    pgliteTemplate: string;
    /** An admin connection URL of a reachable PostgreSQL server, or '' when there is none. */
    postgresAdminUrl: string;
    /** The migrated and seeded database that test files copy on that server ('' without one). */
    postgresTemplate: string;
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds a template database on the server; resolves to its name. */
async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `careportal_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // One connection, closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { now: new Date() });
  } finally {
    await handle.close();
  }
  return name;
}

async function findPostgres(): Promise<string> {
  const candidates = process.env.TEST_DATABASE_URL
    ? [process.env.TEST_DATABASE_URL]
    : ['postgres://postgres@127.0.0.1:5432/postgres'];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch {
      // Not reachable: the suites run on PGlite only.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return '';
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'careportal-api-test-'));
  const handle = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
  await handle.migrate();
  await seedDatabase(handle.db, { now: new Date() });
  // An uncompressed tar (46 MB, in the temporary folder): each test file's PGlite loads it in about half the CPU
  // of the gzip one (5.6 MB), which it had to unpack, and first tried to read as a plain tar.
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const archive = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  await handle.close();

  const postgres = await findPostgres();
  const postgresTemplate = postgres ? await createPostgresTemplate(postgres) : '';
  project.provide('pgliteTemplate', file);
  project.provide('postgresAdminUrl', postgres);
  project.provide('postgresTemplate', postgresTemplate);
  // Say which databases ran, so a green run on PGlite alone is never mistaken for one on both.
  const where = postgres ? new URL(postgres) : undefined;
  console.log(
    where
      ? `[api] database suites run on PGlite and on PostgreSQL at ${where.host} (a fresh database per file)`
      : '[api] database suites run on PGlite only: no PostgreSQL answered (set TEST_DATABASE_URL)',
  );

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (postgresTemplate) {
      await adminQuery(postgres, `drop database if exists ${postgresTemplate} with (force)`);
    }
  };
}
