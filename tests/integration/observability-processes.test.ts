import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samples } from './prometheus';
import { startSmtp } from './smtp';
import {
  healthy,
  sendTo,
  type ServerProcess,
  startServer,
  stopServers,
  TEST_CARD,
  TEST_SHIPPING,
  templateDataDir,
  withScratchDatabase,
} from './servers';

/**
 * Metrics and traces in real server processes (src/server/observability): without METRICS_TOKEN and
 * OTEL_EXPORTER_OTLP_ENDPOINT nothing of prom-client or OpenTelemetry is loaded; a checkout's trace reaches an OTLP
 * receiver with the SQL it ran, its id in the request's log line; a scrape of WEB_CONCURRENCY=2 counts both
 * processes' requests, and the store's backlogs once.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

const TOKEN = 'a-scraper-token-of-32-characters';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A server on a store of its own (a copy of the run's template), with `env`, healthy. */
async function withServer(env: Record<string, string>, use: (server: ServerProcess) => Promise<void>): Promise<void> {
  const run = async (store: Record<string, string>) => {
    const server = startServer({ ...store, ...env });
    await healthy(server);
    await use(server);
  };
  if (onPostgres) await withScratchDatabase('shop_observability', (url) => run({ DATABASE_URL: url }));
  else await run({ DATA_DIR: await templateDataDir('observability-') });
}

/** A guest pays an order for perfume 1 on the server at `port`: the order's id. */
async function checkout(port: number): Promise<number> {
  const guestId = `guest_${crypto.randomUUID()}`;
  expect((await sendTo(port, 'POST', '/api/cart', { guestId, perfumeId: 1, quantity: 1 })).status).toBe(201);
  const intent = (await sendTo(port, 'POST', '/api/create-payment-intent', { guestId })).json;
  const order = await sendTo(port, 'POST', '/api/orders', {
    guestId,
    shippingDetails: TEST_SHIPPING,
    paymentIntentId: intent.paymentIntentId,
  });
  expect(order.status).toBe(201);
  const card = { clientSecret: intent.clientSecret, ...TEST_CARD };
  expect((await sendTo(port, 'POST', '/api/payments/simulated/confirm', card)).json.status).toBe('succeeded');
  const confirm = { paymentIntentId: intent.paymentIntentId, orderId: order.json.id };
  expect((await sendTo(port, 'POST', '/api/confirm-payment', confirm)).json.status).toBe('succeeded');
  return Number(order.json.id);
}

