import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicConfig } from '../domain/catalogue';
import { adminRoutes } from './admin/routes';
import { AdminService } from './admin/service';
import { authRoutes } from './auth/routes';
import { AuthService } from './auth/service';
import { registerSessionDecorators, SessionService } from './auth/session';
import { cartRoutes } from './cart/routes';
import { CartService } from './cart/service';
import { catalogueRoutes } from './catalogue/routes';
import { CatalogueService } from './catalogue/service';
import { type Config, paymentProviderFor } from './config';
import type { Store } from './db/client';
import { cacheJson, sendCachedJson } from './http/cached-json';
import { AppError, registerErrorHandler } from './http/errors';
import { registerSameOriginCheck } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { parseTheme, THEME_COOKIE } from '../domain/theme';
import { SESSION_HINT_COOKIE } from './auth/session';
import { createSpaPages, loadServerRender } from './http/spa';
import { orderRoutes } from './orders/routes';
import { OrderService } from './orders/service';
import type { PaymentProvider } from './payments/provider';
import { paymentRoutes } from './payments/routes';
import { PaymentService } from './payments/service';
import { SimulatedProvider } from './payments/simulated';
import { StripeProvider } from './payments/stripe';
import { clientDist } from './paths';

export interface AppServices {
  config: Config;
  store: Store;
  catalogue: CatalogueService;
  sessions: SessionService;
  cart: CartService;
  auth: AuthService;
  orders: OrderService;
  payments: PaymentService;
  provider: PaymentProvider | undefined;
}

function makeProvider(config: Config, store: Store): PaymentProvider | undefined {
  switch (paymentProviderFor(config)) {
    case 'stripe':
      return new StripeProvider(config.stripe!);
    case 'simulated':
      return new SimulatedProvider(store.db);
    case 'disabled':
      return undefined;
  }
}

export interface BuildAppOptions {
  config: Config;
  store: Store;
  /** Where the built client lives; defaults to dist/client. */
  clientDir?: string;
}

const ONE_MB = 1024 * 1024;


/** Builds the whole HTTP application from its parts. Tests call this with an in-memory store. */
export async function buildApp({ config, store, clientDir = clientDist }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    // Per-request lines cost throughput on hot paths; onResponse below logs failures (and all at debug).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: ONE_MB,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const provider = paymentProviderFor(config);
  const stripeSources = provider === 'stripe' ? ['https://js.stripe.com'] : [];
  const security = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeSources],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(provider === 'stripe' ? ['https://api.stripe.com'] : [])],
        frameSrc: provider === 'stripe' ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // While closing, every answer ends its keep-alive connection, so the close does not wait
  // for idle clients; requests that arrive meanwhile get Fastify's 503.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.headers(security);
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) {
      request.log.error({ method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime }, 'request failed');
    } else {
      request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime }, 'request');
    }
  });

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerSameOriginCheck(app);
  registerSessionDecorators(app);

  const db = store.db;
  const catalogue = new CatalogueService(db);
  const sessions = new SessionService(db, config);
  const cart = new CartService(db, catalogue);
  const auth = new AuthService(db, cart);
  const orders = new OrderService(db, config.currency);
  const paymentProvider = makeProvider(config, store);
  const payments = new PaymentService(db, paymentProvider, config.currency);
  const services: AppServices = { config, store, catalogue, sessions, cart, auth, orders, payments, provider: paymentProvider };
  app.decorate('services', services);

  const publicConfig: PublicConfig = {
    currency: config.currency,
    payments: { provider, ...(provider === 'stripe' && config.stripe ? { publishableKey: config.stripe.publishableKey } : {}) },
  };
  const publicConfigJson = cacheJson(publicConfig);
  app.get('/api/config', async (request, reply) => sendCachedJson(request, reply, publicConfigJson));

  app.get('/api/health', async (_request, reply) => {
    try {
      await store.ping();
      return { status: 'ok', store: store.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', store: store.kind, message: 'The store is not answering' });
    }
  });

  await app.register(catalogueRoutes(catalogue));
  await app.register(cartRoutes(cart, sessions));
  await app.register(authRoutes(auth, sessions, config));
  await app.register(orderRoutes(orders, payments, sessions));
  await app.register(paymentRoutes(payments, paymentProvider, sessions));
  await app.register(adminRoutes(new AdminService(db), sessions));

  const serveClient = config.serveClient && existsSync(join(clientDir, 'index.html'));
  const spaPage = serveClient
    ? createSpaPages(clientDir, {
        render: await loadServerRender(clientDir),
        data: (key) => serverData(key, catalogue, publicConfig),
        version: () => catalogue.version(),
        onError: (err, path) => app.log.error({ err, path }, 'server render failed; the browser renders the page'),
      })
    : undefined;
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build compresses text assets once (scripts/compress-assets.mjs): sent as they are.
      preCompressed: true,
      // Cache-Control is ours (below); @fastify/static's own would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('vary', 'accept-encoding');
        if (path.includes(`${join(clientDir, 'assets')}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else if (path.endsWith('index.html')) {
          res.setHeader('cache-control', 'no-store');
        } else {
          res.setHeader('cache-control', 'public, max-age=86400');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      throw AppError.notFound(`No API route ${request.method} ${path}`);
    }
    if (!serveClient || (request.method !== 'GET' && request.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(path)) {
      throw AppError.notFound('Not found');
    }
    // Every other path is the single-page app: the landing pages arrive rendered, the client renders
    // the others (or its 404 page).
    const page = await spaPage!({
      path,
      search: request.url.slice(path.length),
      theme: parseTheme(request.cookies[THEME_COOKIE]),
      signedIn: request.cookies[SESSION_HINT_COOKIE] === '1',
    });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });

  return app;
}

/** The answer of a GET API route the server can give without a request: what a server render starts from. */
async function serverData(key: string, catalogue: CatalogueService, publicConfig: PublicConfig): Promise<unknown> {
  if (key === '/api/config') return publicConfig;
  if (key === '/api/perfumes') return catalogue.perfumes();
  if (key === '/api/ingredients') return catalogue.ingredients();
  const perfume = /^\/api\/perfumes\/(\d{1,10})$/.exec(key);
  if (perfume) return catalogue.perfume(Number(perfume[1]));
  return undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
