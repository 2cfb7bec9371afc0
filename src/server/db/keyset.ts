import { rowsIn } from './rows';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Cursor, ListTotal, PageRequest } from '../../domain/shared/paging';
import type { Db } from './client';
import type { Bind } from './shaped';

/** A page of a newest-first list, with the cursors of its neighbours (absent at either end). */
export interface Page<T> {
  rows: T[];
  next?: Cursor;
  prev?: Cursor;
  total?: ListTotal;
}

/** A list's order: newest first (or oldest first) by (created_at, id), the columns an index holds in that order. */
export interface KeysetColumns {
  at: PgColumn;
  id: PgColumn;
}

/**
 * The parts of a keyset query for one page: the condition past the cursor, the order, one row more
 * than the page (it tells whether another page follows), and the cursor's own column (`created_at`
 * as text: a JavaScript Date would drop its microseconds, and the next page would skip rows).
 * `before` reads the newer rows in ascending order; `pageOf` turns them back.
 */
export function keyset(
  columns: KeysetColumns,
  page: Pick<PageRequest, 'after' | 'before' | 'limit'>,
  { oldestFirst = false }: { oldestFirst?: boolean } = {},
) {
  const { at, id } = columns;
  const past = (cursor: Cursor, op: '<' | '>') =>
    sql`(${at}, ${id}) ${sql.raw(op)} (${cursor.at}::timestamptz, ${cursor.id})`;
  // A list read oldest first (a queue) runs the other way: `after` is later, `before` earlier.
  const [onward, back] = oldestFirst ? (['>', '<'] as const) : (['<', '>'] as const);
  const where: SQL | undefined = page.after
    ? past(page.after, onward)
    : page.before
      ? past(page.before, back)
      : undefined;
  const ascending = oldestFirst ? !page.before : Boolean(page.before);
  return {
    cursorAt: sql<string>`${at}::text`,
    where,
    orderBy: ascending ? [asc(at), asc(id)] : [desc(at), desc(id)],
    limit: literalLimit(page.limit + 1),
  };
}

/**
 * The page asked for, its cursor's values bound (`db/shaped.ts`: placeholders of a statement built once per shape),
 * and the page's shape: which way it reads and how many rows.
 */
export function boundPage<P extends Pick<PageRequest, 'after' | 'before' | 'limit'>>(
  page: P,
  bind: Bind,
): { page: P; shape: string } {
  const cursor = (c: Cursor | undefined) => c && { at: bind(c.at), id: bind(c.id) };
  const way = page.after ? 'after' : page.before ? 'before' : 'first';
  return { page: { ...page, after: cursor(page.after), before: cursor(page.before) }, shape: `${way} ${page.limit}` };
}

/**
 * A row count for `.limit()` written in the statement's text, not sent as a parameter: PostgreSQL plans a
 * `limit $n` for a tenth of the rows, so a prepared list's generic plan (parsed and planned once) always looked
 * dearer than planning it again with the value, and every page of a list was planned anew (0.5–0.9 ms of a
 * 1.1 ms read at a million orders; decision 068). A page's size is one of a few, so few texts are named.
 * Drizzle writes an object given to `.limit()` into the statement as it is; typed as the number it stands for.
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/** The page from a keyset query's rows (one more than asked tells another page follows). */
export function pageOf<T>(
  rows: T[],
  page: Pick<PageRequest, 'after' | 'before' | 'limit'>,
  cursorOf: (row: T) => Cursor,
): Page<T> {
  const more = rows.length > page.limit;
  const kept = rows.slice(0, page.limit);
  if (page.before) kept.reverse();
  const first = kept[0];
  const last = kept[kept.length - 1];
  const olderFollow = page.before ? true : more;
  const newerPrecede = page.before ? more : page.after !== undefined;
  return {
    rows: kept,
    next: olderFollow && last ? cursorOf(last) : undefined,
    prev: newerPrecede && first ? cursorOf(first) : undefined,
  };
}

/** Past this many rows a list's total is estimated: counting would read every row it holds. */
export const COUNT_CAP = 1000;

/**
 * How many rows a query finds. The planner's estimate first (from the table's statistics, free):
 * past COUNT_CAP it is the answer, said to be an estimate; under it, the rows are few and counted
 * (up to the cap, in case the planner guessed low). A count of a common search would read every
 * match before the first page's rows are worth it.
 */
export async function countOrEstimate(db: Db, query: SQL | (() => SQL), key?: string): Promise<ListTotal> {
  // Built once at most, for the plan and the count alike.
  let built: SQL | undefined;
  const once = () => (built ??= builtSql(query));
  const estimate = await plannedRows(db, once, key);
  if (estimate > COUNT_CAP) return { count: estimate, estimated: true };
  const n = await countUpTo(db, once(), COUNT_CAP);
  return n <= COUNT_CAP ? { count: n, estimated: false } : { count: Math.max(n, estimate), estimated: true };
}

