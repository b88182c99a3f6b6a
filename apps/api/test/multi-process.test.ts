/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any --
   The journeys read JSON answers (`any`), as a client does. */
/**
 * More than one API process on one PostgreSQL (issue 18), as a provider with more customers than one machine
 * serves runs it: two real server processes (`node src/server.ts`) share one database, and the clients' requests
 * alternate between them, as a round-robin load balancer sends them. Everything the API promises still holds:
 *
 * - both start together on an empty database: one migrates and seeds while the other waits, then finds nothing
 *   to do;
 * - what one process writes, the other reads;
 * - a rate limit counts the requests both processes answered;
 * - 40 sessions racing for one dental slot through both processes: exactly one holds it;
 * - 40 payments of one order through both processes, with one idempotency key and with different keys: one
 *   charge, one SUCCEEDED payment, one receipt;
 * - one process killed (SIGKILL) in the middle of a booking and payment stream: every acknowledged booking and
 *   payment is there once, and the clients' retries with the same idempotency key succeed on the other process.
 *
 * PostgreSQL only: the embedded PGlite is one process's database (README, "More than one API process").
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';

import { nationalIdCheckLetter } from '@careportal/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import {
  bookings,
  customers,
  orders,
  outboxMessages,
  payments,
  sandboxCharges,
  services,
} from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import {
  AUDIENCE,
  ISSUER,
  createEmptyPostgresDatabase,
  createKeys,
  signToken,
  type TestKeys,
} from './helpers.ts';
import { GYM_TONIC_LINE, newKey } from './payment-helpers.ts';
import {
  API_START_TIMEOUT_MS,
  closeServer,
  serveKeySet,
  startApi,
  stopApis,
  streamLovedOne,
  type RunningApi,
} from './processes.ts';

const SCALING = seedId('product', 'dental-scaling-and-polishing');
const TAMPINES = seedId('centre', 'denticare-tampines');
const CUSTOMER = 'demo-ahkow';
/** The public routes' limit per route and client in each process (API_RATE_LIMIT_MAX). */
const RATE_LIMIT = 30;

