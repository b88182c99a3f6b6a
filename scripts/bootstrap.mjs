#!/usr/bin/env node
// The entry point of `npm start`, `npm test` and the benchmarks (`npm run bench:web`, `bench:api`,
// `bench:contention`, `bench:faults`) on a fresh machine that has only Node.js and npm.
// It runs on the system Node (20.19+), so it uses nothing but Node's standard library.
//
// 1. When the system Node is older than 22, fetch Node 24 from the npm registry's `node` package into .tools/.
// 2. Install the pinned pnpm into .tools/ (no `packageManager` field: pnpm 12 breaks on it).
// 3. Install the workspace's packages from the frozen lockfile.
// 4. For `test` and `bench-web`, install Debian's chromium and fonts when missing (no tool may download a
//    browser), waiting for the package manager's lock when another apt holds it.
// 5. Run the command's script (scripts/<command>.mjs, bench/<name>.mjs) with Node 24 first on PATH.
// The installs from a registry (steps 1 to 3) try once more after a failure.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DPKG_LOCKS, PACKAGE_LOCK_TIMEOUT_SECONDS, waitForPackageLocks } from './lib/package-lock.mjs';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '12.21.0';
const MIN_SYSTEM_NODE_MAJOR = 22;

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const tools = join(root, '.tools');
const [command = 'test', ...args] = process.argv.slice(2);
/** Each command and the script it runs; `setup` only installs. */
const commands = new Map([
  ['start', 'scripts/start.mjs'],
  ['test', 'scripts/test.mjs'],
  ['setup', null],
  ['bench-web', 'bench/web.mjs'],
  ['bench-api', 'bench/api.mjs'],
  ['bench-contention', 'bench/contention.mjs'],
  ['bench-faults', 'bench/faults.mjs'],
]);
/** The commands that drive a browser, for which Debian's chromium is installed. */
const browserCommands = new Set(['test', 'setup', 'bench-web']);

function log(message) {
  process.stdout.write(`[careportal] ${message}\n`);
}

function fail(message) {
  process.stderr.write(`[careportal] ${message}\n`);
  process.exit(1);
}

function run(bin, argv, options = {}) {
  const result = spawnSync(bin, argv, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) fail(`could not run ${bin}: ${result.error.message}`);
  if (result.status !== 0) fail(`${bin} ${argv.join(' ')} exited with ${result.status ?? result.signal}`);
}

/**
 * {@link run} for an install from a registry, which a busy or briefly unreachable registry can fail: a failure is
 * tried once more, after a few seconds, and says so; a second failure stops the command.
 */
function runRetryingOnce(bin, argv, options = {}) {
  const result = spawnSync(bin, argv, { stdio: 'inherit', cwd: root, ...options });
  if (!result.error && result.status === 0) return;
  log(
    `${bin} ${argv[0]} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}): trying once more in 5 s`,
  );
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000);
  run(bin, argv, options);
}

/** True when the Node running this script is recent enough and is not the one in .tools/ itself. */
function systemNodeIsEnough() {
  const major = Number(process.versions.node.split('.')[0]);
  return major >= MIN_SYSTEM_NODE_MAJOR && !process.execPath.startsWith(tools);
}

/** Installs the pinned tools into .tools/ when they are missing or a different version. */
function ensureTools() {
  const wanted = {
    name: 'careportal-tools',
    private: true,
    description: 'Written by scripts/bootstrap.mjs: the pinned toolchain for npm start and npm test.',
    dependencies: { pnpm: PNPM_VERSION, ...(systemNodeIsEnough() ? {} : { node: NODE_VERSION }) },
  };
  const manifest = join(tools, 'package.json');
  const wantedText = `${JSON.stringify(wanted, null, 2)}\n`;
  const installed = (pkg) => {
    try {
      return JSON.parse(readFileSync(join(tools, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    } catch {
      return undefined;
    }
  };
  const upToDate =
    existsSync(manifest) &&
    readFileSync(manifest, 'utf8') === wantedText &&
    Object.entries(wanted.dependencies).every(([pkg, version]) => installed(pkg) === version);
  if (upToDate) return;
  log(
    systemNodeIsEnough()
      ? `installing pnpm ${PNPM_VERSION} into .tools/`
      : `Node ${process.versions.node} is older than ${MIN_SYSTEM_NODE_MAJOR}: installing Node ${NODE_VERSION} and pnpm ${PNPM_VERSION} into .tools/`,
  );
  mkdirSync(tools, { recursive: true });
  writeFileSync(manifest, wantedText);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  runRetryingOnce(npm, [
    'install',
    '--prefix',
    tools,
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    '--loglevel=error',
  ]);
}

function toolchainEnv() {
  const nodeBin = systemNodeIsEnough()
    ? process.execPath
    : join(tools, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(nodeBin)) fail(`Node ${NODE_VERSION} was not installed at ${nodeBin}`);
  const path = [
    dirname(nodeBin),
    join(tools, 'node_modules', '.bin'),
    join(root, 'node_modules', '.bin'),
    process.env.PATH ?? '',
  ].join(delimiter);
  const env = {
    ...process.env,
    PATH: path,
    // No tool may download a browser of its own: Debian's chromium is used everywhere.
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    PUPPETEER_SKIP_DOWNLOAD: '1',
    npm_config_update_notifier: 'false',
  };
  return { env, nodeBin };
}

/**
 * Debian's chromium and the fonts the browser suites need; installed with apt when missing. A fresh machine may
 * still be running its own apt: the install waits for the package manager's locks (saying so) rather than fail.
 */
async function ensureBrowser() {
  const { executablePath, debianPackages } = require(join(root, 'scripts', 'chromium.cjs'));
  const installed = (pkg) =>
    spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes(
      'install ok installed',
    );
  const missing = debianPackages.filter((pkg) => !installed(pkg));
  if (existsSync(executablePath) && missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    fail(
      `the browser tests need Debian's ${missing.join(', ')}: run \`sudo apt-get install -y ${missing.join(' ')}\` and try again`,
    );
  }
  log(`installing Debian's ${missing.join(', ')} for the browser tests`);
  const apt = { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  // apt-get waits for the dpkg lock itself (DPkg::Lock::Timeout) but says nothing until it gives up: look first.
  const lockWait = ['-o', `DPkg::Lock::Timeout=${PACKAGE_LOCK_TIMEOUT_SECONDS}`];
  await waitForPackageLocks(DPKG_LOCKS, { log }).catch((error) => fail(error.message));
  run('apt-get', [...lockWait, 'update', '-qq'], apt);
  await waitForPackageLocks(DPKG_LOCKS, { log }).catch((error) => fail(error.message));
  run('apt-get', [...lockWait, 'install', '-y', '-qq', '--no-install-recommends', ...missing], apt);
}

function ensurePackages(env) {
  const pnpm = join(tools, 'node_modules', '.bin', 'pnpm');
  runRetryingOnce(pnpm, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'], {
    env,
  });
}

if (!commands.has(command)) fail(`unknown command "${command}": use ${[...commands.keys()].join(', ')}`);
ensureTools();
const { env, nodeBin } = toolchainEnv();
ensurePackages(env);
if (browserCommands.has(command)) await ensureBrowser();
// `setup` only installs (pnpm, packages, chromium): what a helper script or an editor needs before a first run.
if (command === 'setup') process.exit(0);

const child = spawn(nodeBin, [join(root, commands.get(command)), ...args], {
  stdio: 'inherit',
  cwd: root,
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
