import { is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { isPreparable, readName, statementName } from './prepared';

/**
 * Reads built once per shape (docs/decisions/068, "Statements built once per shape"). Drizzle builds a list's
 * statement anew on every request and walks it to write its text: 0.4 ms of the process's time for a page of the
 * orders, against 0.6 ms for all the rest of the read, measured on the same statement sent as text. A read whose
 * values are all given as placeholders has the same text for every request of its shape (the same filters, the same
 * way of searching, the same page size and direction), so it is built and written once, kept with its shape, and run
 * with each request's values.
 *
 * The shape is the text of the parts that vary with the request, with their placeholders' names in order: the caller
 * gives those parts (a list's conditions) and what else chooses the statement (its way, its page size). A value
 * written into those parts as itself, not through `Bound.value`, would run with the first request's value: it is
 * refused. In the tests every run is also built anew and compared with the one kept, text and values (`checkShapes`).
 */

/** What a shaped read binds its values with: each value a placeholder of the statement, or the value itself. */
export type Bind = <T>(value: T) => T;

/** Values written into the statement as they are (parameters of a statement built for this request alone). */
export const unbound: Bind = (value) => value;

/** The values of one run of a shaped read, each bound under the next name (`v0`, `v1`, …) in the order given. */
export class Bound {
  readonly values: Record<string, unknown> = {};
  private count = 0;

  /** `value` as a placeholder of the statement (typed as the value it stands for, as drizzle's own are). */
  readonly value: Bind = (value) => {
    const name = `v${this.count++}`;
    this.values[name] = value;
    return sql.placeholder(name) as unknown as typeof value;
  };
}

/** A built read drizzle can prepare: its statement, and the statement prepared under a name. */
interface Preparable<TRow> {
  getSQL(): SQL;
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<TRow[]> };
  execute(values: Record<string, unknown>): Promise<TRow[]>;
}

type Prepared<TRow> = ReturnType<Preparable<TRow>['prepare']>;

const dialect = new PgDialect();
/** At most this many shapes are kept per store (a page size the client chose is part of one); more run as built. */
const SHAPES_KEPT = 500;
/** Stores whose every shaped run is checked against a statement built for it alone (`checkShapes`). */
const checked = new WeakSet<object>();

/**
 * From now on, every shaped read of `db` is built again and compared with the statement kept for its shape: the tests'
 * check (`config.env === 'test'`, as the lists the database writes are checked), which a choice left out of a shape fails.
 */
export function checkShapes(db: object): void {
  checked.add(db);
}

/**
 * The shape of a read: the text of its varying parts with their placeholders' names, and what else chooses the
 * statement. Throws when a varying part holds a value that is not a placeholder.
 */
export function shapeOf(parts: readonly (SQL | undefined)[], choices: readonly unknown[]): string {
  return JSON.stringify([parts.map((part) => (part === undefined ? '-' : written(part))), choices]);
}

/** A statement's text and its placeholders' names in order; throws when a value is not a placeholder. */
function written(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const names = params.map((param) => {
    const value: unknown = is(param, Param) ? (param as Param).value : param;
    if (!is(value, Placeholder)) throw new Error(`a shaped read's value was written as itself: ${text}`);
    return (value as Placeholder).name;
  });
  return `${text} [${names.join(',')}]`;
}

const kept = new WeakMap<Db, Map<string, { prepared: Prepared<unknown>; written: string }>>();

/**
 * Runs the read of this `shape` (`shapeOf`) with `bound`'s values: the statement kept for the shape, or `build` built
 * and kept. A statement whose plan would hang on a value (a search's visible pattern, `isPreparable`) is run as built.
 */
export async function shapedRead<TRow>(
  db: Db,
  shape: string,
  bound: Bound,
  build: () => Preparable<TRow>,
  {
    planEachRun = false,
  }: {
    /**
     * Planned for each run's values (its statement kept, but sent unnamed): a read whose best plan hangs on them, as the
     * CSV export's page does on its range (a generic plan, blind to a page's thousand orders, sorted a bitmap's).
     */
    planEachRun?: boolean;
  } = {},
): Promise<TRow[]> {
  let shapes = kept.get(db);
  if (!shapes) kept.set(db, (shapes = new Map()));
  let entry = shapes.get(shape);
  if (!entry) {
    const built = build();
    const { sql: text } = dialect.sqlToQuery(built.getSQL());
    // Run as built: named, if at all, as any read is (prepared.ts).
    if (!isPreparable(text) || shapes.size >= SHAPES_KEPT) return built.execute(bound.values);
    entry = {
      prepared: built.prepare(planEachRun ? '' : statementName(db, readName(text))) as Prepared<unknown>,
      written: written(built.getSQL()),
    };
    shapes.set(shape, entry);
  } else if (checked.has(db)) {
    const again = written(build().getSQL());
    if (again !== entry.written) throw new Error(`two statements of one shape ${shape}:\n${entry.written}\n${again}`);
  }
  return (await entry.prepared.execute(bound.values)) as TRow[];
}