/** How many rows `query` finds, counted up to `cap` + 1 (more than `cap`: at least that many). */
export async function countUpTo(db: Db, query: SQL, cap: number): Promise<number> {
  const capped = await db.execute(sql`select count(*)::int as n from (${query} limit ${cap + 1}) as found`);
  return Number(rowsIn<{ n: number }>(capped)[0]?.n ?? 0);
}

/**
 * A planner's estimate stays this long in the process that asked (per store and key): the statistics it
 * comes from change only when the table is analyzed, and planning a search's estimate can cost PostgreSQL
 * more than running its page (0.4 ms against 0.17 ms for a perfume in a quarter of the orders).
 */
const ESTIMATE_KEPT_MS = 30_000;
const ESTIMATES_KEPT = 500;

/** An estimate kept: its rows (being planned, the first time), when it was made, and its successor being planned. */
interface KeptEstimate {
  rows: Promise<number>;
  at: number;
  next?: Promise<number>;
}
const estimates = new WeakMap<Db, Map<string, KeptEstimate>>();

/**
 * How many rows the planner expects `query` to find, from the tables' statistics (planned, not run).
 * With a `key` (what the query is, in the caller's words), an estimate of the last 30 s is reused, and a query
 * given as a function is built only when none is: the customers' search built four statements a request only to
 * find their estimates kept (5 % of the process's time for that answer).
 *
 * A key is planned once at a time: the requests that ask for it meanwhile wait for that plan, and once its estimate
 * is older than 30 s it is still answered while one request plans it again. Planned again by every request that
 * found it stale, ten searches at once each planned the same six estimates (5 ms each) in the same instant, and the
 * list's slowest answers were those.
 */
export function plannedRows(db: Db, query: SQL | (() => SQL), key?: string): Promise<number> {
  if (key === undefined) return planRows(db, query);
  let byKey = estimates.get(db);
  if (!byKey) estimates.set(db, (byKey = new Map()));
  const kept = byKey.get(key);
  if (kept) {
    if (Date.now() - kept.at >= ESTIMATE_KEPT_MS && kept.next === undefined) {
      const next = planRows(db, query);
      kept.next = next;
      next.then(
        () => keep(byKey, key, next),
        () => (kept.next = undefined),
      );
    }
    return kept.rows;
  }
  const rows = planRows(db, query);
  keep(byKey, key, rows);
  // A failed plan is not kept: the next request plans again.
  rows.catch(() => byKey.get(key)?.rows === rows && byKey.delete(key));
  return rows;
}

/** An estimate kept as the newest (the oldest goes first when the process has kept too many). */
function keep(byKey: Map<string, KeptEstimate>, key: string, rows: Promise<number>): void {
  byKey.delete(key);
  if (byKey.size >= ESTIMATES_KEPT) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, { rows, at: Date.now() });
}

/** A statement given built, or built now. */
const builtSql = (query: SQL | (() => SQL)): SQL => (typeof query === 'function' ? query() : query);

async function planRows(db: Db, query: SQL | (() => SQL)): Promise<number> {
  const plan = await db.execute(sql`explain (format json) ${builtSql(query)}`);
  const row = rowsIn<Record<string, unknown>>(plan)[0] ?? {};
  const json = row['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * A search's matches read once (docs/decisions/067): up to `cap` + 1 of the rows `where` finds in `table`
 * (through the trigram index), the page chosen among them by the cursor, and their count. Select from `chosen`
 * joined back to the table by its id, with `found` as a column, in `db.with(matches, chosen)`; `foundIfFew`
 * (with the same `cap`) then says whether the page is the list's (the matches were all read).
 */
export function countedMatches(
  db: Db,
  table: PgTable,
  columns: KeysetColumns,
  where: SQL | undefined,
  page: PageRequest,
  cap = COUNT_CAP,
) {
  const matches = db.$with('matches').as(
    db
      .select({ id: columns.id, at: columns.at })
      .from(table)
      .where(where)
      .limit(literalLimit(cap + 1)),
  );
  return countedAmong(db, matches, { id: matches.id, at: matches.at }, page);
}

/**
 * `countedMatches` of matches read otherwise: `matches`, a `$with('matches')` of up to the cap + 1 of them, each once,
 * by its `columns`; the page chosen among them by the cursor, and their count.
 */
export function countedAmong(db: Db, matches: WithSubquery, columns: KeysetColumns, page: PageRequest) {
  const k = keyset(columns, page);
  const chosen = db.$with('chosen').as(
    db
      .select({ id: columns.id, cursorAt: sql<string>`${k.cursorAt}`.as('cursor_at') })
      .from(matches)
      .where(k.where)
      .orderBy(...k.orderBy)
      .limit(k.limit),
  );
  return { matches, chosen, found: sql<number>`(select count(*) from ${matches})::int` };
}

/** How many the matches were, when the rows read through them are the list's page (some, and no more than `cap`). */
export function foundIfFew(rows: readonly { found: number }[], cap = COUNT_CAP): number | undefined {
  const n = Number(rows[0]?.found ?? 0);
  return rows.length === 0 || n > cap ? undefined : n;
}
