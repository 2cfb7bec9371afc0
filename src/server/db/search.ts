import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { plannedRows } from './keyset';
import { type Bind, unbound } from './shaped';

/**
 * A search text column (folded by `shop_fold`, trigram-indexed) holding `q` anywhere, accents and
 * case ignored; LIKE's own `%`, `_` and `\` in `q` are text, never patterns. `unseen`: the pattern given in a
 * subquery the planner does not look into (`foldedFound`).
 */
export function foldedContains(column: PgColumn, q: string, unseen = false, bind: Bind = unbound): SQL {
  return foldedLike(column, escapedLike(q), unseen, bind);
}

/** `column like '%' || shop_fold(pattern) || '%'`, the pattern in a subquery when `unseen`. */
function foldedLike(column: PgColumn, pattern: string, unseen: boolean, bind: Bind): SQL {
  const folded = sql`'%' || shop_fold(${bind(pattern)}) || '%'`;
  return unseen ? sql`${column} like (select ${folded})` : sql`${column} like ${folded}`;
}

/** LIKE's own `%`, `_` and `\` in `q` escaped: text, never patterns. */
const escapedLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The same test as `foldedContains`, for a search that walks a list's own index and tests each row (a
 * term in many rows, docs/decisions/068): no trigram index can serve it, so its plan does not hang on
 * the term, and the statement is prepared like any read. The term is folded once, in a subquery: folded in
 * the test, a generic plan would count the folding on every row it walks and cost more than planning the
 * statement anew each time, which PostgreSQL then did (0.86 ms of a 3 ms search at a million orders).
 */
export function foldedHolds(column: PgColumn, q: string, bind: Bind = unbound): SQL {
  return sql`strpos(${column}, (select shop_fold(${bind(q)}))) > 0`;
}

/**
 * `foldedContains` through the trigram index for `probe` only (the rarest words of `q`), then `q` itself
 * tested on each row found: a word in half the rows ("Client" in "Client 777") would make the index read
 * half a million entries to intersect with a few thousand (docs/decisions/068).
 */
function foldedContainsProbed(column: PgColumn, q: string, probe: string, unseen: boolean, bind: Bind): SQL {
  return sql`${foldedContains(column, probe, unseen, bind)} and ${foldedHolds(column, q, bind)}`;
}

/** The words of a search the trigram index can use (three letters or more), each once. */
export function searchWords(q: string): string[] {
  return [
    ...new Set(
      q
        .trim()
        .split(/\s+/)
        .filter((w) => w.length >= 3),
    ),
  ];
}

/** A word in this many rows or more costs the trigram index more to read than testing each row found without it. */
const COMMON_WORD_ROWS = 20_000;
/**
 * A word in at most this many rows is worth finding its rows by alone, each then tested for the whole search (a row
 * read and tested costs about a µs): " 777" in 411 orders, 1.7 ms, where "client 777" through the index took 6.9;
 * "emma" in 16,229, 34 ms, where "emma garcia" took 2.4.
 */
const RARE_WORD_ROWS = 5_000;

/**
 * What a search of several words finds its rows by, when one of them is common and another rare: its rarest word
 * (by the planner's estimate of each word as the index reads it) with the spaces that bound it in the search, so
 * that the trigram index reads the word's start and end too (" 777" finds the names whose number begins 777, not
 * every "1777": a seventh of the rows "777" alone finds). Undefined when the whole search is best found through the
 * index (one word, none common, or none rare: "emma garcia", each name in a sixtieth of the orders).
 */
export async function rareWordOf(q: string, estimate: (word: string) => Promise<number>): Promise<string | undefined> {
  const words = searchWords(q);
  if (words.length < 2) return undefined;
  // Each word as the index would read it, bounded: " 123" is in 1,495 orders at a million, "123" in 5,438.
  const probes = words.map((word) => bounded(q.trim(), word));
  const counted = await Promise.all(probes.map(async (probe) => ({ probe, rows: await estimate(probe) })));
  counted.sort((a, b) => a.rows - b.rows);
  const [rarest, commonest] = [counted[0]!, counted.at(-1)!];
  return commonest.rows >= COMMON_WORD_ROWS && rarest.rows <= RARE_WORD_ROWS ? rarest.probe : undefined;
}

/** `word` as it stands in `q`, a whole word, with the space before and after it there, if any. */
function bounded(q: string, word: string): string {
  const parts = q.split(/(\s+)/);
  const at = parts.indexOf(word);
  if (at < 0) return word;
  const before = at > 0 ? parts[at - 1]!.at(-1)! : '';
  const after = at < parts.length - 1 ? parts[at + 1]![0]! : '';
  return `${before}${word}${after}`;
}

/**
 * `rareWordOf` over the rows of `table` whose `column` holds each word, by the planner's estimates (kept
 * 30 s, `plannedRows`).
 */
export function rareWordIn(db: Db, table: PgTable, column: PgColumn, q: string): Promise<string | undefined> {
  return rareWordOf(q, (word) =>
    plannedRows(
      db,
      () =>
        db
          .select({ one: sql`1` })
          .from(table)
          .where(foldedContains(column, word))
          .getSQL(),
      `${getTableName(table)}.${column.name}:${word}`,
    ),
  );
}

/**
 * A search through the trigram index: for its rare word when it has one (`rareWordIn`), else for all of it.
 *
 * `unseen`, for the statement that reads a search's matches once the planner's estimate has said they are few
 * (docs/decisions/068): the same test, its pattern given in a subquery the planner does not look into. Its plan,
 * the trigram index's, no longer hangs on the term, so the statement is prepared like any read (`isPreparable`) and
 * kept on one generic plan: planning it anew took 0.9 ms of a 3.7 ms search ("Client 777" at a million orders).
 * Never for an estimate (`plannedRows`), which needs the pattern, nor for a walk, which a common term needs.
 */
export function foldedFound(
  column: PgColumn,
  q: string,
  rareWord: string | undefined,
  unseen = false,
  bind: Bind = unbound,
): SQL {
  return rareWord === undefined
    ? foldedPhrase(column, q, unseen, bind)
    : foldedContainsProbed(column, q, rareWord, unseen, bind);
}

/**
 * The letters of each word of a search the trigram index reads it by: a word's start tells most names apart,
 * and each further letter is one more of the index's lists to read and intersect, mostly common ones ("ene",
 * "ler"): "helene muller" at a million orders, 3.0 ms by its whole words, 1.7 by "hele%mull", for the same 607.
 */
const WORD_START = 4;

/**
 * `foldedContains` of a search of several words, read through the trigram index by its words' starts alone, in
 * order with anything between them (`%hele%mull%`), then the phrase itself tested on each row found. The phrase's
 * pattern holds the trigrams of each word's bounds too ("  m": every word beginning with an m; "ne ": every word
 * ending so), which are in most rows and which the index reads in full: 1.2–2 ms for "helene muller" over 200,000
 * accounts, 0.45 ms by its words, for the same 102 rows. One word, or none of three letters: the search itself.
 */
function foldedPhrase(column: PgColumn, q: string, unseen: boolean, bind: Bind): SQL {
  const words = searchWords(q);
  if (words.length < 2) return foldedContains(column, q, unseen, bind);
  const starts = words.map((word) => escapedLike(word.slice(0, WORD_START))).join('%');
  return sql`${foldedLike(column, starts, unseen, bind)} and ${foldedHolds(column, q, bind)}`;
}
