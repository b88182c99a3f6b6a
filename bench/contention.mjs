#!/usr/bin/env node
// `npm run bench:contention`: what 100 simultaneous requests for one thing leave behind, never part of
// `npm test`.
//
// Builds the API in this process (apps/api/src/app.ts, as server.ts does) on a fresh database it migrates and
// seeds, listening on a port of its own, so that the sandbox card gateway can be asked for its charges.
// 100 requests leave at once over real HTTP (fetch, a connection each), for each database (PGlite, then
// PostgreSQL on a scratch database when one answers):
//   1. one Denticare slot: 100 visitors' sessions hold the same dentist's slot (POST /public/v1/appointment);
//   2. one order, one Idempotency-Key: 100 payments of the demo customer's order with a saved test card
//      (POST /linkpay/payments), all with the same key, as a browser retrying;
//   3. one order, 100 Idempotency-Keys: the same with a key each, as 100 tabs.
// It prints each race's answers by status and error code, and the time from the first request sent to the last
// answer; it checks that exactly one session holds the slot (answers and the bookings table) and that exactly one
// charge succeeded for each order (the gateway's charges, the payments table, one payment id in the answers).
// Writes bench/results/contention.json. Exits non-zero when more than one (or none) won, anything was charged
// twice, or an answer was not one of the expected ones. See bench/README.md.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { bookings, payments } from '../apps/api/src/db/schema/index.ts';
import { seedId } from '../apps/api/src/db/seed.ts';
import {
  AUDIENCE,
  ISSUER,
  buildPackages,
  createScratchDatabase,
  createSigner,
  describeMachine,
  envNumber,
  findPostgres,
  machineLine,
  printTable,
  runBench,
  say,
  warn,
  writeResults,
} from './lib/shared.mjs';

const RACERS = envNumber('BENCH_RACERS', 100);
/**
 * Each race is run first with this many requests, on a slot and orders of its own: the routes' first calls
 * compile their code and open the database's connections, which is not what the race measures.
 */
const WARMUP_RACERS = 10;
/** The demo customer of the seed, and what they buy: a programme each for the two payment races. */
const SUBJECT = 'demo-ahkow';
const ACTIVE_AGEING = seedId('category', 'active-ageing');
const ORDER_LINES = [
  {
    categoryId: ACTIVE_AGEING,
    productId: seedId('product', 'gym-tonic'),
    offeringId: seedId('offering', 'gym-tonic', '24 sessions / 3 months'),
    centerId: seedId('centre', 'admiralty'),
  },
  {
    categoryId: ACTIVE_AGEING,
    productId: seedId('product', 'functional-strength-training'),
    offeringId: seedId('offering', 'functional-strength-training', '1 run of 16 sessions / 2 months'),
    centerId: seedId('centre', 'admiralty'),
  },
];
/** The sandbox gateway's card that is always approved (apps/api/src/adapters/payment/sandbox.ts). */
const APPROVED_CARD = '4242424242424242';

/** One call; the answer's status and parsed body. */
async function call(baseUrl, method, path, { token, headers = {}, body } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (an HTML page of a proxy): the status says enough.
  }
  return { status: response.status, json, text };
}

/** A call that must answer `status`; its `data`. */
async function expectData(baseUrl, status, method, path, options) {
  const answer = await call(baseUrl, method, path, options);
  if (answer.status !== status) {
    throw new Error(
      `${method} ${path} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 300)}`,
    );
  }
  return answer.json?.data;
}

/** Sends `count` requests at once; their answers, and the time from the first sent to the last answered. */
async function race(count, request) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      request(i).catch((error) => ({ status: 0, json: null, text: String(error?.cause ?? error) })),
    ),
  );
  const settleMs = Math.round((performance.now() - started) * 10) / 10;
  const outcomes = {};
  for (const answer of answers) {
    const key = `${answer.status}${answer.json?.errorCode ? ` ${answer.json.errorCode}` : ''}`;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  return { answers, settleMs, outcomes };
}

