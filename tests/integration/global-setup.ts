import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openStore } from '../../src/server/db/client';
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
 * data directory as a tar. Each shop still runs the migrations and index builds at start, which
 * find nothing to do, as a server restarted on its own store does. Server processes on the embedded
 * store start from copies of a DATA_DIR made in `dir` the first time a test asks for one
 * (tests/integration/template.ts), and removed with it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-template-'));
  const dataDir = join(dir, 'data');
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const database = `shop_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const store = await openStore({ kind: 'postgres', url: withDatabase(base, database), poolSize: 2 });
    await seedCatalogue(store.db);
    await store.close();
    project.provide('shopTemplate', { kind: 'postgres', database, dataDir });
    return async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${database} with (force)`);
      await c.end();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const store = await openStore({ kind: 'memory' });
  await seedCatalogue(store.db);
  const image = await store.image!();
  await store.close();
  const file = join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('shopTemplate', { kind: 'memory', file, dataDir });
  return async () => rmSync(dir, { recursive: true, force: true });
}
