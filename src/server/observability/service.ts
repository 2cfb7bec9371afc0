import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import type { Store } from '../db/client';
import { inCluster, joinClusterMetrics } from './cluster';
import type { Metrics, MetricSources, OutboxBacklog, PoolUse, ProcessMetrics } from './registry';
import type { Tally } from './tally';

/** What MetricsService is built from (services.ts gives each by name). */
export interface MetricsDeps {
  /** METRICS_TOKEN: undefined, and /metrics is 404 with nothing loaded. */
  token: string | undefined;
  store: Pick<Store, 'db'>;
  tally: Tally;
  mail: { backlog(): Promise<OutboxBacklog> };
  refills: { backlog(): Promise<{ due: number; late: number }> };
  /** The webhooks' outbox, once its service reads `webhook_deliveries`' backlog. */
  webhooks?: { pending(): Promise<OutboxBacklog> };
}

/**
 * `GET /metrics` (DESIGN §4 "Operating"): Prometheus' text for a scraper holding METRICS_TOKEN. Without the token
 * nothing is loaded and every request costs nothing more; with it, prom-client is loaded when the app is built,
 * each request is timed by its route's pattern and status, and a scrape reads the store's backlogs once.
 */
export class MetricsService {
  private readonly token: Buffer | undefined;
  private metrics: Metrics | undefined;
  private cluster: { ask(): Promise<ProcessMetrics[]> } | undefined;

  constructor(private readonly deps: MetricsDeps) {
    this.token = deps.token === undefined ? undefined : Buffer.from(deps.token);
  }

  get enabled(): boolean {
    return this.token !== undefined;
  }

  /**
   * Loads the registries and times every request of `app` (call it before any route is registered). Each route gets
   * its own hook knowing its pattern (Fastify's `request.routeOptions` builds an object per call: a cost on every
   * request); the requests no route answered are timed by one hook of the app's.
   */
  async attach(app: FastifyInstance): Promise<void> {
    if (!this.enabled) return;
    const { createMetrics, UNMATCHED } = await import('./registry');
    const metrics = await createMetrics(this.sources());
    this.metrics = metrics;
    app.addHook('onRoute', (route) => {
      const pattern = route.url;
      const timed: onResponseHookHandler = (request, reply, done) => {
        metrics.observe(request.method, pattern, reply.statusCode, reply.elapsedTime);
        done();
      };
      route.onResponse = [...[route.onResponse ?? []].flat(), timed];
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) metrics.observe(request.method, UNMATCHED, reply.statusCode, reply.elapsedTime);
      done();
    });
    if (inCluster()) this.cluster = joinClusterMetrics(() => metrics.processMetrics());
  }

  /** Whether an `Authorization` header holds the token (compared in constant time). */
  authorized(header: string | undefined): boolean {
    if (!this.token || !header?.startsWith('Bearer ')) return false;
    const given = Buffer.from(header.slice('Bearer '.length).trim());
    // The length is no secret worth hiding (it is the configuration's); the bytes are compared in constant time.
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }

  /** The scrape: every process's figures (summed by the asker in a cluster), then the store's, read once. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    const metrics = this.metrics;
    if (!metrics) throw new Error('metrics are not attached to the app');
    const processes = this.cluster ? await metrics.clusterText(await this.cluster.ask()) : await metrics.processText();
    return { contentType: metrics.contentType, text: `${processes}\n${await metrics.storeText()}` };
  }

  private sources(): MetricSources {
    const { store, tally, mail, refills, webhooks } = this.deps;
    return {
      tally,
      pool: () => poolOf(store.db),
      mailOutbox: () => mail.backlog(),
      renewals: () => refills.backlog(),
      ...(webhooks ? { webhookOutbox: () => webhooks.pending() } : {}),
    };
  }
}

/** PostgreSQL's pool behind the store's Drizzle (its `$client`); the embedded store has none. */
function poolOf(db: object): PoolUse | undefined {
  const client = (db as { $client?: Partial<Record<'totalCount' | 'idleCount' | 'waitingCount', number>> }).$client;
  if (typeof client?.totalCount !== 'number') return undefined;
  const { options } = client as { options?: { max?: number } };
  return {
    total: client.totalCount,
    idle: client.idleCount ?? 0,
    waiting: client.waitingCount ?? 0,
    max: options?.max ?? 0,
  };
}
