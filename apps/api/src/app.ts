/**
 * Builds the API as a Fastify instance: external plugins (config, security headers, CORS, rate limits, OpenAPI,
 * database, adapters), then app plugins (error handling, repositories, auth), then the routes, whose folder is
 * their URL prefix. `server.ts` only listens; tests build the app with their own database, keys and clock.
 *
 * Nothing that matters across requests is kept in the process (issue 18): rate-limit counters, failed identity
 * checks and the sandboxes' state are in the database, so several API processes can serve one PostgreSQL behind
 * a load balancer.
 */
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Adapters } from './adapters/index.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions, requestLineLogger, type LoggingOptions } from './lib/logging.ts';
import { rememberEncoding } from './lib/reference-cache.ts';
import { sendReceipt } from './lib/receipts.ts';
import auth from './plugins/app/auth.ts';
import caching from './plugins/app/caching.ts';
import idempotency from './plugins/app/idempotency.ts';
import errors, { clientErrorHandler, handleError } from './plugins/app/errors.ts';
import repositories from './plugins/app/repositories.ts';
import adapters from './plugins/external/adapters.ts';
import configPlugin from './plugins/external/config.ts';
import cors from './plugins/external/cors.ts';
import database from './plugins/external/database.ts';
import helmet, { FRAMEWORK_ERROR_HEADERS } from './plugins/external/helmet.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import authRoutes from './routes/auth/index.ts';
import cartRoutes from './routes/cart/index.ts';
import categoryRoutes from './routes/category/index.ts';
import configRoutes from './routes/config/index.ts';
import groupRoutes from './routes/groups/index.ts';
import egiroRoutes from './routes/egiro/index.ts';
import gstConfigurationRoutes from './routes/gst-configuration/index.ts';
import healthRoutes from './routes/healthz.ts';
import lovedOneAddressRoutes from './routes/lovedone/_id/address/index.ts';
import lovedOneContactRoutes from './routes/lovedone/_id/contact/index.ts';
import profileAddressRoutes from './routes/profile/address/index.ts';
import profileContactRoutes from './routes/profile/contact/index.ts';
import profileDisplayModeRoutes from './routes/profile/display-mode/index.ts';
import profileLanguageRoutes from './routes/profile/language/index.ts';
import profileHealthDeclarationRoutes from './routes/profile/health-declaration/index.ts';
import postalCodeRoutes from './routes/public/v1/postal-code/index.ts';
import publicDenticareRoutes from './routes/public/v1/denticare.ts';
import publicLinksRoutes from './routes/public/v1/links.ts';
import publicVolunteerRoutes from './routes/public/v1/volunteer.ts';
import publicFeedbackRoutes from './routes/public/v1/feedback.ts';
import publicShowcaseRoutes from './routes/public/v1/showcases.ts';
import publicCareCalendarRoutes from './routes/public/v1/care-calendar.ts';
import careCalendarRoutes from './routes/care-calendar/index.ts';
import denticareClientRoutes from './routes/denticare/client/index.ts';
import servicesListRoutes from './routes/services/list/index.ts';
import outboxRoutes from './routes/dev/outbox.ts';
import linkpayCardRoutes from './routes/linkpay/cards/index.ts';
import linkpayPaymentRoutes from './routes/linkpay/payments/index.ts';
import lovedOneRoutes from './routes/lovedone/index.ts';
import orderRoutes from './routes/order/index.ts';
import profileRoutes from './routes/profile/index.ts';
import profileMedicalHistoryRoutes from './routes/profile/medical-history/index.ts';
import profilePictureRoutes from './routes/profile/picture/index.ts';
import productRoutes from './routes/products/index.ts';
import productExtRoutes from './routes/products-ext/index.ts';
import paymentRoutes from './routes/payment/index.ts';
import sandboxBankRoutes from './routes/sandbox/bank.ts';
import sandboxGatewayRoutes from './routes/sandbox/gateway.ts';
import rewardsRoutes from './routes/subscriptions/rewards/index.ts';
import intakeRoutes from './routes/intake/index.ts';
import servicesRoutes from './routes/services/index.ts';
import yodaSessionRoutes from './routes/yoda-sessions/index.ts';
import './types.ts';

export interface BuildAppOptions {
  config: Config;
  /** An open database to use instead of opening `config.database`; the app closes it on close. */
  database?: DatabaseHandle | undefined;
  /** Run pending migrations at start (default true). */
  migrate?: boolean | undefined;
  /** The access-token key set; the configured JWKS URL by default. */
  getKey?: JWTVerifyGetKey | undefined;
  /** The clock token checks, seeding and timestamps read. */
  clock?: (() => Date) | undefined;
  /** Adapters to use instead of the configured ones (a sandbox that remembers must use this app's database). */
  adapters?: Partial<Adapters> | undefined;
  /** Log settings, or false for no logs. */
  logger?: LoggingOptions | false | undefined;
  /** Largest accepted request body, in bytes (default 1 MiB). */
  bodyLimit?: number | undefined;
}