/** A free slot of one named dentist (a slot of 'No preference' could go to any of several). */
async function freeSlot(baseUrl) {
  const clientSessionId = randomUUID();
  const { serviceId, centers } = await expectData(
    baseUrl,
    200,
    'GET',
    `/public/v1/centers?clientSessionId=${clientSessionId}`,
  );
  for (const { centerId } of centers) {
    const q = (extra) => new URLSearchParams({ serviceId, centerId, clientSessionId, ...extra }).toString();
    const { availableMonths } = await expectData(
      baseUrl,
      200,
      'GET',
      `/public/v1/appointment/available-months?${q({})}`,
    );
    for (const selectedMonth of availableMonths) {
      const { availableDates } = await expectData(
        baseUrl,
        200,
        'GET',
        `/public/v1/appointment/available-dates?${q({ selectedMonth })}`,
      );
      // The last date: furthest from the 24-hour rule, so the slot is still offered when the race runs.
      for (const selectedDate of availableDates.slice().reverse()) {
        const { availableTimes } = await expectData(
          baseUrl,
          200,
          'GET',
          `/public/v1/appointment/available-times?${q({ selectedMonth, selectedDate })}`,
        );
        for (const [timeSlot, { resources }] of Object.entries(availableTimes)) {
          const [dentist] = resources;
          if (!dentist) continue;
          return {
            serviceId,
            centerId,
            resourceId: dentist.resourceId,
            dentist: dentist.resourceName,
            monthAndYear: selectedMonth,
            dayOfMonth: selectedDate.slice(8, 10),
            timeSlot,
          };
        }
      }
    }
  }
  throw new Error('the seeded Denticare centres have no free slot');
}

/** Race 1: every session asks to hold the same slot. */
async function slotRace(app, baseUrl, racers) {
  const slot = await freeSlot(baseUrl);
  const sessions = Array.from({ length: racers }, () => randomUUID());
  const { answers, settleMs, outcomes } = await race(racers, (i) =>
    call(baseUrl, 'POST', '/public/v1/appointment', { body: { clientSessionId: sessions[i], ...slot } }),
  );
  const winners = answers.filter((answer) => answer.status === 201).length;
  const losers = answers.filter((answer) => answer.status === 409 && answer.json?.errorCode === 'SLOT_TAKEN');
  const ofSessions = new Set(sessions);
  const rows = (await app.db.select().from(bookings)).filter((row) => ofSessions.has(row.clientSessionId));
  const problems = [];
  if (winners !== 1) problems.push(`${winners} sessions were answered 201 (one should be)`);
  if (losers.length !== racers - 1)
    problems.push(`${losers.length} were answered 409 SLOT_TAKEN, not ${racers - 1}`);
  if (rows.length !== 1)
    problems.push(`the bookings table holds ${rows.length} bookings of the racing sessions`);
  return {
    race: `${racers} sessions hold one slot`,
    request: 'POST /public/v1/appointment',
    slot: `${slot.monthAndYear}-${slot.dayOfMonth} ${slot.timeSlot}, ${slot.dentist}`,
    settleMs,
    outcomes,
    winners,
    check: { bookingsOfTheSessions: rows.map((row) => row.status) },
    problems,
  };
}

/**
 * The demo customer's saved test card and four orders to pay (placed through the cart, as the portal does), all
 * placed before any is paid: a paid order gives the customer its programme, which closes it to a new order.
 */
async function paymentSetup(baseUrl, token) {
  // The gateway's hosted form: a one-time token for the card, as the browser gets it ({token}, no envelope).
  const tokenised = await call(baseUrl, 'POST', '/sandbox/gateway/tokens', {
    body: {
      number: APPROVED_CARD,
      expiryMonth: '12',
      expiryYear: String(new Date().getFullYear() + 5),
      cvc: '123',
    },
  });
  if (tokenised.status !== 201)
    throw new Error(`the sandbox gateway answered ${tokenised.status}: ${tokenised.text}`);
  const gatewayToken = tokenised.json.token;
  const saved = await expectData(baseUrl, 201, 'POST', '/linkpay/cards', {
    token,
    body: { token: gatewayToken },
  });
  const cardId = saved.card.id;
  const orders = [];
  for (const line of [...ORDER_LINES, ...ORDER_LINES]) {
    await expectData(baseUrl, 200, 'PUT', '/cart', {
      token,
      body: { categoryId: line.categoryId, items: [line] },
    });
    const order = await expectData(baseUrl, 201, 'POST', '/cart/checkout', {
      token,
      headers: { 'idempotency-key': `bench-${randomUUID()}` },
    });
    orders.push(order);
  }
  return { cardId, orders };
}

