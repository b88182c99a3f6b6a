/** Test databases (PGlite from the template, or a fresh PostgreSQL database), signing keys and app builders. */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { customers, lovedOnes, orderItems, services } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { LOAD_RATE, startLoad } from './load.ts';

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
      loadDataDir: new Blob([archive], { type: 'application/x-tar' }),
    });
    return { handle, drop: () => Promise.resolve() };
  }
  // A copy of the template global-setup migrated and seeded: the same rows, without migrating again.
  const { url, drop } = await createEmptyPostgresDatabase(inject('postgresTemplate'));
  const handle = await openDatabase({ driver: 'postgres', url, poolSize: 20 });
  return { handle, drop };
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
  /**
   * The time the token is signed at: the app's clock when it is not the real one, so that an expired token is
   * expired for the app too (a suite's clock fixed at its start falls behind the real time as the suite runs).
   */
  at?: Date;
}

export async function signToken(
  keys: TestKeys,
  subject: string,
  options: TokenOptions = {},
): Promise<string> {
  const now = Math.floor((options.at ?? new Date()).getTime() / 1000);
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
  if (LOAD_RATE > 0) {
    // `npm run bench:faults`: the app also serves a constant load over HTTP while the suite runs (test/load.ts),
    // stopped before the app closes (a closing Fastify answers 503 to what still arrives).
    await app.ready();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const token = await signToken(keys, 'demo-ahkow', {
      expiresIn: Math.round((app.clock().getTime() - Date.now()) / 1000) + 86_400,
    });
    const stopLoad = await startLoad(
      `http://127.0.0.1:${String(port)}`,
      'app',
      ['/products/category', '!/profile'],
      token,
    );
    const close = app.close.bind(app);
    app.close = (async () => {
      await stopLoad();
      await close();
    }) as unknown as typeof app.close;
    return app;
  }
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

/**
 * Writes `text` as it is on a new connection to a listening app (`app.listen({ port: 0 })`) and resolves with
 * everything the server wrote back before it closed: for requests `inject` cannot make (malformed HTTP,
 * headers over Node's limit).
 */
export async function rawHttp(app: FastifyInstance, text: string, timeoutMs = 5000): Promise<string> {
  const { connect } = await import('node:net');
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on a port');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(address.port, '127.0.0.1', () => socket.write(text));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

/** A raw HTTP answer split into its status, lower-cased headers and body. */
export function parseRawResponse(raw: string): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const end = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = raw.slice(0, end === -1 ? raw.length : end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: end === -1 ? '' : raw.slice(end + 4),
  };
}

/**
 * An empty PostgreSQL database of its own (no migrations, no seed), for a test that starts the API process on it;
 * its URL, and `drop` for after the last process on it has stopped. With `template`, a copy of that database.
 */
export async function createEmptyPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `careportal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A JSON Schema as the OpenAPI document holds it (only what the attack suites read). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface ApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One route and method of the API's OpenAPI document. */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{name}` for each path parameter. */
  path: string;
  /**
   * The security scheme the operation requires (`bearerAuth`, `adminToken`), or undefined when public (a token
   * optional counts as public).
   */
  security: string | undefined;
  parameters: ApiParameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  /** The statuses the document lists for the operation. */
  responses: number[];
}

interface OpenApiOperationObject {
  security?: Record<string, unknown>[];
  parameters?: ApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

/**
 * Every operation of the app's OpenAPI document (`app.swagger()`, the same as GET /docs/json): what the attack
 * suites try, so a route added later is attacked without anyone listing it.
 */
export function apiOperations(app: FastifyInstance): ApiOperation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperationObject>> };
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      // An empty requirement ({}) makes the token optional: a visitor may call the route (a public read).
      const optional = operation.security?.some((entry) => Object.keys(entry).length === 0) ?? false;
      const security = optional ? undefined : operation.security?.flatMap((entry) => Object.keys(entry))[0];
      operations.push({
        method: upper as ApiOperation['method'],
        path,
        security,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        responses: Object.keys(operation.responses ?? {}).map(Number),
      });
    }
  }
  return operations;
}

