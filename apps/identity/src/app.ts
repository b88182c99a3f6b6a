// The https server: health check, the sign-in pages (oidc-provider interactions) and oidc-provider itself.
// `startIdentityServer` is what server.ts and the tests call.
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type Provider from 'oidc-provider';
import { AccountStore, normaliseEmail } from './accounts.ts';
import type { IdentityConfig } from './config.ts';
import { ensureKeys } from './keys.ts';
import { PUBLIC_CORS_PATHS, createProvider, pageHeaders, responseHeaders } from './provider.ts';
import { FileStore } from './store.ts';
import { ensureTls } from './tls.ts';
import { loginPage, messagePage, SIGN_OUT_SCRIPT, STYLESHEET, type DemoAccount } from './views.ts';

/** The pages' own files: the stylesheet, and the script of the portal's sign-out (views.ts logoutPage). */
const ASSETS: Readonly<Record<string, { type: string; body: string }>> = {
  '/assets/identity.css': { type: 'text/css; charset=utf-8', body: STYLESHEET },
  '/assets/sign-out.js': { type: 'text/javascript; charset=utf-8', body: SIGN_OUT_SCRIPT },
};

export const MESSAGES = {
  wrongCredentials:
    'The email address or password is not right. Check them and try again. Passwords are case-sensitive.',
  emailMissing: 'Enter your email address.',
  passwordMissing: 'Enter your password.',
  tooManyAttempts:
    'Too many sign-in attempts for this email address. Please wait 15 minutes, then try again.',
  cancelled: 'The person cancelled signing in.',
} as const;

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const MAX_FORM_BYTES = 16 * 1024;
const LOCKOUT = { failures: 5, windowMs: 15 * 60 * 1000 } as const;

