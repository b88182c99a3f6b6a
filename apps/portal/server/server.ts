/**
 * Serves the portal's build: `node apps/portal/server/server.ts` (Node 24 runs the TypeScript directly). The
 * README's "Serving the build in production" lists the variables. It never moves to another port: a port in
 * use is an error, because the process there may be someone else's.
 */
import { createPortalServer } from './app.ts';
import { loadConfig, type PortalServerConfig } from './config.ts';

function fail(message: string): never {
  process.stderr.write(`portal server: ${message}\n`);
  process.exit(1);
}

let config: PortalServerConfig;
let app: ReturnType<typeof createPortalServer>;
try {
  config = loadConfig();
  app = createPortalServer({
    root: config.root,
    apiUrl: config.apiUrl,
    identityUrl: config.identityUrl,
    connectSrc: config.connectSrc,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  await app.close();
  fail(
    (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE'
      ? `port ${config.port} on ${config.host} is in use. Stop what runs there, or set PORTAL_PORT.`
      : error instanceof Error
        ? error.message
        : String(error),
  );
}
