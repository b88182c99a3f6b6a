// Server-rendered pages of the sign-in provider, in the portal's calm style: large type, labels above fields,
// a visible focus ring and errors announced to screen readers. No scripts: the CSP forbids them.

export interface DemoAccount {
  name: string;
  email: string;
  description?: string;
  password?: string;
}

export interface LoginPageModel {
  action: string;
  cancelHref: string;
  /** "Forgot your password?" */
  resetHref: string;
  email: string;
  /** News from the page before (a password just changed), announced with role=status. */
  notice?: string;
  /** The whole-form error, announced with role=alert. */
  error?: string;
  fieldErrors?: { email?: string; password?: string };
  /** After a failed submit, the field to put the cursor in; its label and error are read out. */
  focus?: 'email' | 'password';
  demoAccounts: readonly DemoAccount[];
}

export interface ResetRequestPageModel {
  action: string;
  signInHref: string;
  email: string;
  error?: string;
  fieldErrors?: { email?: string };
  focus?: 'email';
}

export interface ResetCodePageModel {
  action: string;
  /** Where "Send a new code" posts the email address. */
  resendAction: string;
  /** The first page of the reset, to use another email address. */
  restartHref: string;
  signInHref: string;
  email: string;
  /** The code as typed, kept after a mistake so that a slip of one digit is easy to see. */
  code?: string;
  /** What was sent, announced with role=status. */
  notice?: string;
  /** The rules a new password must follow. */
  passwordRules: string;
  codeDigits: number;
  fieldErrors?: { code?: string; password?: string; confirm?: string };
  focus?: 'code' | 'password' | 'confirm';
}

export interface MessagePageModel {
  title: string;
  paragraphs: readonly string[];
  link?: { href: string; text: string };
  detail?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en-SG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – careportal</title>
<link rel="stylesheet" href="/assets/identity.css">
</head>
<body>
<a class="skip" href="#main">Skip to main content</a>
<header class="brand"><span class="brand-name">careportal</span></header>
<main id="main" class="page">
<div class="card">
${content}
</div>
</main>
</body>
</html>
`;
}

function field(options: {
  id: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  /** Help that stays under the label, read out with the field. */
  hint?: string;
  error?: string;
  formError: boolean;
  focus: boolean;
  /** Further attributes, already escaped. */
  attributes?: string;
}): string {
  const { id, label, type, autocomplete, value, hint, error, formError, focus, attributes = '' } = options;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', formError ? 'form-error' : '']
    .filter(Boolean)
    .join(' ');
  const invalid = error !== undefined || formError;
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}</label>
${hint ? `<p class="field-hint" id="${id}-hint">${escapeHtml(hint)}</p>` : ''}
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required${
    value === undefined ? '' : ` value="${escapeHtml(value)}"`
  }${focus ? ' autofocus' : ''}${invalid ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${
    type === 'email' ? ' inputmode="email" autocapitalize="none" spellcheck="false"' : ''
  }${attributes}>
</div>`;
}

function notice(text: string | undefined): string {
  return text === undefined ? '' : `<div class="notice" role="status">${escapeHtml(text)}</div>`;
}

/** The whole-form error, announced with role=alert; fields point at it with aria-describedby. */
function formAlert(error: string | undefined): string {
  return error === undefined
    ? ''
    : `<div class="alert" role="alert" id="form-error">${escapeHtml(error)}</div>`;
}

/** The email address field of the sign-in and reset pages. */
function emailField(
  model: { email: string; fieldErrors?: { email?: string }; focus?: string },
  formError: boolean,
): string {
  return field({
    id: 'email',
    label: 'Email address',
    type: 'email',
    autocomplete: 'username',
    value: model.email,
    ...(model.fieldErrors?.email ? { error: model.fieldErrors.email } : {}),
    formError,
    focus: model.focus === 'email',
  });
}

function hasAny(errors: object | undefined): boolean {
  return Object.values(errors ?? {}).some((value) => value !== undefined);
}

function demoList(accounts: readonly DemoAccount[]): string {
  if (accounts.length === 0) return '';
  const items = accounts
    .map(
      (account) => `<li>
<span class="demo-name">${escapeHtml(account.name)}</span>
<span class="demo-line">Email: <span class="mono">${escapeHtml(account.email)}</span></span>
${account.password ? `<span class="demo-line">Password: <span class="mono">${escapeHtml(account.password)}</span></span>` : ''}
${account.description ? `<span class="demo-line">${escapeHtml(account.description)}</span>` : ''}
</li>`,
    )
    .join('\n');
  return `<section class="demo" aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo accounts</h2>
<p>Shown in development only. Use one of these to sign in.</p>
<ul>
${items}
</ul>
</section>`;
}

