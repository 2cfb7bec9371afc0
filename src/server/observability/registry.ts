import type * as Prom from 'prom-client';
import type { Tally, TalliedEvent } from './tally';

/** What an outbox has waiting: how many, and the oldest one's age (null: none). */
export interface OutboxBacklog {
  count: number;
  oldestSeconds: number | null;
}

/** This process's database connections (PostgreSQL's pool); undefined on the embedded store, which has none. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Where the figures come from: each owner's service, read when /metrics is scraped. */
export interface MetricSources {
  tally: Tally;
  pool(): PoolUse | undefined;
  mailOutbox(): Promise<OutboxBacklog>;
  /** The webhooks' outbox (`webhook_deliveries`), once its service answers it. */
  webhookOutbox?(): Promise<OutboxBacklog>;
  /** Refill renewals waiting for the scheduler: due now, and late. */
  renewals(): Promise<{ due: number; late: number }>;
}

/** One process's metrics as prom-client hands them between processes (`getMetricsAsJSON`). */
export type ProcessMetrics = Prom.MetricObjectWithValues<Prom.MetricValue<string>>[];

/** The label of a request no route answered (a 404, a page of the single-page app): one series, whatever the URL. */
export const UNMATCHED = 'unmatched';
/** Seconds; the catalogue's budget is a p99 of 20 ms, a request past 10 s has failed. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The registries of one process, with prom-client loaded (only when METRICS_TOKEN is set). */
export interface Metrics {
  /** Counts one answered request by its method, its route's pattern and its status, and the time it took. */
  observe(method: string, route: string, status: number, elapsedMs: number): void;
  /** This process's own figures, labelled with its pid, as one process hands them to another. */
  processMetrics(): Promise<ProcessMetrics>;
  /** This process's own figures as Prometheus' text. */
  processText(): Promise<string>;
  /** Several processes' figures as one text (each series keeps its pid): a cluster's. */
  clusterText(processes: ProcessMetrics[]): Promise<string>;
  /** The store's figures (outboxes, renewals), read once per scrape whatever the number of processes. */
  storeText(): Promise<string>;
  contentType: string;
}

/**
 * Builds the two registries: the process's (requests, event loop, memory, pool, what its services counted), which
 * a cluster sums process by process, and the store's (what every process sees alike), read by whichever process
 * answers the scrape, so it is never counted once per process.
 */
