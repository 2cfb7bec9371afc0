import { createRequire } from 'node:module';
import type * as Api from '@opentelemetry/api';

/**
 * OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (DESIGN §1 "Operating the shop"): spans of the HTTP
 * server, of Fastify's requests and handlers and of every SQL statement (PostgreSQL through `pg`, the embedded store
 * through PGlite), sent to the collector's /v1/traces as OTLP JSON. Unset, none of this file's imports is ever
 * loaded: every function below is then a no-op that costs a comparison.
 */
let api: typeof Api | undefined;
/** What a scraper, a load balancer and a container's health check ask every few seconds: no trace each. */
const POLLED = new Set(['/metrics', '/api/health', '/api/ready']);
/** Sends the spans still batched (the SDK's `forceFlush`); set while tracing runs. */
let flush: (() => Promise<void>) | undefined;

/**
 * Starts the SDK, before the app is built (main.ts, first thing in a server process). `pg` and `node:http` were
 * imported by then (an ES module's imports load before its code runs): requiring them again here lets the
 * instrumentations patch the modules already loaded, whose objects the app holds. Fastify is instrumented when an
 * instance is made (`fastify.initialization`), PGlite by its prototype.
 */
export async function startTracing(): Promise<void> {
  if (api) return;
  const [otel, { NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, fastifyOtel] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'maison-perfume-shop',
    traceExporter: new OTLPTraceExporter(),
    // Traces only: the shop's metrics are /metrics' (prom-client), its logs pino's lines.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // A scraper's and a load balancer's polls would drown the shop's own traces.
        ignoreIncomingRequestHook: (request) => POLLED.has(request.url ?? ''),
      }),
      // Statements outside any request (migrations, the workers' polls) would be traces of one span each.
      new PgInstrumentation({ requireParentSpan: true }),
      new fastifyOtel.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: '/metrics',
        // The request and its handler, not a span per hook (named after their plugins' source, with little inside).
        instrumentHooks: false,
        lifecycleHook: (span, { request }) => {
          span.updateName(`handler ${request.method} ${request.routeOptions.url ?? ''}`);
          span.setAttribute('hook.name', 'route-handler');
        },
      }),
    ],
  });
  sdk.start();
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  require('pg');
  // The pool `pg` loaded itself, found from pg's own folder.
  createRequire(require.resolve('pg'))('pg-pool');
  traceEmbeddedStore(otel, (await import('@electric-sql/pglite')).PGlite);
  api = otel;
  // The SDK's provider, behind the API's proxy.
  const proxy = otel.trace.getTracerProvider() as { getDelegate?: () => object };
  const provider = (proxy.getDelegate?.() ?? proxy) as { forceFlush?: () => Promise<void> };
  flush = async () => {
    await provider.forceFlush?.();
  };
}

/**
 * Sends the spans still batched, when the app closes (a stopping server exits right after): those of the requests
 * it finished while stopping included. Without tracing, nothing.
 */
export async function flushTraces(): Promise<void> {
  await flush?.().catch(() => undefined);
}

/** Pino's mixin: the active span's trace and span ids on every log line; undefined (no mixin) without tracing. */
export function traceLogMixin(): (() => Record<string, string>) | undefined {
  const otel = api;
  if (!otel) return undefined;
  const none: Record<string, string> = {};
  return () => {
    const span = otel.trace.getSpan(otel.context.active());
    if (!span) return none;
    const ids = span.spanContext();
    // A request left out of the traces (a health check) has a span whose ids are all zeros: no ids then.
    return otel.isSpanContextValid(ids) ? { trace_id: ids.traceId, span_id: ids.spanId } : none;
  };
}

/** The active span as a W3C `traceparent` (kept with an outbox's row), or undefined without tracing or a span. */
export function currentTraceparent(): string | undefined {
  if (!api) return undefined;
  const carrier: Record<string, string> = {};
  api.propagation.inject(api.context.active(), carrier);
  return carrier.traceparent;
}

/**
 * Runs `work` in a span of its own, linked to the span that wrote the row (`traceparent`, kept with it): an outbox's
 * send, in a later trace of its worker, points at the request that caused it. Without tracing, just `work()`.
 */
export function inLinkedSpan<T>(name: string, traceparent: string | undefined, work: () => Promise<T>): Promise<T> {
  const otel = api;
  if (!otel) return work();
  const writer = traceparent
    ? otel.trace.getSpanContext(otel.propagation.extract(otel.ROOT_CONTEXT, { traceparent }))
    : undefined;
  return otel.trace
    .getTracer('maison-perfume-shop')
    .startActiveSpan(
      name,
      { kind: otel.SpanKind.PRODUCER, ...(writer ? { links: [{ context: writer }] } : {}) },
      otel.ROOT_CONTEXT,
      (span) => ended(otel, span, work),
    );
}

/** Ends `span` once `work` settles, marked as an error when it throws. */
async function ended<T>(otel: typeof Api, span: Api.Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    span.recordException(err as Error);
    span.setStatus({ code: otel.SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}

interface Queryable {
  query(sql: string, ...rest: unknown[]): Promise<unknown>;
  exec(sql: string, ...rest: unknown[]): Promise<unknown>;
}
interface EmbeddedStore extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
}

/**
 * The embedded store's statements as spans, as instrumentation-pg makes PostgreSQL's (`db.system.name`,
 * `db.query.text`): PGlite runs in the process, so no instrumentation sees its SQL on a socket. Its
 * `query` and `exec`, and those of a transaction's handle, are wrapped on the prototype every store shares.
 */
function traceEmbeddedStore(otel: typeof Api, PGlite: { prototype: object }): void {
  const tracer = otel.trace.getTracer('maison-perfume-shop/pglite');
  const traced = (run: Queryable['query']) =>
    function (this: unknown, sql: string, ...rest: unknown[]) {
      // As PostgreSQL's statements: in a request's (or a send's) trace, not each its own.
      if (!otel.trace.getSpan(otel.context.active())) return run.call(this, sql, ...rest);
      const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
      return tracer.startActiveSpan(
        `pglite.query:${operation}`,
        {
          kind: otel.SpanKind.CLIENT,
          attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql },
        },
        (span) => ended(otel, span, () => run.call(this, sql, ...rest)),
      );
    };
  // query, exec and transaction are the base class's (PGlite's own prototype only adds to them).
  const base = Object.getPrototypeOf(PGlite.prototype) as EmbeddedStore;
  const { query, exec, transaction } = base;
  base.query = traced(query);
  base.exec = traced(exec);
  base.transaction = function <T>(this: EmbeddedStore, callback: (tx: Queryable) => Promise<T>) {
    if (!otel.trace.getSpan(otel.context.active())) return transaction.call(this, callback) as Promise<T>;
    return tracer.startActiveSpan('pglite.transaction', { kind: otel.SpanKind.CLIENT }, (span) =>
      ended(
        otel,
        span,
        () =>
          transaction.call(this, (tx: Queryable) => {
            tx.query = traced(tx.query);
            tx.exec = traced(tx.exec);
            return callback(tx) as Promise<T>;
          }) as Promise<T>,
      ),
    );
  };
}