/** The OpenAPI path with each `{name}` replaced by `values[name]`, URL-encoded; throws for a missing value. */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for the path parameter {${name}} of ${path}`);
    return encodeURIComponent(value);
  });
}

/** The branches of a schema that is one of several (`anyOf`, `oneOf`), or the schema itself. */
export function schemaBranches(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  return options ? options.flatMap(schemaBranches) : [schema];
}

/** The JSON types a schema allows: 'string', 'number', 'integer', 'boolean', 'null', 'object', 'array'. */
export function schemaTypes(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  for (const branch of schemaBranches(schema)) {
    const declared = branch.type ?? (branch.properties ? 'object' : branch.enum ? 'string' : undefined);
    for (const type of Array.isArray(declared) ? declared : declared ? [declared] : []) types.add(type);
  }
  return types;
}

/** demo-ahkow's ongoing Circuit Training (seed-data.ts DEMO_SERVICES) and a SCHEDULED session of it. */
export const DEMO_CIRCUIT_SERVICE = seedId('service', 'demo-ahkow', 'circuit-training', '42');
export const DEMO_CIRCUIT_SESSION = seedId('service-booking', DEMO_CIRCUIT_SERVICE, '7');

/**
 * Values each field accepts, by name: what a customer would type. The schema alone cannot say (a postal code is
 * a string of up to 255 in JSON Schema, six digits in the domain); a field not named here gets a value from its
 * schema.
 */
export const VALID_FIELD_VALUES: Readonly<Record<string, unknown>> = {
  name: 'Lim Ah Huat',
  dateOfBirth: '1950-01-15',
  gender: 'Male',
  idType: 'NRIC',
  // The demo client record's (seed-data.ts DEMO_CLIENT_RECORD): an ID number that exists and is nobody's own.
  nric: 'S4912345J',
  countryCode: '+65',
  email: 'ah.huat@example.sg',
  mobileNumber: '93456789',
  homeNumber: '61234567',
  language: ['English'],
  relationship: 'Spouse',
  emergency: true,
  payer: false,
  type: 'RESIDENTIAL',
  postalCode: '018956',
  block: '10',
  street: 'Bayfront Avenue',
  sameAs: 'NONE',
  referralCode: 'CPZZZZZZ',
  channel: 'EMAIL',
  versionNumber: '1.2.3',
  linkingType: 'SELF',
  code: 'MARKETING_CHANNEL',
  // The health declaration: demo-ahkow's own, at an Active Ageing hub.
  clientId: seedId('customer', 'demo-ahkow'),
  handphoneNumber: '93456789',
  center: seedId('centre', 'admiralty'),
  // A cart line (PUT cart): Gym Tonic's offer at Kampung Admiralty, which demo-ahkow may take again.
  categoryId: seedId('category', 'active-ageing'),
  productId: seedId('product', 'gym-tonic'),
  offeringId: seedId('offering', 'gym-tonic', '24 sessions / 3 months'),
  centerId: seedId('centre', 'admiralty'),
  // My Services: demo-ahkow's ongoing Circuit Training and its scheduled session (seed.ts demoBookings), a
  // time of its class, and an intake run (any: the service is not an intake programme, so enrolling is a 409).
  serviceId: DEMO_CIRCUIT_SERVICE,
  subscription: DEMO_CIRCUIT_SERVICE,
  sessionId: DEMO_CIRCUIT_SESSION,
  subscriptionTermId: seedId('event', 'none'),
  startsAt: '2027-03-04T09:30:00+08:00',
  // The medical history: a pregnancy's expected delivery date, and the signature's contact number and date.
  expectedDeliveryDate: '2027-03-01',
  contactNumber: '93456789',
  date: '2026-11-22',
  // The caregiver's week (GET care-calendar): one week.
  from: '2027-03-01',
  to: '2027-03-07',
};

/** A value `schema` accepts for a field called `name` ({@link VALID_FIELD_VALUES}, else from the schema). */
/**
 * Denticare's fields (issue 16), where its routes read them: the scaling service at Tampines with 'No
 * preference', and a slot that is well formed (booking it may still be refused: 409).
 */
export const DENTICARE_FIELD_VALUES: Readonly<Record<string, unknown>> = {
  serviceId: seedId('product', 'dental-scaling-and-polishing'),
  centerId: seedId('centre', 'denticare-tampines'),
  resourceId: seedId('dentist', 'No preference'),
  monthAndYear: '2027-06',
  dayOfMonth: '01',
  timeSlot: '09:00 am',
  selectedMonth: '2027-06',
  selectedDate: '2027-06-01',
  clientSessionId: 'attack-session',
};

function isDenticarePath(path: string | undefined): boolean {
  return (
    path !== undefined &&
    (path.startsWith('/denticare/') ||
      (path.startsWith('/public/v1/') && !path.startsWith('/public/v1/postal-code')))
  );
}

export function exampleValue(name: string, schema: JsonSchema, path?: string): unknown {
  const branch = schemaBranches(schema).find((b) => b.type !== 'null') ?? schema;
  if (isDenticarePath(path) && Object.hasOwn(DENTICARE_FIELD_VALUES, name))
    return DENTICARE_FIELD_VALUES[name];
  // A name means one thing in most bodies; where the schema lists its options (a booking's `type`, not an
  // address's), a value that is not one of them is no example.
  if (
    Object.hasOwn(VALID_FIELD_VALUES, name) &&
    (!branch.enum || branch.enum.includes(VALID_FIELD_VALUES[name]))
  ) {
    return VALID_FIELD_VALUES[name];
  }
  if (branch.enum && branch.enum.length > 0) return branch.enum[0];
  const types = schemaTypes(branch);
  if (types.has('object')) return exampleObject(branch, path);
  if (types.has('array')) {
    return Array.from({ length: Math.max(branch.minItems ?? 1, 1) }, () =>
      exampleValue(name, branch.items ?? {}, path),
    );
  }
  if (types.has('boolean')) return true;
  if (types.has('integer') || types.has('number')) return branch.minimum ?? 1;
  if (branch.format === 'uuid') return randomUUID();
  return 'Text'.padEnd(Math.min(branch.minLength ?? 4, branch.maxLength ?? 4), 'x');
}

/**
 * A value for the query parameter `name` of `path` as the owner would send it: their own records where a route
 * asks about one that {@link VALID_FIELD_VALUES} cannot name (GET care-calendar/clash-check/intake: their intake
 * programme and a run it may enrol in, which are made for each suite), else {@link exampleValue}.
 */
export function ownerQueryValue(
  name: string,
  schema: JsonSchema,
  path: string,
  records: OwnerRecords,
): unknown {
  if (path === '/care-calendar/clash-check/intake') {
    if (name === 'serviceId') return records.intakeServiceId;
    if (name === 'intakeId') return records.intakeId;
  }
  return exampleValue(name, schema, path);
}

/**
 * Optional fields that other fields make required (an ID number, with its type, once details are given; a health
 * declaration's centre without a service; a pregnancy's expected delivery date).
 */
const SENT_WHEN_OPTIONAL = ['idType', 'nric', 'center', 'expectedDeliveryDate'];

/** An object `schema` accepts: its required fields with example values (most optional fields are left out). */
export function exampleObject(schema: JsonSchema, path?: string): Record<string, unknown> {
  const branch = schemaBranches(schema).find((b) => b.properties) ?? schema;
  const result: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(branch.properties ?? {})) {
    if ((branch.required ?? []).includes(name) || SENT_WHEN_OPTIONAL.includes(name)) {
      result[name] = exampleValue(name, property, path);
    }
  }
  // Nothing required (PUT config/app): one field, so that the body says something.
  const [first] = Object.entries(branch.properties ?? {});
  if (Object.keys(result).length === 0 && first) result[first[0]] = exampleValue(first[0], first[1], path);
  return result;
}

/**
 * The tables that count requests rather than keep data: the rate limits' counters and the failed volunteer
 * identity checks. A refused request is still counted there (that is what they are for), so "nothing written"
 * leaves them out.
 */
export const REQUEST_COUNTING_TABLES: readonly string[] = [
  'rate_limit_counters',
  'volunteer_identity_failures',
];

/**
 * Every table of the public schema but {@link REQUEST_COUNTING_TABLES} with its row count and a digest of its
 * rows: equal before and after means no data was inserted, changed or deleted anywhere.
 */
export async function databaseDigest(database: TestDatabase): Promise<Record<string, string>> {
  const { sql } = await import('drizzle-orm');
  const db = database.handle.db;
  const rowsOf = async <T>(query: ReturnType<typeof sql.raw>): Promise<T[]> => {
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const tables = await rowsOf<{ table_name: string }>(
    sql.raw(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    ),
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (REQUEST_COUNTING_TABLES.includes(table)) continue;
    const [row] = await rowsOf<{ n: number; digest: string | null }>(
      sql.raw(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${table}" t`,
      ),
    );
    digest[table] = `${String(row?.n ?? 0)} rows ${row?.digest ?? ''}`;
  }
  return digest;
}

