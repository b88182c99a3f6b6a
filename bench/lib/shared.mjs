// What `npm run bench:api` and `npm run bench:contention` share: the machine's description, the build the API
// needs, access tokens signed with a key of the bench's own, a scratch PostgreSQL database, the results file and
// the table printed at the end, and stopping whatever was started on Ctrl-C or an error.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePostgres } from '../../scripts/lib/postgres.mjs';

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
/** Resolves a package as the API does (fastify, pg): the same versions it runs on. */
export const requireFromApi = createRequire(join(root, 'apps', 'api', 'package.json'));

export const say = (line = '') => process.stdout.write(`${line}\n`);
export const warn = (line) => process.stderr.write(`${line}\n`);

/** The machine, as the results file records it; the load average is the one at the start of the run. */
export function describeMachine() {
  const cpuList = cpus();
  const gb = (bytes) => Math.round((bytes / 1024 ** 3) * 10) / 10;
  return {
    cpu: cpuList[0]?.model ?? 'unknown',
    cpus: cpuList.length,
    memoryGB: gb(totalmem()),
    freeMemoryGB: gb(freemem()),
    os: `${platform()} ${release()}`,
    node: process.version,
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

/** One line about the machine for the console. */
export function machineLine(machine) {
  return (
    `${machine.cpus} × ${machine.cpu}, ${machine.memoryGB} GB, Node ${machine.node}, ` +
    `load average ${machine.loadAverage.join(' ')}`
  );
}

/** Builds the project references (the API imports domain's build), as `npm start` and the browser suite do. */
export function buildPackages() {
  say('bench: building the packages (tsc -b)');
  const result = spawnSync('tsc', ['-b'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('tsc -b failed; see the messages above.');
}

/** A whole number from the environment, or `fallback`. */
export function envNumber(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${text}".`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------
// Access tokens: an ES256 key of the bench's own, its key set served over HTTP (for an API in another process),
// and tokens shaped as the sign-in provider's (typ at+jwt, the API's issuer and audience).

export const ISSUER = 'https://identity.bench.invalid';
export const AUDIENCE = 'api://careportal';

const base64url = (value) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export function createSigner() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = randomUUID();
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' };
  return {
    publicKey,
    jwks: { keys: [publicJwk] },
    /** An access token for `subject`, valid for `seconds`. */
    token(subject, seconds = 3600) {
      const now = Math.floor(Date.now() / 1000);
      const header = base64url({ alg: 'ES256', typ: 'at+jwt', kid });
      const payload = base64url({
        sub: subject,
        iss: ISSUER,
        aud: AUDIENCE,
        scope: 'openid profile',
        iat: now - 5,
        exp: now + seconds,
      });
      const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      }).toString('base64url');
      return `${header}.${payload}.${signature}`;
    },
  };
}

/** Serves the signer's key set at http://127.0.0.1:`port`/jwks; resolves to `{ url, close }`. */
export function serveJwks(signer, port) {
  const body = JSON.stringify(signer.jwks);
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/jwks' ? 200 : 404, { 'content-type': 'application/json' });
    response.end(request.url === '/jwks' ? body : '{}');
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolvePromise({
        url: `http://127.0.0.1:${port}/jwks`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL: the server the API suites use (TEST_DATABASE_URL, or 127.0.0.1:5432 as postgres with trust auth).

/** An admin URL of a PostgreSQL server that answers, or '' when none does. */
export async function findPostgres() {
  ensurePostgres((line) => say(`bench: ${line}`));
  const pg = requireFromApi('pg');
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return '';
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** An empty database of the bench's own on that server: its URL, and `drop` for when nothing uses it any more. */
export async function createScratchDatabase(adminUrl) {
  const pg = requireFromApi('pg');
  const name = `careportal_bench_${randomBytes(6).toString('hex')}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

// ---------------------------------------------------------------------------------------------------------
// Results and the table.

/** `text` as prettier writes it, so `npm run format:check` passes on a results file that is committed. */
async function formatted(path, text) {
  try {
    const prettier = await import('prettier');
    return await prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
  } catch {
    return text;
  }
}

/** Writes `report` to bench/results/`file`; resolves to the path. */
export async function writeResults(file, report) {
  const path = join(root, 'bench', 'results', file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await formatted(path, `${JSON.stringify(report, null, 2)}\n`));
  return path;
}

/** Prints a Markdown table: the first column left-aligned, the others right-aligned. */
export function printTable(header, rows) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => String(row[i]).length)),
  );
  const format = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join(' | ')} |`;
  say(format(header));
  say(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of rows) say(format(row));
}

// ---------------------------------------------------------------------------------------------------------
// Stopping what was started.

/**
 * Runs `main` (which registers a cleanup step for each thing it starts with `onCleanup`) and exits with its
 * code, after the cleanup steps have run newest first: on success, on an error, and on Ctrl-C.
 */
export async function runBench(main) {
  const cleanups = [];
  let cleaning = null;
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const step of cleanups.reverse()) {
        try {
          await step();
        } catch (error) {
          warn(`bench: cleaning up: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      warn(`\nbench: ${signal}: stopping what was started…`);
      void cleanup().then(() => process.exit(130));
    });
  }
  process.on('uncaughtException', (error) => {
    warn(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    void cleanup().then(() => process.exit(1));
  });
  let code = 1;
  try {
    code = await main((step) => cleanups.push(step));
  } catch (error) {
    warn(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await cleanup();
  }
  process.exit(code);
}
