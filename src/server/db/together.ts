import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsIn } from './rows';

/**
 * A read that can go out with others in one statement (`readTogether`): its SQL as one value (a scalar subquery; JSON
 * where it holds rows or several figures), and how that value is read. The feature that owns the tables writes it;
 * the answer that needs several features' figures at once (the dashboard) sends them in one round trip.
 */
export interface OneValueRead<T> {
  readonly sql: SQL;
  read(value: unknown): T;
}

/** What each read of `reads` gives. */
export type ReadValues<R extends Record<string, OneValueRead<unknown>>> = {
  [K in keyof R]: R[K] extends OneValueRead<infer T> ? T : never;
};

/**
 * Several reads in one statement (`select (<read>) as v0, (<read>) as v1, …`): one round trip, one snapshot, and one
 * statement the pool names and PostgreSQL plans once (decision 072's amendment: the dashboard's eleven reads were
 * eleven round trips).
 */
export async function readTogether<R extends Record<string, OneValueRead<unknown>>>(
  db: Db,
  reads: R,
): Promise<ReadValues<R>> {
  const keys = Object.keys(reads);
  const columns = sql.join(
    keys.map((key, i) => sql`(${reads[key]!.sql}) as ${sql.identifier(`v${i}`)}`),
    sql`, `,
  );
  const [row] = rowsIn<Record<string, unknown>>(await db.execute(sql`select ${columns}`));
  return Object.fromEntries(keys.map((key, i) => [key, reads[key]!.read(row?.[`v${i}`])])) as ReadValues<R>;
}

/** A JSON value as the driver gives it: parsed already (node-postgres, PGlite), or text. */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** One such read alone. */
export async function readAlone<T>(db: Db, read: OneValueRead<T>): Promise<T> {
  return (await readTogether(db, { value: read })).value;
}
