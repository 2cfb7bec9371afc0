import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repo works with: PGlite and PostgreSQL share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Store {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Rejects when the store cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type StoreOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

/** Any number of servers may start at once on one PostgreSQL: migrations run under an advisory lock. */
const MIGRATION_LOCK_KEY = 727_001;

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries report their own errors.
    });
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder });
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      conn.release();
    }
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  const release = options.kind === 'pglite' ? lockDataDir(options.dataDir) : () => undefined;
  try {
    const client =
      options.kind === 'pglite' ? await PGlite.create(join(options.dataDir, 'pgdata')) : await PGlite.create();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
