import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { openStore, type Store } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed';

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh shop per test file: PGlite in memory, or, when TEST_DATABASE_URL is set, a
 * database of its own on that PostgreSQL server (dropped afterwards), so files can run
 * in parallel without seeing each other's rows.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clientDir?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
    // Tests place many orders from one address; the tests of the limit set their own.
    ORDER_RATE_LIMIT: '100000',
    ...env,
  });
  const base = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let store: Store;
  if (base) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    store = await openStore({ kind: 'postgres', url: url.toString(), poolSize: 5 });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    store = await openStore({ kind: 'memory' });
  }
  await seedCatalogue(store.db);
  const app = await buildApp({ config, store, clientDir: options.clientDir });
  await app.ready();
  return {
    app,
    store,
    config,
    async close() {
      await app.close();
      await store.close();
      await dropDatabase?.();
    },
  };
}
