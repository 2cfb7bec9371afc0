import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openStore, type Store } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed';
import { type ShopTemplate, withDatabase } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded shop every test's store starts from (tests/integration/harness.ts). */
    shopTemplate: ShopTemplate;
  }
}

/**
 * Migrates and seeds one store before the run, and every test's shop starts as a copy of it: on
 * PostgreSQL a template database (`create database … template …`), on the embedded store PGlite's
 * data directory as a tar. Server processes started by the tests (tests/integration/servers.ts) on
 * the embedded store get a copy of a data directory made the same way, which this opens the way a
 * server does (DATA_DIR). Each shop and server still runs the migrations and index builds at start,
 * which find nothing to do, as a server restarted on its own store does.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-template-'));
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  const dataDir = join(dir, 'data');
  /** The store a server opens on `dataDir`, migrated and seeded, then closed: spawned servers start from copies. */
  const openDataDir = async (): Promise<Store> => {
    const store = await openStore({ kind: 'pglite', dataDir });
    await seedCatalogue(store.db);
    return store;
  };

  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const database = `shop_template_${randomBytes(6).toString('hex')}`;
    const makeDatabase = async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      const store = await openStore({ kind: 'postgres', url: withDatabase(base, database), poolSize: 2 });
      await seedCatalogue(store.db);
      await store.close();
    };
    // The PostgreSQL server does most of the template database's work meanwhile.
    await Promise.all([makeDatabase(), openDataDir().then((store) => store.close())]);
    project.provide('shopTemplate', { kind: 'postgres', database, dataDir });
    return async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${database} with (force)`);
      await c.end();
      await removeDir();
    };
  }
  const store = await openDataDir();
  const image = await store.image!();
  await store.close();
  const file = join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('shopTemplate', { kind: 'memory', file, dataDir });
  return removeDir;
}
