import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '#tests/integration/fixtures';
import { plannedRows } from './keyset';

const t = useTestApp();

/** A statement whose building is counted: built once per plan the store is asked for. */
function counted(rows: number) {
  const built = { count: 0 };
  const query = () => {
    built.count++;
    return sql`select g from generate_series(1, ${sql.raw(String(rows))}) g`;
  };
  return { built, query };
}

describe("the planner's estimates a process keeps", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('plans a key once for the requests that ask at the same time, and not again while it is kept', async () => {
    const { built, query } = counted(1000);
    const key = `single-flight:${Math.random()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => plannedRows(t.store.db, query, key)));
    expect(answers).toEqual(Array(10).fill(1000));
    expect(built.count).toBe(1);
    expect(await plannedRows(t.store.db, query, key)).toBe(1000);
    expect(built.count).toBe(1);
  });

  it('answers a stale estimate while one request plans it again, then the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = `stale:${Math.random()}`;
    const first = counted(1000);
    expect(await plannedRows(t.store.db, first.query, key)).toBe(1000);

    // Past the 30 s an estimate is kept: the statistics changed meanwhile (another statement now).
    vi.setSystemTime(Date.now() + 31_000);
    const second = counted(2000);
    const stale = await Promise.all(Array.from({ length: 5 }, () => plannedRows(t.store.db, second.query, key)));
    expect(stale).toEqual(Array(5).fill(1000));
    expect(second.built.count).toBe(1);
    await vi.waitFor(async () => expect(await plannedRows(t.store.db, second.query, key)).toBe(2000));
    expect(second.built.count).toBe(1);
  });

  it('plans again after a plan failed, rather than keeping the failure', async () => {
    const key = `failed:${Math.random()}`;
    await expect(plannedRows(t.store.db, sql`select * from no_such_table`, key)).rejects.toThrow();
    expect(await plannedRows(t.store.db, counted(7).query, key)).toBe(7);
  });
});
