import { ensureAdmin } from './admin/bootstrap';
import { buildApp } from './app';
import { ConfigError, loadConfig, paymentProviderFor } from './config';
import { openStore, type Store } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedCatalogue } from './db/seed';
import { isPrimaryOf, runPrimary } from './processes';

const SHUTDOWN_GRACE_MS = 10_000;

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
    runPrimary(config.processes);
    return;
  }

  let store: Store;
  try {
    store = config.databaseUrl
      ? await openStore({ kind: 'postgres', url: config.databaseUrl })
      : await openStore({ kind: 'pglite', dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await seedCatalogue(store.db);

  const app = await buildApp({ config, store });
  await app.services.sessions.deleteExpired();
  if (app.services.mail.delivery === 'not-configured') {
    app.log.warn('SMTP_URL is not set: mails wait in the outbox until it is (see /api/health).');
  }
  await ensureAdmin(store.db, config, app.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => store.close())
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { store: store.kind, payments: paymentProviderFor(config), currency: config.currency },
    `shop listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((err: unknown) => {
  console.error('The server could not start:', err);
  process.exit(1);
});
