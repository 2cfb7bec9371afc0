import { and, desc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { ListTotal, PageRequest } from '../../domain/shared/paging';
import { isEmailAddress } from '../../domain/shared/text';
import type { Db } from '../db/client';
import {
  COUNT_CAP,
  countedMatches,
  countOrEstimate,
  foundIfFew,
  keyset,
  type Page,
  pageOf,
  plannedRows,
} from '../db/keyset';
import { foldedFound, rareWordIn } from '../db/search';
import { staff } from '../staff/schema';
import { userFigures, users } from '../users/schema';
import { customerNotes, guestCustomers } from './schema';

/** A note with its author's name. */
export interface CustomerNoteRow {
  id: number;
  body: string;
  author: string | null;
  createdAt: Date;
}

export async function insertCustomerNote(
  db: Db,
  value: { userId: number; authorId: number; body: string },
): Promise<number> {
  const [row] = await db.insert(customerNotes).values(value).returning({ id: customerNotes.id });
  return row!.id;
}

/** The notes about a customer, newest first, each with its author's name. */
export function notesOfCustomer(db: Db, userId: number): Promise<CustomerNoteRow[]> {
  return db
    .select({
      id: customerNotes.id,
      body: customerNotes.body,
      author: users.fullName,
      createdAt: customerNotes.createdAt,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorId))
    .where(eq(customerNotes.userId, userId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}

type GuestCustomerRow = typeof guestCustomers.$inferSelect;

/** A row of the customers list: an account or a guest buyer, and where it stands in the list. */
export interface CustomerListRow {
  kind: 'account' | 'guest';
  id: number;
  fullName: string;
  email: string;
  username: string | null;
  createdAt: Date;
  phone: string | null;
  city: string | null;
  country: string | null;
  isActive: boolean | null;
  subscriptionStatus: string | null;
  orders: number | null;
  spentByCurrency: Record<string, number> | null;
  cursorAt: string;
}

/** An account on the staff (the owner from ADMIN_EMAIL is one too): not a customer, even when it buys. */
const notStaff = sql`not exists (select 1 from ${staff} where ${staff.userId} = ${users.id})`;

/**
 * A guest row shows while its address is no confirmed account's (whose row is the customer: the
 * guest orders joined it on confirmation) and no staff member's.
 */
const guestShown = sql`not exists (select 1 from ${users} where lower(${users.email}) = ${guestCustomers.email}
    and ${users.emailVerifiedAt} is not null)
  and not exists (select 1 from ${staff} where ${staff.email} = ${guestCustomers.email})`;

/**
 * Part of a name, e-mail or username (trigram indexes, through a rare word of a search when another is
 * common: `rareWordIn`); a whole address exactly, on its own index. `unplanned`: for the statement reading the
 * few matches the planner foresaw (`fewExpected`), its pattern unseen, on one plan (068).
 */
function accountFound(q: string, rareWord?: string, unplanned = false): SQL {
  return isEmailAddress(q)
    ? sql`lower(${users.email}) = ${q.toLowerCase()}`
    : foldedFound(users.searchText, q, rareWord, unplanned);
}
function guestFound(q: string, rareWord?: string, unplanned = false): SQL {
  return isEmailAddress(q)
    ? eq(guestCustomers.email, q.toLowerCase())
    : foldedFound(guestCustomers.searchText, q, rareWord, unplanned);
}

/**
 * Whether the planner expects a side's search to find few rows (at most COUNT_CAP; its estimate kept 30 s): their
 * statement may then give its pattern unseen and keep one plan, the trigram index's, which a common word would not
 * want (a walk along the list finds its newest matches sooner). An e-mail address is looked up on its own index.
 */
async function fewExpected(db: Db, side: 'accounts' | 'guests', q: string): Promise<boolean> {
  if (isEmailAddress(q)) return false;
  const found = () => (side === 'accounts' ? accounts(db, q) : guests(db, q)).getSQL();
  return (await plannedRows(db, found, estimateKey(side, q))) <= COUNT_CAP;
}

/** The key a side's search estimate is kept under: one planning for `fewExpected` and the total's estimate. */
const estimateKey = (side: 'accounts' | 'guests', q: string) => `customers:${side}:${q}`;

const accounts = (db: Db, q: string | undefined) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(notStaff, q ? accountFound(q) : undefined));
const guests = (db: Db, q: string | undefined) =>
  db
    .select({ id: guestCustomers.id })
    .from(guestCustomers)
    .where(and(guestShown, q ? guestFound(q) : undefined));

const accountColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  username: users.username,
  createdAt: users.createdAt,
  phone: users.phone,
  city: users.city,
  country: users.country,
  isActive: users.isActive,
  subscriptionStatus: users.subscriptionStatus,
};
const guestColumns = {
  id: guestCustomers.id,
  fullName: guestCustomers.fullName,
  email: guestCustomers.email,
  createdAt: guestCustomers.createdAt,
  phone: guestCustomers.phone,
  city: guestCustomers.city,
  country: guestCustomers.country,
  orders: guestCustomers.orders,
  spentByCurrency: guestCustomers.spentByCurrency,
};

/** One side's page: its rows past the cursor, and how many it finds when a search counted them on the way. */
interface SidePage<R> {
  rows: R[];
  /**
   * Exact, from the same statement: a search's matches read once, or the accounts' kept figures; absent when
   * not counted (more than COUNT_CAP matches, an empty page).
   */
  found?: number;
  /** The planner's count of the side's rows (the table's statistics), read with an unsearched page. */
  planned?: number;
}

/**
 * A searched side read through its matches: kept with their count when they were few, else read again along
 * the list's index (the matches held the first COUNT_CAP + 1 found, not the newest).
 */
async function countedSide<R extends { found: number }, P>(rows: R[], walk: () => Promise<P[]>) {
  const n = foundIfFew(rows);
  if (n !== undefined) {
    const kept: SidePage<Omit<R, 'found'>> = { rows: rows.map(({ found: _n, ...row }) => row), found: n };
    return kept;
  }
  const walked: SidePage<P> = { rows: rows.length === 0 ? [] : await walk() };
  return walked;
}

/**
 * The accounts' side, along its (created_at, id) index; searched, every match is read once through the trigram
 * index (up to COUNT_CAP + 1), counted, and the page chosen among them before the accounts are read.
 */
async function accountSide(db: Db, q: string | undefined, page: PageRequest) {
  const k = keyset({ at: users.createdAt, id: users.id }, page);
  if (!q) {
    // Unsearched, the page carries the accounts' total from the kept figures (one round trip the fewer).
    const rows = await db
      .select({ ...accountColumns, cursorAt: k.cursorAt, found: keptAccounts })
      .from(users)
      .where(and(notStaff, k.where))
      .orderBy(...k.orderBy)
      .limit(k.limit);
    const kept: SidePage<Omit<(typeof rows)[number], 'found'>> = {
      rows: rows.map(({ found: _n, ...row }) => row),
      found: rows.length > 0 ? Number(rows[0]!.found) : undefined,
    };
    return kept;
  }
  const rare = isEmailAddress(q) ? undefined : await rareWordIn(db, users, users.searchText, q);
  // The search's page read along the list's index, when its matches were too many to read once.
  const walk = () =>
    db
      .select({ ...accountColumns, cursorAt: k.cursorAt })
      .from(users)
      .where(and(notStaff, accountFound(q, rare), k.where))
      .orderBy(...k.orderBy)
      .limit(k.limit);
  const m = countedMatches(
    db,
    users,
    { at: users.createdAt, id: users.id },
    and(notStaff, accountFound(q, rare, await fewExpected(db, 'accounts', q))),
    page,
  );
  const rows = await db
    .with(m.matches, m.chosen)
    .select({ ...accountColumns, cursorAt: m.chosen.cursorAt, found: m.found })
    .from(m.chosen)
    .innerJoin(users, eq(users.id, m.chosen.id));
  return countedSide(rows, walk);
}

/** The guest buyers' side, read as the accounts' is. */
async function guestSide(db: Db, q: string | undefined, page: PageRequest) {
  const k = keyset({ at: guestCustomers.createdAt, id: guestCustomers.id }, page);
  if (!q) {
    // Unsearched, the page carries the planner's count of the guest rows, the total's estimate when they are many.
    const rows = await db
      .select({
        ...guestColumns,
        cursorAt: k.cursorAt,
        planned: sql<number>`(select greatest(reltuples, 0) from pg_class where oid = to_regclass(${getTableName(guestCustomers)}))::float8`,
      })
      .from(guestCustomers)
      .where(and(guestShown, k.where))
      .orderBy(...k.orderBy)
      .limit(k.limit);
    const read: SidePage<Omit<(typeof rows)[number], 'planned'>> = {
      rows: rows.map(({ planned: _p, ...row }) => row),
      planned: rows.length > 0 ? Math.round(Number(rows[0]!.planned)) : undefined,
    };
    return read;
  }
  const rare = isEmailAddress(q) ? undefined : await rareWordIn(db, guestCustomers, guestCustomers.searchText, q);
  // The search's page read along the list's index, when its matches were too many to read once.
  const walk = () =>
    db
      .select({ ...guestColumns, cursorAt: k.cursorAt })
      .from(guestCustomers)
      .where(and(guestShown, guestFound(q, rare), k.where))
      .orderBy(...k.orderBy)
      .limit(k.limit);
  const m = countedMatches(
    db,
    guestCustomers,
    { at: guestCustomers.createdAt, id: guestCustomers.id },
    and(guestShown, guestFound(q, rare, await fewExpected(db, 'guests', q))),
    page,
  );
  const rows = await db
    .with(m.matches, m.chosen)
    .select({ ...guestColumns, cursorAt: m.chosen.cursorAt, found: m.found })
    .from(m.chosen)
    .innerJoin(guestCustomers, eq(guestCustomers.id, m.chosen.id));
  return countedSide(rows, walk);
}

/**
 * A page of the customers, newest first, and how many there are: each side read along its own (created_at, id)
 * index up to a page past the cursor, then the two merged (at most twice a page of rows, whatever the store
 * holds). Ids are unique across both (guest rows draw from the accounts' sequence), so one cursor pages both. A
 * search finding few counts them in the same read (one statement a side); otherwise each side is counted up to
 * a cap, else estimated, and the accounts unsearched come from the kept figures.
 */
export async function listCustomers(
  db: Db,
  q: string | undefined,
  page: PageRequest,
): Promise<Page<CustomerListRow> & { total: ListTotal }> {
  const [accountPage, guestPage] = await Promise.all([accountSide(db, q, page), guestSide(db, q, page)]);
  const merged: CustomerListRow[] = [
    ...accountPage.rows.map((r) => ({ kind: 'account' as const, ...r, orders: null, spentByCurrency: null })),
    ...guestPage.rows.map((r) => ({
      kind: 'guest' as const,
      ...r,
      username: null,
      isActive: null,
      subscriptionStatus: null,
    })),
  ];
  // The order each side was read in (newest first, or oldest first for a page `before` a cursor).
  // By the cursor's text, not a Date (which drops microseconds): PostgreSQL writes one time zone and
  // drops trailing zeros, so these texts sort as their times do.
  const sign = page.before ? 1 : -1;
  const compare = (a: CustomerListRow, b: CustomerListRow) =>
    a.cursorAt === b.cursorAt ? a.id - b.id : a.cursorAt < b.cursorAt ? -1 : 1;
  merged.sort((a, b) => sign * compare(a, b));
  const exact = (count: number): ListTotal => ({ count, estimated: false });
  const [accountsFound, guestsFound] = await Promise.all([
    accountPage.found !== undefined
      ? exact(accountPage.found)
      : q
        ? countOrEstimate(db, () => accounts(db, q).getSQL(), estimateKey('accounts', q))
        : countAccounts(db),
    guestPage.found !== undefined
      ? exact(guestPage.found)
      : guestPage.planned !== undefined && guestPage.planned > COUNT_CAP
        ? { count: guestPage.planned, estimated: true }
        : countOrEstimate(db, () => guests(db, q).getSQL(), q ? estimateKey('guests', q) : undefined),
  ]);
  return {
    ...pageOf(merged.slice(0, page.limit + 1), page, (r) => ({ at: r.cursorAt, id: r.id })),
    total: {
      count: accountsFound.count + guestsFound.count,
      estimated: accountsFound.estimated || guestsFound.estimated,
    },
  };
}

export async function findGuestCustomer(db: Db, id: number): Promise<GuestCustomerRow | undefined> {
  const [row] = await db.select().from(guestCustomers).where(eq(guestCustomers.id, id)).limit(1);
  return row;
}

/** Every account but the staff's, exactly: the accounts a trigger counts per month, less the staff's (a short table). */
const keptAccounts = sql<number>`((select coalesce(sum(${userFigures.users}), 0) from ${userFigures})
  - (select count(*) from ${staff} where ${staff.userId} is not null))::int`;

async function countAccounts(db: Db): Promise<ListTotal> {
  const [row] = await db.select({ n: keptAccounts }).from(sql`(select 1) as one`);
  return { count: Number(row?.n ?? 0), estimated: false };
}
