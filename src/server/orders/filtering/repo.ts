import { and, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OrderFilter } from '../../../domain/orders/admin-schemas';
import { PLACED_PAYMENT_STATUSES, UNPAID_PAYMENT_STATUSES } from '../../../domain/orders/lifecycle';
import type { ListTotal } from '../../../domain/shared/paging';
import { isEmailAddress } from '../../../domain/shared/text';
import type { Db } from '../../db/client';
import { countOrEstimate, literalLimit, plannedRows } from '../../db/keyset';
import { rowsIn } from '../../db/rows';
import { type Bind, unbound } from '../../db/shaped';
import { foldedFound, foldedHolds, rareWordIn } from '../../db/search';
import { inStates, isState } from '../../db/sql-lists';
import { users } from '../../users/schema';
import { placed } from '../repo';
import { orderFigures, orders, orderSearchEntries, orderSearchKeys, orderTotals } from '../schema';

/** The back office's filters over the orders (its list and its export), and how many orders they find. */

/** An unpaid checkout attempt (pending or failed payment), as `orders_unpaid_idx` holds them. */
const unpaid = inStates(orders.paymentStatus, UNPAID_PAYMENT_STATUSES);

/**
 * How a search finds its orders: through the trigram index, through it for a rare word of the search
 * (`probe`, each order found then tested for the whole search), or testing each order the list walks to.
 */
export type SearchWay = 'indexed' | 'walked' | { probe: string };

/** A search that is an order's number, with or without its `#`. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/** The lists' order, newest first, and their cursor. */
export const orderKeyset = { at: orders.createdAt, id: orders.id };

/**
 * The admin's filters as SQL: status, creation day range (UTC), customer account, and a search
 * (order number, or a part of a name, e-mail or line, accents and case ignored through the
 * trigram index on `search_text`). Placed orders only, unless `awaiting-payment` asks for the
 * checkout attempts never paid (pending, or cancelled when they expired or a newer attempt
 * superseded them). A search `walked` tests each order the list's index walks to (a term in many
 * orders, whose page is found among the newest); `indexed`, it is found through the trigram index.
 */
export function filterConditions(
  filter: OrderFilter,
  search: SearchWay = 'indexed',
  /** The statement that reads the few matches the estimate foresaw: its pattern unseen by the planner (068). */
  unplanned = false,
  /** A statement built once per shape gives its values as placeholders (`db/shaped.ts`). */
  bind: Bind = unbound,
): SQL[] {
  const c: SQL[] = [];
  if (filter.status === 'awaiting-payment') c.push(unpaid);
  else {
    c.push(placed);
    if (filter.status) c.push(isState(orders.status, filter.status));
  }
  c.push(...dayRange(orders.createdAt, filter, bind));
  if (filter.customer !== undefined) c.push(eq(orders.userId, bind(filter.customer)));
  const q = filter.q?.trim();
  if (q && isEmailAddress(q)) {
    // A whole address, as it was given at checkout or is the account's: looked up on their indexes.
    const email = q.toLowerCase();
    c.push(
      or(
        sql`lower(${orders.shippingDetails}->>'email') = ${bind(email)}`,
        sql`${orders.userId} = any(array(select ${users.id} from ${users} where lower(${users.email}) = ${bind(email)}))`,
      )!,
    );
  } else if (q) {
    const number = ORDER_NUMBER.exec(q);
    const text =
      search === 'walked'
        ? foldedHolds(orders.searchText, q, bind)
        : foldedFound(orders.searchText, q, search === 'indexed' ? undefined : search.probe, unplanned, bind);
    c.push(number ? or(eq(orders.id, bind(Number(number[1]))), text)! : text);
  }
  return c;
}

/** The filter's creation day range (UTC days, both included) on a time column. */
function dayRange(at: PgColumn, filter: OrderFilter, bind: Bind): SQL[] {
  const c: SQL[] = [];
  if (filter.from) c.push(gte(at, bind(new Date(`${filter.from}T00:00:00Z`))));
  if (filter.to) c.push(lt(at, bind(new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000))));
  return c;
}

/**
 * The search whose matches are read from the search keys (docs/decisions/076), when the filter's are: words (not an
 * address, not an order's number) among the placed orders, with no status or customer chosen, which the keys do not
 * hold (a day range they do). Undefined: the matches are read from the orders.
 */
function keyedSearch(filter: OrderFilter): string | undefined {
  const q = filter.q?.trim();
  if (!q || isEmailAddress(q) || ORDER_NUMBER.test(q)) return undefined;
  return filter.status === undefined && filter.customer === undefined ? q : undefined;
}

