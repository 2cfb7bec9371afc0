import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * A set of states in SQL as literals, from the domain's constants (issue #44): `status in ('paid',
 * 'partially_refunded')`. Literals, not parameters, because PostgreSQL uses a partial index only for
 * a query whose condition it can prove from the same constants (db/online-indexes.ts builds those
 * indexes from these words too). Only plain lower-case words (with `_` or `-`) are accepted: the domain's constants, or
 * a value a schema checked against them (a status the back office filters by); nothing typed reaches here.
 */

/** `'paid', 'partially_refunded'`: the words of a set, quoted, for an index's or a statement's text. */
export function literalList(values: readonly string[]): string {
  if (values.length === 0) throw new Error('an empty set of states');
  for (const value of values) if (!/^[a-z_-]+$/.test(value)) throw new Error(`not a state: ${value}`);
  return values.map((value) => `'${value}'`).join(', ');
}

/**
 * `column = any($1)`, the ids sent as one array: Drizzle's `inArray` makes a parameter of each, so each number of ids
 * is a statement of its own (never prepared twice, prepared.ts), and building one of a thousand parameters cost more
 * than running it.
 */
export function anyOf(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::int[])`;
}

/** `column in ('paid', 'partially_refunded')`. */
export function inStates(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(literalList(values))})`;
}

/**
 * `column in ('shipped')`: a list's filter on one of a closed set of states (a status chosen in the back office),
 * as a literal. A prepared read whose filter is a parameter may be given one generic plan for every value, chosen
 * for an average state: at a million orders it walked all of them by date, testing each, to find none of a rare
 * status (0.8 s). Written in its text, each state has its own statement and its own plan (decision 068).
 */
export function isState(column: SQLWrapper, value: string): SQL {
  return inStates(column, [value]);
}
