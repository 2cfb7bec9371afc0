import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number')
    .default(5000),
  /** Outside production the shop listens on this machine only; in production on every interface. */
  HOST: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  /**
   * Reads prepared once per connection on PostgreSQL (docs/decisions/068-prepared-reads-and-kept-totals.md); false
   * behind a pooler that cannot keep a connection's prepared statements (PgBouncer before 1.21 in
   * transaction mode).
   */
  DATABASE_PREPARED_STATEMENTS: boolish.default(true),
  /**
   * Server processes sharing the port (node:cluster), one per core on PostgreSQL; the embedded store
   * is one process's, so 1 without DATABASE_URL.
   */
  WEB_CONCURRENCY: z.coerce
    .number({ message: 'must be a number of processes' })
    .int('must be a whole number of processes')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .default(1),
  ADMIN_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  STORE_CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code such as EUR')
    .transform((v) => v.toUpperCase())
    .default('EUR'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** For tests only: where the Stripe SDK sends its calls (a local stand-in). */
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_CLIENT: boolish.default(true),
  /** Login and register attempts allowed per IP and per account in 15 minutes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /**
   * Whether a staff member must set up a second factor before the back office answers them:
   * `required` (the default in production) or `optional` (the default elsewhere).
   */
  STAFF_TWO_FACTOR: z.enum(['required', 'optional'], { message: 'must be required or optional' }).optional(),
  /** Unpaid orders one address may have waiting (24 hours); three times as many placements per 10 minutes. */
  ORDER_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  REFILL_SCHEDULER_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * Whether a webhook endpoint may be plain http or a loopback, private or link-local address (tests, a developer's
   * machine): on by default outside production, refused in production.
   */
  WEBHOOKS_ALLOW_PRIVATE: boolish.optional(),
  /** How often each process looks for webhook deliveries due (retries; a new event wakes the workers at once). */
  WEBHOOKS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Hours after a cart's last change before its consenting owner is reminded of it, once; decimals allowed. */
  ABANDONED_CART_HOURS: z.coerce
    .number({ message: 'must be a number of hours' })
    .positive({ message: 'must be a number of hours' })
    .default(10),
  /** The proxies in front of the shop: how many, or their addresses (docs/decisions/051-trusted-proxies.md). */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      const trusted = trustProxy(v);
      if (typeof trusted === 'string') {
        ctx.addIssue({ code: 'custom', message: trusted });
        return z.NEVER;
      }
      return trusted;
    }),
  /** The origin written in e-mail links; defaults to http://localhost:{PORT}. */
  PUBLIC_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  /** smtp://user:pass@host:port or smtps://…: without it, mails wait in the outbox. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).max(200).default('Maison Lumière <orders@maison-lumiere.test>'),
  /** A bearer token: `GET /metrics` answers Prometheus' text to a scraper that sends it; unset, /metrics is 404. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** An OTLP/HTTP collector: traces go to its /v1/traces; unset, no tracing code is loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  ),
  /** The price of a 2 ml sample of a catalogue perfume, in the store currency (major units). */
  SAMPLE_PRICE: z.coerce
    .number({ message: 'must be a price such as 6 or 6.50' })
    .positive('must be more than 0')
    .max(100, 'must be at most 100')
    .refine(
      (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'must have at most two decimals',
    )
    .default(6),
});

/**
 * Which proxies' X-Forwarded-For the shop believes: none (`false`), the last `n` hops, or the proxies
 * at these addresses and ranges (proxy-addr's form, which Fastify reads; `loopback`, `linklocal` and
 * `uniquelocal` name the private ranges). Never every one: a client would then name its own address.
 */
type TrustProxy = false | number | string[];

