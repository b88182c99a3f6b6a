/**
 * No personal data in the logs, by design: an app that logs everything (level trace, request bodies included)
 * is driven through a representative set of requests, the failing ones above all (bad tokens, a refused
 * view-as, invalid bodies, database errors with a person's details as parameters, malformed HTTP), and every
 * string of every line is scanned for NRIC and FIN shapes, card numbers, bearer tokens and JWTs, passwords,
 * dates of birth and Singapore mobile numbers.
 */
import {
  FIN_PREFIXES,
  NRIC_PREFIXES,
  isValidNationalId,
  nationalIdCheckLetter,
  type NationalIdPrefix,
} from '@careportal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.ts';
import { customers } from '../src/db/schema/index.ts';
import { DEMO_CLIENT_RECORD } from '../src/db/seed-data.ts';
import { seedId } from '../src/db/seed.ts';
import { serializeError } from '../src/lib/logging.ts';
import {
  captureLogs,
  createKeys,
  createTestDatabase,
  drivers,
  lovedOnesForAuthorization,
  rawHttp,
  signToken,
  testConfig,
  type TestDatabase,
  type TestKeys,
} from './helpers.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
const PASSWORD = 'CarePortal#2026';
const CARD = '4111 1111 1111 1111';
/** A valid ID number by the domain's check-letter rule. */
const id = (prefix: NationalIdPrefix, digits: string) =>
  `${prefix}${digits}${nationalIdCheckLetter(prefix, digits)}`;
/** ID numbers the requests carry, every one valid by the domain's rules (so the scan below would see them). */
const [NRIC_A, NRIC_B, NRIC_C, FIN_A] = [
  id('S', '5812345'),
  id('T', '3139192'),
  id('S', '1234567'),
  id('G', '1234567'),
];
const IDS = [NRIC_A, NRIC_B, NRIC_C, FIN_A, DEMO_CLIENT_RECORD.nric];
const DATES_OF_BIRTH = ['1958-08-09', '1950-02-31', '1947-11-23'];
const MOBILES = ['98765432', '91234567', '8123 4567'];

