import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Reads prepared once per connection (docs/decisions/068-prepared-reads-and-kept-totals.md). A
 * back-office list is one long statement: PostgreSQL spent half as long parsing and planning it as
 * running it (0.24 + 0.45 ms against 1.36 ms for the orders' page), and 0.56 ms parsing and planning
 * the session's lookup to run it in 0.05 ms. A read sent under a name is parsed once per connection, and after five runs
 * PostgreSQL keeps a generic plan when it costs no more than the custom ones (`plan_cache_mode`).
 *
 * Named: reads (`select`, `with`) the process has sent before, but not searches: a `like` pattern's
 * plan depends on the term (a rare name through the trigram index, a common one by walking the
 * newest orders), and a generic plan would choose once for every term. At most MAX_NAMED texts per
 * process are named; the others are sent as before.
 */
const MAX_NAMED = 2000;

export class PreparedReads {
  /** Texts seen once (named on their second run), and the named ones. */
  private readonly seen = new Set<string>();
  private readonly named = new Map<string, string>();

  /** `max`: how many texts are named at most (fewer for the embedded store, whose plans stay in its heap). */
  constructor(private readonly max = MAX_NAMED) {}

  nameOf(text: string): string | undefined {
    const known = this.named.get(text);
    if (known !== undefined) return known;
    if (!isPreparable(text) || this.named.size >= this.max) return undefined;
    if (!this.seen.has(text)) {
      if (this.seen.size < this.max) this.seen.add(text);
      return undefined;
    }
    this.seen.delete(text);
    const name = readName(text);
    this.named.set(text, name);
    return name;
  }

  get size(): number {
    return this.named.size;
  }
}

/** Stores whose reads are never named: `DATABASE_PREPARED_STATEMENTS=false`, behind a pooler that cannot keep them. */
const namesOff = new WeakSet<object>();

/** From now on, no statement of `db`'s is prepared under a name (`statementName`). */
export function nameNoStatements(db: object): void {
  namesOff.add(db);
}

/**
 * The name a statement drizzle prepares for `db` goes out under: `name`, or none (an unnamed statement, parsed
 * each time) for a store whose reads are never named.
 */
export const statementName = (db: object, name: string): string => (namesOff.has(db) ? '' : name);

/** The name a read's text is prepared under: the same text, the same name, in every process. */
export const readName = (text: string): string => `r_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * A read whose plan does not hang on its parameters' values: no pattern match the planner can read. A pattern
 * given in a subquery (`like (select …)`, `foldedFound` with `unseen`) is one it cannot: its plan is the same for
 * every term.
 */
export function isPreparable(text: string): boolean {
  const head = text.trimStart().slice(0, 6).toLowerCase();
  if (head !== 'select' && !head.startsWith('with')) return false;
  return !/\s(i?like|similar to)\s(?!\(select\s)|%>|<%|\bsimilarity\(/i.test(text);
}

/** A query config as the pool's clients receive it: the text, and the name when it has one. */
interface QueryConfigLike {
  text: string;
  name?: string;
  submit?: unknown;
}

const isPlainConfig = (config: unknown): config is QueryConfigLike =>
  config !== null &&
  typeof config === 'object' &&
  // A query object of its own (a cursor, a stream) is sent as it is.
  !('submit' in config) &&
  typeof (config as QueryConfigLike).text === 'string';

/** The pool's client class: each query config a `PreparedReads` names goes out under its name. */
export function namingClient(reads: PreparedReads): typeof pg.Client {
  class NamingClient extends pg.Client {}
  const send = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  NamingClient.prototype.query = function named(this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    if (isPlainConfig(config) && config.name === undefined) {
      const name = reads.nameOf(config.text);
      if (name !== undefined) args[0] = { ...config, name };
    }
    return send.apply(this, args);
  } as pg.Client['query'];
  return NamingClient;
}

/**
 * A statement drizzle builds once per store, its parameters given as `sql.placeholder`s, for a read made on every
 * request (the session's): built anew, drizzle's walk over its columns and joins cost the process 0.15 ms each time,
 * a sixth of a small answer's. The built statement is named like any read (above) and run with its values.
 */
export function builtOnce<TDb extends object, T>(build: (db: TDb) => T): (db: TDb) => T {
  const built = new WeakMap<TDb, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