describe('nothing loaded unless configured', () => {
  const recorder = fileURLToPath(new URL('./loaded-modules.mjs', import.meta.url));
  /** The CommonJS modules a server loaded from start to SIGTERM, serving the catalogue meanwhile. */
  async function loadedBy(env: Record<string, string>): Promise<string[]> {
    const file = join(mkdtempSync(join(tmpdir(), 'loaded-')), 'modules.txt');
    const options = `${process.env.NODE_OPTIONS ?? ''} --import=${recorder}`;
    let loaded: string[] = [];
    await withServer({ ...env, NODE_OPTIONS: options, LOADED_MODULES_FILE: file }, async (server) => {
      expect((await fetch(`http://127.0.0.1:${server.port}/api/perfumes`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      loaded = readFileSync(file, 'utf8').split('\n');
    });
    expect(loaded.some((m) => m.includes('/node_modules/fastify/'))).toBe(true);
    return loaded;
  }
  const of = (loaded: string[], pkg: string) => loaded.filter((m) => m.includes(`/node_modules/${pkg}/`));

  it.skipIf(onPostgres)(
    'without either: no prom-client, no OpenTelemetry; with METRICS_TOKEN alone, prom-client and no tracing',
    async () => {
      // Started side by side: each start is most of the test's time.
      const [bare, metered] = await Promise.all([loadedBy({}), loadedBy({ METRICS_TOKEN: TOKEN })]);
      expect(of(bare, '@opentelemetry')).toEqual([]);
      expect(of(bare, '@fastify/otel')).toEqual([]);
      expect(of(bare, 'prom-client')).toEqual([]);

      expect(of(metered, 'prom-client')).not.toEqual([]);
      // prom-client's own dependency is the API alone (a no-op without an SDK).
      expect(of(metered, '@opentelemetry').filter((m) => !m.includes('/@opentelemetry/api/'))).toEqual([]);
      expect(of(metered, '@fastify/otel')).toEqual([]);
    },
  );
});

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  scope: string;
  attributes: Record<string, unknown>;
  links: { traceId: string; spanId: string }[];
}

/** An OTLP/HTTP receiver on 127.0.0.1 (the JSON protocol of @opentelemetry/exporter-trace-otlp-http): the spans it got. */
async function otlpReceiver() {
  const spans: Span[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: {
            scopeSpans: {
              scope: { name: string };
              spans: (Omit<Span, 'attributes' | 'scope'> & { attributes: { key: string; value: object }[] })[];
            }[];
          }[];
        };
        for (const { scopeSpans } of payload.resourceSpans)
          for (const { scope, spans: got } of scopeSpans)
            for (const s of got)
              spans.push({
                ...s,
                scope: scope.name,
                links: s.links ?? [],
                attributes: Object.fromEntries(s.attributes.map((a) => [a.key, Object.values(a.value)[0]])),
              });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const until = async <T>(read: () => T | undefined, timeoutMs = 20_000): Promise<T> => {
  const start = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('traces', () => {
  it('a checkout’s trace holds the SQL it ran, its id is in the request’s log line, and its mail’s send links to it', async () => {
    const receiver = await otlpReceiver();
    const smtp = await startSmtp();
    try {
      const env = {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        LOG_LEVEL: 'debug',
        SMTP_URL: smtp.url,
      };
      await withServer(env, async (server) => {
        await checkout(server.port);
        // The order's request: the HTTP server's span, named by its route.
        const placing = await until(() =>
          receiver.spans.find((s) => s.name === 'POST /api/orders' && s.attributes['http.route'] === '/api/orders'),
        );
        const statement = (s: Span) => String(s.attributes['db.query.text'] ?? '');
        const sql = await until(() => {
          const found = receiver.spans.filter((s) => s.traceId === placing.traceId && statement(s) !== '');
          return found.some((s) => /insert into "orders"/.test(statement(s))) ? found : undefined;
        });
        expect(sql.every((s) => s.attributes['db.system.name'] === 'postgresql')).toBe(true);
        expect(sql.some((s) => /insert into "order_lines"/.test(statement(s)))).toBe(true);
        // Fastify's request span sits in the same trace, under the HTTP server's.
        expect(receiver.spans.some((s) => s.traceId === placing.traceId && s.scope === '@fastify/otel')).toBe(true);
        // The request's log line (debug: every request) names the trace.
        const line = server
          .output()
          .split('\n')
          .find((l) => l.includes('"url":"/api/orders"'));
        expect(line).toContain(`"trace_id":"${placing.traceId}"`);

        // The confirmation mail, written by confirm-payment, is sent in a trace of its own linked to that request's.
        const confirming = await until(() => receiver.spans.find((s) => s.name === 'POST /api/confirm-payment'));
        const send = await until(() =>
          receiver.spans.find((s) => s.name === 'mail send' && s.links.some((l) => l.traceId === confirming.traceId)),
        );
        expect(send.traceId).not.toBe(confirming.traceId);
        // The link rode in the mail's row, never in the mail.
        const [mail] = await smtp.waitFor((m) => m.to.includes(TEST_SHIPPING.email), 1, 30_000);
        expect(Object.keys(mail!.headers)).not.toContain('traceparent');
      });
    } finally {
      await receiver.close();
      await smtp.stop();
    }
  });
});

/** A GET on a connection of its own: the cluster's primary hands each connection to a worker in turn. */
const getOnce = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('a scrape of two processes', () => {
  it.skipIf(!onPostgres)('counts both processes’ requests, and the store’s backlogs once', async () => {
    await withScratchDatabase('shop_metrics', async (url) => {
      const server = startServer({ DATABASE_URL: url, WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN });
      await healthy(server);
      const scrape = async () => {
        const res = await getOnce(server.port, '/metrics', { authorization: `Bearer ${TOKEN}` });
        expect(res.status).toBe(200);
        return samples(res.body);
      };
      const route = { route: '/api/config', method: 'GET', status: '200' };
      // Until both workers listen, the primary hands every connection to the one that does.
      let sent = 0;
      const start = Date.now();
      for (;;) {
        for (let i = 0; i < 10; i++, sent++) expect((await getOnce(server.port, '/api/config')).status).toBe(200);
        const pids = (await scrape())
          .series('http_request_duration_seconds_count')
          .filter((s) => s.labels.route === route.route);
        if (pids.length === 2) break;
        if (Date.now() - start > 60_000) throw new Error('the second process never answered');
      }
      // Whichever process answers the scrape, it holds every request of both.
      for (let i = 0; i < 4; i++) {
        const m = await scrape();
        const perProcess = m
          .series('http_request_duration_seconds_count')
          .filter((s) => s.labels.route === route.route);
        expect(perProcess.map((s) => s.labels.pid)).toHaveLength(2);
        expect(new Set(perProcess.map((s) => s.labels.pid)).size).toBe(2);
        expect(perProcess.every((s) => s.value > 0)).toBe(true);
        expect(m.sum('http_request_duration_seconds_count', route)).toBe(sent);
        // Each process's pool, the store's backlogs once.
        expect(m.series('shop_db_pool_max_connections')).toHaveLength(2);
        expect(m.series('shop_mail_outbox_pending')).toHaveLength(1);
        expect(m.series('shop_renewals_due')).toHaveLength(1);
        expect(m.series('shop_store_up')).toEqual([{ labels: {}, value: 1 }]);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });
  });
});
