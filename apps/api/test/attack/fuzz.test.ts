/**
 * Generated bad input: at least 10,000 requests per run (FUZZ_RUNS) across every route of the OpenAPI document
 * that takes a path parameter, a query string or a body, public and signed in (with a valid token), with wrong
 * types, 100 KB strings, NUL and other control characters, lone surrogates, unicode, `__proto__` and
 * `constructor` keys, duplicate keys (raw JSON text), SQL-like text, huge and negative numbers, impossible dates,
 * invalid ID numbers, phone numbers, emails and postal codes.
 *
 * Every answer is below 500; every 4xx is our envelope with a human-readable message. Nothing is written: each
 * request that could write (any method but GET) carries at least one value that is invalid by construction (its
 * type, length, characters, format or a domain rule says so, judged here independently of the route), and must
 * not succeed; and every table's rows are the same after the run as before it.
 *
 * The seed is printed; `FUZZ_SEED=<seed> vitest run --project api test/attack/fuzz` replays a run. Rate limits
 * are lifted for this file only, so that every request reaches validation. PGlite only: the question is what
 * the API lets through, which does not depend on the database; the other suites run on both.
 */
import {
  hasOnlyAllowedCharacters,
  isValidNric,
  isValidPostalCode,
  isValidSingaporePhone,
} from '@careportal/domain';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  apiOperations,
  buildTestApp,
  createKeys,
  createOwnerRecords,
  createTestDatabase,
  databaseDigest,
  exampleObject,
  fillPath,
  ownerPathValues,
  ownerQueryValue,
  schemaBranches,
  schemaTypes,
  signToken,
  testConfig,
  type ApiOperation,
  type ApiParameter,
  type JsonSchema,
  type OwnerRecords,
  type TestDatabase,
} from '../helpers.ts';

const RUNS = Math.max(Number(process.env.FUZZ_RUNS ?? 10_000), 1);
/** How long the run may take before it counts as hung (see the test). */
const FUZZ_TIMEOUT_MS = 600_000;
const SEED =
  process.env.FUZZ_SEED === undefined
    ? (Date.now() ^ (Math.random() * 0x7fffffff)) | 0
    : Number(process.env.FUZZ_SEED);
const ADMIN_TOKEN = 'fuzz-admin-token-0123456789';
const OWNER = 'demo-ahkow';
/** PUT profile/picture takes the image's bytes, which the OpenAPI document describes in words only. */
const RAW_BODY_ROUTES = ['PUT /profile/picture'];
const KB100 = 100 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FuzzRequest {
  route: string;
  method: ApiOperation['method'];
  url: string;
  headers: Record<string, string | string[]>;
  payload: string | Buffer | undefined;
  /** Whether something in the request is invalid by construction (and what). */
  invalid: string | undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Values

const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);

/** A control character a text field refuses wherever it stands (line breaks excepted: text areas keep them). */
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .filter((code) => code !== 0x0a && code !== 0x0d)
  .map((code) => String.fromCharCode(code));

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE customers; --",
  '1; SELECT pg_sleep(10)--',
  "' UNION SELECT national_id, name FROM customers --",
  '$$; DELETE FROM addresses; $$',
  "\\'; TRUNCATE loved_ones; --",
  '%_%',
  "admin'--",
  '1)) OR ((1=1',
];

