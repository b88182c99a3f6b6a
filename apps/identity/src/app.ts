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
import { createSandboxMail, type SandboxMail } from './mail/sandbox.ts';
import type { MailAdapter } from './mail/types.ts';
import { PASSWORD_RULES_TEXT, passwordProblem } from './password.ts';
import { PasswordResets, RESET_CODE_DIGITS, RESET_LIMITS } from './password-reset.ts';
import { PUBLIC_CORS_PATHS, createProvider, pageHeaders, responseHeaders } from './provider.ts';
import { FileStore } from './store.ts';
import { ensureTls } from './tls.ts';
import {
  escapeHtml,
  layout,
  loginPage,
  messagePage,
  resetCodePage,
  resetRequestPage,
  SIGN_OUT_SCRIPT,
  STYLESHEET,
  type DemoAccount,
} from './views.ts';

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
  emailInvalid: 'Enter an email address in the right form, such as name@example.com.',
  tooManyCodes:
    'We have sent this email address as many one-time passwords as we can for now. Use the latest one, or try again in an hour.',
  codeSent: (email: string) =>
    `If ${email} is the email address of a careportal account, we have sent a ${String(RESET_CODE_DIGITS)}-digit one-time password to it. It works once, for ${String(RESET_LIMITS.codeTtlMs / 60_000)} minutes.`,
  codeMissing: 'Enter the one-time password from the email.',
  codeMalformed: `Enter the ${String(RESET_CODE_DIGITS)} digits of the one-time password, such as 123456.`,
  codeWrong: 'This one-time password is not right. Check the email and type it again.',
  codeExpired:
    'This one-time password has expired. Choose “Send a new one-time password” below, then use the new one.',
  codeLocked:
    'This one-time password was typed wrongly too many times, so it no longer works. Choose “Send a new one-time password” below, then use the new one.',
  newPasswordMissing: 'Enter a new password.',
  newPasswordTooShort: 'Your new password is too short. Use at least 8 characters.',
  newPasswordTooLong: 'Your new password is too long. Use at most 64 characters.',
  newPasswordTooSimple:
    'Your new password needs at least 3 of these 4: small letters, capital letters, numbers and symbols.',
  confirmMissing: 'Type the new password again.',
  confirmDifferent: 'The two passwords are not the same. Type the new password again.',
  passwordChanged: 'Your password has been changed. Sign in with your email address and new password.',
} as const;

const RESET_MAIL_SUBJECT = 'Your careportal one-time password';

function resetMailText(code: string): string {
  const minutes = String(RESET_LIMITS.codeTtlMs / 60_000);
  return [
    'Hello,',
    '',
    `Your one-time password to reset your careportal password is ${code}.`,
    '',
    `Type it on the "Choose a new password" page. It works once, for ${minutes} minutes.`,
    '',
    'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    '',
    'Never share this one-time password with anyone, even someone who says they are from careportal.',
  ].join('\n');
}

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE_PATTERN = new RegExp(`^\\d{${String(RESET_CODE_DIGITS)}}$`);

const PASSWORD_PROBLEMS = {
  tooShort: MESSAGES.newPasswordTooShort,
  tooLong: MESSAGES.newPasswordTooLong,
  tooSimple: MESSAGES.newPasswordTooSimple,
} as const;

/** What is wrong with the code page's fields, before the code is checked (so that no try is used up). */
function resetFormErrors(
  code: string,
  password: string,
  confirm: string,
): { code?: string; password?: string; confirm?: string } {
  const errors: { code?: string; password?: string; confirm?: string } = {};
  if (code === '') errors.code = MESSAGES.codeMissing;
  else if (!CODE_PATTERN.test(code)) errors.code = MESSAGES.codeMalformed;
  const problem = password === '' ? undefined : passwordProblem(password);
  if (password === '') errors.password = MESSAGES.newPasswordMissing;
  else if (problem !== undefined) errors.password = PASSWORD_PROBLEMS[problem];
  else if (confirm === '') errors.confirm = MESSAGES.confirmMissing;
  else if (confirm !== password) errors.confirm = MESSAGES.confirmDifferent;
  return errors;
}

/** Replaces the defaults, for tests: the mail adapter (default: the sandbox's outbox file) and the clock. */
export interface IdentityServerOptions {
  mail?: MailAdapter;
  now?: () => number;
}

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

