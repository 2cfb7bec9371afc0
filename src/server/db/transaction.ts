import type { Db } from './client';

type AfterCommit = () => Promise<void> | void;

/**
 * A transaction: a `Db` whose statements commit together, and what to do once they have. A change
 * whose consequence lives outside the store (the catalogue every process holds in memory, say)
 * registers it here, inside the transaction, instead of answering a flag the caller must carry out
 * after the commit.
 */
export interface Tx extends Db {
  /**
   * Runs `run` after the transaction commits, never after a rollback. One callback per `key`: the
   * first registered under a key runs, once, however many changes of the transaction registered it.
   * Inside a nested transaction (a savepoint) it waits for the outermost commit, and is dropped if
   * the savepoint rolls back.
   */
  afterCommit(key: string, run: AfterCommit): void;
}

export function isTx(db: Db): db is Tx {
  return typeof (db as Partial<Tx>).afterCommit === 'function';
}

/**
 * Runs `work` in a transaction and, once it has committed, the callbacks it registered with
 * `tx.afterCommit`, in the order they were registered, before answering. When `work` throws, the
 * transaction rolls back, no callback runs and the error is thrown. Given a `Tx`, it opens a
 * savepoint and hands the callbacks to the outer transaction when the savepoint is released.
 *
 * A callback that fails does not stop the others; the first failure is thrown once all have run
 * (the transaction is committed by then).
 */
export async function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks = new Map<string, AfterCommit>();
  const afterCommit = (key: string, run: AfterCommit) => {
    if (!hooks.has(key)) hooks.set(key, run);
  };
  // Drizzle makes a fresh transaction object per transaction: it gains the one method and is gone with it.
  const result = await db.transaction((raw) => work(Object.assign(raw, { afterCommit }) as unknown as Tx));
  if (isTx(db)) {
    for (const [key, run] of hooks) db.afterCommit(key, run);
    return result;
  }
  let failure: { err: unknown } | undefined;
  for (const run of hooks.values()) {
    try {
      await run();
    } catch (err) {
      failure ??= { err };
    }
  }
  if (failure) throw failure.err;
  return result;
}
