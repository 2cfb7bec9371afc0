import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Tx } from './transaction';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory would corrupt it.
 * The server holds `server.lock` (its pid) for as long as it runs. A lock left by a
 * process that no longer exists (after SIGKILL, say) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(path);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another server process (pid ${holder}). ` +
            'Stop that process, or give this one its own DATA_DIR (or a DATABASE_URL).',
        );
      }
      unlinkSync(path); // stale lock from a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
}

/**
 * The kinds of owner whose rows are counted against a cap ("at most N per owner") without a row of
 * their own to lock: the first key of their advisory locks. Two-key advisory locks never meet the
 * one-key lock the migrations take (PostgreSQL keeps the two key spaces apart).
 */
const ownerLockSpaces = {
  /** A shopper's saved creations (MAX_CREATIONS). */
  creations: 1,
} as const;

/**
 * Holds the lock on one owner's capped rows until `tx` ends (commit or rollback): a count taken after
 * it, and the insert it allows, are one step for every process on the store, so concurrent saves can
 * never pass the cap (decision 054). A second holder waits. On the embedded store, where one
 * transaction runs at a time, it costs one statement and never waits.
 */
export async function lockOwner(tx: Tx, space: keyof typeof ownerLockSpaces, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ownerLockSpaces[space]}::int, ${ownerId}::int)`);
}
