import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { pgliteExtensions, pgliteStartParams } from '../db/pglite';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (docs/operations.md, "Backups"): one file holding the
 * whole shop, its uploaded images too (they live in the `images` table), of either store.
 *  - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, a consistent snapshot taken while the shop runs;
 *    restored with `pg_restore` into an empty database, in one transaction.
 *  - The embedded store (DATA_DIR): PGlite's own dump of its data directory (a gzipped tar), which PGlite
 *    loads back. The store is one process's (db/lock.ts): the backup takes DATA_DIR's lock, so it is refused
 *    while the shop runs, and no write can land half-way through the copy.
 * A restore never overwrites: it refuses a DATA_DIR that holds a store and a database that holds a table.
 */

/** The store a backup reads or a restore writes: the shop's own, from its configuration. */
export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** What the tool will not do, said in one line for the operator (the tool exits 1 without a stack trace). */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** What a backup file holds, by its first bytes. */
function backupKind(head: Uint8Array): 'postgres' | 'pglite' | undefined {
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (Buffer.from(head.subarray(257, 262)).toString('latin1') === 'ustar') return 'pglite';
  return undefined;
}

/** Writes a backup of `target` to `file` (a new file: an existing one is never overwritten). Answers its size. */
export async function backup(target: BackupTarget, file: string): Promise<number> {
  if (existsSync(file))
    throw new BackupRefused(`${file} exists already: name a new file (a backup never overwrites one).`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (target.kind === 'postgres') await pgDump(target.url, partial);
    else await dumpDataDir(target.dataDir, partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

/** Loads the backup in `file` into `target`, which must be empty. */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist.`);
  const bytes = readFileSync(file);
  const kind = backupKind(bytes);
  if (!kind) throw new BackupRefused(`${file} is not a backup of this shop (npm run backup writes one).`);
  if (kind !== target.kind) {
    throw new BackupRefused(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it into.`
        : `${file} is a backup of the embedded store: unset DATABASE_URL and set DATA_DIR to an empty directory to restore it into.`,
    );
  }
  if (target.kind === 'postgres') await pgRestore(target.url, file);
  else await loadDataDir(target.dataDir, bytes);
}

/** DATA_DIR's lock for the length of `use`; refused while the shop (or another backup) holds it. */
async function holdingDataDir<T>(dataDir: string, use: () => Promise<T>): Promise<T> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupRefused(
      `DATA_DIR ${dataDir} is in use by a running shop. The embedded store is one process's: stop the shop, ` +
        'then run this again (on PostgreSQL a backup needs no stop).',
    );
  }
  try {
    return await use();
  } finally {
    release();
  }
}

async function dumpDataDir(dataDir: string, file: string): Promise<void> {
  const pgdata = join(dataDir, 'pgdata');
  if (!existsSync(join(pgdata, 'PG_VERSION'))) throw new BackupRefused(`DATA_DIR ${dataDir} holds no store.`);
  await holdingDataDir(dataDir, async () => {
    const client = await PGlite.create(pgdata, { startParams: pgliteStartParams, extensions: pgliteExtensions });
    try {
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  });
}

async function loadDataDir(dataDir: string, bytes: Buffer): Promise<void> {
  await holdingDataDir(dataDir, async () => {
    const pgdata = join(dataDir, 'pgdata');
    if (existsSync(pgdata)) {
      throw new BackupRefused(
        `DATA_DIR ${dataDir} holds a store already: restore into an empty DATA_DIR (a restore never overwrites a store).`,
      );
    }
    // Loaded under another name and renamed once whole, as a first start builds its store (db/pglite.ts).
    const building = `${pgdata}.restoring`;
    rmSync(building, { recursive: true, force: true });
    const type = bytes[0] === 0x1f ? 'application/x-gzip' : 'application/x-tar';
    const client = await PGlite.create(building, {
      startParams: pgliteStartParams,
      extensions: pgliteExtensions,
      loadDataDir: new Blob([new Uint8Array(bytes)], { type }),
    });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    renameSync(building, pgdata);
  });
}

/**
 * The connection for PostgreSQL's tools: the URL without its password, which goes in PGPASSWORD (a command
 * line is readable by every user of the machine).
 */
function libpq(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs one of PostgreSQL's client tools; its own messages go to the operator as they come. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupRefused(
              `${tool} is not installed: install PostgreSQL's client tools of the server's major version or newer ` +
                '(Debian: postgresql-client), or run it where the database runs (docs/operations.md, "Backups").',
            )
          : err,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupRefused(`${tool} stopped with code ${code} (its message is above).`)),
    );
  });
}

async function pgDump(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = libpq(databaseUrl);
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], env);
}

async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new BackupRefused(
        `The database at DATABASE_URL is not empty (it holds ${rows[0]!.n} tables): restore into a new, empty ` +
          'database (createdb), never over a shop.',
      );
    }
  } finally {
    await client.end();
  }
  const { url, env } = libpq(databaseUrl);
  // One transaction: a restore that fails leaves the database as empty as it was. Owners and grants are the
  // new server's (the role in DATABASE_URL owns what it restores).
  await runTool(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${url}`, file],
    env,
  );
}