/**
 * The placed orders a search's keys hold (`keyedSearch`), each once, with their time, up to `cap` + 1: the keys found
 * through their trigram index (for the search's rare word when it has one: `countedWay`), then their orders from the
 * entries' index alone, in the order of the keys' text. Read as `matches` (`countedAmong` counts them and pages).
 */
export function keyedMatches(db: Db, filter: OrderFilter, way: KeyedWay, cap: number, bind: Bind) {
  const keys = db
    .select({ key: orderSearchKeys.key })
    .from(orderSearchKeys)
    .where(foldedFound(orderSearchKeys.key, way.keyed, way.probe, true, bind));
  return db
    .selectDistinct({ id: orderSearchEntries.orderId, at: orderSearchEntries.createdAt })
    .from(orderSearchEntries)
    .where(and(inArray(orderSearchEntries.key, keys), ...dayRange(orderSearchEntries.createdAt, filter, bind)))
    .limit(literalLimit(cap + 1));
}

/** A search read from the search keys: its words, and the rare one its keys are found by, if any. */
export interface KeyedWay {
  keyed: string;
  probe: string | undefined;
}

/** Whether a counted search's way is the search keys' (`countedWay`). */
export const isKeyed = (way: SearchWay | KeyedWay): way is KeyedWay => typeof way === 'object' && 'keyed' in way;

/**
 * How a search's few matches are best read: from the search keys when the filter allows (`keyedSearch`), else through
 * the orders' trigram index (`indexedWay`); the rare word of either by the planner's estimates over its own table.
 */
export async function countedWay(db: Db, filter: OrderFilter): Promise<SearchWay | KeyedWay> {
  const keyed = keyedSearch(filter);
  if (keyed !== undefined) return { keyed, probe: await rareWordIn(db, orderSearchKeys, orderSearchKeys.key, keyed) };
  const q = filter.q?.trim();
  return q ? indexedWay(db, q) : 'indexed';
}

/**
 * How many orders the filter finds. Without a search it is read from the kept figures (per day
 * and status: a few thousand rows at most, whatever the orders); a customer's orders are counted
 * on their index; a search is counted up to a cap, then estimated.
 */
export async function countFiltered(db: Db, filter: OrderFilter): Promise<ListTotal> {
  const kept = keptCount(filter);
  if (!kept) return countOrEstimate(db, foundSql(db, filter));
  const result = await db.execute(sql`select ${kept} as n`);
  return { count: Number(rowsIn<{ n: number }>(result)[0]?.n ?? 0), estimated: false };
}

/** The orders the filter finds, as a query to count or plan. */
const foundSql = (db: Db, filter: OrderFilter) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...filterConditions(filter)))
    .getSQL();

/**
 * How the trigram index best finds a search's orders when they are few: through the whole search, or
 * through its rarest word when another word is in many orders (docs/decisions/068).
 */
async function indexedWay(db: Db, q: string): Promise<SearchWay> {
  const probe = await rareWordIn(db, orders, orders.searchText, q);
  return probe === undefined ? 'indexed' : { probe };
}

/** How many orders the planner expects the filter to find (its statistics read, no order). */
export function estimateFiltered(db: Db, filter: OrderFilter): Promise<number> {
  const { status, from, to, customer, q } = filter;
  return plannedRows(
    db,
    () => foundSql(db, filter),
    `orders:${JSON.stringify([status, from, to, customer, q?.trim()])}`,
  );
}

/** Whether the filter's total is the kept figures' (no search, no customer), else counted on the orders. */
export const countedFromFigures = (filter: OrderFilter): boolean => !filter.q?.trim() && filter.customer === undefined;

/**
 * The filter's total from the kept figures, as a scalar subquery: over all days from the totals (a
 * row per status and payment status), over a day range from the figures per day (a row per day and
 * status in it); undefined for a search or a customer's orders, which are counted on the orders.
 */
export function keptCount(filter: OrderFilter, bind: Bind = unbound): SQL<number> | undefined {
  if (!countedFromFigures(filter)) return undefined;
  const ranged = filter.from !== undefined || filter.to !== undefined;
  const f = ranged ? orderFigures : orderTotals;
  const c: SQL[] = [];
  if (filter.status === 'awaiting-payment') c.push(inStates(f.paymentStatus, UNPAID_PAYMENT_STATUSES));
  else {
    c.push(inStates(f.paymentStatus, PLACED_PAYMENT_STATUSES));
    if (filter.status) c.push(isState(f.status, filter.status));
  }
  if (filter.from) c.push(gte(orderFigures.day, bind(filter.from)));
  if (filter.to) c.push(lte(orderFigures.day, bind(filter.to)));
  return sql<number>`(select coalesce(sum(${f.orders}), 0)::int from ${f} where ${and(...c)})`;
}