const IMPOSSIBLE_DATES = fc.oneof(
  fc.constantFrom(
    '2023-02-29',
    '1950-02-30',
    '1950-04-31',
    '1950-13-01',
    '1950-00-10',
    '1950-01-00',
    '1950-01-32',
    '0000-00-00',
    '9999-99-99',
    '1950-1-1',
    '15/01/1950',
    '1950-01-15T00:00:00Z',
    '2999-01-01',
    '+275760-09-13',
    'yesterday',
  ),
  fc
    .record({
      year: fc.integer({ min: 1900, max: 2020 }),
      month: fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })),
      day: fc.integer({ min: 0, max: 99 }),
    })
    .map(
      ({ year, month, day }) =>
        `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    ),
);

const BAD_NRICS = fc.oneof(
  fc.constantFrom('S1234567A', 'T0000000Z', 'X1234567D', 'S123456D', 'S12345678D', '1234567', 'SSSSSSSSS'),
  fc.stringMatching(/^[STFGM][0-9]{7}[A-Z]$/).filter((id) => !isValidNric(id)),
);

const BAD_POSTAL_CODES = fc.oneof(
  fc.constantFrom('12345', '1234567', 'ABCDEF', '01 8956', '０１８９５６', '-18956', '1e5'),
  fc.stringMatching(/^[0-9]{1,5}$|^[0-9]{7,12}$/),
);

const BAD_PHONES = fc.oneof(
  fc.constantFrom('12345678', '0000', '+6591234567890', '9123-456a', '99999999999999'),
  fc.stringMatching(/^[0-9]{1,7}$/),
);

const BAD_EMAILS = fc.constantFrom('not-an-email', 'a@', '@example.sg', 'a b@example.sg', 'a@@example.sg');

const NUMBERS = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -1, -0, 0.5, 2 ** 53, -(2 ** 31) - 1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Text that may well be valid somewhere: the route decides, and must not fail on it. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...SQL),
  fc.constantFrom('Tan Ah Kow 陈亚高', 'Nur Ain binte Abdullah', 'Ramasamy s/o Krishnan', '🧓🏽👵', 'e\u0301'),
);

/** Text that no text field accepts: a control character or a lone surrogate between two words, or 100 KB. */
const badText = fc.oneof(
  fc.tuple(word, controlCharacter, word).map(([a, c, b]) => `${a}${c}${b}`),
  fc.tuple(word, fc.constantFrom('\ud800', '\udfff', '\udbff'), word).map(([a, s, b]) => `${a}${s}${b}`),
  fc.constantFrom('x', 'é', '陈', "'", '0').map((c) => c.repeat(KB100)),
);

/** Any JSON value that is not a string. */
const notText = fc.oneof(
  NUMBERS,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(word, fc.integer()), { maxLength: 3 }),
  fc.dictionary(word, word, { maxKeys: 3 }),
);

/** A value for a field called `name`: sometimes plausible, mostly wrong. */
function fieldValue(name: string): fc.Arbitrary<unknown> {
  const byName: fc.Arbitrary<unknown>[] = [];
  if (/date/i.test(name)) byName.push(IMPOSSIBLE_DATES);
  if (/nric/i.test(name)) byName.push(BAD_NRICS);
  if (/postal|^code$/i.test(name)) byName.push(BAD_POSTAL_CODES);
  if (/mobile|phone|homeNumber/i.test(name)) byName.push(BAD_PHONES);
  if (/email/i.test(name)) byName.push(BAD_EMAILS);
  return fc.oneof(badText, notText, anyText, ...byName);
}

// ---------------------------------------------------------------------------------------------------------------
// What is invalid by construction

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Why `value` cannot be accepted for a field called `name` with `schema`, or undefined when it might be. Judged by
 * the JSON Schema (type, enum, format, pattern, maxLength, items) and the domain's rules for text and for named
 * fields (ID numbers, postal codes, phones, emails, dates), never by the route's own validation.
 */
function whyInvalid(
  name: string,
  schema: JsonSchema,
  raw: unknown,
  siblings: Record<string, unknown> = {},
): string | undefined {
  const value: unknown = raw === undefined ? undefined : JSON.parse(JSON.stringify(raw));
  const branches = schemaBranches(schema);
  const reasons = branches.map((branch) => whyInvalidFor(name, branch, value, siblings));
  return reasons.every((r) => r !== undefined) ? reasons[0] : undefined;
}

function whyInvalidFor(
  name: string,
  schema: JsonSchema,
  value: unknown,
  siblings: Record<string, unknown>,
): string | undefined {
  const types = schemaTypes(schema);
  const type = jsonType(value);
  if (types.size > 0 && !types.has(type) && !(type === 'integer' && types.has('number')))
    return `${name}: a ${type}`;
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return `${name}: too few items`;
    const items = schema.items;
    if (items) {
      const bad = value.map((item) => whyInvalid(`${name}[]`, items, item)).find((r) => r !== undefined);
      if (bad) return bad;
    }
    return undefined;
  }
  if (typeof value !== 'string') return undefined;
  if (schema.enum && !schema.enum.includes(value)) return `${name}: not one of its options`;
  const text = value.trim();
  if (!hasOnlyAllowedCharacters(text, { multiline: true })) return `${name}: a control character`;
  if (schema.format === 'uuid' && !UUID.test(value)) return `${name}: not a UUID`;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
    return `${name}: not its pattern`;
  // Counted in UTF-16 code units, as the domain's text rule and a page's maxLength count (5 emoji are 10 long).
  if (schema.maxLength !== undefined && text.normalize('NFC').length > schema.maxLength) {
    return `${name}: too long`;
  }
  if (text === '') return undefined;
  if (/^nric$/i.test(name) && siblings.idType === 'NRIC' && !isValidNric(text.toUpperCase()))
    return `${name}: not an NRIC`;
  if (name === 'postalCode' && !isValidPostalCode(text)) return `${name}: not a postal code`;
  if (name === 'mobileNumber' && (siblings.countryCode ?? '+65') === '+65' && !isValidSingaporePhone(text)) {
    return `${name}: not a Singapore number`;
  }
  if (/email/i.test(name) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return `${name}: not an email address`;
  if (name === 'dateOfBirth' || name === 'chasExpiryDate') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const date = match ? new Date(`${text}T00:00:00Z`) : undefined;
    const real = date !== undefined && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    if (!real) return `${name}: not a real date`;
    if (name === 'dateOfBirth' && text > '2100-01-01') return `${name}: in the future`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

interface Mutation {
  /** Applied to the request being built. */
  apply: (draft: Draft) => void;
  /** Why the request can no longer be valid, or undefined. */
  invalid: string | undefined;
}

interface Draft {
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string | string[]>;
  body: unknown;
  /** Raw text instead of JSON.stringify(body), made from the body at the end. */
  raw: ((json: string) => string) | undefined;
  contentType: string;
}

function setQuery(draft: Draft, name: string, value: string): void {
  draft.query = [...draft.query.filter(([key]) => key !== name), [name, value]];
}

function pathMutations(op: ApiOperation, parameter: ApiParameter): fc.Arbitrary<Mutation> {
  const value = fc.oneof(
    fc.tuple(word, controlCharacter, word).map(([a, c, b]) => `${a}${c}${b}`),
    anyText.filter((text) => text !== ''),
    fc.constantFrom(
      'x'.repeat(4096),
      '../../profile',
      '%00',
      '..%2F..%2Fprofile',
      'null',
      'undefined',
      '-1',
      '1e308',
    ),
    fc.uuid(),
    fc.constantFrom(...SQL),
    BAD_NRICS,
    BAD_POSTAL_CODES,
  );
  return value.map((text) => ({
    apply: (draft) => {
      draft.path[parameter.name] = text;
    },
    invalid: op.method === 'GET' ? undefined : whyInvalid(parameter.name, parameter.schema, text),
  }));
}

function queryMutations(op: ApiOperation): fc.Arbitrary<Mutation>[] {
  const parameters = op.parameters.filter((p) => p.in === 'query');
  if (parameters.length === 0) return [];
  const names = parameters.map((p) => p.name);
  const text = (value: unknown) =>
    typeof value === 'string' ? value : ((JSON.stringify(value) as string | undefined) ?? 'null');
  return [
    fc
      .record({
        name: fc.constantFrom(...names),
        value: fc.oneof(
          fieldValue('query'),
          NUMBERS,
          fc.constantFrom('1e308', '-1', '99999999999999999999', 'NaN', '0x10', 'Infinity', ''),
        ),
      })
      .map(({ name, value }) => ({
        apply: (draft) => {
          setQuery(draft, name, text(value));
        },
        invalid: undefined,
      })),
    fc
      .record({ name: fc.constantFrom(...names), values: fc.array(word, { minLength: 2, maxLength: 3 }) })
      .map(({ name, values }) => ({
        apply: (draft) => {
          draft.query.push(...values.map((v): [string, string] => [name, v]));
        },
        invalid: undefined,
      })),
    fc.constantFrom('__proto__', 'constructor', 'unknown', 'admin', 'sql').map((name) => ({
      apply: (draft) => {
        draft.query.push([name, '1']);
      },
      invalid: undefined,
    })),
  ];
}

function bodyMutations(op: ApiOperation, baseline: Record<string, unknown>): fc.Arbitrary<Mutation>[] {
  const schema = op.body;
  if (!schema) return [];
  const objectSchema = schemaBranches(schema).find((b) => b.properties) ?? schema;
  const properties = Object.entries(objectSchema.properties ?? {});
  const required = objectSchema.required ?? [];
  const mutations: fc.Arbitrary<Mutation>[] = [];
  const whole = (value: unknown): string | undefined => whyInvalid('body', schema, value);

  if (properties.length > 0) {
    mutations.push(
      fc
        .constantFrom(...properties)
        .chain(([name, property]) => fieldValue(name).map((value) => ({ name, property, value })))
        .map(({ name, property, value }) => ({
          apply: (draft) => {
            if (typeof draft.body === 'object' && draft.body !== null && !Array.isArray(draft.body)) {
              (draft.body as Record<string, unknown>)[name] = value;
            }
          },
          invalid: whyInvalid(name, property, value, { ...baseline, [name]: value }),
        })),
    );
  }
  if (required.length > 0) {
    mutations.push(
      fc.constantFrom(...required).map((name) => ({
        apply: (draft) => {
          if (typeof draft.body === 'object' && draft.body !== null) Reflect.deleteProperty(draft.body, name);
        },
        invalid: `${name}: missing`,
      })),
    );
  }
  // The whole body of the wrong shape.
  mutations.push(
    fc.oneof(notText, badText, fc.array(notText, { minLength: 1, maxLength: 3 })).map((value) => ({
      apply: (draft) => {
        draft.body = value;
      },
      invalid: whole(value),
    })),
  );
  // Raw JSON text: a key given twice (the last one wins, and is bad), prototype keys, text that is not JSON.
  if (properties.length > 0) {
    mutations.push(
      fc
        .constantFrom(...properties)
        .chain(([name, property]) => fc.oneof(badText, notText).map((value) => ({ name, property, value })))
        .map(({ name, property, value }) => ({
          apply: (draft) => {
            draft.raw = (json) =>
              json.startsWith('{') && json.length > 2
                ? `{${JSON.stringify(name)}:"Tan Ah Kow",${json.slice(1, -1)},${JSON.stringify(name)}:${JSON.stringify(value)}}`
                : json;
          },
          invalid: whyInvalid(name, property, value, { ...baseline, [name]: value }),
        })),
    );
  }
  mutations.push(
    fc
      .constantFrom(
        '"__proto__":{"isAdmin":true}',
        '"__proto__":{"customerId":"00000000-0000-0000-0000-000000000000"}',
        '"constructor":{"prototype":{"isAdmin":true}}',
      )
      .map((poison) => ({
        apply: (draft) => {
          draft.raw = (json) =>
            json.startsWith('{') && json.length > 2 ? `{${poison},${json.slice(1)}` : `{${poison}}`;
        },
        invalid: 'a prototype key',
      })),
    fc
      .constantFrom(
        (json: string) => json.slice(0, Math.max(json.length - 1, 0)),
        (json: string) => `${json},`,
        (json: string) => json.replace(/:/, ': NaN, "x":'),
        (json: string) => `${json}${json}`,
        () => '',
        () => '{"a":'.repeat(5000),
        () => `[${'['.repeat(2000)}`,
      )
      .map((broken) => ({
        apply: (draft) => {
          draft.raw = broken;
        },
        invalid: 'not JSON',
      })),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
      )
      .map((type) => ({
        apply: (draft) => {
          draft.contentType = type;
        },
        invalid: `sent as ${type}`,
      })),
  );
  return mutations;
}

function rawBodyMutations(): fc.Arbitrary<Mutation>[] {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
  return [
    fc
      .record({
        prefix: fc.constantFrom(
          PNG,
          JPEG,
          Buffer.from('RIFF\0\0\0\0WEBP'),
          Buffer.from('<svg'),
          Buffer.alloc(0),
        ),
        bytes: fc.uint8Array({ maxLength: 2048 }),
        type: fc.constantFrom(
          'image/png',
          'image/jpeg',
          'image/webp',
          'application/octet-stream',
          'text/html',
        ),
      })
      .map(({ prefix, bytes, type }) => ({
        apply: (draft) => {
          draft.body = Buffer.concat([prefix, Buffer.from(bytes)]);
          draft.contentType = type;
        },
        invalid: 'bytes that are not an image',
      })),
  ];
}

function viewAsMutation(): fc.Arbitrary<Mutation> {
  return fc
    .oneof(word, fc.constantFrom(...SQL), BAD_NRICS, fc.uuid())
    .filter((text) => text.trim() !== '')
    .map((text) => ({
      apply: (draft) => {
        draft.headers['view-as'] = text;
      },
      invalid: 'a view-as that is not a loved one of theirs',
    }));
}

// ---------------------------------------------------------------------------------------------------------------

describe('generated bad input on pglite', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let records: OwnerRecords;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const keys = await createKeys();
    app = await buildTestApp(database, keys, {
      config: testConfig({
        adminToken: ADMIN_TOKEN,
        rateLimitMax: 1_000_000_000,
        nricCheckMax: 1_000_000_000,
        referralCodeSendMax: 1_000_000_000,
        couponAttemptMax: 1_000_000_000,
        volunteerIdentityMaxPerIp: 1_000_000_000,
        volunteerIdentityMaxPerId: 1_000_000_000,
      }),
    });
    records = await createOwnerRecords(app, keys, OWNER);
    token = await signToken(keys, OWNER, { expiresIn: 3600 });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  function requestArbitrary(op: ApiOperation): fc.Arbitrary<FuzzRequest> | undefined {
    const route = `${op.method} ${op.path}`;
    const write = op.method !== 'GET';
    const baseline = op.body ? exampleObject(op.body, op.path) : {};
    const pathParameters = op.parameters.filter((p) => p.in === 'path');
    const primary: fc.Arbitrary<Mutation>[] = [
      ...pathParameters.map((p) => pathMutations(op, p)),
      ...queryMutations(op),
      ...bodyMutations(op, baseline),
      ...(RAW_BODY_ROUTES.includes(route) ? rawBodyMutations() : []),
    ];
    if (primary.length === 0) return undefined;
    if (op.security === 'bearerAuth') primary.push(viewAsMutation());
    // A request that could write must be invalid by construction; a read may be anything.
    const chosen = write ? fc.oneof(...primary).filter((m) => m.invalid !== undefined) : fc.oneof(...primary);
    // Other fields plausible or odd, before the chosen mutation (which, last, stays in force).
    const names = Object.keys(baseline);
    const noise =
      names.length === 0
        ? fc.constant([])
        : fc.array(
            fc.constantFrom(...names).chain((name) => anyText.map((value) => ({ name, value }))),
            { maxLength: 2 },
          );
    return fc.tuple(noise, chosen, fc.boolean()).map(([others, mutation, asList]) => {
      const draft: Draft = {
        path: ownerPathValues(op.path, records),
        query: op.parameters
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => [p.name, String(ownerQueryValue(p.name, p.schema, op.path, records))]),
        headers: {},
        body: op.body ? structuredClone(baseline) : undefined,
        raw: undefined,
        contentType: 'application/json',
      };
      const body = draft.body as Record<string, unknown> | undefined;
      for (const { name, value } of others) {
        if (body && name !== 'idType' && name !== 'countryCode') body[name] = value;
      }
      mutation.apply(draft);
      // Bodies that are one item or a list of them (POST …/address) are sent as a list half of the time.
      if (
        asList &&
        op.body?.anyOf?.some((b) => b.type === 'array') &&
        typeof draft.body === 'object' &&
        draft.body !== null &&
        !Array.isArray(draft.body) &&
        draft.raw === undefined
      ) {
        draft.body = [exampleObject(op.body, op.path), draft.body];
      }
      const json = Buffer.isBuffer(draft.body)
        ? undefined
        : draft.body === undefined
          ? undefined
          : JSON.stringify(draft.body);
      const payload = Buffer.isBuffer(draft.body)
        ? draft.body
        : json === undefined
          ? undefined
          : draft.raw
            ? draft.raw(json)
            : json;
      const query = new URLSearchParams(draft.query).toString();
      const headers: Record<string, string | string[]> = { ...draft.headers };
      if (op.security === 'bearerAuth') headers.authorization = `Bearer ${token}`;
      if (op.security === 'adminToken') headers['x-admin-token'] = ADMIN_TOKEN;
      if (payload !== undefined) headers['content-type'] = draft.contentType;
      return {
        route,
        method: op.method,
        url: fillPath(op.path, draft.path) + (query === '' ? '' : `?${query}`),
        headers,
        payload,
        invalid: mutation.invalid,
      };
    });
  }

  // A guard against a hang, not a speed check: the 10,000 requests take about 130 s beside the other suites on
  // CI's two cores, and a machine 40% slower, or busier, must not fail them on time alone.
  it(
    `answers ${String(RUNS)} generated bad requests with no 5xx, only our envelope, and writes nothing`,
    { timeout: FUZZ_TIMEOUT_MS },
    async () => {
      console.log(
        `[fuzz] seed ${String(SEED)}, ${String(RUNS)} requests (replay: FUZZ_SEED=${String(SEED)} vitest run --project api test/attack/fuzz)`,
      );
      const operations = apiOperations(app).filter((op) => op.path !== '/docs/json');
      const arbitraries = operations.flatMap((op) => {
        const arbitrary = requestArbitrary(op);
        return arbitrary ? [arbitrary] : [];
      });
      expect(arbitraries.length).toBeGreaterThanOrEqual(25);
      const perRoute = new Map<string, number>();
      const before = await databaseDigest(database);

      await fc.assert(
        fc.asyncProperty(fc.oneof(...arbitraries), async (request) => {
          const res = await app.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          perRoute.set(request.route, (perRoute.get(request.route) ?? 0) + 1);
          const label = `${request.method} ${request.url.slice(0, 200)} (${request.invalid ?? 'maybe valid'})`;
          expect(res.statusCode, label).toBeLessThan(500);
          expect(res.statusCode, `${label}: rate limits are lifted here`).not.toBe(429);
          if (request.invalid !== undefined)
            expect(res.statusCode, `${label}: accepted`).toBeGreaterThanOrEqual(400);
          if (res.statusCode >= 400) {
            const envelope = res.json<{
              httpCode: number;
              errorCode: unknown;
              errorMessage: unknown;
              message: unknown;
            }>();
            expect(envelope.httpCode, label).toBe(res.statusCode);
            expect(typeof envelope.errorCode, label).toBe('string');
            expect(envelope.errorMessage, label).toBe(envelope.message);
            expect(isHumanReadable(envelope.errorMessage), `${label}: ${String(envelope.errorMessage)}`).toBe(
              true,
            );
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );

      expect(await databaseDigest(database)).toEqual(before);
      const routes = [...perRoute.keys()];
      expect(routes.length, 'every route with input was tried').toBe(arbitraries.length);
      console.log(`[fuzz] ${String(RUNS)} requests over ${String(routes.length)} routes, nothing written`);
    },
  );

  it('answers every path parameter holding a NUL byte, a quote or a lone percent with no 5xx', async () => {
    // PostgreSQL refuses a NUL byte in text: a path value that reaches a text column unchecked would be a 500.
    const operations = apiOperations(app).filter((op) => op.path.includes('{'));
    expect(operations.length).toBeGreaterThanOrEqual(20);
    for (const op of operations) {
      const headers: Record<string, string> = {};
      if (op.security === 'bearerAuth') headers.authorization = `Bearer ${token}`;
      if (op.security === 'adminToken') headers['x-admin-token'] = ADMIN_TOKEN;
      for (const value of ['a\u0000b', "a'b", 'a%b', '\u0000']) {
        const url = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
        const res = await app.inject({ method: op.method, url, headers });
        expect(res.statusCode, `${op.method} ${url}`).toBeLessThan(500);
      }
    }
  });
});

/** A message for a person: a sentence of words, not a code, a stack, a schema path or a serialised object. */
function isHumanReadable(message: unknown): boolean {
  if (typeof message !== 'string') return false;
  const text = message.trim();
  return (
    text.length >= 5 &&
    text.length <= 300 &&
    /[A-Za-z]{3,}/.test(text) &&
    !/FST_|ERR_|Error:|\bat \S+ \(|\[object|undefined|ZodError|invalid_type|\bexpected (string|number|object|array|boolean)\b/i.test(
      text,
    )
  );
}