/** The scan: what must never appear in a log line, each with a name for the failure message. */
const ID_SHAPE = new RegExp(`[${[...NRIC_PREFIXES, ...FIN_PREFIXES].join('')}]\\d{7}[A-Z]`, 'i');

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function findings(raw: string, tokens: string[]): string[] {
  // Record ids are random hex: a run of their digits is not a phone or card number.
  const text = raw.replace(UUID, '<id>');
  const found: string[] = [];
  if (ID_SHAPE.test(text)) found.push(`an NRIC/FIN: ${ID_SHAPE.exec(text)?.[0] ?? ''}`);
  for (const match of text.matchAll(/(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g)) {
    if (luhn(match[0].replace(/\D/g, ''))) found.push(`a card number: ${match[0]}`);
  }
  if (/Bearer\s+(?!\[REDACTED\])\S/i.test(text)) found.push('a bearer token');
  if (/eyJ[\w-]+\.eyJ[\w-]+\./.test(text)) found.push('a JWT');
  for (const token of tokens) if (text.includes(token.slice(-20))) found.push('a token used by the test');
  if (text.includes(PASSWORD) || text.includes(ADMIN_TOKEN)) found.push('a password');
  if (/password"?\s*[:=]\s*"?(?!\[REDACTED\])[^\s",}]{4,}/i.test(text)) found.push('a password value');
  // A date of birth: any date in 1900-2019, as the portal sends it (YYYY-MM-DD) or shows it (dd/MM/yyyy).
  for (const match of text.matchAll(
    /\b(?:19\d\d|20[01]\d)-[01]\d-[0-3]\d\b|\b[0-3]\d\/[01]\d\/(?:19\d\d|20[01]\d)\b/g,
  )) {
    found.push(`a date of birth: ${match[0]}`);
  }
  for (const date of DATES_OF_BIRTH) if (text.includes(date)) found.push(`a date of birth: ${date}`);
  for (const match of text.matchAll(/(?<!\d)(?:\+?65[ -]?)?[89]\d{3}[ -]?\d{4}(?!\d)/g)) {
    found.push(`a mobile number: ${match[0]}`);
  }
  return found;
}

/** Every string (keys included) of a parsed log line, with where it was. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      [`${path}.${k}#key`, k] as [string, string],
      ...strings(v, `${path}.${k}`),
    ]);
  }
  return [];
}

describe('the scan', () => {
  it('sees each kind of personal data it looks for', () => {
    for (const id of IDS) expect(isValidNationalId(id), id).toBe(true);
    const samples = [
      ...IDS,
      CARD,
      'Authorization: Bearer abc.def',
      'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
      `{"password":"hunter22"}`,
      '14/03/1952',
      ...DATES_OF_BIRTH,
      ...MOBILES,
      '+65 9123 4567',
    ];
    for (const sample of samples) expect(findings(sample, []), sample).not.toEqual([]);
    // And not the things a log line is made of.
    for (const ok of ['*****567D', '************1111', '****4567', '[REDACTED]', 'req-12', '2026-05-01']) {
      expect(findings(ok, []), ok).toEqual([]);
    }
  });
});

describe.each(drivers())('logs on %s', (driver) => {
  let database: TestDatabase;
  let keys: TestKeys;
  let app: FastifyInstance;
  const logs = captureLogs();
  const tokens: string[] = [];
  let strangerLovedOneId: string;

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { payload?: unknown; headers?: Record<string, string>; subject?: string } = {},
  ) => {
    const token = await signToken(keys, options.subject ?? 'demo-ahkow');
    tokens.push(token);
    return app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    keys = await createKeys();
    app = await buildApp({
      config: testConfig({ adminToken: ADMIN_TOKEN }),
      database: database.handle,
      migrate: false,
      getKey: keys.getKey,
      logger: { level: 'trace', stream: logs.stream },
    });
    // Database failures with a person's details as the statement's parameters, on both drivers: a data error
    // that quotes the refused value, a unique violation that names the duplicate, a check violation that
    // lists the whole failing row.
    const person = { dateOfBirth: '1947-11-23', mobileNumber: '91234567', nric: NRIC_C };
    app.get('/test/db/data-error', async () => {
      await app.db.execute(
        sql`select ${'Tan Ah Kow'}::text, ${'1950-02-31'}::date, ${'98765432'}::text, ${NRIC_A}::text`,
      );
      return {};
    });
    app.get('/test/db/unique', async () => {
      await app.db.insert(customers).values({
        name: 'Tan Ah Kow',
        email: 'ahkow.tan@example.sg',
        referralCode: 'CP7K2Q9A',
        nationalId: NRIC_C,
        profile: person,
      });
      return {};
    });
    app.get('/test/db/check', async () => {
      await app.db.insert(customers).values({
        name: '   ',
        email: 'someone.new@example.sg',
        referralCode: 'CPLOGS01',
        nationalId: FIN_A,
        profile: person,
      });
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    strangerLovedOneId = (await lovedOnesForAuthorization(database, 'CPLOGS02')).strangerLovedOneId;
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('hold no personal data after a representative set of requests, the failing ones included', async () => {
    const details = {
      name: 'Tan Ah Kow',
      dateOfBirth: '1958-08-09',
      gender: 'Male',
      idType: 'NRIC',
      nric: NRIC_A,
      countryCode: '+65',
      email: 'ahkow.tan@example.sg',
      mobileNumber: '98765432',
      homeNumber: null,
      maritalStatus: 'Married',
      residentStatus: 'Singapore/ Pink IC',
      nationality: 'SG',
      language: 'English',
      unionMember: false,
      marketingConsent: true,
    };
    const statuses: number[] = [];
    const record = async (res: Promise<{ statusCode: number }>) => statuses.push((await res).statusCode);

    // Signed in, succeeding and failing.
    await record(call('GET', '/profile'));
    await record(call('GET', '/profile', { headers: { 'view-as': NRIC_B } }));
    await record(call('GET', '/profile', { headers: { 'view-as': strangerLovedOneId } }));
    await record(call('PUT', '/profile', { payload: { ...details, nric: NRIC_C } }));
    await record(
      call('PUT', '/profile', {
        payload: { ...details, dateOfBirth: '1950-02-31', mobileNumber: '8123 4567', password: PASSWORD },
      }),
    );
    await record(call('PUT', '/profile', { payload: { ...details, companyName: `card ${CARD}` } }));
    await record(call('PUT', '/profile', { payload: { ...details, companyName: 'Tan\u0000Holdings' } }));
    await record(call('GET', `/profile/nric/${NRIC_C}`));
    await record(call('GET', `/profile/nric/${DEMO_CLIENT_RECORD.nric.toLowerCase()}`));
    await record(call('GET', `/profile/linking?linkingType=SELF&nric=${FIN_A}`));
    await record(
      call('POST', '/profile/linking', {
        payload: { referralCode: 'CPZZZZZZ', idType: 'NRIC', nric: NRIC_C, lovedOne: 'not-a-uuid' },
      }),
    );
    await record(
      call('POST', '/profile/linking', {
        payload: { referralCode: DEMO_CLIENT_RECORD.referralCode, idType: 'NRIC', nric: NRIC_A },
      }),
    );
    await record(call('POST', '/profile/referral-code/send', { payload: { channel: 'SMS' } }));
    await record(
      call('POST', '/lovedone', {
        payload: {
          ...details,
          name: 'Wong Siew Lan',
          nric: NRIC_B,
          relationship: 'Spouse',
          dateOfBirth: '1947-11-23',
        },
      }),
    );
    await record(
      call('POST', '/profile/contact', {
        payload: {
          name: 'Tan Mei Ling',
          relationship: 'Child',
          countryCode: '+65',
          mobileNumber: '91234567',
        },
      }),
    );
    const declaration = {
      clientId: seedId('customer', 'demo-ahkow'),
      whyJoinOurExerciseProgramme: ['Prevent falls'],
      healthConditions: ['None of these'],
      injureAnyOfTheseBodyParts: ['Knee'],
      timesExerciseAWeek: '0',
      name: 'Tan Ah Kow',
      nric: NRIC_C,
      handphoneNumber: '91234567',
      center: seedId('centre', 'admiralty'),
    };
    await record(call('POST', '/profile/health-declaration', { payload: declaration }));
    await record(
      call('POST', '/profile/health-declaration', {
        payload: { ...declaration, nric: NRIC_A.toLowerCase(), handphoneNumber: '8123 4567' },
      }),
    );
    await record(
      call('POST', '/profile/address', {
        payload: {
          type: 'BILLING',
          block: '1',
          street: 'Bayfront\u0000Avenue',
          postalCode: '018971',
          residenceType: 'HDB',
        },
      }),
    );
    await record(call('POST', '/auth/validate'));
    await record(call('GET', '/auth/session', { subject: 'nobody-here' }));

    // Bad tokens: from another key, expired, not a JWT.
    const stranger = await createKeys();
    for (const token of [
      await signToken(keys, 'demo-ahkow', { key: stranger }),
      await signToken(keys, 'demo-ahkow', { expiresIn: -60 }),
      'not.a.jwt',
    ]) {
      tokens.push(token);
      await record(
        app.inject({ method: 'GET', url: '/profile', headers: { authorization: `Bearer ${token}` } }),
      );
    }

    // Public and unknown routes with personal data in the URL.
    await record(
      app.inject({ method: 'GET', url: `/config/mastercode?code=${NRIC_C}&mobile=%2B6591234567` }),
    );
    await record(app.inject({ method: 'GET', url: `/nope/${NRIC_C}?mobile=91234567&card=4111111111111111` }));
    await record(app.inject({ method: 'DELETE', url: `/profile?nric=${NRIC_B}` }));
    await record(app.inject({ method: 'GET', url: '/public/v1/postal-code/018971' }));
    await record(
      app.inject({
        method: 'PUT',
        url: '/config/app',
        headers: { 'x-admin-token': ADMIN_TOKEN, 'content-type': 'application/json' },
        payload: JSON.stringify({ password: PASSWORD, note: 'call 9123 4567 or +65 8123 4567' }),
      }),
    );
    await record(
      app.inject({
        method: 'PUT',
        url: '/config/app',
        headers: { 'x-admin-token': ADMIN_TOKEN, 'content-type': 'application/json' },
        payload: `{"nric":"${NRIC_C}",`,
      }),
    );

    // Database failures, and HTTP Node cannot read (a token in the raw bytes).
    for (const url of ['/test/db/data-error', '/test/db/unique', '/test/db/check']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.body).not.toContain('Tan Ah Kow');
    }
    await rawHttp(app, `GARBAGE /profile HTTP/1.1\r\nAuthorization: Bearer ${tokens[0] ?? ''}\r\n\r\n`);
    await rawHttp(app, `GET /profile?nric=${NRIC_C} HTTP/1.1\r\nX-Big: ${'9'.repeat(20_000)}\r\n\r\n`);

    expect(statuses).not.toContain(0);
    const lines = logs.lines();
    const text = logs.text();
    // The run did what it meant to: every level, request bodies, database errors with their codes.
    expect(text).toContain('request body');
    expect(text).toContain('view-as refused');
    expect(text).toContain('client error on the socket');
    expect(lines.filter((l) => l.msg === 'unexpected error').length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('"code":"23505"');
    expect(text).toContain('"code":"23514"');
    expect(text).toContain('"code":"22008"');
    expect(text).toContain('customers_name_not_blank');

    // Masked, not dropped: the masks show where the data was.
    expect(text).toContain(`*****${NRIC_C.slice(-4)}`);
    expect(text).toContain('****4567');
    expect(text).toContain('[REDACTED]');
    const problems = lines.flatMap((line, index) =>
      strings(line).flatMap(([path, value]) =>
        findings(value, tokens).map((finding) => `line ${index + 1} ${path}: ${finding}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('keep what finds the bug: the SQL, the SQLSTATE code and the constraint', () => {
    const failures = logs.lines().filter((l) => l.msg === 'unexpected error');
    const errors = failures.map((l) => l.err as Record<string, unknown>);
    expect(errors.some((e) => String(e.query).startsWith('insert into "customers"'))).toBe(true);
    expect(errors.map((e) => (e.database as { code?: string } | undefined)?.code)).toEqual(
      expect.arrayContaining(['22008', '23505', '23514']),
    );
    expect(errors.every((e) => !('params' in e))).toBe(true);
  });
});

describe('the database error serializer', () => {
  it("drops a driver error's parameters and redacts the row its detail names", () => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "customers_email_lower_unique"'),
      {
        name: 'error',
        severity: 'ERROR',
        code: '23505',
        detail: 'Key (lower(email))=(ahkow.tan@example.sg) already exists.',
        constraint: 'customers_email_lower_unique',
        table: 'customers',
        query: 'insert into customers values ($1, $2)',
        params: ['Tan Ah Kow', '91234567'],
        queryOptions: {},
      },
    );
    const serialized = serializeError(driverError) as Record<string, unknown>;
    expect(serialized).not.toHaveProperty('params');
    expect(serialized).not.toHaveProperty('detail');
    expect(serialized.database).toEqual({
      code: '23505',
      severity: 'ERROR',
      constraint: 'customers_email_lower_unique',
      table: 'customers',
      detail: 'Key (lower(email))=([REDACTED]) already exists.',
    });
    expect(JSON.stringify(serialized)).not.toMatch(/Tan Ah Kow|91234567|ahkow\.tan/);
  });
});
