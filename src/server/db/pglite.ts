import { execFile } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { projectRoot } from '../paths';

/** The embedded store's own settings: its memory, its extensions, the parsers Drizzle needs, its data directory made apart. */

/**
 * PGlite runs PostgreSQL in one WASM heap that never shrinks, so its settings are the server's memory.
 * 32 MB of shared buffers (PostgreSQL's default is 128 MB) holds this shop's working set many times over;
 * the files stay in the operating system's page cache besides.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
/** The back office's search: trigram indexes, and text compared without accents (PostgreSQL ships both). */
export const pgliteExtensions = { pg_trgm, unaccent };

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
export function withParsersOnce(client: PGlite): PGlite {
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
export async function createPgliteDataDir(pgdata: string): Promise<void> {
  const building = `${pgdata}.creating`;
  rmSync(building, { recursive: true, force: true });
  const script = `import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[1]);
await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, building], { cwd: projectRoot });
  renameSync(building, pgdata);
}
