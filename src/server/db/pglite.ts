import { execFile } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { projectRoot } from '../paths';
import { PreparedReads } from './prepared';

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
  return leaveOutParsers(client, new NamedReads(client));
}

function leaveOutParsers<T extends PGlite | Transaction>(target: T, named?: NamedReads): T {
  return new Proxy(target, {
    get(obj, prop) {
      if (prop === 'query') {
        return (sql: string, params?: unknown[], options?: QueryOptions) => {
          const rest = options && { ...options, parsers: undefined };
          return named ? named.query(sql, params, rest) : obj.query(sql, params, rest);
        };
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

/** At most this many reads are named: each keeps its plan in the WASM heap, which never shrinks. */
const MAX_NAMED_EMBEDDED = 300;

/**
 * Reads named as on PostgreSQL (prepared.ts: a read seen twice, the same texts), for the embedded store, whose
 * protocol names no statement: each read was parsed and planned again, 2 ms of a 5.2 ms page of fifty orders at
 * 100,000 orders. A named read is made once by PREPARE and then run by EXECUTE, its values written as quoted
 * literals (EXECUTE takes no parameters over the protocol; a quoted literal takes the parameter's type, as a value
 * sent as text does). Only outside transactions (PGlite runs no query while one is open), and only for values a
 * literal writes exactly (text, numbers, booleans, null): any other read is sent as before, and so is a text
 * PREPARE refuses (a parameter whose type nothing says).
 */
class NamedReads {
  private readonly reads = new PreparedReads(MAX_NAMED_EMBEDDED);
  /** The names prepared, or being prepared (true once PREPARE took the text). */
  private readonly prepared = new Map<string, Promise<boolean>>();

  constructor(private readonly client: PGlite) {}

  async query(text: string, params: unknown[] = [], options?: QueryOptions) {
    const name = this.reads.nameOf(text);
    const values = name === undefined ? undefined : literals(params);
    if (name === undefined || values === undefined || !(await this.prepare(name, text)))
      return this.client.query(text, params, options);
    try {
      return await this.client.query(
        `execute "${name}"${values.length > 0 ? `(${values.join(', ')})` : ''}`,
        [],
        options,
      );
    } catch (err) {
      // Gone, or its table's columns changed under it: prepared again next time, this read sent as it is.
      if (!STALE_STATEMENT.has((err as { code?: string }).code ?? '')) throw err;
      this.prepared.delete(name);
      await this.client.query(`deallocate "${name}"`).catch(() => undefined);
      return this.client.query(text, params, options);
    }
  }

  private prepare(name: string, text: string): Promise<boolean> {
    let done = this.prepared.get(name);
    if (done === undefined) {
      done = this.client.query(`prepare "${name}" as ${text}`).then(
        () => true,
        () => false,
      );
      this.prepared.set(name, done);
    }
    return done;
  }
}

/** No such prepared statement; a cached plan whose result's columns changed (`feature_not_supported`). */
const STALE_STATEMENT = new Set(['26000', '0A000']);

/** Each value as a quoted literal, or undefined when one is not a text, number, boolean or null. */
function literals(params: unknown[]): string[] | undefined {
  const written: string[] = [];
  for (const value of params) {
    if (value === null || value === undefined) written.push('null');
    else if (typeof value === 'string') written.push(`'${value.replaceAll("'", "''")}'`);
    else if (
      (typeof value === 'number' && Number.isFinite(value)) ||
      typeof value === 'boolean' ||
      typeof value === 'bigint'
    )
      written.push(`'${String(value)}'`);
    else return undefined;
  }
  return written;
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
