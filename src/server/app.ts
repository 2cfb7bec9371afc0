import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionPlugin } from './auth/session';
import { adminRoutes } from './admin/routes';
import type { Config } from './config';
import { FEATURES } from './features';
import type { Store } from './db/client';
import { answerSerializer } from './http/answer-serializer';
import { perAnswerCompression } from './http/cached-body';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/errors';
import { loggerOptions } from './http/log';
import { refuseControlCharacters } from './http/plain-text';
import { registerOpenApi } from './http/openapi';
import { checkDeclaredAnswers, requireDeclarations } from './http/route-contract';
import { registerSameOriginCheck } from './http/same-origin';
import { registerLanguages } from './i18n/plugin';
import { registerMarkets } from './markets/plugin';
import { securityPlugin, shopSecurityHeaders } from './http/security';
import { discoveryRoutes } from './pages/discovery';
import { clientPlugin } from './pages/plugin';
import { flushTraces, traceLogMixin } from './observability/tracing';
import { clientDist } from './paths';
import { type AppServices, createServices } from './services';
import { answerWhileStopping } from './system/stopping';

export interface BuildAppOptions {
  config: Config;
  store: Store;
  /** Where the built client lives; defaults to dist/client. */
  clientDir?: string;
}

const ONE_MB = 1024 * 1024;
/** The API's version in its OpenAPI document. */
const API_VERSION = '3.0.0';

/** Builds the whole HTTP application from its parts. Tests call this with an in-memory store. */
export async function buildApp({ config, store, clientDir = clientDist }: BuildAppOptions): Promise<FastifyInstance> {
  // What the framework answers itself (a bad URL, a request that is not HTTP) is the shop's error, with its headers.
  const headers = shopSecurityHeaders(config);
  const { trustProxy } = config;
  const app = Fastify({
    // With tracing on, each line carries its trace's id (observability/tracing.ts); without, no mixin at all.
    logger: { ...loggerOptions(config.logLevel), mixin: traceLogMixin() },
    // Per-request lines cost throughput on hot paths; the security plugin logs failures.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: ONE_MB,
    // A number of hops counts from the socket (Fastify's own reading of a number trusts none): the
    // client is the address the outermost of those proxies saw (docs/decisions/051-trusted-proxies.md).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // The server makes every request id: a client's x-request-id is neither echoed nor logged as
    // the id, so nobody can forge log lines with it.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrorHandler(headers),
    // A request that comes while the app closes is answered by system/stopping.ts, with the shop's error and headers.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer({ check: config.env === 'test' }));
  registerErrorHandler(app);
  requireDeclarations(app);
  if (config.env === 'test') checkDeclaredAnswers(app);

  const services = createServices(config, store);
  app.decorate('services', services);
  // With METRICS_TOKEN, every request is timed (a hook reaches the routes registered after it: all of them).
  await services.metrics.attach(app);

  // Cross-cutting parts, for every route.
  await app.register(securityPlugin, { config });
  await app.register(compress, { global: true, ...perAnswerCompression });
  await app.register(cookie);
  registerSameOriginCheck(app);
  refuseControlCharacters(app);
  await app.register(sessionPlugin, { sessions: services.sessions });
  registerLanguages(app, services.languages);
  registerMarkets(app, services.markets);
  answerWhileStopping(app);

  // The OpenAPI document collects every route registered after it.
  await registerOpenApi(app, API_VERSION);

  // The API: each feature's routes (features.ts), then the back office's behind its gate (admin/routes.ts).
  for (const feature of FEATURES) {
    for (const routes of feature.routes ?? []) await app.register(routes(services));
  }
  await app.register(adminRoutes(FEATURES, services));

  // The outbox's worker, the unpaid orders' expiry, the refills' and the cart reminders' schedulers run while the app does.
  app.addHook('onReady', async () => {
    services.mail.start(app.log);
    services.orderLifecycle.startExpiry(app.log);
    services.refills.start(app.log, services.config.refillSchedulerMs);
    services.webhooks.start(app.log);
    services.marketing.start(app.log);
  });
  app.addHook('onClose', async () => {
    await services.orderLifecycle.stopExpiry();
    await services.refills.stop();
    await services.webhooks.stop();
    await services.marketing.stop();
    await services.mail.stop();
  });
  // The spans still batched go to the collector once the workers have stopped (observability/tracing.ts; no-op without).
  app.addHook('onClose', () => flushTraces());

  // What search engines read first, then the browser app and the 404s.
  await app.register(discoveryRoutes({ catalogue: services.catalogue, publicUrl: config.publicUrl }));
  await app.register(clientPlugin, { clientDir, serveClient: config.serveClient, ...services });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
