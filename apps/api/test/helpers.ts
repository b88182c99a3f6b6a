/** Test databases (PGlite from the template, or a fresh PostgreSQL database), signing keys and app builders. */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { customers, lovedOnes } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed.ts';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when one is reachable. */
export function drivers(): Driver[] {
  return inject('postgresAdminUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Drops the database (PostgreSQL); call after the app (which closes the handle) has closed. */
  drop(): Promise<void>;
}

/** A migrated, seeded database of its own for one test file. */
export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const archive = await readFile(inject('pgliteTemplate'));
    const handle = await openDatabase({
      driver: 'pglite',
      dataDir: 'memory://',
      loadDataDir: new Blob([archive]),
    });
    return { handle, drop: () => Promise.resolve() };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `careportal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 20 });
  await handle.migrate();
  await seedDatabase(handle.db, { now: new Date() });
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const ISSUER = 'https://identity.test';
export const AUDIENCE = 'api://careportal';

export interface TestKeys {
  privateKey: Parameters<SignJWT['sign']>[0];
  publicJwk: JWK;
  getKey: ReturnType<typeof createLocalJWKSet>;
}

export async function createKeys(kid: string = randomUUID()): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { privateKey, publicJwk, getKey: createLocalJWKSet({ keys: [publicJwk] }) };
}

export interface TokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  typ?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  key?: TestKeys;
}

export async function signToken(
  keys: TestKeys,
  subject: string,
  options: TokenOptions = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const signer = options.key ?? keys;
  return new SignJWT({ scope: 'openid profile', ...options.claims })
    .setProtectedHeader({ alg: 'ES256', typ: options.typ ?? 'at+jwt', kid: signer.publicJwk.kid ?? '' })
    .setSubject(subject)
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (options.expiresIn ?? 600))
    .sign(signer.privateKey);
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ OIDC_ISSUER: ISSUER, OIDC_AUDIENCE: AUDIENCE, API_SEED: 'never' });
  return { ...base, ...overrides };
}

/** Log lines written by an app, parsed. */
export function captureLogs(): {
  stream: Writable;
  lines: () => Record<string, unknown>[];
  text: () => string;
} {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    stream,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

export async function buildTestApp(
  database: TestDatabase,
  keys: TestKeys,
  options: Partial<BuildAppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(),
    database: database.handle,
    migrate: false,
    getKey: keys.getKey,
    logger: false,
    ...options,
  });
  await app.ready();
  return app;
}

/** The same database for a second app, which must not close it. */
export function sharedHandle(database: TestDatabase): TestDatabase {
  return { handle: { ...database.handle, close: () => Promise.resolve() }, drop: () => Promise.resolve() };
}

/**
 * The seeded demo customer's loved one, and another customer (subject 'other-sub') with a loved one of their
 * own: for the checks that nobody reaches records that are not theirs.
 */
export async function lovedOnesForAuthorization(
  database: TestDatabase,
  referralCode: string,
): Promise<{ ownLovedOneId: string; strangerLovedOneId: string }> {
  const db = database.handle.db;
  const [own] = await db.select().from(lovedOnes);
  const [other] = await db
    .insert(customers)
    .values({
      name: 'Lee Bee Hoon',
      email: 'beehoon.lee@example.sg',
      referralCode,
      identitySubject: 'other-sub',
    })
    .returning();
  const [stranger] = await db
    .insert(lovedOnes)
    .values({ ownerCustomerId: other?.id ?? '', name: 'Lee Ah Seng', relationship: 'Spouse' })
    .returning();
  return { ownLovedOneId: own?.id ?? '', strangerLovedOneId: stranger?.id ?? '' };
}

/** A call as a signed-in customer (the suite's subject unless `subject` says otherwise). */
export interface CallOptions {
  subject?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** What {@link customerSuite} sets up for a test file: an app on its own database, signed calls, loved ones. */
export interface CustomerSuite {
  readonly database: TestDatabase;
  readonly keys: TestKeys;
  readonly app: FastifyInstance;
  /** The seeded loved one of demo-ahkow (Tan Mei Ling). */
  readonly meiLingId: string;
  /** A loved one of another customer ('other-sub'). */
  readonly strangerLovedOneId: string;
  readonly call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: CallOptions,
  ) => Promise<LightMyRequestResponse>;
}

/**
 * Builds, inside the current `describe`, an app on a database of its own with {@link lovedOnesForAuthorization}
 * (another customer with `referralCode`), and closes both after the file. Its fields are there from beforeAll on.
 */
export function customerSuite(
  driver: Driver,
  referralCode: string,
  settings: {
    /** Options of the app, asked for when it is built. */
    app?: () => Partial<BuildAppOptions>;
    /** Who calls when a call names nobody; demo-ahkow by default. */
    subject?: string;
  } = {},
): CustomerSuite {
  const suite = {} as { -readonly [K in keyof CustomerSuite]: CustomerSuite[K] };
  suite.call = async (method, url, callOptions = {}) => {
    const token = await signToken(suite.keys, callOptions.subject ?? settings.subject ?? 'demo-ahkow');
    return suite.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...callOptions.headers },
      ...(callOptions.payload === undefined ? {} : { payload: callOptions.payload as object }),
    });
  };
  beforeAll(async () => {
    suite.database = await createTestDatabase(driver);
    suite.keys = await createKeys();
    suite.app = await buildTestApp(suite.database, suite.keys, settings.app?.());
    const loved = await lovedOnesForAuthorization(suite.database, referralCode);
    suite.meiLingId = loved.ownLovedOneId;
    suite.strangerLovedOneId = loved.strangerLovedOneId;
  });
  afterAll(async () => {
    await suite.app.close();
    await suite.database.drop();
  });
  return suite;
}
