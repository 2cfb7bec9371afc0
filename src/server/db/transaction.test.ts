import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/integration/fixtures';
import { queryRows } from '#tests/integration/sql';
import { withTransaction } from './transaction';

/**
 * withTransaction's after-commit callbacks, on the store the tests run on: PGlite in memory, or
 * PostgreSQL when TEST_DATABASE_URL is set (a database of this file's own).
 */
const t = useTestApp();

const probes = async (): Promise<number[]> =>
  (await queryRows<{ id: number }>(t.store.db, sql`select id from tx_probe order by id`)).map((r) => Number(r.id));

beforeAll(async () => {
  await t.store.db.execute(sql`create table tx_probe (id int primary key)`);
});
beforeEach(async () => {
  await t.store.db.execute(sql`delete from tx_probe`);
});

describe('withTransaction', () => {
  it('runs a callback once the transaction has committed: its rows are there for every connection', async () => {
    const events: string[] = [];
    const answer = await withTransaction(t.store.db, async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1)`);
      // Read outside the transaction (another connection on PostgreSQL): the committed row.
      tx.afterCommit('probe', async () => void events.push(`after commit: ${(await probes()).join(',')}`));
      events.push('work done');
      return 'answer';
    });
    events.push('answered');
    expect(answer).toBe('answer');
    expect(events).toEqual(['work done', 'after commit: 1', 'answered']);
  });

  it('runs a key once per transaction, however often it was registered, and each transaction its own', async () => {
    const runs: string[] = [];
    for (const id of [1, 2]) {
      await withTransaction(t.store.db, async (tx) => {
        for (let i = 0; i < 3; i++) {
          await tx.execute(sql`insert into tx_probe values (${id * 10 + i})`);
          tx.afterCommit('catalogue', () => void runs.push(`catalogue ${id}.${i}`));
        }
        tx.afterCommit('other', () => void runs.push(`other ${id}`));
      });
    }
    // The first callback of each key, in the order the keys were first registered.
    expect(runs).toEqual(['catalogue 1.0', 'other 1', 'catalogue 2.0', 'other 2']);
    expect(await probes()).toEqual([10, 11, 12, 20, 21, 22]);
  });

  it('never runs a callback after a rollback, and throws what the work threw', async () => {
    let ran = false;
    const failed = withTransaction(t.store.db, async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1)`);
      tx.afterCommit('probe', () => {
        ran = true;
      });
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(ran).toBe(false);
    expect(await probes()).toEqual([]);
  });

  it('never runs a callback when the commit itself fails', async () => {
    await t.store.db.execute(
      sql`create table if not exists tx_probe_deferred (id int primary key, ref int references tx_probe(id) deferrable initially deferred)`,
    );
    let ran = false;
    const failed = withTransaction(t.store.db, async (tx) => {
      // Checked at commit: the row it references never exists.
      await tx.execute(sql`insert into tx_probe_deferred values (1, 999)`);
      tx.afterCommit('probe', () => {
        ran = true;
      });
    });
    await expect(failed).rejects.toThrow();
    expect(ran).toBe(false);
  });

  it('in a savepoint, waits for the outer commit, and drops the callbacks of a savepoint rolled back', async () => {
    const runs: string[] = [];
    await withTransaction(t.store.db, async (tx) => {
      await withTransaction(tx, async (inner) => {
        await inner.execute(sql`insert into tx_probe values (1)`);
        inner.afterCommit('kept', () => void runs.push('kept'));
      });
      expect(runs).toEqual([]); // the savepoint is released, the transaction not yet committed
      await withTransaction(tx, async (inner) => {
        await inner.execute(sql`insert into tx_probe values (2)`);
        inner.afterCommit('dropped', () => void runs.push('dropped'));
        throw new Error('savepoint rolled back');
      }).catch(() => undefined);
      tx.afterCommit('kept', () => void runs.push('kept again'));
    });
    expect(runs).toEqual(['kept']);
    expect(await probes()).toEqual([1]);
  });

  it('runs every callback when one fails, then throws its error: the transaction stands', async () => {
    const runs: string[] = [];
    const done = withTransaction(t.store.db, async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1)`);
      tx.afterCommit('failing', () => {
        throw new Error('notify failed');
      });
      tx.afterCommit('next', () => void runs.push('next'));
    });
    await expect(done).rejects.toThrow('notify failed');
    expect(runs).toEqual(['next']);
    expect(await probes()).toEqual([1]);
  });
});
