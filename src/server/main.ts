import cluster from 'node:cluster';
import { createServer } from 'node:net';
import { ensureAdmin } from './admin/bootstrap';
import { buildApp } from './app';
import { ConfigError, loadConfig, paymentProviderFor } from './config';
import { openStore, type Store } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedCatalogue } from './db/seed';
import { relayClusterMetrics } from './observability/cluster';
import { startTracing } from './observability/tracing';
import { isPrimaryOf, runPrimary } from './processes';
import { startBanner } from './start-banner';
import { stopServing } from './system/stopping';

/** On SIGTERM the requests in flight have this long to finish (system/stopping.ts), then their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** …and the whole stop (the workers' items in hand, the store's close) this long, or the process exits 1. */
const SHUTDOWN_LIMIT_MS = 20_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // WEB_CONCURRENCY > 1 (PostgreSQL only): this process starts the workers, each of which runs all that follows.
  if (isPrimaryOf(config.processes)) {
    // A scrape of /metrics sums every worker's figures through the primary (observability/cluster.ts).
    if (config.metricsToken) relayClusterMetrics();
    runPrimary(config.processes);
    return;
  }
  // OpenTelemetry, when configured: before the store opens and the app is built (observability/tracing.ts).
  if (config.tracesEndpoint) await startTracing();

  // Asked before the store opens (creating one takes a minute): the answer comes at once. Not in a
  // cluster worker, whose probe would share the port with its siblings and could be handed their
  // connections; there, and if the port is taken in between, the listen below says the same.
  if (!cluster.isWorker && (await portTaken(config.port, config.host))) {
    console.error(portInUseMessage(config.port, config.host));
    process.exit(1);
  }

  let store: Store;
  try {
    store = config.databaseUrl
      ? await openStore({ kind: 'postgres', url: config.databaseUrl, preparedReads: config.preparedStatements })
      : await openStore({ kind: 'pglite', dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await seedCatalogue(store.db, config.samplePriceCents, config.currency);

  const app = await buildApp({ config, store });
  await app.services.sessions.deleteExpired();
  if (app.services.mail.delivery === 'not-configured') {
    app.log.warn('SMTP_URL is not set: mails wait in the outbox until it is (see /api/health).');
  }
  const admin = await ensureAdmin(store.db, config, app.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    stopServing(app, store, SHUTDOWN_GRACE_MS)
      .then(() => {
        app.log.info('stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    // Said in one line, as a second process on one DATA_DIR is: what is wrong, and what to do.
    console.error(portInUseMessage(config.port, config.host));
    await app.close().catch(() => undefined);
    await store.close().catch(() => undefined); // releases DATA_DIR's lock for the next start
    process.exit(1);
  }
  const listening = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  app.log.info(
    { store: store.kind, payments: paymentProviderFor(config), currency: config.currency },
    `shop listening on ${listening}`,
  );
  // Outside production, in plain words for whoever just started it (once: the first of a cluster's workers).
  if (!config.isProduction && (!cluster.isWorker || cluster.worker?.id === 1)) {
    console.log(
      startBanner({
        url: process.env.PUBLIC_URL ? config.publicUrl : listening,
        admin,
        payments: paymentProviderFor(config),
        store: store.kind,
      }),
    );
  }
}

/** Whether another program listens on the port (any other failure is left to the real listen to report). */
function portTaken(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'EADDRINUSE'));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/** Another program listens on the port: which port, and how to start the shop beside it. */
function portInUseMessage(port: number, host: string): string {
  const where = host === '0.0.0.0' || host === '::' ? '' : ` on ${host}`;
  return (
    `PORT ${port} is already in use${where} (another shop or program is listening on it). ` +
    `Stop that program, or start the shop on another port: PORT=${port === 65535 ? port - 1 : port + 1} npm start`
  );
}

main().catch((err: unknown) => {
  console.error('The server could not start:', err);
  process.exit(1);
});
