import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { Listener, type NotificationHandler, SESSION_ACCESS_CHANNEL } from './listener';
import { lockDataDir } from './lock';
import { buildOnlineIndexes } from './online-indexes';
import { nameNoStatements, namingClient, PreparedReads } from './prepared';
import { createPgliteDataDir, pgliteExtensions, pgliteStartParams, withParsersOnce } from './pglite';
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
   * Calls `onMessage` with the payload of each notification the database itself sends on `channel` (a trigger's
   * `pg_notify`), on either store: on the embedded one, before the answer of the statement whose commit sent it. After
   * a lost listening connection comes back, it is called with `EVERYTHING` (`*`). `live()` says whether every
   * notification is heard now: not before the store has confirmed the LISTEN, nor while the connection is lost.
   */
  watch(channel: string, onMessage: NotificationHandler): { live(): boolean };
  /**
   * The embedded store's whole data directory as a tar: a store opened `{ kind: 'memory', image }`
   * starts from it, without initdb and migrations (the tests start each shop from one migrated,
   * seeded image). PostgreSQL copies a template database instead.
   */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

export type StoreOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Reads sent under a name, prepared once per connection (prepared.ts); default true. */
      preparedReads?: boolean;
    }
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

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.kind === 'postgres') {
    // Before the pool: its connections hand what they hear to the listener's handlers (`hearTold`).
    const listener = new Listener(options.url);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      onConnect: (client) => hearTold(client, listener),
      ...(options.preparedReads === false ? {} : { Client: namingClient(new PreparedReads()) }),
    });
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
    if (options.preparedReads === false) nameNoStatements(db);
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
      watch: (channel, onMessage) => {
        toldOn(channel);
        listener.add(channel, onMessage);
        return { live: () => listener.live(channel) };
      },
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
      watch: (channel, onMessage) => {
        toldOn(channel);
        let live = false;
        // PGlite calls a listener as it reads the answer of the statement whose commit notified, before that answer.
        void client.listen(channel, onMessage).then(
          () => {
            live = true;
          },
          () => undefined,
        );
        return { live: () => live };
      },
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

/**
 * The channels the database itself tells changes on (a trigger's `pg_notify`, migration 0041), the only ones `watch`
 * takes. Every pooled connection LISTENs on them as it connects, before the pool hands it out (`hearTold`), and hands
 * what it hears to the listener's handlers: a statement's commit then tells this process before its answer does
 * (PostgreSQL sends a session its own notifications before it is ready for the next query), so a process's own change
 * is never answered by what it kept before it. Other processes' changes arrive on the listening connection
 * (`Listener`), which also says whether all of them are heard.
 */
const TOLD_CHANNELS: readonly string[] = [SESSION_ACCESS_CHANNEL];

function toldOn(channel: string): void {
  if (!TOLD_CHANNELS.includes(channel))
    throw new Error(`the database tells nothing on ${channel}: watch takes ${TOLD_CHANNELS.join(', ')}`);
}

/** A pooled connection's LISTENs, awaited before its first query (pg-pool's `onConnect`): never two queries at once. */
async function hearTold(client: pg.ClientBase, listener: Listener): Promise<void> {
  client.on('notification', (msg) => listener.dispatch(msg.channel, msg.payload ?? ''));
  for (const channel of TOLD_CHANNELS) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
}