/** The records of a customer that the attack suites name in paths: made through the API, as the portal makes them. */
export interface OwnerRecords {
  customerId: string;
  lovedOneId: string;
  lovedOneNric: string;
  addressId: string;
  contactId: string;
  lovedOneAddressId: string;
  lovedOneContactId: string;
  /** The health declarations of the customer and of their loved one. */
  healthDeclarationId: string;
  lovedOneHealthDeclarationId: string;
  /** A version of the customer's medical history (GET profile/medical-history/{versionId}). */
  medicalHistoryId: string;
  /** An order the customer placed (their cart then holds another line, so every cart read answers). */
  orderId: string;
  /** Another order of theirs, still waiting for payment (its PayNow QR is issued). */
  pendingOrderId: string;
  /** An eGIRO arrangement of theirs, approved by the sandbox bank: its references. */
  ddaReferenceNo: string;
  boTransactionRefNo: string;
  /** A card the customer saved through the sandbox gateway, and the payment that paid the order with it. */
  cardId: string;
  paymentId: string;
  /** A Denticare appointment the customer booked (after registering for Denticare). */
  denticareAppointmentId: string;
  /** The secret of the customer's private calendar feed (GET public/v1/care-calendar/{token}/calendar.ics). */
  careFeedToken: string;
  /**
   * An intake programme of the customer's still to enrol (Functional Strength Training at Kampung Admiralty), and
   * the first run it may enrol in (GET intake): what GET care-calendar/clash-check/intake asks about.
   */
  intakeServiceId: string;
  intakeId: string;
}

