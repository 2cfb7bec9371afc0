import { execFile } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, projectRoot } from '../paths';
import { lockDataDir } from './lock';
import { buildOnlineIndexes } from './online-indexes';
import * as schema from './tables';

type Schema = typeof schema;
/** The one database type every repo works with: PGlite and PostgreSQL share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Store {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Rejects when the store cannot answer a trivial query. */
  ping(): Promise<void>;
  /**
   * Tells every server process on this store (PostgreSQL `NOTIFY`). The embedded store is opened by
   * one process only, so there it does nothing.
   */
  notify(channel: string): Promise<void>;
  /**
   * Calls `onMessage` on each notification of the channel from any process, and after a lost
   * listening connection comes back (a notification may have been missed meanwhile).
   */
  listen(channel: string, onMessage: () => void): void;
  /**
   * The embedded store's whole data directory as a tar: a store opened `{ kind: 'memory', image }`
   * starts from it, without initdb and migrations (the tests start each shop from one migrated,
   * seeded image). PostgreSQL copies a template database instead.
   */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

export type StoreOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; image?: Blob };

/** Any number of servers may start at once on one PostgreSQL: migrations run under an advisory lock. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Takes the migration lock, asking again every 100 ms rather than waiting inside one statement: a
 * process waiting in `pg_advisory_lock` would hold a snapshot open, and the lock holder's
 * `CREATE INDEX CONCURRENTLY` waits for every older snapshot to end, so each would wait for the other.
 */
async function takeMigrationLock(conn: pg.PoolClient): Promise<void> {
  for (;;) {
    const { rows } = await conn.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
      MIGRATION_LOCK_KEY,
    ]);
    if (rows[0]?.taken) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PGlite runs PostgreSQL in one WASM heap that never shrinks, so its settings are the server's memory.
 * 32 MB of shared buffers (PostgreSQL's default is 128 MB) holds this shop's working set many times over;
 * the files stay in the operating system's page cache besides.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
/** The back office's search: trigram indexes, and text compared without accents (PostgreSQL ships both). */
const pgliteExtensions = { pg_trgm, unaccent };

/** The types Drizzle reads as text (its own parsers): dates, timestamps, intervals and their arrays, numeric[]. */
const DRIZZLE_TEXT_TYPES = [
  types.DATE,
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  1182,
  1115,
  1185,
  1187,
  1231,
];
const asText = (value: string) => value;

type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * Drizzle passes those parsers with every query, and PGlite merges them into a fresh copy of its whole
 * parser table each time: some 15% of a cart add's CPU. The client is given them once, and Drizzle
 * works on this view of it, which leaves them out of each query, in transactions too. Same results.
 */
function withParsersOnce(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  return leaveOutParsers(client);
}

function leaveOutParsers<T extends PGlite | Transaction>(target: T): T {
  return new Proxy(target, {
    get(obj, prop) {
      if (prop === 'query') {
        return (sql: string, params?: unknown[], options?: QueryOptions) =>
          obj.query(sql, params, options && { ...options, parsers: undefined });
      }
      if (prop === 'transaction' && obj instanceof PGlite) {
        return <R>(callback: (tx: Transaction) => Promise<R>) => obj.transaction((tx) => callback(leaveOutParsers(tx)));
      }
      // PGlite keeps private fields: its methods run on the object itself, not on this view.
      const value: unknown = Reflect.get(obj, prop, obj);
      return typeof value === 'function' ? value.bind(obj) : value;
    },
  });
}

/**
 * Creating a data directory (initdb) peaks near 750 MB of WASM heap that PGlite cannot give back, so it
 * runs in a short-lived child process and the server opens the finished directory afterwards. The child
 * builds it under a temporary name and renames it: a start killed half-way leaves no half-made store.
 */
async function createPgliteDataDir(pgdata: string): Promise<void> {
  const building = `${pgdata}.creating`;
  rmSync(building, { recursive: true, force: true });
  const script = `import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[1]);
await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, building], { cwd: projectRoot });
  renameSync(building, pgdata);
}

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries report their own errors.
    });
    const conn = await pool.connect();
    try {
      await takeMigrationLock(conn);
      const migrating = drizzlePg({ client: conn, schema });
      await migratePg(migrating, { migrationsFolder });
      await buildOnlineIndexes(migrating as unknown as Db, { concurrently: true });
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      conn.release();
    }
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const listener = new Listener(options.url);
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      notify: async (channel) => {
        await pool.query('select pg_notify($1, $2)', [channel, String(process.pid)]);
      },
      listen: (channel, onMessage) => listener.add(channel, onMessage),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }

  const release = options.kind === 'pglite' ? lockDataDir(options.dataDir) : () => undefined;
  try {
    let client: PGlite;
    if (options.kind === 'pglite') {
      const pgdata = join(options.dataDir, 'pgdata');
      if (!existsSync(pgdata)) await createPgliteDataDir(pgdata);
      client = await PGlite.create(pgdata, { startParams: pgliteStartParams, extensions: pgliteExtensions });
    } else {
      client = await PGlite.create({
        startParams: pgliteStartParams,
        extensions: pgliteExtensions,
        loadDataDir: options.image,
      });
    }
    const db = drizzlePglite({ client: withParsersOnce(client), schema });
    await migratePglite(db, { migrationsFolder });
    await buildOnlineIndexes(db as unknown as Db, { concurrently: false });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      notify: async () => undefined,
      listen: () => undefined,
      image: () => client.dumpDataDir('none'),
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

const RELISTEN_DELAY_MS = 1000;

/**
 * One connection of its own that LISTENs (a pooled connection cannot: the pool hands it to other
 * queries). Made on the first `add`; when it is lost it is made again, and every handler is called
 * once, since notifications sent meanwhile were missed.
 */
class Listener {
  private readonly handlers = new Map<string, Set<() => void>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  add(channel: string, handler: () => void): void {
    const known = this.handlers.has(channel);
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    if (!this.client && !this.connecting) {
      this.connect();
    } else if (!known && this.client) {
      this.client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => this.lost());
    }
  }

  private connect(): void {
    const client = new pg.Client({ connectionString: this.url });
    this.connecting = (async () => {
      client.on('notification', (msg) => this.dispatch(msg.channel));
      client.on('error', () => this.lost(client));
      client.on('end', () => this.lost(client));
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (this.closed) {
        await client.end();
        return;
      }
      const wasLost = this.client === undefined && this.everConnected;
      this.client = client;
      this.everConnected = true;
      if (wasLost) for (const channel of this.handlers.keys()) this.dispatch(channel);
    })()
      .catch(() => {
        client.end().catch(() => undefined);
        this.scheduleRetry();
      })
      .finally(() => {
        this.connecting = undefined;
      });
  }

  private everConnected = false;

  private lost(client?: pg.Client): void {
    if (client && this.client !== client) return;
    this.client?.end().catch(() => undefined);
    this.client = undefined;
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.closed && !this.client && !this.connecting) this.connect();
    }, RELISTEN_DELAY_MS);
    this.retry.unref();
  }

  private dispatch(channel: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