export function loginPage(model: LoginPageModel): string {
  const formError = model.error !== undefined;
  const hasErrors =
    formError || model.fieldErrors?.email !== undefined || model.fieldErrors?.password !== undefined;
  return layout(
    hasErrors ? 'Error: Sign in' : 'Sign in',
    `<h1>Sign in</h1>
<p class="lead">Use the email address and password of your careportal account.</p>
${notice(model.notice)}
${formAlert(model.error)}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
${emailField(model, formError)}
${field({
  id: 'password',
  label: 'Password',
  type: 'password',
  autocomplete: 'current-password',
  ...(model.fieldErrors?.password ? { error: model.fieldErrors.password } : {}),
  formError,
  focus: model.focus === 'password',
})}
<button type="submit" class="button primary">Sign in</button>
</form>
<p class="secondary-action"><a href="${escapeHtml(model.resetHref)}">Forgot your password?</a></p>
<p class="secondary-action"><a href="${escapeHtml(model.cancelHref)}">Cancel and go back</a></p>
${demoList(model.demoAccounts)}`,
  );
}

/** "Forgot your password?", step 1: the email address to send the one-time password to. */
export function resetRequestPage(model: ResetRequestPageModel): string {
  const formError = model.error !== undefined;
  return layout(
    formError || hasAny(model.fieldErrors) ? 'Error: Reset your password' : 'Reset your password',
    `<h1>Reset your password</h1>
<p class="lead">Enter the email address of your careportal account. We will email you a one-time password to set a new password with.</p>
${formAlert(model.error)}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
${emailField(model, formError)}
<button type="submit" class="button primary">Email me a one-time password</button>
</form>
<p class="secondary-action"><a href="${escapeHtml(model.signInHref)}">Back to sign in</a></p>`,
  );
}

/** "Forgot your password?", step 2: the one-time password from the mail and the new password. */
export function resetCodePage(model: ResetCodePageModel): string {
  const errors = model.fieldErrors ?? {};
  const digits = String(model.codeDigits);
  return layout(
    hasAny(errors) ? 'Error: Choose a new password' : 'Choose a new password',
    `<h1>Choose a new password</h1>
${notice(model.notice)}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
<input type="hidden" name="email" value="${escapeHtml(model.email)}">
${field({
  id: 'code',
  label: 'One-time password',
  type: 'text',
  autocomplete: 'one-time-code',
  ...(model.code === undefined ? {} : { value: model.code }),
  hint: `The ${digits} digits in the email we sent you.`,
  ...(errors.code ? { error: errors.code } : {}),
  formError: false,
  focus: model.focus === 'code',
  attributes: ` inputmode="numeric" maxlength="${digits}" pattern="[0-9]{${digits}}" spellcheck="false"`,
})}
${field({
  id: 'password',
  label: 'New password',
  type: 'password',
  autocomplete: 'new-password',
  hint: model.passwordRules,
  ...(errors.password ? { error: errors.password } : {}),
  formError: false,
  focus: model.focus === 'password',
})}
${field({
  id: 'confirm',
  label: 'Type the new password again',
  type: 'password',
  autocomplete: 'new-password',
  ...(errors.confirm ? { error: errors.confirm } : {}),
  formError: false,
  focus: model.focus === 'confirm',
})}
<button type="submit" class="button primary">Change my password</button>
</form>
<form method="post" action="${escapeHtml(model.resendAction)}" class="secondary-form">
<input type="hidden" name="email" value="${escapeHtml(model.email)}">
<p>No email after a few minutes? Check your spam folder, or ask for another one-time password.</p>
<button type="submit" class="button secondary">Send a new one-time password</button>
</form>
<p class="secondary-action"><a href="${escapeHtml(model.restartHref)}">Use a different email address</a></p>
<p class="secondary-action"><a href="${escapeHtml(model.signInHref)}">Back to sign in</a></p>`,
  );
}

export function messagePage(model: MessagePageModel): string {
  return layout(
    model.title,
    `<h1>${escapeHtml(model.title)}</h1>
${model.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${model.link ? `<p><a class="button primary" href="${escapeHtml(model.link.href)}">${escapeHtml(model.link.text)}</a></p>` : ''}
${model.detail ? `<p class="detail">${escapeHtml(model.detail)}</p>` : ''}`,
  );
}

/** `form` is oidc-provider's hidden logout form (id op.logoutForm) with its CSRF token. */
/**
 * The sign-out page. For a sign-out the portal asked for (`automatic`: the request names the portal as its client,
 * which has already asked the customer where it had to), the page signs out by itself (/assets/sign-out.js posts
 * the form) and goes back to the portal, so the customer is not asked a second time; without scripts, or for a
 * sign-out nobody asked for, the question and its two buttons.
 */
export function logoutPage(form: string, { automatic = false }: { automatic?: boolean } = {}): string {
  return layout(
    'Sign out',
    `<h1>${automatic ? 'Signing you out of careportal…' : 'Sign out of careportal?'}</h1>
<p class="lead">To sign in again you will need your email address and password.</p>
${form}
<div class="actions">
<button type="submit" class="button primary" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button type="submit" class="button secondary" form="op.logoutForm">No, stay signed in</button>
</div>${automatic ? '\n<script src="/assets/sign-out.js"></script>' : ''}`,
  );
}

