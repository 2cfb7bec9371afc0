import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsIn } from '../db/rows';

/**
 * When the newest migration the store holds was written (drizzle's journal time, `created_at` of its own table),
 * or 0 for a store never migrated. Drizzle applies a release's migration when its time is past this one.
 */
export async function newestAppliedMigration(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(max(created_at), 0)::text as at from drizzle.__drizzle_migrations`,
  );
  return Number(rowsIn<{ at: string }>(result)[0]?.at ?? 0);
}