/**
 * Gives `subject` (a seeded customer with a loved one, demo-ahkow) an address and a contact of their own and of
 * their first loved one, and returns every id a path can name.
 */
export async function createOwnerRecords(
  app: FastifyInstance,
  keys: TestKeys,
  subject: string,
): Promise<OwnerRecords> {
  const token = await signToken(keys, subject, { expiresIn: 3600 });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const created = async (url: string, payload: object) => {
    const res = await call('POST', url, payload);
    if (res.statusCode !== 201)
      throw new Error(`POST ${url} answered ${String(res.statusCode)}: ${res.body}`);
    return res.json<{ data: { id: string } }>().data.id;
  };
  const careFeedToken = async () => {
    const res = await call('POST', '/care-calendar/feed');
    if (res.statusCode !== 201)
      throw new Error(`POST /care-calendar/feed answered ${String(res.statusCode)}`);
    const { url } = res.json<{ data: { url: string } }>().data;
    return new URL(url).pathname.split('/')[4] ?? '';
  };
  const session = (await call('GET', '/auth/session')).json<{ data: { customer: { id: string } } }>();
  const [lovedOne] = (await call('GET', '/lovedone')).json<{ data: { id: string }[] }>().data;
  if (!lovedOne) throw new Error(`${subject} has no loved one`);
  const details = (await call('GET', `/lovedone/${lovedOne.id}`)).json<{ data: { nric: string } }>();
  const address = { type: 'RESIDENTIAL', postalCode: '018956', block: '10', street: 'Bayfront Avenue' };
  const contact = { name: 'Tan Boon Huat', relationship: 'Child', mobileNumber: '92345678', emergency: true };
  const declaration = {
    whyJoinOurExerciseProgramme: ['Prevent falls'],
    healthConditions: ['High blood pressure'],
    injureAnyOfTheseBodyParts: ['Knee'],
    timesExerciseAWeek: '1-3',
    name: 'Tan Ah Kow',
    nric: 'S5212345A',
    handphoneNumber: '91234567',
    center: seedId('centre', 'admiralty'),
  };
  const medicalHistory = {
    hospitalisation: { answer: false },
    allergies: { answer: true, details: 'Penicillin' },
    recentHealthChanges: { answer: false },
    treatment: { answer: false },
    medications: { answer: false },
    dialysis: { answer: false },
    transfusion: { answer: false },
    excessiveBleeding: { answer: false },
    pregnancy: { answer: false },
    conditions: [{ name: 'High blood pressure', controlled: true }],
    confirmation: true,
    signature: { name: 'Tan Ah Kow', contactNumber: '91234567', date: '2026-11-22' },
  };
  const cart = {
    categoryId: VALID_FIELD_VALUES.categoryId,
    items: [
      {
        categoryId: VALID_FIELD_VALUES.categoryId,
        productId: VALID_FIELD_VALUES.productId,
        offeringId: VALID_FIELD_VALUES.offeringId,
        centerId: VALID_FIELD_VALUES.centerId,
      },
    ],
  };
  const put = async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/cart',
      headers: { authorization: `Bearer ${token}` },
      payload: cart,
    });
    if (res.statusCode !== 200) throw new Error(`PUT /cart answered ${String(res.statusCode)}: ${res.body}`);
  };
  await put();
  const checkout = await app.inject({
    method: 'POST',
    url: '/cart/checkout',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `owner-records-${randomUUID()}` },
  });
  if (checkout.statusCode !== 201) {
    throw new Error(`POST /cart/checkout answered ${String(checkout.statusCode)}: ${checkout.body}`);
  }
  await put();
  const orderId = checkout.json<{ data: { id: string } }>().data.id;
  const pending = await app.inject({
    method: 'POST',
    url: '/cart/checkout',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `owner-records-${randomUUID()}` },
  });
  if (pending.statusCode !== 201) throw new Error(`POST /cart/checkout answered ${pending.body}`);
  await put();
  const tokenised = await app.inject({
    method: 'POST',
    url: '/sandbox/gateway/tokens',
    payload: { number: '4242424242424242', expiryMonth: '12', expiryYear: '2035', cvc: '123' },
  });
  if (tokenised.statusCode !== 201) throw new Error(`the sandbox gateway answered ${tokenised.body}`);
  const saved = await call('POST', '/linkpay/cards', { token: tokenised.json<{ token: string }>().token });
  if (saved.statusCode !== 201) throw new Error(`POST /linkpay/cards answered ${saved.body}`);
  const cardId = saved.json<{ data: { card: { id: string } } }>().data.card.id;
  const paid = await app.inject({
    method: 'POST',
    url: '/linkpay/payments',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `owner-records-${randomUUID()}` },
    payload: { orderId, cardId },
  });
  if (paid.statusCode !== 200) throw new Error(`POST /linkpay/payments answered ${paid.body}`);
  // Paying gave the owner a Gym Tonic service, which would close Gym Tonic to them (SERVICE_HELD) while their
  // cart still holds it: that service has run its course, so every cart read still answers.
  await app.db
    .update(services)
    .set({ status: 'EXPIRED' })
    .where(
      inArray(
        services.orderItemId,
        app.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId)),
      ),
    );
  // A programme booked by intake, not yet enrolled (a service of its own: the cart's Gym Tonic stays open to him).
  const [intakeService] = await app.db
    .insert(services)
    .values({
      customerId: session.data.customer.id,
      productId: seedId('product', 'functional-strength-training'),
      offeringId: seedId('offering', 'functional-strength-training', '1 run of 16 sessions / 2 months'),
      centreId: seedId('centre', 'admiralty'),
      status: 'UPCOMING',
      startDate: '2026-01-05',
      sessionsTotal: 16,
    })
    .returning({ id: services.id });
  const intakeServiceId = intakeService?.id ?? '';
  const [intake] = (await call('GET', `/intake?serviceId=${intakeServiceId}`)).json<{
    data: { intakes: { id: string }[] };
  }>().data.intakes;
  if (!intake) throw new Error('Functional Strength Training at Kampung Admiralty offers no intake run');
  const dda = (await call('GET', '/egiro/generateDDARefNo')).json<{ data: { ddaRefNo: string } }>().data
    .ddaRefNo;
  const applied = await call('POST', '/egiro/create', {
    applicantBankCode: 'DBS',
    ddaRefNo: dda,
    lovedOneId: lovedOne.id,
    relationship: 'Spouse',
  });
  if (applied.statusCode !== 201) throw new Error(`POST /egiro/create answered ${applied.body}`);
  const egiro = applied.json<{ data: { arrangement: { boTransactionRefNo: string }; redirectUrl: string } }>()
    .data;
  // The bank approves at once on its page, and the API records it on the next read: nothing changes later.
  await app.inject({
    method: 'POST',
    url: new URL(egiro.redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
  await call('GET', '/egiro/history');
  // A Denticare registration and appointment: the first free slot of the scaling service at Tampines.
  if ((await call('POST', '/denticare/client/register')).statusCode !== 201) {
    throw new Error('POST /denticare/client/register failed');
  }
  const dental = {
    serviceId: seedId('product', 'dental-scaling-and-polishing'),
    centerId: seedId('centre', 'denticare-tampines'),
  };
  const months = (await call('POST', '/denticare/client/availableslot', dental)).json<{
    data: { availableMonths: string[] };
  }>().data.availableMonths;
  const free = (
    await call('POST', '/denticare/client/availableslot', { ...dental, selectedMonth: months[0] ?? '' })
  ).json<{ data: { availableDates: string[] } }>().data.availableDates;
  const day = free[free.length - 1] ?? '';
  const times = (
    await call('POST', '/denticare/client/availableslot', {
      ...dental,
      selectedMonth: day.slice(0, 7),
      selectedDate: day,
    })
  ).json<{ data: { availableTimes: Record<string, unknown> } }>().data.availableTimes;
  const dentalBooking = await call('POST', '/denticare/client/appointment', {
    ...dental,
    resourceId: seedId('dentist', 'No preference'),
    monthAndYear: day.slice(0, 7),
    dayOfMonth: day.slice(8, 10),
    timeSlot: Object.keys(times)[0] ?? '',
  });
  if (dentalBooking.statusCode !== 201)
    throw new Error(`POST /denticare/client/appointment answered ${dentalBooking.body}`);
  return {
    denticareAppointmentId: dentalBooking.json<{ data: { id: string } }>().data.id,
    careFeedToken: await careFeedToken(),
    intakeServiceId,
    intakeId: intake.id,
    ddaReferenceNo: dda,
    boTransactionRefNo: egiro.arrangement.boTransactionRefNo,
    orderId,
    pendingOrderId: pending.json<{ data: { id: string } }>().data.id,
    cardId,
    paymentId: paid.json<{ data: { payment: { id: string } } }>().data.payment.id,
    customerId: session.data.customer.id,
    lovedOneId: lovedOne.id,
    lovedOneNric: details.data.nric,
    addressId: await created('/profile/address', address),
    contactId: await created('/profile/contact', contact),
    lovedOneAddressId: await created(`/lovedone/${lovedOne.id}/address`, address),
    lovedOneContactId: await created(`/lovedone/${lovedOne.id}/contact`, {
      ...contact,
      name: 'Tan Boon Kiat',
    }),
    healthDeclarationId: await created('/profile/health-declaration', {
      ...declaration,
      clientId: session.data.customer.id,
    }),
    lovedOneHealthDeclarationId: await created('/profile/health-declaration', {
      ...declaration,
      name: 'Tan Mei Ling',
      clientId: lovedOne.id,
    }),
    medicalHistoryId: await created('/profile/medical-history', medicalHistory),
  };
}

/**
 * The path parameters of the routes that name no one's records: every signed-in customer reads the same
 * products, categories and groups (seeded ids: Active Ageing, its gym-based programmes, Gym Tonic), the same GST
 * rate, and what a referral code gives (demo-ahkow's own Client ID, so its owner reads its rewards).
 */
export function cataloguePathValues(path: string): Record<string, string> | undefined {
  if (path.startsWith('/gst-configuration/')) return { id: 'current' };
  if (path.startsWith('/public/v1/showcases/')) return { slugOrId: 'gym-tonic' };
  if (path.startsWith('/subscriptions/rewards/')) return { code: 'CP7K2Q9A' };
  if (path.startsWith('/category/')) {
    return { id: seedId('category', 'active-ageing'), id2: seedId('group', 'senior-gym') };
  }
  if (path.startsWith('/groups/')) return { id: seedId('group', 'senior-gym') };
  if (path.startsWith('/products/') || path.startsWith('/products-ext/')) {
    return { id: seedId('product', 'gym-tonic') };
  }
  return undefined;
}

/** Whether a path's parameters name a customer's own records (a catalogue path's do not). */
export function namesOwnerRecords(path: string): boolean {
  return path.includes('{') && cataloguePathValues(path) === undefined;
}

/** The path parameters of an operation filled with a customer's records (lovedone/{id}/… names the loved one's). */
export function ownerPathValues(path: string, records: OwnerRecords): Record<string, string> {
  const catalogue = cataloguePathValues(path);
  if (catalogue) return catalogue;
  if (path.startsWith('/services/sessions/')) return { id: DEMO_CIRCUIT_SESSION };
  const ofLovedOne = path.startsWith('/lovedone/{id}');
  return {
    id:
      path.startsWith('/order/{id}/qr') || path === '/order/{id}/egiro-arrangements'
        ? records.pendingOrderId
        : path.startsWith('/order/')
          ? records.orderId
          : path.startsWith('/denticare/client/appointment/')
            ? records.denticareAppointmentId
            : path.startsWith('/linkpay/cards/')
              ? records.cardId
              : path.startsWith('/linkpay/payments/')
                ? records.paymentId
                : records.lovedOneId,
    addressId: ofLovedOne ? records.lovedOneAddressId : records.addressId,
    contactId: ofLovedOne ? records.lovedOneContactId : records.contactId,
    nric: records.lovedOneNric,
    versionId: records.medicalHistoryId,
    code: '018956',
    token: records.careFeedToken,
  };
}