/**
 * Each request's one log line, when it is answered: what was asked, what was answered and how long it took (the
 * logger masks it). Fastify's 'incoming request' line is left out: it doubled the log's cost for nothing new.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Logged with the answer, below.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else requestLineLogger(request.server.log).info({ reqId: request.id, ...line }, 'request completed');
  }
}

/** How long one plugin may take to start: the database's waits for another process's migration and seed. */
const PLUGIN_START_TIMEOUT_MS = 120_000;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: options.config.logLevel }),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // A process starting beside another on one PostgreSQL waits for that one's migration and seed (the database
    // plugin's start-up lock); on a busy machine that outlasts Fastify's 10 s default, and the process would die.
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
    // X-Forwarded-For names the client only when the proxies in API_TRUSTED_PROXIES sent it (none by default):
    // anyone else could put any address there and slip past the rate limits.
    trustProxy: options.config.trustedProxies.length > 0 ? options.config.trustedProxies : false,
    // Malformed HTTP, headers over the limit and requests that never finish arriving get the envelope too.
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request, when it is answered, instead of Fastify's two.
    logController: new OneLineRequestLog(),
    // Errors Fastify raises before routing (a URL that does not decode) leave as the envelope too.
    frameworkErrors: (error, request, reply) => {
      void handleError(error, request, reply.headers(FRAMEWORK_ERROR_HEADERS));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Each answer is checked against its route's schema and encoded; a frozen view of cached reference data only once.
  const serializeFor: typeof serializerCompiler = (route) => rememberEncoding(serializerCompiler(route));
  app.setSerializerCompiler(serializeFor);

  // Request bodies at debug level only, NRIC-masked and redacted by the logger's serializers.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined) request.log.debug({ body: request.body }, 'request body');
    done();
  });

  // External.
  const clock = options.clock ?? (() => new Date());
  await app.register(configPlugin, { config: options.config, clock });
  await app.register(helmet);
  await app.register(cors);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(database, { handle: options.database, migrate: options.migrate });
  await app.register(adapters, { overrides: options.adapters });

  // App.
  await app.register(errors);
  await app.register(repositories);
  await app.register(auth, { getKey: options.getKey });
  await app.register(caching);
  await app.register(idempotency);

  // Routes: the folder is the prefix.
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(configRoutes, { prefix: '/config' });
  await app.register(postalCodeRoutes, { prefix: '/public/v1/postal-code' });
  await app.register(publicDenticareRoutes, { prefix: '/public/v1' });
  await app.register(publicLinksRoutes, { prefix: '/public/v1' });
  await app.register(publicVolunteerRoutes, { prefix: '/public/v1' });
  await app.register(publicFeedbackRoutes, { prefix: '/public/v1' });
  await app.register(publicShowcaseRoutes, { prefix: '/public/v1' });
  await app.register(publicCareCalendarRoutes, { prefix: '/public/v1' });
  await app.register(denticareClientRoutes, { prefix: '/denticare/client' });
  await app.register(profileAddressRoutes, { prefix: '/profile/address' });
  await app.register(lovedOneAddressRoutes, { prefix: '/lovedone/:id/address' });
  await app.register(profileContactRoutes, { prefix: '/profile/contact' });
  await app.register(profileDisplayModeRoutes, { prefix: '/profile/display-mode' });
  await app.register(profileLanguageRoutes, { prefix: '/profile/language' });
  await app.register(lovedOneContactRoutes, { prefix: '/lovedone/:id/contact' });
  await app.register(profileRoutes, { prefix: '/profile' });
  await app.register(profilePictureRoutes, { prefix: '/profile/picture' });
  await app.register(profileHealthDeclarationRoutes, { prefix: '/profile/health-declaration' });
  await app.register(profileMedicalHistoryRoutes, { prefix: '/profile/medical-history' });
  await app.register(lovedOneRoutes, { prefix: '/lovedone' });
  await app.register(categoryRoutes, { prefix: '/category' });
  await app.register(productRoutes, { prefix: '/products' });
  await app.register(productExtRoutes, { prefix: '/products-ext' });
  await app.register(groupRoutes, { prefix: '/groups' });
  await app.register(cartRoutes, { prefix: '/cart' });
  await app.register(orderRoutes, { prefix: '/order' });
  await app.register(gstConfigurationRoutes, { prefix: '/gst-configuration' });
  await app.register(rewardsRoutes, { prefix: '/subscriptions/rewards' });
  await app.register(linkpayCardRoutes, { prefix: '/linkpay/cards' });
  await app.register(linkpayPaymentRoutes, { prefix: '/linkpay/payments' });
  await app.register(paymentRoutes, { prefix: '/payment' });
  await app.register(egiroRoutes, { prefix: '/egiro' });
  await app.register(servicesRoutes, { prefix: '/services' });
  await app.register(servicesListRoutes, { prefix: '/services/list' });
  await app.register(yodaSessionRoutes, { prefix: '/yoda-sessions' });
  await app.register(intakeRoutes, { prefix: '/intake' });
  await app.register(careCalendarRoutes, { prefix: '/care-calendar' });
  // The sandboxes' own pages (3-D Secure, the card form, the bank's payment page): never with a real provider.
  const { payment: gateway, bank } = app.adapters;
  if ('sandbox' in bank) {
    // The sandbox bank's notifications reach the API in process (the real bank's would be a signed webhook).
    bank.onNotification(async (notification) => {
      const { outcome, payment } = await app.repos.payments.settle(notification);
      // A settlement that paid the order: the payer's receipt (a repeated notification is a DUPLICATE: none).
      if (outcome === 'APPLIED' && payment) await sendReceipt(app, payment.orderId);
      return outcome;
    });
  }
  if (options.config.sandboxPages && 'sandbox' in gateway) {
    await app.register(sandboxGatewayRoutes, { prefix: '/sandbox/gateway', gateway });
  }
  if (options.config.sandboxPages && 'sandbox' in bank) {
    await app.register(sandboxBankRoutes, { prefix: '/sandbox/bank', bank });
  }
  const notifications = app.adapters.notifications;
  if (options.config.devOutbox && 'outbox' in notifications) {
    await app.register(outboxRoutes, { prefix: '/dev', outbox: () => notifications.outbox() });
  }

  return app;
}
