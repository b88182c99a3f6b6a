// The ceiling of `npm run bench:api`: a bare Fastify route on the Fastify the API runs on (resolved from
// apps/api), with nothing registered and no logger, in a process of its own as the API is.
// `BENCH_CEILING_PORT=4038 node bench/lib/bare-fastify.mjs`, then GET / answers {"ok":true}.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const Fastify = createRequire(join(root, 'apps', 'api', 'package.json'))('fastify');

const app = Fastify();
app.get('/', () => ({ ok: true }));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_CEILING_PORT ?? 4038) });