export async function startIdentityServer(
  config: IdentityConfig,
  options: IdentityServerOptions = {},
): Promise<IdentityServer> {
  const accounts = new AccountStore(config.accounts, join(config.dataDir, 'passwords.json'));
  const keys = ensureKeys(config.dataDir);
  const store = new FileStore(join(config.dataDir, 'store'));
  await store.sweep();
  const tls = await ensureTls(config.dataDir, config.issuer ? [hostnameOf(config.issuer)] : []);
  const attempts = new FailedAttempts();
  const resets = new PasswordResets(store, options.now);
  const defaultMail = createSandboxMail({ path: join(config.dataDir, 'outbox.json') });
  const mail: MailAdapter = options.mail ?? defaultMail;
  /** The outbox /dev/outbox shows: the default sandbox's, when no other adapter was given. */
  const sandboxMail: SandboxMail | undefined = options.mail === undefined ? defaultMail : undefined;
  const headers = pageHeaders(config);
  const portalHome = config.portalRedirectUris[0] ?? '/';
  // A password the person changed is theirs: the list stops showing the demo one.
  const demoAccounts = (): DemoAccount[] =>
    config.showDemoAccounts
      ? accounts.all.map((account) => ({
          name: account.name,
          email: account.email,
          ...(account.description ? { description: account.description } : {}),
          ...(account.demoPassword && !accounts.hasChangedPassword(account.id)
            ? { password: account.demoPassword }
            : {}),
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

  /** Sends the reset mail when `email` has an account; the page answers the same either way. */
  function sendResetMail(email: string, code: string): void {
    const account = accounts.findByEmail(email);
    if (account === undefined) return;
    // Not awaited: a known address must not answer more slowly than an unknown one.
    mail
      .send({ to: account.email, subject: RESET_MAIL_SUBJECT, text: resetMailText(code) })
      .catch((error: unknown) => {
        const reason = error instanceof Error && 'reason' in error ? String(error.reason) : 'unknown';
        process.stderr.write(`identity: a one-time password mail was not accepted (${reason}).\n`);
      });
  }

  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    op: Provider,
    path: string,
    query: URLSearchParams,
  ) {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/abort|\/reset|\/reset\/code)?$/.exec(path);
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
          resetHref: `/interaction/${uid}/reset`,
          email: '',
          demoAccounts: demoAccounts(),
          ...model,
        }),
      );
    };
    const signInHref = `/interaction/${uid}`;
    const renderResetRequest = (status: number, model: Partial<Parameters<typeof resetRequestPage>[0]>) => {
      sendHtml(
        res,
        status,
        resetRequestPage({ action: `/interaction/${uid}/reset`, signInHref, email: '', ...model }),
      );
    };
    const renderResetCode = (status: number, model: Partial<Parameters<typeof resetCodePage>[0]>) => {
      sendHtml(
        res,
        status,
        resetCodePage({
          action: `/interaction/${uid}/reset/code`,
          resendAction: `/interaction/${uid}/reset`,
          restartHref: `/interaction/${uid}/reset`,
          signInHref,
          email: '',
          passwordRules: PASSWORD_RULES_TEXT,
          codeDigits: RESET_CODE_DIGITS,
          ...model,
        }),
      );
    };

    if (details.prompt.name === 'login') {
      if (action === '' && req.method === 'GET') {
        const hint = details.params.login_hint;
        renderLogin(200, {
          email: typeof hint === 'string' ? hint : '',
          ...(query.get('reset') === 'done' ? { notice: MESSAGES.passwordChanged } : {}),
        });
        return;
      }
      if (action === '/reset' && req.method === 'GET') {
        renderResetRequest(200, { focus: 'email' });
        return;
      }
      if (action === '/reset' && req.method === 'POST') {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim();
        if (email === '' || !SIMPLE_EMAIL.test(email)) {
          renderResetRequest(400, {
            email,
            focus: 'email',
            fieldErrors: { email: email === '' ? MESSAGES.emailMissing : MESSAGES.emailInvalid },
          });
          return;
        }
        const key = normaliseEmail(email);
        const code = await resets.issue(key);
        if (code === undefined) {
          renderResetRequest(429, { email, error: MESSAGES.tooManyCodes, focus: 'email' });
          return;
        }
        sendResetMail(key, code);
        renderResetCode(200, { email, notice: MESSAGES.codeSent(email), focus: 'code' });
        return;
      }
      if (action === '/reset/code' && req.method === 'POST') {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim();
        if (email === '') {
          renderResetRequest(400, { focus: 'email', fieldErrors: { email: MESSAGES.emailMissing } });
          return;
        }
        const code = (form.get('code') ?? '').replace(/[\s-]/g, '');
        const password = form.get('password') ?? '';
        const confirm = form.get('confirm') ?? '';
        const fieldErrors = resetFormErrors(code, password, confirm);
        const firstError = (['code', 'password', 'confirm'] as const).find((name) => name in fieldErrors);
        if (firstError !== undefined) {
          renderResetCode(400, { email, code, fieldErrors, focus: firstError });
          return;
        }
        const key = normaliseEmail(email);
        const checked = await resets.check(key, code);
        const account = accounts.findByEmail(key);
        if (checked === 'ok' && account !== undefined) {
          await accounts.setPassword(account.id, password);
          attempts.clear(key);
          res.writeHead(303, { Location: `${signInHref}?reset=done`, 'Cache-Control': 'no-store' });
          res.end();
          return;
        }
        const error =
          checked === 'expired'
            ? MESSAGES.codeExpired
            : checked === 'locked'
              ? MESSAGES.codeLocked
              : MESSAGES.codeWrong;
        renderResetCode(checked === 'locked' ? 429 : 400, {
          email,
          code,
          fieldErrors: { code: error },
          focus: 'code',
        });
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
    const url = new URL(req.url ?? '/', 'https://identity.invalid');
    const path = url.pathname;
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
      await interaction(req, res, provider, path, url.searchParams);
      return;
    }
    if (path === '/dev/outbox' && req.method === 'GET' && config.showDemoAccounts && sandboxMail) {
      sendHtml(res, 200, outboxPage(await sandboxMail.outbox()));
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

/** The sandbox's outbox as a page (outside production only): the mail the provider would have sent. */
function outboxPage(sent: Awaited<ReturnType<SandboxMail['outbox']>>): string {
  const items = sent
    .map(
      (mail) => `<li>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="detail">To ${escapeHtml(mail.to)}, ${escapeHtml(mail.sentAt.toISOString())}</p>
<pre>${escapeHtml(mail.text)}</pre>
</li>`,
    )
    .join('\n');
  return layout(
    'Sandbox outbox',
    `<h1>Sandbox outbox</h1>
<p class="lead">Mail the sign-in provider would have sent, newest first. Nothing here was delivered.</p>
${sent.length === 0 ? '<p>No mail yet.</p>' : `<ol class="outbox">\n${items}\n</ol>`}`,
  );
}
