import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/integration/fixtures';
import { queryRows } from '#tests/integration/sql';
import { refreshStatistics } from './online-indexes';

const t = useTestApp();

/** Whether the planner has statistics for `table`'s columns. */
async function analyzed(table: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    t.store.db,
    sql`select exists (select 1 from pg_statistic where starelid = to_regclass(${table})) as ok`,
  );
  return row!.ok;
}

/** `n` rows of the activity log written in one statement, as a bulk import would. */
const importAudit = (n: number) =>
  t.store.db.execute(sql`insert into admin_audit (action, entity, entity_id, details)
    select 'order.status', 'order', g::text, '{}'::jsonb from generate_series(1, ${n}) g`);

describe('the statistics a start keeps true (issue #45)', () => {
  it('analyzes a table a bulk import filled, and only once its rows are many', async () => {
    await importAudit(500);
    // Few rows: the planner's guesses hardly matter, and a start stays quick.
    expect(await refreshStatistics(t.store.db)).not.toContain('admin_audit');

    await importAudit(12_000);
    const first = await refreshStatistics(t.store.db);
    expect(first).toContain('admin_audit');
    expect(await analyzed('admin_audit')).toBe(true);
  });

  it('analyzes a table whose rows a backfill rewrote, though the statistics existed', async () => {
    await t.store.db.execute(sql`analyze users`);
    expect(await refreshStatistics(t.store.db)).not.toContain('users');
    expect(await refreshStatistics(t.store.db, { users: 20_000 })).toContain('users');
  });
});
