import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OrderFilter } from '../../../domain/orders/admin-schemas';
import type { ListTotal, PageRequest } from '../../../domain/shared/paging';
import type { Db } from '../../db/client';
import {
  boundPage,
  COUNT_CAP,
  countedAmong,
  countOrEstimate,
  countUpTo,
  foundIfFew,
  keyset,
  literalLimit,
  type Page,
  pageOf,
} from '../../db/keyset';
import { inCurrencyOf } from '../../db/money';
import { renderedOnce } from '../../db/rendered';
import { Bound, shapedRead, shapeOf, unbound } from '../../db/shaped';
import { users } from '../../users/schema';
import {
  filterConditions,
  isKeyed,
  type KeyedWay,
  keyedMatches,
  keptCount,
  orderKeyset,
  type SearchWay,
} from '../filtering/repo';
import { anyOf } from '../../db/sql-lists';
import { isoText, type OrderRow, placed } from '../repo';
import { orderLines, orders, orderStatusHistory } from '../schema';

/**
 * The orders listed: the back office's list and the shopper's history, written as JSON by the
 * database (docs/decisions/058-the-back-office-at-scale.md), and the back office's order.
 */

/**
 * Minor units of the order's currency as `toMajorIn` makes them: the same double (`minor / 100`, `/ 1` for the yen,
 * `/ 1000` for the dinar), written by PostgreSQL as JavaScript would (decision 070). `per`: the currency's scale,
 * computed once for the order (`inCurrencyOf`).
 */
const major = (minor: PgColumn | SQL, per: SQL) => sql`(${minor})::float8 / ${per}`;
/** Basis points as `rateFraction` makes them (`0.2` for 20 %), or null. */
const fraction = (bp: PgColumn) => sql`(${bp})::float8 / 10000`;

