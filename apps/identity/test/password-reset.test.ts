// "Forgot your password?": a 6-digit one-time password by mail, then a new password, then back to sign-in. The
// FAQ (domain help content) tells customers exactly this, so these tests hold the provider to it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/accounts.ts';
import { startIdentityServer, type IdentityServer } from '../src/app.ts';
import { createSandboxMail, type SandboxMail } from '../src/mail/sandbox.ts';
import { passwordProblem } from '../src/password.ts';
import { RESET_LIMITS } from '../src/password-reset.ts';
import {
  Browser,
  authorizationRequest,
  follow,
  formAction,
  makeDataDir,
  signIn,
  testConfig,
  type Page,
} from './helpers.ts';

const SITI = 'siti.ahmad@example.sg';
const NEW_PASSWORD = 'Kopi-O kosong 2027';

let dataDir: Awaited<ReturnType<typeof makeDataDir>>;
let identity: IdentityServer;
let mail: SandboxMail;
let clock = Date.now();
const clients: Browser[] = [];

beforeAll(async () => {
  dataDir = await makeDataDir();
  mail = createSandboxMail({ path: `${dataDir.path}/test-outbox.json` });
  identity = await startIdentityServer(testConfig(dataDir.path), { mail, now: () => clock });
});

afterEach(async () => {
  clock = Date.now();
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await identity.close();
  await dataDir.remove();
});

function browser(): Browser {
  const client = new Browser(identity.ca);
  clients.push(client);
  return client;
}

function link(page: Page, text: string): URL {
  const href = new RegExp(`<a href="([^"]+)">${text}</a>`).exec(page.html)?.[1];
  if (href === undefined) throw new Error(`No link "${text}" on ${page.url.href}`);
  return new URL(href.replaceAll('&amp;', '&'), page.url);
}

function need(page: Page | undefined): Page {
  if (page === undefined) throw new Error('Expected a page');
  return page;
}

/** The sign-in page, "Forgot your password?", the email address sent: the page that asks for the code. */
async function askForCode(client: Browser, email: string): Promise<Page> {
  const signInPage = need((await follow(client, authorizationRequest(identity.issuer).url)).page);
  const resetPage = need((await follow(client, link(signInPage, 'Forgot your password\\?'))).page);
  return need((await follow(client, formAction(resetPage), { form: { email } })).page);
}

async function codesSentTo(email: string): Promise<string[]> {
  return (await mail.outbox())
    .filter((sent) => sent.to === email)
    .map(
      (sent) => /one-time password to reset your careportal password is (\d+)\./.exec(sent.text)?.[1] ?? '',
    );
}

async function latestCode(email: string): Promise<string> {
  const [code] = await codesSentTo(email);
  if (code === undefined) throw new Error(`No code was sent to ${email}`);
  return code;
}

function submitCode(client: Browser, page: Page, code: string, password = NEW_PASSWORD) {
  return follow(client, formAction(page), {
    form: {
      email: /name="email" value="([^"]*)"/.exec(page.html)?.[1] ?? '',
      code,
      password,
      confirm: password,
    },
  });
}