/** An address in 10.0.0.0/8 for a client of its own. */
function randomClient(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

interface Answer {
  status: number;
  body: any;
}

/** A dental slot: a day, a time and one dentist. */
interface Slot {
  day: string;
  time: string;
  resourceId: string;
}

/** How long the start-up lock is held before the processes may take it: longer than Fastify's 10 s default. */
const LONG_MIGRATION_MS = 11_000;
/** The long migration, then the two starts, one after the other's migration and seed. */
const SETUP_TIMEOUT_MS = LONG_MIGRATION_MS + 2 * API_START_TIMEOUT_MS + 30_000;

describe.runIf(inject('postgresAdminUrl'))('two API processes on one PostgreSQL', () => {
  let keys: TestKeys;
  let keySet: { url: string; server: Server };
  let env: NodeJS.ProcessEnv;
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let token: string;
  const apis: RunningApi[] = [];
  const running = new Set<RunningApi>();
  /** The next process a request goes to: round robin, as a load balancer sends them. */
  let turn = 0;

  /** Resolves once `count` sessions wait for an advisory lock (the processes, for the start-up lock). */
  async function waitForLockWaiters(count: number): Promise<void> {
    for (;;) {
      const result: unknown = await handle.db.execute(
        sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
      );
      const [row] = (result as { rows: { waiting: number }[] }).rows;
      if ((row?.waiting ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function start(): Promise<RunningApi> {
    const api = await startApi(env);
    running.add(api);
    return api;
  }

  beforeAll(async () => {
    keys = await createKeys();
    keySet = await serveKeySet(keys);
    // An empty database: the processes migrate and seed it themselves, as on a first deployment.
    database = await createEmptyPostgresDatabase();
    env = {
      ...process.env,
      DATABASE_URL: database.url,
      OIDC_ISSUER: ISSUER,
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_JWKS_URI: keySet.url,
      API_SEED: 'auto',
      API_RATE_LIMIT_MAX: String(RATE_LIMIT),
      // The processes sit behind a load balancer (this test): each client is told by its X-Forwarded-For.
      API_TRUSTED_PROXIES: 'loopback',
      LOG_LEVEL: 'warn',
    };
    delete env.API_DATA_DIR;
    handle = await openDatabase({ driver: 'postgres', url: database.url, poolSize: 4 });
    // A migration that outlasts Fastify's 10 s plugin default (a large one, a busy machine): the start-up lock is
    // held for longer than that, and both processes wait for it instead of giving up.
    const longMigration = handle.exclusively(async () => {
      await waitForLockWaiters(2);
      await new Promise((resolve) => setTimeout(resolve, LONG_MIGRATION_MS));
    });
    // Both at once: the start-up lock makes one wait for the other's migration and seed.
    apis.push(...(await Promise.all([start(), start()])));
    await longMigration;
    token = await signToken(keys, CUSTOMER, { expiresIn: 3600 });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await stopApis(running);
    await handle.close();
    await closeServer(keySet.server);
    await database.drop();
  });

  /** A request to `api` (by default the next one in turn); the connection's failure is thrown. */
  async function call(
    method: string,
    path: string,
    options: {
      body?: unknown;
      headers?: Record<string, string>;
      signedIn?: boolean;
      api?: RunningApi;
      /** The client's address, as the load balancer forwards it; by default one of its own per request. */
      ip?: string;
    } = {},
  ): Promise<Answer> {
    const api = options.api ?? apis[turn++ % apis.length];
    if (!api) throw new Error('no API process');
    const headers: Record<string, string> = {
      'x-forwarded-for': options.ip ?? randomClient(),
      ...options.headers,
    };
    if (options.signedIn !== false) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${api.base}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
  }

  /** Free dental slots (a day, time and dentist each) at Tampines, soonest first, at least `count`. */
  async function freeSlots(count: number): Promise<Slot[]> {
    const base = { serviceId: SCALING, centerId: TAMPINES, clientSessionId: randomUUID() };
    const query = (extra: Record<string, string>) => new URLSearchParams({ ...base, ...extra }).toString();
    const slots: Slot[] = [];
    const months = await call('GET', `/public/v1/appointment/available-months?${query({})}`, {
      signedIn: false,
    });
    for (const month of months.body.data.availableMonths as string[]) {
      const dates = await call(
        'GET',
        `/public/v1/appointment/available-dates?${query({ selectedMonth: month })}`,
        {
          signedIn: false,
        },
      );
      for (const day of dates.body.data.availableDates as string[]) {
        const times = await call(
          'GET',
          `/public/v1/appointment/available-times?${query({ selectedMonth: month, selectedDate: day })}`,
          { signedIn: false },
        );
        for (const [time, slot] of Object.entries(times.body.data.availableTimes as Record<string, any>)) {
          for (const resource of slot.resources as { resourceId: string }[])
            slots.push({ day, time, resourceId: resource.resourceId });
        }
        if (slots.length >= count) return slots;
      }
    }
    throw new Error(`only ${slots.length} free dental slots`);
  }

  const hold = (session: string, slot: Slot, api?: RunningApi) =>
    call('POST', '/public/v1/appointment', {
      signedIn: false,
      ...(api ? { api } : {}),
      body: {
        clientSessionId: session,
        centerId: TAMPINES,
        resourceId: slot.resourceId,
        serviceId: SCALING,
        monthAndYear: slot.day.slice(0, 7),
        dayOfMonth: slot.day.slice(8, 10),
        timeSlot: slot.time,
      },
    });

  /** Ends the services the customer holds of `productId`, so that the programme can be bought again. */
  async function endHeldServices(productId: string): Promise<void> {
    await handle.db
      .update(services)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          eq(services.productId, productId),
          inArray(
            services.customerId,
            handle.db
              .select({ id: customers.id })
              .from(customers)
              .where(eq(customers.identitySubject, CUSTOMER)),
          ),
        ),
      );
  }

  /** An order of one line placed through the cart, as the portal does; its id. */
  async function placeOrder(line: typeof GYM_TONIC_LINE, api?: RunningApi): Promise<string> {
    await endHeldServices(line.productId);
    const via = api ? { api } : {};
    const saved = await call('PUT', '/cart', {
      ...via,
      body: { categoryId: line.categoryId, items: [line] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const placed = await call('POST', '/cart/checkout', { ...via, headers: { 'idempotency-key': newKey() } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.data.id as string;
  }

  /** A card saved through the gateway's form (one process) and the cards route (the other, in turn). */
  async function saveCard(): Promise<void> {
    const tokenised = await call('POST', '/sandbox/gateway/tokens', {
      signedIn: false,
      body: { number: '4242424242424242', expiryMonth: '12', expiryYear: '2035', cvc: '123' },
    });
    expect(tokenised.status, JSON.stringify(tokenised.body)).toBe(201);
    const saved = await call('POST', '/linkpay/cards', { body: { token: tokenised.body.token } });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  }

  /** The charges the gateway (the sandbox, whose state all processes share) has made with success. */
  async function succeededCharges(): Promise<number> {
    const [row] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxCharges)
      .where(sql`${sandboxCharges.result}->>'status' = 'succeeded'`);
    return row?.n ?? 0;
  }

  const pay = (orderId: string, key: string, api?: RunningApi) =>
    call('POST', '/linkpay/payments', {
      ...(api ? { api } : {}),
      headers: { 'idempotency-key': key },
      body: { orderId },
    });

  it('started together on an empty database: one migrated and seeded, both answer', async () => {
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    const [seeded] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(eq(customers.identitySubject, CUSTOMER));
    expect(seeded?.n).toBe(1);
    expect(row?.n).toBeGreaterThan(1);
    for (const api of apis) expect((await fetch(`${api.base}/healthz`)).status).toBe(200);
  });

  it('reads on one process what the other wrote', async () => {
    const [first, second] = apis as [RunningApi, RunningApi];
    const lovedOne = streamLovedOne(0, '58', 'Twoprocess');
    const added = await call('POST', '/lovedone', { api: first, body: lovedOne });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const listed = await call('GET', '/lovedone', { api: second });
    expect(listed.body.data.map((l: { name: string }) => l.name)).toContain(lovedOne.name);
  });

  it('counts a public route’s rate limit over both processes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMIT * 2; i += 1) {
      answers.push((await call('GET', '/public/v1/showcases', { signedIn: false, ip: '10.9.9.9' })).status);
    }
    // One client sent half of its requests to each process: together they allow the limit, no more.
    expect(answers.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
    expect(answers.filter((s) => s === 429)).toHaveLength(RATE_LIMIT);
  });

  it('lets exactly one of 40 sessions racing through both processes hold one dental slot', async () => {
    const [slot] = await freeSlots(1);
    if (!slot) throw new Error('no free slot');
    const sessions = Array.from({ length: 40 }, () => randomUUID());
    const answers = await Promise.all(sessions.map((session) => hold(session, slot)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.errorCode === 'SLOT_TAKEN')).toHaveLength(39);
    const rows = await handle.db.select().from(bookings).where(inArray(bookings.clientSessionId, sessions));
    expect(rows.map((b) => b.status)).toEqual(['HELD']);
  });

  it.each([
    ['one idempotency key', true],
    ['different keys', false],
  ])('charges once for 40 payments of one order through both processes, with %s', async (_name, sameKey) => {
    await saveCard();
    const orderId = await placeOrder(GYM_TONIC_LINE);
    const chargesBefore = await succeededCharges();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => pay(orderId, sameKey ? key : newKey())),
    );
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const paid = answers.filter((a) => a.status === 200);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(new Set(paid.map((a) => a.body.data.payment.id)).size).toBe(1);
    const rows = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('PAID');
    // Nothing charged twice at the gateway, and one receipt mailed, whichever process sent it.
    expect((await succeededCharges()) - chargesBefore).toBe(1);
    expect(order?.receiptStatus).toBe('SENT');
    const receipts = await handle.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.text, `%/invoice/${orderId}`));
    expect(receipts).toHaveLength(1);
  });

  it(
    'keeps every acknowledged booking and payment when one process is killed mid-stream; retries succeed on the other',
    { timeout: 120_000 },
    async () => {
      const [victim, survivor] = apis as [RunningApi, RunningApi];
      const slots = await freeSlots(20);
      await saveCard();
      const chargesBefore = await succeededCharges();
      /**
       * Requests alternate between the processes until the stream has made {@link KILL_AFTER} acknowledged
       * steps; the next request sent to the victim is then cut by its kill, and retried on the survivor, as a
       * load balancer's client retries an idempotent request whose connection died.
       */
      const KILL_AFTER = 12;
      let acknowledgedSteps = 0;
      let killed = false;
      let retried = 0;
      async function withRetry(send: (api: RunningApi) => Promise<Answer>): Promise<Answer> {
        const api = killed ? survivor : turn++ % 2 === 0 ? victim : survivor;
        const sent = send(api);
        if (api === victim && acknowledgedSteps >= KILL_AFTER && !killed) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
        try {
          const answer = await sent;
          acknowledgedSteps += 1;
          return answer;
        } catch {
          // The connection died with the process: the same request again, on the survivor.
          retried += 1;
          const answer = await send(survivor);
          acknowledgedSteps += 1;
          return answer;
        }
      }

      let nric = 5_600_000;
      const acknowledgedBookings: string[] = [];
      const acknowledgedPayments: string[] = [];
      const bookingStream = async (mine: Slot[]) => {
        for (const slot of mine) {
          const session = randomUUID();
          const digits = String(nric++);
          const held = await withRetry((api) => hold(session, slot, api));
          expect(held.status, JSON.stringify(held.body)).toBe(201);
          const client = await withRetry((api) =>
            call('POST', '/public/v1/client/session', {
              api,
              signedIn: false,
              body: {
                clientSessionId: session,
                isBookingForYourSelf: true,
                name: 'Stream Tan',
                email: 'stream.tan@example.sg',
                mobileNumber: '91234567',
                clientIdType: 'NRIC',
                nric: `S${digits}${nationalIdCheckLetter('S', digits)}`,
                countryCode: '+65',
              },
            }),
          );
          expect(client.status, JSON.stringify(client.body)).toBeLessThan(300);
          const confirmed = await withRetry((api) =>
            call('POST', '/public/v1/appointment/review/confirm', {
              api,
              signedIn: false,
              body: { clientSessionId: session, marketingConsentAgreed: false },
            }),
          );
          expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
          acknowledgedBookings.push(session);
        }
      };
      // One payment stream: the customer has one cart, so their orders are placed one after another.
      const paymentStream = async (rounds: number) => {
        for (let i = 0; i < rounds; i += 1) {
          const orderId = await placeOrder(GYM_TONIC_LINE, survivor);
          const key = newKey();
          const answer = await withRetry((api) => pay(orderId, key, api));
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          acknowledgedPayments.push(orderId);
        }
      };
      await Promise.all([
        bookingStream(slots.slice(0, 10)),
        bookingStream(slots.slice(10, 20)),
        paymentStream(10),
      ]);
      expect(killed).toBe(true);
      expect(retried).toBeGreaterThanOrEqual(1);
      expect(await victim.exited).toBe('SIGKILL');
      expect(killed).toBe(true);

      // Every acknowledged booking is there, once, BOOKED.
      const rows = await handle.db
        .select()
        .from(bookings)
        .where(inArray(bookings.clientSessionId, acknowledgedBookings));
      expect(rows).toHaveLength(acknowledgedBookings.length);
      expect(rows.every((b) => b.status === 'BOOKED')).toBe(true);
      // Every acknowledged payment is there, once; its order is paid.
      for (const orderId of acknowledgedPayments) {
        const paid = await handle.db.select().from(payments).where(eq(payments.orderId, orderId));
        expect(
          paid.filter((p) => p.status === 'SUCCEEDED'),
          orderId,
        ).toHaveLength(1);
        const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
        expect(order?.status).toBe('PAID');
      }
      expect(acknowledgedBookings).toHaveLength(20);
      expect(acknowledgedPayments).toHaveLength(10);
      // One charge at the gateway per payment, retries included.
      expect((await succeededCharges()) - chargesBefore).toBe(10);
    },
  );
});