export interface IdentityServer {
  issuer: string;
  port: number;
  /** The CA that signed the server certificate: trust it in clients (NODE_EXTRA_CA_CERTS). */
  caPath: string;
  ca: string;
  provider: Provider;
  close(): Promise<void>;
}

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded'))
    throw new HttpError(415, 'Send the form as a form.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new HttpError(413, 'The form is too large.');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Counts failed sign-ins per email address and holds an address back after too many. */
class FailedAttempts {
  readonly #failures = new Map<string, number[]>();

  #recent(email: string, now: number): number[] {
    const recent = (this.#failures.get(email) ?? []).filter((at) => now - at < LOCKOUT.windowMs);
    if (recent.length === 0) this.#failures.delete(email);
    else this.#failures.set(email, recent);
    return recent;
  }

  isLocked(email: string, now = Date.now()): boolean {
    return this.#recent(email, now).length >= LOCKOUT.failures;
  }

  fail(email: string, now = Date.now()): void {
    this.#failures.set(email, [...this.#recent(email, now), now]);
  }

  clear(email: string): void {
    this.#failures.delete(email);
  }
}

function hostnameOf(issuer: string): string {
  return new URL(issuer).hostname.replace(/^\[|\]$/g, '');
}

export async function startIdentityServer(config: IdentityConfig): Promise<IdentityServer> {
  const accounts = new AccountStore(config.accounts);
  const keys = ensureKeys(config.dataDir);
  const store = new FileStore(join(config.dataDir, 'store'));
  await store.sweep();
  const tls = await ensureTls(config.dataDir, config.issuer ? [hostnameOf(config.issuer)] : []);
  const attempts = new FailedAttempts();
  const headers = pageHeaders(config);
  const portalHome = config.portalRedirectUris[0] ?? '/';
  const demoAccounts: DemoAccount[] = config.showDemoAccounts
    ? accounts.all.map((account) => ({
        name: account.name,
        email: account.email,
        ...(account.description ? { description: account.description } : {}),
        ...(account.demoPassword ? { password: account.demoPassword } : {}),
      }))
    : [];

  // Set once the port is known: the issuer names it.
  const ready: {
    provider?: Provider;
    callback?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  } = {};

  function sendHtml(res: ServerResponse, status: number, html: string): void {
    res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  }

  function sendExpired(res: ServerResponse): void {
    sendHtml(
      res,
      400,
      messagePage({
        title: 'This sign-in page has expired',
        paragraphs: [
          'For your safety, sign-in pages only work for a while. Please start again from careportal.',
        ],
        link: { href: portalHome, text: 'Back to careportal' },
      }),
    );
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, op: Provider, path: string) {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/abort)?$/.exec(path);
    if (!match) throw new HttpError(404, 'Not found');
    const [, uid = '', action = ''] = match;
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await op.interactionDetails(req, res);
    } catch {
      sendExpired(res);
      return;
    }
    if (details.uid !== uid) {
      sendExpired(res);
      return;
    }
    const clientId = typeof details.params.client_id === 'string' ? details.params.client_id : '';

    if (action === '/abort' && req.method === 'GET') {
      await op.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: MESSAGES.cancelled },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    const renderLogin = (status: number, model: Partial<Parameters<typeof loginPage>[0]>) => {
      sendHtml(
        res,
        status,
        loginPage({
          action: `/interaction/${uid}/login`,
          cancelHref: `/interaction/${uid}/abort`,
          email: '',
          demoAccounts,
          ...model,
        }),
      );
    };

    if (details.prompt.name === 'login') {
      if (action === '' && req.method === 'GET') {
        const hint = details.params.login_hint;
        renderLogin(200, { email: typeof hint === 'string' ? hint : '' });
        return;
      }
      if (action === '/login' && req.method === 'POST') {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim();
        const password = form.get('password') ?? '';
        if (email === '' || password === '') {
          renderLogin(400, {
            email,
            focus: email === '' ? 'email' : 'password',
            fieldErrors: {
              ...(email === '' ? { email: MESSAGES.emailMissing } : {}),
              ...(password === '' ? { password: MESSAGES.passwordMissing } : {}),
            },
          });
          return;
        }
        const key = normaliseEmail(email);
        if (attempts.isLocked(key)) {
          renderLogin(429, { email, error: MESSAGES.tooManyAttempts, focus: 'password' });
          return;
        }
        const account = await accounts.authenticate(email, password);
        if (account === undefined) {
          attempts.fail(key);
          renderLogin(401, { email, error: MESSAGES.wrongCredentials, focus: 'password' });
          return;
        }
        attempts.clear(key);
        await op.interactionFinished(
          req,
          res,
          { login: { accountId: account.id, amr: ['pwd'] } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
    }

    if (details.prompt.name === 'consent' && action === '' && req.method === 'GET') {
      if (!firstPartyClient(clientId)) {
        await op.interactionFinished(
          req,
          res,
          { error: 'consent_required', error_description: 'Only careportal applications may sign in here.' },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      // careportal's own apps need no consent screen: grant what they asked for.
      const accountId = details.session?.accountId;
      if (accountId === undefined) throw new HttpError(400, 'No signed-in account for consent.');
      const grant = details.grantId
        ? ((await op.Grant.find(details.grantId)) ?? new op.Grant({ accountId, clientId }))
        : new op.Grant({ accountId, clientId });
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      await op.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }

    // A stale tab: the interaction moved on (for example, signed in elsewhere). Resume it.
    res.writeHead(303, { Location: details.returnTo, 'Cache-Control': 'no-store' });
    res.end();
  }

  function firstPartyClient(clientId: string): boolean {
    return clientId === config.portalClientId;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'https://identity.invalid').pathname;
    for (const [name, value] of Object.entries(responseHeaders(config, path))) res.setHeader(name, value);
    // Another site gets no CORS headers except where anyone may read. oidc-provider answers every preflight
    // with the caller's origin (it cannot know the client yet), so the headers are dropped here, on the way out.
    const origin = req.headers.origin;
    if (origin !== undefined && !config.portalOrigins.includes(origin) && !PUBLIC_CORS_PATHS.includes(path)) {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) =>
        name.toLowerCase().startsWith('access-control-') ? res : setHeader(name, value);
    }
    if (path === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : 'ok');
      return;
    }
    const asset = ASSETS[path];
    if (asset !== undefined && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {
        'Content-Type': asset.type,
        'Cache-Control': 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : asset.body);
      return;
    }
    const { provider, callback } = ready;
    if (provider === undefined || callback === undefined) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
      res.end('starting');
      return;
    }
    if (path.startsWith('/interaction/')) {
      await interaction(req, res, provider, path);
      return;
    }
    await callback(req, res);
  }

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) {
        process.stderr.write(
          `identity: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        );
      }
      if (res.headersSent) {
        res.end();
        return;
      }
      sendHtml(
        res,
        status,
        messagePage({
          title: status === 404 ? 'Page not found' : 'Something went wrong',
          paragraphs: [
            status === 500 ? 'Please go back to careportal and try again.' : (error as Error).message,
          ],
          link: { href: portalHome, text: 'Back to careportal' },
        }),
      );
    });
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = config.issuer ?? `https://127.0.0.1:${port}`;
  const provider = createProvider({ config, issuer, keys, store, accounts });
  ready.provider = provider;
  ready.callback = provider.callback();

  const sweeper = setInterval(() => {
    store.sweep().catch((error: unknown) => {
      process.stderr.write(`identity: could not sweep expired records: ${String(error)}\n`);
    });
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  return {
    issuer,
    port,
    caPath: tls.caPath,
    ca: tls.ca,
    provider,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(sweeper);
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
        setTimeout(() => {
          server.closeAllConnections();
        }, 3_000).unref();
      }),
  };
}