/** An order's lines as `toOrderLine` writes them, oldest first. */
const linesJson = (per: SQL) => sql`(select coalesce(json_agg(json_build_object(
    'id', ${orderLines.id}, 'name', ${orderLines.name}, 'quantity', ${orderLines.quantity},
    'price', ${major(orderLines.unitPriceCents, per)}, 'perfumeId', ${orderLines.perfumeId},
    'isCustom', ${orderLines.isCustom}, 'customDetails', ${orderLines.customDetails}, 'size', ${orderLines.size},
    'tax', ${major(orderLines.taxCents, per)}, 'taxRate', ${fraction(orderLines.taxRateBp)},
    'refundedQuantity', ${orderLines.refundedQuantity}, 'volume', ${orderLines.volume}
  ) order by ${orderLines.id}), '[]'::json)
  from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

/**
 * An order's answer as `toOrder` writes it (present.ts), less what other features or this process
 * hold: `countryName` (the process's country names), `giftCard` (the gift cards feature) and
 * `adjustments` (the samples feature), which `spliceJson` adds. JSON text, never parsed here.
 */
const orderJsonFields = (per: SQL) => sql`
  'id', ${orders.id}, 'userId', ${orders.userId}, 'guestId', ${orders.guestId},
  'total', ${major(orders.totalCents, per)}, 'subtotal', ${major(orders.subtotalCents, per)},
  'discount', ${major(orders.discountCents, per)}, 'shipping', ${major(orders.shippingCents, per)},
  'tax', ${major(orders.taxCents, per)}, 'taxRate', ${fraction(orders.taxRateBp)},
  'shippingTax', ${major(orders.shippingTaxCents, per)}, 'shippingMethod', ${orders.shippingMethodName},
  'invoiceNumber', ${orders.invoiceNumber}, 'refunded', ${major(orders.refundedCents, per)},
  'currency', ${orders.currency}, 'status', ${orders.status}, 'paymentStatus', ${orders.paymentStatus},
  'isTestPayment', ${orders.isTestPayment}, 'locale', ${orders.locale}, 'createdAt', ${isoText(orders.createdAt)},
  'items', ${linesJson(per)}, 'shippingDetails', ${orders.shippingDetails},
  'carrier', ${orders.carrier}, 'trackingNumber', ${orders.trackingNumber},
  'gift', case when ${orders.isGift} then json_build_object(
    'wrap', ${orders.giftWrapCents} > 0, 'wrapPrice', ${major(orders.giftWrapCents, per)},
    'wrapTax', ${major(orders.giftWrapTaxCents, per)}, 'message', ${orders.giftMessage}) end,
  'billingDetails', coalesce(${orders.billingDetails}, ${orders.shippingDetails})`;

/** The back office's fields beside the order's: its customer (`customerOf`), paid and refunded times. */
const adminJsonFields = sql`
  'customer', case when ${users.email} is not null
    then json_build_object('name', coalesce(${users.fullName}, ${orders.shippingDetails}->>'fullName'),
      'email', ${users.email}, 'kind', 'customer', 'userId', ${orders.userId})
    else json_build_object('name', ${orders.shippingDetails}->>'fullName',
      'email', ${orders.shippingDetails}->>'email', 'kind', 'guest', 'userId', ${orders.userId}) end,
  'paidAt', ${isoText(orders.paidAt)}, 'refundedAt', ${isoText(orders.refundedAt)}`;

/**
 * An order as JSON text (`orderJsonFields`), and with the back office's fields, each written once as text
 * (`renderedOnce`): the same for every statement that lists orders.
 */
const orderJson = renderedOnce(
  sql<string>`${inCurrencyOf(orders.currency, ({ per }) => sql`json_build_object(${orderJsonFields(per)})`)}::text`,
);
const adminOrderJson = renderedOnce(
  sql<string>`${inCurrencyOf(orders.currency, ({ per }) => sql`json_build_object(${orderJsonFields(per)}, ${adminJsonFields})`)}::text`,
);

/** A listed order written by the database: its JSON text and what the caller adds to it. */
export interface OrderJsonRow {
  id: number;
  /** The order's JSON object, as text. */
  json: string;
  /** What a gift card paid for it, when the caller asked (`giftCardPaid`); null: none. */
  giftCardCents: number | null;
  /** The shipping country as given (a code, or a name on older orders): `countryName` names it. */
  country: string;
  /** The order's currency, which the gift card's part is in. */
  currency: string;
}

/** A scalar subquery of another feature's, read in a list's own statement for each order (`orders.id`). */
export type PerOrderSql = (orderId: PgColumn) => SQL<number | null>;

/**
 * A listed order's columns (`OrderJsonRow`) with its cursor: the order as `json` writes it (the back office's or the
 * shopper's), and what a gift card paid for it when the caller asked.
 */
const listedOrder = <C extends SQL<string> | SQL.Aliased<string>>(
  cursorAt: C,
  json: SQL<string>,
  giftCardPaid: PerOrderSql | undefined,
) => ({
  id: orders.id,
  cursorAt,
  json,
  country: sql<string>`${orders.shippingDetails}->>'country'`,
  currency: orders.currency,
  giftCardCents: giftCardPaid ? giftCardPaid(orders.id) : sql<null>`null`,
});

/**
 * A page of the back office's list, newest first, filtered, each order written as the back office's JSON
 * by the database (with its account); a search found `search`'s way (`filterConditions`).
 */
export async function listOrdersFilteredJson(
  db: Db,
  filter: OrderFilter,
  page: PageRequest,
  giftCardPaid?: PerOrderSql,
  search: SearchWay = 'indexed',
): Promise<Page<OrderJsonRow & { cursorAt: string }> & { keptTotal?: number }> {
  const bound = new Bound();
  const bind = bound.value;
  const bp = boundPage(page, bind);
  const k = keyset(orderKeyset, bp.page);
  // Unsearched, the total is the kept figures' sum, read by the same statement (one round trip the fewer).
  const kept = keptCount(filter, bind);
  const found = and(...filterConditions(filter, search, false, bind), k.where);
  const shape = shapeOf([found, kept], ['orders', search === 'walked', bp.shape, giftCardPaid !== undefined]);
  const rows = await shapedRead(db, shape, bound, () => listFiltered(db, found, kept, k, search, giftCardPaid));
  const keptTotal = rows[0]?.keptTotal;
  return {
    ...pageOf<OrderJsonRow & { cursorAt: string }>(rows, page, (r) => ({ at: r.cursorAt, id: r.id })),
    ...(keptTotal === null || keptTotal === undefined ? {} : { keptTotal: Number(keptTotal) }),
  };
}

/**
 * `listOrdersFilteredJson`'s statement, built (once per shape). A walked search finds its page's orders first, testing
 * the search text the list's covering index holds (`orders_placed_search_walk_idx`: no order's row is read to be
 * tested), then writes those orders.
 */
function listFiltered(
  db: Db,
  found: SQL | undefined,
  kept: SQL<number> | undefined,
  k: ReturnType<typeof keyset>,
  search: SearchWay,
  giftCardPaid: PerOrderSql | undefined,
) {
  const walked =
    search === 'walked'
      ? db.$with('walked').as(
          db
            .select({ id: orders.id })
            .from(orders)
            .where(found)
            .orderBy(...k.orderBy)
            .limit(k.limit),
        )
      : undefined;
  const source = walked ? db.with(walked) : db;
  const select = source.select.bind(source);
  return select({ ...listedOrder(k.cursorAt, adminOrderJson, giftCardPaid), keptTotal: kept ?? sql<null>`null` })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(walked ? sql`${orders.id} in (select ${walked.id} from ${walked})` : found)
    .orderBy(...k.orderBy)
    .limit(k.limit);
}

/**
 * Up to this many matches a search of the orders reads them all (its page and exact total); more, and its page is
 * found by walking the newest orders. Past COUNT_CAP, where a count elsewhere turns to an estimate: at a million
 * orders a term in 1,392 ("Client 123") was found sooner through the trigram index (25 / 63 ms at p99) than by
 * walking to its newest (99 / 179 ms); one in 3,314 ("Client 99") the other way round (64 / 106 read, 11 / 46
 * walked: each match read costs a row of the table, a walk a few entries of its covering index).
 */
const SEARCH_READ = 2 * COUNT_CAP;

/**
 * How many matches a filter's one read goes up to: a search's SEARCH_READ; a customer's orders, unsearched, COUNT_CAP
 * (past it their own index gives their newest page at once, and reading them all would only count them).
 */
export const matchesRead = (filter: OrderFilter): number => (filter.q?.trim() ? SEARCH_READ : COUNT_CAP);

/**
 * A search's page and its exact total from one read of its matches, when they are few (at most `matchesRead`: a
 * name, an address, an order number): every match is read once through the trigram index, counted, and the
 * page chosen among them by the cursor before its orders are written; an empty page's total is counted apart.
 * Undefined when they are more (the caller pages by walking the newest orders and estimates the total).
 */
export async function searchOrdersCountedJson(
  db: Db,
  filter: OrderFilter,
  page: PageRequest,
  giftCardPaid?: PerOrderSql,
  search: SearchWay | KeyedWay = 'indexed',
): Promise<(Page<OrderJsonRow & { cursorAt: string }> & { total: ListTotal }) | undefined> {
  const cap = matchesRead(filter);
  const bound = new Bound();
  // The matches from the search keys (decision 076), or from the orders through the trigram index.
  const fromKeys = isKeyed(search) ? keyedMatches(db, filter, search, cap, bound.value) : undefined;
  const fromOrders = isKeyed(search)
    ? undefined
    : db
        .select({ id: orders.id, at: orders.createdAt })
        .from(orders)
        .where(and(...filterConditions(filter, search, true, bound.value)))
        .limit(literalLimit(cap + 1));
  const bp = boundPage(page, bound.value);
  const read = (fromKeys ?? fromOrders)!.getSQL();
  const shape = shapeOf([read], ['orders matched', bp.shape, giftCardPaid !== undefined]);
  const rows = await shapedRead(db, shape, bound, () => {
    const matches = fromKeys ? db.$with('matches').as(fromKeys) : db.$with('matches').as(fromOrders!);
    const m = countedAmong(db, matches, { id: matches.id, at: matches.at }, bp.page);
    return db
      .with(m.matches, m.chosen)
      .select({ ...listedOrder(m.chosen.cursorAt, adminOrderJson, giftCardPaid), found: m.found })
      .from(m.chosen)
      .innerJoin(orders, eq(orders.id, m.chosen.id))
      .leftJoin(users, eq(users.id, orders.userId))
      .orderBy(...keyset(orderKeyset, page).orderBy);
  });
  if (rows.length === 0) {
    // No page: no order holds the search (a mistyped name), or the cursor is past its last. Counted apart, up to
    // the read's cap; walking to learn it would test every order.
    const asItIs = isKeyed(search)
      ? sql`select 1 from (${keyedMatches(db, filter, search, cap, unbound)}) as matched`
      : db
          .select({ id: orders.id })
          .from(orders)
          .where(and(...filterConditions(filter, search, true)))
          .getSQL();
    const n = await countUpTo(db, asItIs, cap);
    return n > cap ? undefined : { rows: [], total: { count: n, estimated: false } };
  }
  const n = foundIfFew(rows, cap);
  if (n === undefined) return undefined;
  return {
    ...pageOf<OrderJsonRow & { cursorAt: string }>(rows, page, (r) => ({ at: r.cursorAt, id: r.id })),
    total: { count: n, estimated: false },
  };
}

/** A page of the user's placed orders, newest first (an unpaid checkout attempt is not in their history), written as the shopper's JSON by the database. */
export async function listOrdersOfUserJson(db: Db, userId: number, page: PageRequest, giftCardPaid?: PerOrderSql) {
  const bound = new Bound();
  const bp = boundPage(page, bound.value);
  const k = keyset(orderKeyset, bp.page);
  const found = and(eq(orders.userId, bound.value(userId)), placed, k.where);
  const shape = shapeOf([found], ["a customer's orders", bp.shape, giftCardPaid !== undefined]);
  const rows = await shapedRead(db, shape, bound, () =>
    db
      .select(listedOrder(k.cursorAt, orderJson, giftCardPaid))
      .from(orders)
      .where(found)
      .orderBy(...k.orderBy)
      .limit(k.limit),
  );
  return pageOf<OrderJsonRow & { cursorAt: string }>(rows, page, (r) => ({ at: r.cursorAt, id: r.id }));
}

/** How many placed orders the user has: counted on their index (up to a cap, then estimated). */
export function countOrdersOfUser(db: Db, userId: number): Promise<ListTotal> {
  return countOrEstimate(
    db,
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), placed))
      .getSQL(),
  );
}

const adminColumns = { order: orders, accountName: users.fullName, accountEmail: users.email };

/** An order with the account behind it, as the back office reads it. */
export interface AdminOrderRow {
  order: OrderRow;
  accountName: string | null;
  accountEmail: string | null;
}

/** Orders by id with the account behind each (the reference the database's JSON is checked against in tests). */
export function findAdminOrders(db: Db, ids: readonly number[]): Promise<AdminOrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(adminColumns).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(anyOf(orders.id, ids));
}

/** Orders by id, whole rows (the shopper's list's reference in tests). */
export function findOrders(db: Db, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(orders).where(anyOf(orders.id, ids));
}

export async function findAdminOrder(db: Db, id: number): Promise<AdminOrderRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

/** An order's history with who made each change. */
export function historyWithAuthors(db: Db, orderId: number) {
  return db
    .select({
      toStatus: orderStatusHistory.toStatus,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
      by: users.email,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}
