import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ListTotal, PageRequest } from '../../domain/shared/paging';
import { isEmailAddress } from '../../domain/shared/text';
import type { Db } from '../db/client';
import {
  COUNT_CAP,
  countedMatches,
  countOrEstimate,
  countUpTo,
  foundIfFew,
  keyset,
  type Page,
  pageOf,
} from '../db/keyset';
import { foldedFound } from '../db/search';
import { anyOf } from '../db/sql-lists';
import { jsonValue, type OneValueRead, readAlone } from '../db/together';
import { userFigures, users } from './schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Deletes the account: its sessions, creations, wishlist, drafts and cart go with it (their foreign keys cascade); its orders keep no owner. */
export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Which of e-mail and username are already taken (case-insensitive). */
export async function findTaken(
  db: Db,
  email: string,
  username: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`);
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Inserts unless an account with that e-mail or username exists (another process may be making it now). */
export async function insertUserIfAbsent(db: Db, values: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(values).onConflictDoNothing();
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Part of a name, e-mail or username, accents and case ignored (the trigram index on `search_text`, by the words of
 * a search of several: `foldedFound`, as the customers' list finds them); a whole e-mail address is looked up
 * exactly on its own index.
 */
const found = (q: string): SQL =>
  isEmailAddress(q) ? sql`lower(${users.email}) = ${q.toLowerCase()}` : foldedFound(users.searchText, q, undefined);

/** A page of the accounts, newest first, those a search finds when there is one. */
export async function listUsers(db: Db, q: string | undefined, page: PageRequest): Promise<Page<UserRow>> {
  const k = keyset({ at: users.createdAt, id: users.id }, page);
  const rows = await db
    .select({ user: users, cursorAt: k.cursorAt })
    .from(users)
    .where(and(q ? found(q) : undefined, k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  const result = pageOf(rows, page, (r) => ({ at: r.cursorAt, id: r.user.id }));
  return { ...result, rows: result.rows.map((r) => r.user) };
}

/**
 * A search's page and its exact total from one scan of its matches, when they are few (at most
 * COUNT_CAP: a name, an address): every match is read once (the trigram index), counted, and the page
 * taken from them by the cursor; an empty page's total is counted apart. Undefined when they are more (the caller
 * pages and estimates as for any list).
 */
export async function searchUsersCounted(
  db: Db,
  q: string,
  page: PageRequest,
): Promise<(Page<UserRow> & { total: ListTotal }) | undefined> {
  // The page is chosen among the matches before their accounts are read: 50 rows joined, not all.
  const m = countedMatches(db, users, { at: users.createdAt, id: users.id }, found(q), page);
  const rows = await db
    .with(m.matches, m.chosen)
    .select({ user: users, cursorAt: m.chosen.cursorAt, found: m.found })
    .from(m.chosen)
    .innerJoin(users, eq(users.id, m.chosen.id))
    .orderBy(...keyset({ at: users.createdAt, id: users.id }, page).orderBy);
  if (rows.length === 0) {
    // No page: no account holds the search (a mistyped name), or the cursor is past its last. Counted apart: the
    // list would otherwise be read along its index, each account tested, to find none.
    const n = await countUpTo(db, db.select({ id: users.id }).from(users).where(found(q)).getSQL(), COUNT_CAP);
    return n > COUNT_CAP ? undefined : { rows: [], total: { count: n, estimated: false } };
  }
  const n = foundIfFew(rows);
  if (n === undefined) return undefined;
  const result = pageOf(rows, page, (r) => ({ at: r.cursorAt, id: r.user.id }));
  return { ...result, rows: result.rows.map((r) => r.user), total: { count: n, estimated: false } };
}

/** How many accounts a search finds (counted up to a cap, then estimated), or all of them (the kept figures). */
export async function countUsers(db: Db, q: string | undefined): Promise<ListTotal> {
  if (q) return countOrEstimate(db, db.select({ id: users.id }).from(users).where(found(q)).getSQL());
  return { count: (await readAlone(db, userCountsRead())).totalUsers, estimated: false };
}

/** From the accounts opened per month that a trigger keeps (migration 0006): a row a month, however many accounts. */
export function userCountsRead(): OneValueRead<{ totalUsers: number; newUsersThisMonth: number }> {
  const f = userFigures;
  return {
    sql: sql`select json_build_object(
      'totalUsers', coalesce(sum(${f.users}), 0)::int,
      'newUsersThisMonth', coalesce(sum(${f.users}) filter (where ${f.month} = date_trunc('month', now() at time zone 'UTC')::date), 0)::int)
      from ${f}`,
    read: (value) => {
      const row = jsonValue<{ totalUsers: number; newUsersThisMonth: number } | null>(value);
      return { totalUsers: Number(row?.totalUsers ?? 0), newUsersThisMonth: Number(row?.newUsersThisMonth ?? 0) };
    },
  };
}

/** Each account's name as people read it: its full name, or its e-mail when it has none (issue #43). */
export async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  return new Map([...(await contactsOf(db, ids))].map(([id, { name }]) => [id, name]));
}

/** Each account's e-mail and name (its e-mail when it has none), in one read. */
export async function contactsOf(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { email: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.fullName, email: users.email })
    .from(users)
    .where(anyOf(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name.trim() || r.email }]));
}

/** The e-mail of each of these accounts, by id. */
export async function emailsOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(anyOf(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.email]));
}