/** Races 2 and 3: every request pays the same order, with one key or with a key each. */
async function paymentRace(app, baseUrl, token, { cardId, order, sameKey, racers }) {
  const gateway = app.adapters.payment;
  const before = (await gateway.charges()).length;
  const key = `bench-${randomUUID()}`;
  const { answers, settleMs, outcomes } = await race(racers, () =>
    call(baseUrl, 'POST', '/linkpay/payments', {
      token,
      headers: { 'idempotency-key': sameKey ? key : `bench-${randomUUID()}` },
      body: { orderId: order.id, cardId },
    }),
  );
  const paid = answers.filter((answer) => answer.status === 200);
  const paymentIds = new Set(paid.map((answer) => answer.json?.data?.payment?.id));
  const charges = (await gateway.charges()).slice(before);
  const succeeded = charges.filter((charge) => charge.status === 'succeeded');
  const rows = (await app.db.select().from(payments)).filter((row) => row.orderId === order.id);
  const orderAfter = await expectData(baseUrl, 200, 'GET', `/order/${order.id}`, { token });
  const expected = answers.every(
    (answer) => answer.status === 200 || (answer.status === 409 && answer.json?.errorCode !== undefined),
  );
  const problems = [];
  if (paymentIds.size !== 1)
    problems.push(`${paymentIds.size} different payments were answered 200 (one should be)`);
  if (succeeded.length !== 1)
    problems.push(`the gateway holds ${succeeded.length} successful charges for the order`);
  if (rows.filter((row) => row.status === 'SUCCEEDED').length !== 1) {
    problems.push(
      `the payments table holds ${rows.filter((row) => row.status === 'SUCCEEDED').length} successful payments`,
    );
  }
  if (orderAfter?.status !== 'PAID') problems.push(`the order is ${orderAfter?.status}, not PAID`);
  if (!expected) problems.push('an answer was neither 200 nor a 409 refusal');
  return {
    race: sameKey
      ? `${racers} payments of one order, one key`
      : `${racers} payments of one order, ${racers} keys`,
    request: 'POST /linkpay/payments',
    order: order.orderNumber ?? order.id,
    settleMs,
    outcomes,
    winners: paymentIds.size,
    check: {
      gatewayCharges: charges.map((charge) => ({
        status: charge.status,
        amountCents: charge.amountCents,
        refunded: charge.refunded,
      })),
      paymentRows: rows.map((row) => row.status),
      orderStatus: orderAfter?.status ?? null,
    },
    problems,
  };
}

