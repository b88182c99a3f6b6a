// Starts the embedded sign-in provider: node apps/identity/src/server.ts
import { startIdentityServer } from './app.ts';
import { configFromEnv } from './config.ts';

let config;
try {
  config = configFromEnv();
} catch (error) {
  process.stderr.write(`identity: ${(error as Error).message}\n`);
  process.exit(1);
}

try {
  const identity = await startIdentityServer(config);
  process.stdout.write(
    [
      '',
      `  careportal sign-in (OpenID Connect): ${identity.issuer}`,
      `  Discovery:   ${identity.issuer}/.well-known/openid-configuration`,
      `  Client:      ${config.portalClientId} for ${config.portalOrigins.join(', ')}`,
      `  API audience: ${config.apiAudience} (scope ${config.apiScope})`,
      `  Data folder: ${config.dataDir}`,
      `  CA certificate: ${identity.caPath}`,
      `    Node clients (the API): NODE_EXTRA_CA_CERTS=${identity.caPath}`,
      config.showDemoAccounts
        ? `  Demo accounts: ${config.accounts.map((account) => account.email).join(', ')}`
        : '  Demo accounts are hidden (NODE_ENV=production).',
      config.showDemoAccounts
        ? `  Mail is not sent: one-time passwords ("Forgot your password?") wait in ${identity.issuer}/dev/outbox`
        : '  Mail goes to the sandbox outbox (data folder outbox.json); its page is hidden in production.',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`identity: ${signal} received, stopping.\n`);
    identity.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`identity: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  process.stderr.write(
    code === 'EADDRINUSE'
      ? `identity: port ${config.port} on ${config.host} is in use. Stop what runs there, or set IDENTITY_PORT.\n`
      : `identity: could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