const TRUST_EVERYTHING =
  'trusting every X-Forwarded-For lets any client choose the address its limits are counted by: set the number of proxies in front of the shop (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)';
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY read, or the words of its refusal. */
function trustProxy(value: string): TrustProxy | string {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^(true|yes|on|\*)$/i.test(value)) return TRUST_EVERYTHING;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : 'must be at most 10 proxies, or their addresses';
  }
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    if (NAMED_RANGES.includes(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    if (!family || rest.length > 0 || (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits)))
      return `must be a number of proxies (1) or a comma-separated list of their addresses or ranges (10.0.0.0/8,127.0.0.1), not "${entry}"`;
    if (prefix !== undefined && Number(prefix) === 0) return TRUST_EVERYTHING;
  }
  return entries;
}

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Reads prepared once per connection on PostgreSQL (DATABASE_PREPARED_STATEMENTS). */
  preparedStatements: boolean;
  /** How many server processes share the port (WEB_CONCURRENCY); more than one only on PostgreSQL. */
  processes: number;
  admin: { email: string; password: string } | undefined;
  currency: string;
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        api?: { host: string; port: number | undefined; protocol: 'http' | 'https' | undefined };
      }
    | undefined;
  logLevel: Env['LOG_LEVEL'];
  serveClient: boolean;
  authRateLimit: number;
  /** Staff reach nothing in the back office before setting up a second factor (STAFF_TWO_FACTOR). */
  staffTwoFactorRequired: boolean;
  orderRateLimit: number;
  /** How often each process looks for due refill renewals and reminders (DESIGN §1 "Refills"). */
  refillSchedulerMs: number;
  /** Webhooks (DESIGN §1 "Webhooks and integrations"): private addresses allowed, and the workers' poll. */
  webhooks: { allowPrivate: boolean; pollMs: number };
  /** Hours after a cart's last change before its consenting owner gets the one reminder (DESIGN §1 "Abandoned carts and consent"). */
  abandonedCartHours: number;
  trustProxy: TrustProxy;
  /** The origin written in e-mail links, without a trailing slash. */
  publicUrl: string;
  mail: { smtpUrl: string | undefined; from: string };
  /** The bearer token of `GET /metrics` (METRICS_TOKEN); undefined: no metrics (src/server/observability). */
  metricsToken: string | undefined;
  /** Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT); undefined: no tracing (src/server/observability). */
  tracesEndpoint: string | undefined;
  /** A catalogue perfume's 2 ml sample, in cents. */
  samplePriceCents: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. A bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const known = Object.keys(envSchema.shape);
  const picked = Object.fromEntries(known.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: must be set together with ${e.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'}`,
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded store is opened by one process)',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${e.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY'}: Stripe needs both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY`,
    );
  }
  if (e.WEBHOOKS_ALLOW_PRIVATE && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOKS_ALLOW_PRIVATE: must be false in production (webhooks go to public https addresses only)',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    processes: e.WEB_CONCURRENCY,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    currency: e.STORE_CURRENCY,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...(e.STRIPE_API_HOST
              ? { api: { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL } }
              : {}),
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    serveClient: e.SERVE_CLIENT,
    authRateLimit: e.AUTH_RATE_LIMIT,
    staffTwoFactorRequired:
      (e.STAFF_TWO_FACTOR ?? (e.NODE_ENV === 'production' ? 'required' : 'optional')) === 'required',
    orderRateLimit: e.ORDER_RATE_LIMIT,
    refillSchedulerMs: e.REFILL_SCHEDULER_MS,
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ?? e.NODE_ENV !== 'production', pollMs: e.WEBHOOKS_POLL_MS },
    abandonedCartHours: e.ABANDONED_CART_HOURS,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    metricsToken: e.METRICS_TOKEN,
    tracesEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    samplePriceCents: Math.round(e.SAMPLE_PRICE * 100),
  };
}

/** Which payment provider this configuration runs: Stripe with both keys, else simulated outside production, else disabled. */
export function paymentProviderFor(
  config: Pick<Config, 'stripe' | 'isProduction'>,
): 'stripe' | 'simulated' | 'disabled' {
  if (config.stripe) return 'stripe';
  return config.isProduction ? 'disabled' : 'simulated';
}