/** The three races on one database, on an app of their own. */
async function raceOn(database, { scratch, signer, postgresAdminUrl }) {
  const stops = [];
  try {
    const env = {
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      OIDC_ISSUER: ISSUER,
      OIDC_AUDIENCE: AUDIENCE,
      // The public routes are limited to 100 requests a minute per client, and every racer is this machine.
      API_RATE_LIMIT_MAX: '1000000000',
      API_SEED: 'auto',
    };
    let description;
    if (database === 'postgres') {
      const db = await createScratchDatabase(postgresAdminUrl);
      stops.push(db.drop);
      env.DATABASE_URL = db.url;
      description = `PostgreSQL (${new URL(postgresAdminUrl).host}, scratch database ${db.name})`;
    } else {
      env.API_DATA_DIR = join(scratch, `pglite-${randomUUID()}`);
      description = 'PGlite (a new data folder)';
    }
    say(`bench: building the API on ${description}; it migrates and seeds the database`);
    const app = await buildApp({
      config: loadConfig(env),
      getKey: () => Promise.resolve(signer.publicKey),
      logger: { level: process.env.BENCH_LOG_LEVEL || 'warn' },
    });
    stops.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address();
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = signer.token(SUBJECT);

    const { cardId, orders } = await paymentSetup(baseUrl, token);
    const round = async (racers, [sameKeyOrder, manyKeysOrder]) => [
      await slotRace(app, baseUrl, racers),
      await paymentRace(app, baseUrl, token, { cardId, order: sameKeyOrder, sameKey: true, racers }),
      await paymentRace(app, baseUrl, token, { cardId, order: manyKeysOrder, sameKey: false, racers }),
    ];
    say(`bench: warm-up: each race with ${WARMUP_RACERS} requests`);
    const warmup = await round(WARMUP_RACERS, orders.slice(2));
    say(`bench: ${RACERS} sessions race for one Denticare slot, then ${RACERS} payments of one order twice`);
    const results = await round(RACERS, orders.slice(0, 2));
    for (const result of results) {
      const line = Object.entries(result.outcomes)
        .map(([outcome, count]) => `${count} × ${outcome}`)
        .join(', ');
      say(`bench:   ${result.race}: ${line}; settled in ${result.settleMs} ms`);
      for (const problem of result.problems) warn(`bench:   PROBLEM: ${problem}`);
    }
    for (const result of warmup) {
      for (const problem of result.problems) warn(`bench:   PROBLEM (warm-up, ${result.race}): ${problem}`);
    }
    return { database, description, races: results, warmup };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

await runBench(async (onCleanup) => {
  const machine = describeMachine();
  say(`bench: ${machineLine(machine)}`);
  buildPackages();
  const scratch = mkdtempSync(join(tmpdir(), 'careportal-bench-contention-'));
  onCleanup(() => rmSync(scratch, { recursive: true, force: true }));
  const signer = createSigner();

  const postgresAdminUrl = await findPostgres();
  const databases = postgresAdminUrl ? ['pglite', 'postgres'] : ['pglite'];
  const skipped = postgresAdminUrl
    ? null
    : 'PostgreSQL did not answer (127.0.0.1:5432, or TEST_DATABASE_URL): raced on PGlite only.';
  if (skipped) warn(`bench: ${skipped}`);
  const passes = [];
  for (const database of databases)
    passes.push(await raceOn(database, { scratch, signer, postgresAdminUrl }));

  const problems = passes.flatMap((pass) =>
    [...pass.warmup, ...pass.races].flatMap((result) =>
      result.problems.map((problem) => `${pass.database}, ${result.race}: ${problem}`),
    ),
  );
  const report = {
    date: new Date().toISOString(),
    machine,
    setup: {
      api: 'apps/api/src/app.ts built and listening in the bench process (the sandbox gateway counts its charges)',
      client: `fetch, ${RACERS} requests sent at once, a connection each`,
      racers: RACERS,
      warmupRacers: WARMUP_RACERS,
    },
    databases: passes,
    notes: skipped ? [skipped] : [],
    problems,
  };
  const path = await writeResults('contention.json', report);

  say('');
  say(`Contention, ${RACERS} requests at once; ${machineLine(machine)}`);
  printTable(
    ['Race', 'answers', 'winners', 'settled'],
    passes.flatMap((pass) =>
      pass.races.map((result) => [
        `${pass.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${result.race}`,
        Object.entries(result.outcomes)
          .map(([outcome, count]) => `${count} × ${outcome}`)
          .join(', '),
        `${result.winners}${result.problems.length > 0 ? ' ✗' : ''}`,
        `${Math.round(result.settleMs)} ms`,
      ]),
    ),
  );
  say('Winners: sessions answered 201, or payments answered 200 (one payment id); ✗ marks a problem.');
  if (skipped) say(skipped);
  say(`Results: ${relative(process.cwd(), path) || path}`);
  if (problems.length > 0) {
    for (const problem of problems) warn(`bench: ${problem}`);
    return 1;
  }
  return 0;
});