/** Any 6 digits but `code`. */
function otherThan(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('resetting a forgotten password', () => {
  it('offers "Forgot your password?" on the sign-in page, with an email field that has a label', async () => {
    const client = browser();
    const signInPage = need((await follow(client, authorizationRequest(identity.issuer).url)).page);
    const reset = need((await follow(client, link(signInPage, 'Forgot your password\\?'))).page);
    expect(reset.status).toBe(200);
    expect(reset.html).toContain('<h1>Reset your password</h1>');
    expect(reset.html).toMatch(/<label for="email">Email address<\/label>/);
    expect(reset.html).toMatch(/<input id="email" name="email" type="email"[^>]* autofocus/);
    expect(reset.html).toContain('<a href="/interaction/');
    expect(reset.html).toContain('Back to sign in</a>');
  });

  it('mails a 6-digit code, takes it with a new password, and the new password signs in', async () => {
    const client = browser();
    const codePage = await askForCode(client, 'Siti.Ahmad@example.sg ');
    expect(codePage.status).toBe(200);
    expect(codePage.html).toContain('<h1>Choose a new password</h1>');
    expect(codePage.html).toMatch(
      /<div class="notice" role="status">If Siti\.Ahmad@example\.sg is the email/,
    );
    expect(codePage.html).toContain('we have sent a 6-digit one-time password to it');
    expect(codePage.html).toMatch(
      /<input id="code" name="code" type="text" autocomplete="one-time-code" required autofocus aria-describedby="code-hint" inputmode="numeric" maxlength="6"/,
    );
    expect(codePage.html).toMatch(/<label for="password">New password<\/label>/);
    expect(codePage.html).toMatch(/<label for="confirm">Type the new password again<\/label>/);

    const [sent] = (await mail.outbox()).filter((item) => item.to === SITI);
    expect(sent?.subject).toBe('Your careportal one-time password');
    const code = await latestCode(SITI);
    expect(code).toMatch(/^\d{6}$/);

    const done = await submitCode(client, codePage, code);
    // Back to the sign-in page of the same sign-in, which says what happened.
    const signInPage = need(done.page);
    expect(signInPage.url.pathname).toMatch(/^\/interaction\/[^/]+$/);
    expect(signInPage.html).toContain('<h1>Sign in</h1>');
    expect(signInPage.html).toContain(
      '<div class="notice" role="status">Your password has been changed. Sign in with your email address and new password.</div>',
    );
    // The demo list no longer shows Siti's old password.
    expect(signInPage.html).not.toMatch(
      /siti\.ahmad@example\.sg<\/span><\/span>\s*<span class="demo-line">Password/,
    );

    const old = await follow(client, formAction(signInPage), {
      form: { email: SITI, password: DEMO_PASSWORD },
    });
    expect(old.page?.status).toBe(401);
    const signedIn = await signIn(browser(), identity.issuer, { email: SITI, password: NEW_PASSWORD });
    expect(signedIn.code).toBeTruthy();

    // One use: the same code does not change the password again.
    const again = await submitCode(client, codePage, code, 'Another one 2028!');
    expect(again.page?.html).toContain('This one-time password is not right.');
  });

  it('says a wrong code is not right, next to the field, and the right one still works after', async () => {
    const client = browser();
    const codePage = await askForCode(client, 'ahkow.tan@example.sg');
    const code = await latestCode('ahkow.tan@example.sg');
    const wrong = need((await submitCode(client, codePage, otherThan(code))).page);
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('<title>Error: Choose a new password – careportal</title>');
    expect(wrong.html).toContain(
      '<p class="field-error" id="code-error">This one-time password is not right. Check the email and type it again.</p>',
    );
    expect(wrong.html).toMatch(
      /id="code"[^>]* autofocus aria-invalid="true" aria-describedby="code-hint code-error"/,
    );
    // The code stays as typed, to check it against the email; the new password is never sent back into the page.
    expect(wrong.html).toMatch(new RegExp(`id="code"[^>]* value="${otherThan(code)}"`));
    expect(wrong.html).not.toContain(NEW_PASSWORD);

    const right = await submitCode(client, wrong, code);
    expect(right.page?.html).toContain('Your password has been changed.');
  });

  it('refuses a code after its time, and asks for a new one', async () => {
    const client = browser();
    const codePage = await askForCode(client, 'beehoon.lim@example.sg');
    const code = await latestCode('beehoon.lim@example.sg');
    clock += RESET_LIMITS.codeTtlMs + 1_000;
    const late = need((await submitCode(client, codePage, code)).page);
    expect(late.status).toBe(400);
    expect(late.html).toContain('This one-time password has expired.');
    expect(late.html).toContain('Send a new one-time password</button>');
    // The old password still signs in.
    await signIn(browser(), identity.issuer, { email: 'beehoon.lim@example.sg', password: DEMO_PASSWORD });
  });

  it('stops a code after 5 wrong tries, even when the right one comes next', async () => {
    const client = browser();
    let page = await askForCode(client, 'siewlan.ng@example.sg');
    const code = await latestCode('siewlan.ng@example.sg');
    for (let attempt = 1; attempt <= RESET_LIMITS.attempts; attempt += 1) {
      page = need((await submitCode(client, page, otherThan(code))).page);
    }
    expect(page.status).toBe(429);
    expect(page.html).toContain('was typed wrongly too many times, so it no longer works');
    const right = need((await submitCode(client, page, code)).page);
    expect(right.status).toBe(429);
    expect(right.html).not.toContain('Your password has been changed.');

    // A new code works.
    const fresh = need(
      (await follow(client, formAction(page, 1), { form: { email: 'siewlan.ng@example.sg' } })).page,
    );
    const newCode = await latestCode('siewlan.ng@example.sg');
    expect(newCode).not.toBe('');
    const done = await submitCode(client, fresh, newCode);
    expect(done.page?.html).toContain('Your password has been changed.');
  });

  it('answers an unknown email address exactly as a known one, and mails nothing', async () => {
    const before = (await mail.outbox()).length;
    const asker = browser();
    const unknown = await askForCode(asker, 'nobody.here@example.sg');
    expect((await mail.outbox()).length).toBe(before);
    const known = await askForCode(browser(), 'rachel.goh@example.sg');
    expect((await mail.outbox()).length).toBe(before + 1);

    const same = (page: Page, email: string) =>
      page.html.replaceAll(email, 'EMAIL').replace(/\/interaction\/[A-Za-z0-9_-]+/g, '/interaction/UID');
    expect(unknown.status).toBe(known.status);
    expect(same(unknown, 'nobody.here@example.sg')).toBe(same(known, 'rachel.goh@example.sg'));

    // A guessed code is answered the same way too.
    const guessUnknown = need((await submitCode(asker, unknown, '123456')).page);
    expect(guessUnknown.status).toBe(400);
    expect(guessUnknown.html).toContain('This one-time password is not right.');
  });

  it('holds a new password to the password rules without using up a try', async () => {
    const client = browser();
    const codePage = await askForCode(client, 'rachel.goh@example.sg');
    const code = await latestCode('rachel.goh@example.sg');
    const weak = need((await submitCode(client, codePage, code, 'password')).page);
    expect(weak.status).toBe(400);
    expect(weak.html).toContain(
      '<p class="field-error" id="password-error">Your new password needs at least 3 of these 4: small letters, capital letters, numbers and symbols.</p>',
    );
    expect(weak.html).toMatch(
      /id="password"[^>]* autofocus aria-invalid="true" aria-describedby="password-hint password-error"/,
    );
    const different = need(
      (
        await follow(client, formAction(weak), {
          form: { email: 'rachel.goh@example.sg', code, password: NEW_PASSWORD, confirm: 'something else' },
        })
      ).page,
    );
    expect(different.html).toContain('The two passwords are not the same.');
    const done = await submitCode(client, different, code);
    expect(done.page?.html).toContain('Your password has been changed.');
  });

  it('shows the sandbox outbox outside production, so a demo user can read the code', async () => {
    const folder = await makeDataDir();
    const server = await startIdentityServer(testConfig(folder.path));
    const client = new Browser(server.ca);
    try {
      const signInPage = need((await follow(client, authorizationRequest(server.issuer).url)).page);
      const reset = need((await follow(client, link(signInPage, 'Forgot your password\\?'))).page);
      await follow(client, formAction(reset), { form: { email: SITI } });
      const outbox = await client.request(new URL('/dev/outbox', server.issuer));
      expect(outbox.status).toBe(200);
      const html = await outbox.text();
      expect(html).toContain('<h1>Sandbox outbox</h1>');
      expect(html).toMatch(/Your one-time password to reset your careportal password is \d{6}\./);
      expect(html).toContain(`To ${SITI}`);
    } finally {
      await client.close();
      await server.close();
      await folder.remove();
    }
  });
});

describe('the password rules', () => {
  it('take 8 to 64 characters with 3 of the 4 kinds, as Azure AD B2C does', () => {
    expect(passwordProblem(DEMO_PASSWORD)).toBeUndefined();
    expect(passwordProblem(NEW_PASSWORD)).toBeUndefined();
    expect(passwordProblem('Ab1!xyz')).toBe('tooShort');
    expect(passwordProblem(`Ab1!${'x'.repeat(61)}`)).toBe('tooLong');
    expect(passwordProblem('alllowercase1')).toBe('tooSimple');
    expect(passwordProblem('Kopi susu 1')).toBeUndefined();
  });
});