/** Posts the sign-out form with 'Yes, sign me out' (see {@link logoutPage}). */
export const SIGN_OUT_SCRIPT = `(() => {
  const form = document.getElementById('op.logoutForm');
  if (!(form instanceof HTMLFormElement)) return;
  const yes = document.createElement('input');
  yes.type = 'hidden';
  yes.name = 'logout';
  yes.value = 'yes';
  form.append(yes);
  form.submit();
})();
`;

export const STYLESHEET = `:root {
  --teal: #00666a;
  --teal-dark: #004d50;
  --page: #f4f8f7;
  --card: #ffffff;
  --text: #1b2a2a;
  --muted: #3d4f4f;
  --border: #5c6f6f;
  --error: #a4161a;
  --error-bg: #fdf0f0;
  --focus: #ffbf47;
  font-size: 125%;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--page);
  color: var(--text);
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif;
  font-size: 1rem;
  line-height: 1.6;
}
.skip { position: absolute; left: -999em; }
.skip:focus { left: 1rem; top: 1rem; background: var(--card); padding: 0.5rem 1rem; z-index: 1; }
.brand { background: var(--card); border-bottom: 1px solid #d5e2e0; padding: 0.75rem 1.5rem; }
.brand-name { color: var(--teal); font-weight: 700; font-size: 1.25rem; letter-spacing: 0.01em; }
.page { display: flex; justify-content: center; padding: 2rem 1rem 4rem; }
.card {
  background: var(--card);
  width: 100%;
  max-width: 32rem;
  padding: 2rem 1.75rem;
  border-radius: 0.75rem;
  box-shadow: 0 1px 3px rgba(0, 40, 40, 0.12), 0 4px 16px rgba(0, 40, 40, 0.06);
}
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 0.75rem; color: var(--text); }
h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
p { margin: 0 0 1rem; }
.lead { color: var(--muted); }
.field { margin: 0 0 1.25rem; }
label { display: block; font-weight: 600; margin: 0 0 0.375rem; }
input[type='email'], input[type='password'], input[type='text'] {
  display: block;
  width: 100%;
  min-height: 3rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  color: var(--text);
  background: var(--card);
  border: 2px solid var(--border);
  border-radius: 0.375rem;
}
input[aria-invalid='true'] { border-color: var(--error); }
.field-error { color: var(--error); font-weight: 600; margin: 0 0 0.375rem; }
.field-hint { color: var(--muted); margin: 0 0 0.375rem; }
#code { max-width: 10rem; letter-spacing: 0.2em; font-variant-numeric: tabular-nums; }
.notice {
  border-left: 0.375rem solid var(--teal);
  background: var(--page);
  padding: 0.75rem 1rem;
  margin: 0 0 1.25rem;
  border-radius: 0.25rem;
}
.secondary-form { margin-top: 2rem; padding-top: 1.25rem; border-top: 1px solid #d5e2e0; }
.secondary-action + .secondary-action { margin-top: 0.5rem; }
.alert {
  border-left: 0.375rem solid var(--error);
  background: var(--error-bg);
  color: var(--error);
  font-weight: 600;
  padding: 0.75rem 1rem;
  margin: 0 0 1.25rem;
  border-radius: 0.25rem;
}
.button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  padding: 0.5rem 1.5rem;
  font: inherit;
  font-weight: 600;
  border-radius: 0.375rem;
  border: 2px solid var(--teal);
  cursor: pointer;
  text-decoration: none;
}
form .button, .actions .button { width: 100%; }
.primary { background: var(--teal); color: #ffffff; }
.primary:hover { background: var(--teal-dark); border-color: var(--teal-dark); }
.secondary { background: var(--card); color: var(--teal); }
.secondary:hover { background: var(--page); }
.actions { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
a { color: var(--teal); text-underline-offset: 0.2em; }
a.button { color: #ffffff; }
.secondary-action { margin-top: 1.25rem; text-align: center; }
:focus-visible { outline: 3px solid var(--teal); outline-offset: 3px; box-shadow: 0 0 0 6px var(--focus); }
input:focus-visible { outline-offset: 0; }
.demo { margin-top: 2rem; padding-top: 1.25rem; border-top: 1px solid #d5e2e0; }
.demo ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
.demo li { background: var(--page); border-radius: 0.5rem; padding: 0.75rem 1rem; }
.demo-name { display: block; font-weight: 700; }
.demo-line { display: block; color: var(--muted); overflow-wrap: anywhere; }
.mono { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; color: var(--text); }
.detail { color: var(--muted); font-size: 0.875rem; }
.outbox { padding: 0; list-style: none; display: grid; gap: 1rem; }
.outbox li { background: var(--page); border-radius: 0.5rem; padding: 0.75rem 1rem; }
.outbox pre { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; margin: 0; }
@media (max-width: 30rem) { .card { padding: 1.5rem 1.25rem; } .page { padding-top: 1rem; } }
@media (forced-colors: active) { .button { border: 2px solid ButtonText; } :focus-visible { outline-color: Highlight; } }
`;
