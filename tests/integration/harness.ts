import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { openStore, type Store } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed';
import { templateImage, withDatabase } from './template';

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh shop per test file: PGlite in memory, or, when TEST_DATABASE_URL is set, a
 * database of its own on that PostgreSQL server (dropped afterwards), so files can run
 * in parallel without seeing each other's rows. Either starts as a copy of the run's migrated,
 * seeded store (tests/integration/global-setup.ts).
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
  const template = inject('shopTemplate');
  let dropDatabase: (() => Promise<void>) | undefined;
  let store: Store;
  if (base) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const copied = template?.kind === 'postgres' ? ` template ${template.database}` : '';
    await admin.query(`create database ${name}${copied}`);
    await admin.end();
    store = await openStore({ kind: 'postgres', url: withDatabase(base, name), poolSize: 5 });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    store = await openStore({ kind: 'memory', image: templateImage(template) });
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
