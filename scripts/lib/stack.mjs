// The whole portal on one machine: the sign-in provider (apps/identity), the API (apps/api) and the portal's
// production bundle served by its production server (apps/portal/server), each on 127.0.0.1. `npm start` runs
// it on the usual ports with the data in .data/; the browser suite runs it on its own ports with a fresh data
// folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** Where each part listens and keeps its data. */
export function stackSettings({
  identityPort = 4600,
  apiPort = 4000,
  portalPort = 5173,
  dataDir = join(root, '.data'),
} = {}) {
  return {
    identityPort,
    apiPort,
    portalPort,
    identityUrl: `https://127.0.0.1:${identityPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    portalUrl: `http://127.0.0.1:${portalPort}`,
    identityDataDir: join(dataDir, 'identity'),
    apiDataDir: join(dataDir, 'api', 'pglite'),
    caPath: join(dataDir, 'identity', 'tls', 'ca.pem'),
  };
}

/** Builds what the stack runs: the project references (the API imports domain's build) and the portal. */
export function buildStack(settings, { log = () => {} } = {}) {
  const steps = [
    ['building the packages (tsc -b)', 'tsc', ['-b'], root],
    [
      'building the portal (vite build)',
      'vite',
      ['build', '--logLevel', 'warn'],
      join(root, 'apps', 'portal'),
    ],
  ];
  for (const [label, bin, args, cwd] of steps) {
    log(label);
    const result = spawnSync(bin, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: settings.apiUrl, VITE_OIDC_AUTHORITY: settings.identityUrl },
    });
    if (result.status !== 0) throw new Error(`${label} failed; see the messages above.`);
  }
}

/** Resolves once `url` answers 200, polling for up to `seconds`. The local provider's certificate is ours. */
export async function waitHealthy(name, url, seconds = 90, isStopped = () => false) {
  const deadline = Date.now() + seconds * 1000;
  const once = () =>
    new Promise((resolvePromise) => {
      const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(
        url,
        { method: 'GET', rejectUnauthorized: false, timeout: 2000 },
        (response) => {
          response.resume();
          resolvePromise(response.statusCode === 200);
        },
      );
      request.on('error', () => resolvePromise(false));
      request.on('timeout', () => request.destroy());
      request.end();
    });
  while (Date.now() < deadline) {
    if (isStopped()) throw new Error(`${name} stopped before it answered.`);
    if (await once()) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 500));
  }
  throw new Error(`${name} did not answer ${url} within ${seconds} s.`);
}

/** Resolves when nothing listens on 127.0.0.1:`port`; rejects with the listen error (EADDRINUSE) otherwise. */
function checkPortFree(port) {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePromise()));
  });
}

/**
 * Starts the provider, then the API, then the portal's server, waiting for each to be healthy. `output` gets
 * each service's lines prefixed with its name; `onUnexpectedExit` is called when a service dies on its own.
 * Resolves to `{ stop }`, which stops all three.
 */
export async function startStack(
  settings,
  { output = () => {}, onUnexpectedExit = () => {}, env = {} } = {},
) {
  const children = [];
  let stopping = false;

  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolvePromise) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              resolvePromise();
              return;
            }
            child.once('exit', resolvePromise);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };

  const startService = (name, script, serviceEnv) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, ...env, ...serviceEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) output(`[${name}] ${line}`);
      });
    }
    child.on('exit', (code, signal) => {
      if (!stopping) onUnexpectedExit(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    });
    children.push(child);
    return child;
  };
  const exited = (child) => child.exitCode !== null || child.signalCode !== null;

  const portInUse = `port ${settings.portalPort} on 127.0.0.1 is in use. Stop what runs there, or set PORTAL_PORT.`;
  try {
    // Checked first, so a taken port fails in a second rather than after the provider and the API have started.
    // The portal's server refuses a taken port too (it never moves to another), with the same message.
    await checkPortFree(settings.portalPort).catch((error) => {
      throw new Error(error?.code === 'EADDRINUSE' ? portInUse : (error?.message ?? String(error)));
    });
    const identity = startService('identity', join(root, 'apps', 'identity', 'src', 'server.ts'), {
      IDENTITY_PORT: String(settings.identityPort),
      IDENTITY_DATA_DIR: settings.identityDataDir,
      PORTAL_ORIGIN: settings.portalUrl,
    });
    await waitHealthy('The sign-in provider', `${settings.identityUrl}/healthz`, 90, () => exited(identity));
    if (!existsSync(settings.caPath)) {
      throw new Error(`the sign-in provider wrote no certificate at ${settings.caPath}.`);
    }
    const api = startService('api', join(root, 'apps', 'api', 'src', 'server.ts'), {
      API_PORT: String(settings.apiPort),
      API_DATA_DIR: settings.apiDataDir,
      PORTAL_ORIGIN: settings.portalUrl,
      OIDC_ISSUER: settings.identityUrl,
      NODE_EXTRA_CA_CERTS: settings.caPath,
    });
    await waitHealthy('The API', `${settings.apiUrl}/healthz`, 180, () => exited(api));
    const portal = startService('portal', join(root, 'apps', 'portal', 'server', 'server.ts'), {
      PORTAL_HOST: '127.0.0.1',
      PORTAL_PORT: String(settings.portalPort),
      PORTAL_DIST: join(root, 'apps', 'portal', 'dist'),
      PORTAL_API_URL: settings.apiUrl,
      PORTAL_OIDC_AUTHORITY: settings.identityUrl,
    });
    await waitHealthy('The portal', `${settings.portalUrl}/healthz`, 30, () => exited(portal));
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