export async function createMetrics(sources: MetricSources): Promise<Metrics> {
  const prom = await import('prom-client');
  const { AggregatorRegistry, Counter, Gauge, Registry, collectDefaultMetrics } = prom;

  const own = new Registry();
  own.setDefaultLabels({ pid: String(process.pid) });
  collectDefaultMetrics({ register: own });

  const durations = new RequestDurations();
  own.registerMetric(durations as unknown as Prom.Metric);

  tallied(own, Counter, 'shop_payments_total', 'Payments by outcome: settled (recorded for its order) or failed.', {
    label: 'outcome',
    events: { settled: 'payment_settled', failed: 'payment_failed' },
    tally: sources.tally,
  });
  tallied(
    own,
    Counter,
    'shop_sign_in_failures_total',
    'Sign-ins refused: a wrong e-mail or password (failed), or too many tries (throttled).',
    { label: 'reason', events: { failed: 'sign_in_failed', throttled: 'sign_in_throttled' }, tally: sources.tally },
  );

  // PostgreSQL's pool; the embedded store has none (one in-process connection, its statements one at a time).
  const poolGauge = (name: string, help: string, read: (p: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [own],
      collect() {
        const pool = sources.pool();
        if (pool) this.set(read(pool));
      },
    });
  if (sources.pool()) {
    poolGauge('shop_db_pool_connections', "Connections this process's PostgreSQL pool holds.", (p) => p.total);
    poolGauge('shop_db_pool_idle_connections', 'Of those, the ones waiting for a query.', (p) => p.idle);
    poolGauge('shop_db_pool_waiting_queries', 'Queries waiting for a connection (the pool is full).', (p) => p.waiting);
    poolGauge('shop_db_pool_max_connections', 'The most connections the pool opens.', (p) => p.max);
  }

  const store = new Registry();
  const up = new Gauge({
    name: 'shop_store_up',
    help: 'Whether the store answered the scrape (1) or not (0).',
    registers: [store],
  });
  const storeGauge = (name: string, help: string) => new Gauge({ name, help, registers: [store] });
  const mailPending = storeGauge('shop_mail_outbox_pending', 'Mails waiting to be sent.');
  const mailOldest = storeGauge('shop_mail_outbox_oldest_seconds', 'Age of the oldest mail waiting (0: none).');
  const hooksPending = sources.webhookOutbox
    ? storeGauge('shop_webhook_outbox_pending', 'Webhook deliveries waiting to be posted.')
    : undefined;
  const hooksOldest = sources.webhookOutbox
    ? storeGauge('shop_webhook_outbox_oldest_seconds', 'Age of the oldest webhook delivery waiting (0: none).')
    : undefined;
  const renewalsDue = storeGauge('shop_renewals_due', 'Refill renewals due now and not billed yet.');
  const renewalsLate = storeGauge('shop_renewals_late', 'Of those, the ones due for more than 15 minutes.');

  return {
    observe: (method, route, status, elapsedMs) => durations.observe(method, route, status, elapsedMs),
    processMetrics: () => own.getMetricsAsJSON(),
    processText: () => own.metrics(),
    clusterText: (processes) => AggregatorRegistry.aggregate(processes).metrics(),
    async storeText() {
      try {
        const [mail, hooks, renewals] = await Promise.all([
          sources.mailOutbox(),
          sources.webhookOutbox?.(),
          sources.renewals(),
        ]);
        mailPending.set(mail.count);
        mailOldest.set(mail.oldestSeconds ?? 0);
        if (hooks) {
          hooksPending?.set(hooks.count);
          hooksOldest?.set(hooks.oldestSeconds ?? 0);
        }
        renewalsDue.set(renewals.due);
        renewalsLate.set(renewals.late);
        up.set(1);
      } catch {
        // The store does not answer: its figures are left out rather than shown stale, and the alert reads `up`.
        for (const gauge of [mailPending, mailOldest, hooksPending, hooksOldest, renewalsDue, renewalsLate])
          gauge?.reset();
        up.set(0);
      }
      return store.metrics();
    },
    contentType: own.contentType,
  };
}

/** A counter that reports what the tally counted (`label` value → event), read when scraped. */
function tallied(
  own: Prom.Registry,
  Counter: typeof Prom.Counter,
  name: string,
  help: string,
  { label, events, tally }: { label: string; events: Record<string, TalliedEvent>; tally: Tally },
): void {
  const reported = new Map<string, number>();
  new Counter({
    name,
    help,
    labelNames: [label],
    registers: [own],
    collect() {
      for (const [value, event] of Object.entries(events)) {
        const now = tally.of(event);
        this.inc({ [label]: value }, now - (reported.get(value) ?? 0));
        reported.set(value, now);
      }
    },
  });
}

/**
 * `http_request_duration_seconds`, a histogram prom-client formats and sums across processes like its own, counted
 * in plain arrays: a request costs a map lookup and a few additions (0.2 µs measured), not prom-client's label checks
 * and hashing (0.9 µs). One series per method, route pattern and status.
 */
class RequestDurations {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Time to answer a request, by route pattern, method and status.';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<
    string,
    { labels: Record<string, string>; buckets: number[]; sum: number; count: number }
  >();

  observe(method: string, route: string, status: number, elapsedMs: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        buckets: DURATION_BUCKETS.map(() => 0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    const seconds = elapsedMs / 1000;
    // The first bucket whose bound holds it (a bucket counts what is at most its bound, as Prometheus' `le`).
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++;
    if (i < DURATION_BUCKETS.length) series.buckets[i]!++;
    series.sum += seconds;
    series.count++;
  }

  /** As prom-client's histograms answer it: each bucket cumulative (`le`), then `+Inf`, the sum and the count. */
  async get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += buckets[i]!;
        values.push({ labels: { ...labels, le }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { ...labels, le: '+Inf' }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.series.clear();
  }
}
