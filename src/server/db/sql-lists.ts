import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * A set of states in SQL as literals, from the domain's constants (issue #44): `status in ('paid',
 * 'partially_refunded')`. Literals, not parameters, because PostgreSQL uses a partial index only for
 * a query whose condition it can prove from the same constants (db/online-indexes.ts builds those
 * indexes from these words too). Only plain lower-case words are accepted: nothing typed reaches here.
 */

/** `'paid', 'partially_refunded'`: the words of a set, quoted, for an index's or a statement's text. */
export function literalList(values: readonly string[]): string {
  if (values.length === 0) throw new Error('an empty set of states');
  for (const value of values) if (!/^[a-z_]+$/.test(value)) throw new Error(`not a state: ${value}`);
  return values.map((value) => `'${value}'`).join(', ');
}

/** `column in ('paid', 'partially_refunded')`. */
export function inStates(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(literalList(values))})`;
}
