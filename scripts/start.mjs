#!/usr/bin/env node
// `npm start`: the whole portal on embedded defaults, on this machine only (127.0.0.1).
// Builds the packages and the portal, starts the sign-in provider (apps/identity), the API (apps/api, on PGlite
// in .data/, seeded with demo data on its first start) and serves the portal; waits until all three are
// healthy, then prints where they are and the demo sign-in. Ctrl-C stops all three; the next start reuses the
// data, the keys and the sign-in sessions in .data/.
import { buildStack, stackSettings, startStack } from './lib/stack.mjs';

const settings = stackSettings({
  identityPort: Number(process.env.IDENTITY_PORT ?? 4600),
  apiPort: Number(process.env.API_PORT ?? 4000),
  portalPort: Number(process.env.PORTAL_PORT ?? 5173),
});
const say = (line) => process.stdout.write(`${line}\n`);
let stack;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stack?.stop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say('\ncareportal: stopping the portal, the API and the sign-in provider…');
    void stop(0);
  });
}

try {
  buildStack(settings, { log: (step) => say(`careportal: ${step}`) });
  say(
    'careportal: starting the sign-in provider, then the API (its first start creates and seeds the database)',
  );
  stack = await startStack(settings, {
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    output: say,
    onUnexpectedExit: (message) => {
      process.stderr.write(`\ncareportal: ${message}\n`);
      void stop(1);
    },
  });
} catch (error) {
  process.stderr.write(`\ncareportal: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('../apps/identity/src/accounts.ts');
say(
  [
    '',
    '  careportal is running.',
    '',
    `  Portal:           ${settings.portalUrl}/`,
    `  API docs:         ${settings.apiUrl}/docs`,
    `  Sign-in provider: ${settings.identityUrl}/`,
    '',
    `  Demo sign-in (the password of each is ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `    ${account.email.padEnd(24)} ${account.name}${account.description ? ` (${account.description})` : ''}`,
    ),
    '',
    `  Mail and SMS are not sent: the API keeps them in its sandbox outbox, ${settings.apiUrl}/dev/outbox`,
    `  (a Client ID asked for on "Link your account" arrives there). The sign-in provider keeps its mail (the`,
    `  one-time password of "Forgot your password?") in its own sandbox outbox, ${settings.identityUrl}/dev/outbox`,
    '',
    '  The sign-in provider uses a certificate made on this machine. Before the first sign-in, open',
    `  ${settings.identityUrl}/healthz once and accept it, or import ${settings.caPath} into your browser.`,
    '',
    '  Data is kept in .data/ between starts. Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
