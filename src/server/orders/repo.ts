import { rowsIn } from '../db/rows';
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { GIFT_CARD_LINE_TYPE } from '../../domain/cart/lines';
import type { OrderFilter } from '../../domain/orders/admin-schemas';
import { SAMPLE_ML } from '../../domain/samples/samples';
import type { ListTotal, PageRequest } from '../../domain/shared/paging';
import { isEmailAddress } from '../../domain/shared/text';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { countOrEstimate, keyset, type Page, pageOf } from '../db/keyset';
import { foldedContains } from '../db/search';
import { users } from '../users/schema';
import { type DocumentKind, documentNumber, documentYear } from '../../domain/invoices/numbering';
import {
  documentSequences,
  orderFigures,
  orderKeys,
  orderLines,
  orderRefunds,
  orders,
  orderStatusHistory,
  revenueDays,
} from './schema';
import { PAID_PAYMENT_STATUSES, PLACED_PAYMENT_STATUSES, UNPAID_PAYMENT_STATUSES } from '../../domain/orders/lifecycle';
import { inStates } from '../db/sql-lists';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * A placed order: paid, or paid and refunded since. An unpaid checkout attempt is not one
 * (isPlacedOrder). Written as literals, as the partial indexes that serve the lists are
 * (db/online-indexes.ts): the planner proves a query may use one only from the same constants.
 */
const placed = inStates(orders.paymentStatus, PLACED_PAYMENT_STATUSES);
/** An unpaid checkout attempt (pending or failed payment), as `orders_unpaid_idx` holds them. */
const unpaid = inStates(orders.paymentStatus, UNPAID_PAYMENT_STATUSES);

export async function insertOrder(
  db: Db,
  order: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const [row] = await db.insert(orders).values(order).returning();
  const written = await db
    .insert(orderLines)
    .values(lines.map((l) => ({ ...l, orderId: row!.id })))
    .returning();
  // What the back office finds it by: its names, e-mails and lines (one SQL rule, shop_order_search_text).
  await db.execute(sql`update orders set search_text = shop_order_search_text(id) where id = ${row!.id}`);
  return { order: row!, lines: written.sort((a, b) => a.id - b.id) };
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Another order already paid by this intent, if any. */
export async function findOtherOrderPaidBy(db: Db, intentId: string, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentIntentId, intentId), ne(orders.id, orderId)))
    .limit(1);
  return row;
}

/**
 * Marks a locked order paid, in the caller's transaction; an order awaiting its payment moves on to
 * `processing` (recorded in its history), and bottles it held for a while are now its own. The
 * caller has checked the order can be paid (not paid, not cancelled).
 */
export async function markPaid(
  db: Db,
  current: OrderRow,
  intentId: string,
  isTest: boolean,
): Promise<OrderRow | undefined> {
  const orderId = current.id;
  const moves = current.status === 'pending';
  const [row] = await db
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paymentIntentId: intentId,
      isTestPayment: isTest,
      paidAt: new Date(),
      updatedAt: new Date(),
      stockHeldUntil: null,
      ...(moves ? { status: 'processing' as const } : {}),
    })
    .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid')))
    .returning();
  if (row && moves)
    await db
      .insert(orderStatusHistory)
      .values({ orderId, changedBy: null, fromStatus: 'pending', toStatus: 'processing', note: 'paid' });
  if (!row) return row;
  // Its invoice's number, from the year's gapless sequence, in this same transaction (DESIGN §1, "Invoices").
  const paidAt = row.paidAt ?? new Date();
  const invoiceNumber = await nextDocumentNumber(db, 'invoice', documentYear(paidAt));
  const [invoiced] = await db.update(orders).set({ invoiceNumber }).where(eq(orders.id, orderId)).returning();
  return invoiced;
}

/**
 * The next number of a kind of document for a year, in the caller's transaction: the year's counter
 * row is advanced and locked until the transaction ends, so two payments at once (any processes)
 * take consecutive numbers, and a rolled-back one gives its number back: no gap, no repeat.
 */
export async function nextDocumentNumber(db: Db, kind: DocumentKind, year: number): Promise<string> {
  const [row] = await db
    .insert(documentSequences)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.kind, documentSequences.year],
      set: { last: sql`${documentSequences.last} + 1` },
    })
    .returning({ last: documentSequences.last });
  return documentNumber(kind, year, row!.last);
}

/** The order, locked for the rest of the caller's transaction. */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function markPaymentFailed(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')));
}

export async function linesFor(db: Db, orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
  const map = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db.select().from(orderLines).where(anyOf(orderLines.orderId, orderIds)).orderBy(orderLines.id);
  for (const r of rows) {
    const list = map.get(r.orderId) ?? [];
    list.push(r);
    map.set(r.orderId, list);
  }
  return map;
}

const orderKeyset = { at: orders.createdAt, id: orders.id };

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

/** Sets a locked order's status (and its shipment, when shipped) and records the change, in the caller's transaction. */
export async function writeStatus(
  db: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  status: OrderRow['status'],
  changedBy: number | null,
  extra: { note?: string; shipment?: { carrier: string; trackingNumber: string } } = {},
): Promise<number> {
  if (order.status !== status) {
    await db
      .update(orders)
      .set({
        status,
        updatedAt: new Date(),
        ...(extra.shipment ? { carrier: extra.shipment.carrier, trackingNumber: extra.shipment.trackingNumber } : {}),
      })
      .where(eq(orders.id, order.id));
  }
  const [history] = await db
    .insert(orderStatusHistory)
    .values({ orderId: order.id, changedBy, fromStatus: order.status, toStatus: status, note: extra.note ?? null })
    .returning({ id: orderStatusHistory.id });
  return history!.id;
}

/** The order's bottles held for good, or given back (any short hold ends either way). */
export async function setStockHeld(db: Db, orderId: number, held: boolean): Promise<void> {
  await db.update(orders).set({ stockHeld: held, stockHeldUntil: null }).where(eq(orders.id, orderId));
}

/** The catalogue bottles of an order: what its stock is. */
export async function stockLines(
  db: Db,
  orderId: number,
): Promise<{ perfumeId: number | null; quantity: number; volume: number | null }[]> {
  return db
    .select({ perfumeId: orderLines.perfumeId, quantity: orderLines.quantity, volume: orderLines.volume })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        isNotNull(orderLines.perfumeId),
        eq(orderLines.isCustom, false),
        eq(orderLines.size, 'bottle'),
      ),
    );
}

/**
 * Unpaid orders older than the cutoff, locked for the caller's transaction; rows another process
 * is expiring are skipped.
 */
export async function lockExpirable(db: Db, cutoff: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        ne(orders.paymentStatus, 'paid'),
        ne(orders.paymentStatus, 'refunded'),
        lt(orders.createdAt, cutoff),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findOrderByIntent(db: Db, intentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId)).limit(1);
  return row;
}

/**
 * The admin's filters as SQL: status, creation day range (UTC), customer account, and a search
 * (order number, or a part of a name, e-mail or line, accents and case ignored through the
 * trigram index on `search_text`). Placed orders only, unless `awaiting-payment` asks for the
 * checkout attempts never paid (pending, or cancelled when they expired or a newer attempt
 * superseded them).
 */
function filterConditions(filter: OrderFilter): SQL[] {
  const c: SQL[] = [];
  if (filter.status === 'awaiting-payment') c.push(unpaid);
  else {
    c.push(placed);
    if (filter.status) c.push(eq(orders.status, filter.status));
  }
  if (filter.from) c.push(gte(orders.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) c.push(lt(orders.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
  if (filter.customer !== undefined) c.push(eq(orders.userId, filter.customer));
  const q = filter.q?.trim();
  if (q && isEmailAddress(q)) {
    // A whole address, as it was given at checkout or is the account's: looked up on their indexes.
    const email = q.toLowerCase();
    c.push(
      or(
        sql`lower(${orders.shippingDetails}->>'email') = ${email}`,
        sql`${orders.userId} = any(array(select ${users.id} from ${users} where lower(${users.email}) = ${email}))`,
      )!,
    );
  } else if (q) {
    const number = /^#?(\d{1,9})$/.exec(q);
    const text = foldedContains(orders.searchText, q);
    c.push(number ? or(eq(orders.id, Number(number[1])), text)! : text);
  }
  return c;
}

const adminColumns = { order: orders, accountName: users.fullName, accountEmail: users.email };

/**
 * `column = any($1)`, the ids sent as one array: Drizzle's `inArray` makes a parameter of each,
 * and building a query of a thousand parameters cost more than running it.
 */
const anyOf = (column: PgColumn, ids: readonly number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;

/** A timestamp as `Date.toISOString` writes it (UTC, milliseconds, `Z`), or null. */
const isoText = (column: PgColumn) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A page of the CSV export: the list's own order and cursor, only the columns the file shows, and
 * the accounts and lines of the page in one query each (a join per row cost more than the rows).
 */
export async function exportPage(db: Db, filter: OrderFilter, after: PageRequest['after'], limit: number) {
  const k = keyset(orderKeyset, { after, limit });
  const rows = await db
    .select({
      id: orders.id,
      cursorAt: k.cursorAt,
      // Timestamps as the CSV writes them (toISOString's form), made by PostgreSQL rather than a Date a row.
      createdAt: isoText(orders.createdAt),
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      userId: orders.userId,
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      totalCents: orders.totalCents,
      currency: orders.currency,
      paidAt: isoText(orders.paidAt),
      refundedAt: isoText(orders.refundedAt),
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      shippingName: sql<string>`${orders.shippingDetails}->>'fullName'`,
      shippingEmail: sql<string>`${orders.shippingDetails}->>'email'`,
      city: sql<string | null>`${orders.shippingDetails}->>'city'`,
      country: sql<string | null>`${orders.shippingDetails}->>'country'`,
      taxCents: orders.taxCents,
      taxRateBp: orders.taxRateBp,
      shippingMethod: orders.shippingMethodName,
      invoiceNumber: orders.invoiceNumber,
      discountCents: orders.discountCents,
      refundedCents: orders.refundedCents,
    })
    .from(orders)
    .where(and(...filterConditions(filter), k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  const page = pageOf(rows, { after, limit }, (r) => ({ at: r.cursorAt, id: r.id }));
  const ids = page.rows.map((r) => r.id);
  const accountIds = [...new Set(page.rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
  const [accounts, lines] = await Promise.all([
    accountIds.length
      ? db
          .select({ id: users.id, name: users.fullName, email: users.email })
          .from(users)
          .where(anyOf(users.id, accountIds))
      : [],
    ids.length
      ? db
          .select({
            orderId: orderLines.orderId,
            name: orderLines.name,
            quantity: orderLines.quantity,
            size: orderLines.size,
            isCustom: orderLines.isCustom,
            volume: orderLines.volume,
          })
          .from(orderLines)
          .where(anyOf(orderLines.orderId, ids))
          .orderBy(orderLines.id)
      : [],
  ]);
  return { ...page, accounts: new Map(accounts.map((a) => [a.id, a])), lines };
}

// ── Lists written by the database (docs/decisions/058-the-back-office-at-scale.md) ─────────────

/** Cents as `toMajor` makes them: the same double (`cents / 100`), written by PostgreSQL as JavaScript would. */
const major = (cents: PgColumn | SQL) => sql`(${cents})::float8 / 100`;
/** Basis points as `rateFraction` makes them (`0.2` for 20 %), or null. */
const fraction = (bp: PgColumn) => sql`(${bp})::float8 / 10000`;

/** An order's lines as `toOrderLine` writes them, oldest first. */
const linesJson = sql`(select coalesce(json_agg(json_build_object(
    'id', ${orderLines.id}, 'name', ${orderLines.name}, 'quantity', ${orderLines.quantity},
    'price', ${major(orderLines.unitPriceCents)}, 'perfumeId', ${orderLines.perfumeId},
    'isCustom', ${orderLines.isCustom}, 'customDetails', ${orderLines.customDetails}, 'size', ${orderLines.size},
    'tax', ${major(orderLines.taxCents)}, 'taxRate', ${fraction(orderLines.taxRateBp)},
    'refundedQuantity', ${orderLines.refundedQuantity}, 'volume', ${orderLines.volume}
  ) order by ${orderLines.id}), '[]'::json)
  from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

/**
 * An order's answer as `toOrder` writes it (present.ts), less what other features or this process
 * hold: `countryName` (the process's country names), `giftCard` (the gift cards feature) and
 * `adjustments` (the samples feature), which `spliceJson` adds. JSON text, never parsed here.
 */
const orderJsonFields = sql`
  'id', ${orders.id}, 'userId', ${orders.userId}, 'guestId', ${orders.guestId},
  'total', ${major(orders.totalCents)}, 'subtotal', ${major(orders.subtotalCents)},
  'discount', ${major(orders.discountCents)}, 'shipping', ${major(orders.shippingCents)},
  'tax', ${major(orders.taxCents)}, 'taxRate', ${fraction(orders.taxRateBp)},
  'shippingTax', ${major(orders.shippingTaxCents)}, 'shippingMethod', ${orders.shippingMethodName},
  'invoiceNumber', ${orders.invoiceNumber}, 'refunded', ${major(orders.refundedCents)},
  'currency', ${orders.currency}, 'status', ${orders.status}, 'paymentStatus', ${orders.paymentStatus},
  'isTestPayment', ${orders.isTestPayment}, 'createdAt', ${isoText(orders.createdAt)},
  'items', ${linesJson}, 'shippingDetails', ${orders.shippingDetails},
  'carrier', ${orders.carrier}, 'trackingNumber', ${orders.trackingNumber},
  'gift', case when ${orders.isGift} then json_build_object(
    'wrap', ${orders.giftWrapCents} > 0, 'wrapPrice', ${major(orders.giftWrapCents)},
    'wrapTax', ${major(orders.giftWrapTaxCents)}, 'message', ${orders.giftMessage}) end,
  'billingDetails', coalesce(${orders.billingDetails}, ${orders.shippingDetails})`;

/** The back office's fields beside the order's: its customer (`customerOf`), paid and refunded times. */
const adminJsonFields = sql`
  'customer', case when ${users.email} is not null
    then json_build_object('name', coalesce(${users.fullName}, ${orders.shippingDetails}->>'fullName'),
      'email', ${users.email}, 'kind', 'customer', 'userId', ${orders.userId})
    else json_build_object('name', ${orders.shippingDetails}->>'fullName',
      'email', ${orders.shippingDetails}->>'email', 'kind', 'guest', 'userId', ${orders.userId}) end,
  'paidAt', ${isoText(orders.paidAt)}, 'refundedAt', ${isoText(orders.refundedAt)}`;

/** A listed order written by the database: its JSON text and what the caller adds to it. */
export interface OrderJsonRow {
  id: number;
  /** The order's JSON object, as text. */
  json: string;
  /** What a gift card paid for it, when the caller asked (`giftCardPaid`); null: none. */
  giftCardCents: number | null;
  /** The shipping country as given (a code, or a name on older orders): `countryName` names it. */
  country: string;
}

/** `orderLineName` (domain/catalogue/sizes.ts) in SQL: "Rose de Minuit — 50 ml", "… — 2 ml sample", a custom line's name. */
const lineNameSql = sql`case
    when ${orderLines.size} = 'sample' then ${orderLines.name} || ' — ' || ${SAMPLE_ML}::int || ' ml sample'
    when ${orderLines.isCustom} or ${orderLines.volume} is null then ${orderLines.name}
    else ${orderLines.name} || ' — ' || ${orderLines.volume} || ' ml' end`;

/** `csvCell` (csv.ts) in SQL: quoted, quotes doubled, a cell a spreadsheet would run as a formula defused. */
const csvCellSql = (value: SQL) =>
  sql`'"' || replace(case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value}
    else coalesce(${value}, '') end, '"', '""') || '"'`;
/** `money` (csv.ts): cents as major units with two decimals (`12.50`), exact. */
const csvMoney = (cents: PgColumn | SQL) => sql`((${cents})::numeric / 100)::numeric(16, 2)::text`;
/** A field of the order's shipping details, as text. */
const shippingField = (field: 'fullName' | 'email' | 'city' | 'country') =>
  sql<string | null>`(${orders.shippingDetails}->>${sql.raw(`'${field}'`)})`;
/** A text the shop writes itself (a number, a status, a timestamp), quoted as it is. */
const quoted = (value: SQL | PgColumn) => sql`'"' || coalesce((${value})::text, '') || '"'`;

/**
 * A page of the CSV export written by the database (docs/decisions/058-the-back-office-at-scale.md):
 * each order's cells as `pageText` (csv.ts) writes them, in three runs around the country's cells,
 * which the process keeps (`countryCells`): from the order number to the city (with its comma), the
 * VAT cells (with theirs), and the shipping method's cell.
 */
export async function exportPageText(db: Db, filter: OrderFilter, after: PageRequest['after'], limit: number) {
  const k = keyset(orderKeyset, { after, limit });
  const account = sql`${users.email} is not null`;
  const rows = await db
    .select({
      id: orders.id,
      cursorAt: k.cursorAt,
      head: sql<string>`concat_ws(',',
        ${quoted(orders.id)}, ${quoted(isoText(orders.createdAt))}, ${quoted(orders.status)}, ${quoted(orders.paymentStatus)},
        ${csvCellSql(sql`case when ${account} then coalesce(${users.fullName}, ${shippingField('fullName')}) else ${shippingField('fullName')} end`)},
        ${csvCellSql(sql`case when ${account} then ${users.email} else ${shippingField('email')} end`)},
        case when ${account} then '"customer"' else '"guest"' end,
        ${csvCellSql(sql`(select string_agg(${orderLines.quantity} || ' × ' || ${lineNameSql}, '; ' order by ${orderLines.id})
          from ${orderLines} where ${orderLines.orderId} = ${orders.id})`)},
        ${quoted(csvMoney(orders.subtotalCents))}, ${quoted(csvMoney(orders.shippingCents))},
        ${quoted(csvMoney(orders.totalCents))}, ${quoted(orders.currency)},
        ${quoted(isoText(orders.paidAt))}, ${quoted(isoText(orders.refundedAt))},
        ${csvCellSql(sql`${orders.carrier}`)}, ${csvCellSql(sql`${orders.trackingNumber}`)},
        ${csvCellSql(shippingField('city'))}) || ','`,
      country: shippingField('country'),
      vat: sql<string>`case when ${orders.taxCents} is null or ${orders.taxRateBp} is null then '"","","",""'
        else concat_ws(',', ${quoted(csvMoney(sql`${orders.totalCents} - ${orders.taxCents}`))}, ${quoted(csvMoney(orders.taxCents))},
          ${quoted(csvMoney(orders.totalCents))}, ${quoted(sql`trim_scale(round(${orders.taxRateBp}::numeric / 100, 2))`)}) end || ','`,
      method: csvCellSql(sql`${orders.shippingMethodName}`),
      // The books (issue #43): the invoice's number, what came off, what refunds gave back.
      books: sql<string>`concat_ws(',', ${quoted(orders.invoiceNumber)}, ${quoted(csvMoney(orders.discountCents))},
        ${quoted(csvMoney(orders.refundedCents))})`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(...filterConditions(filter), k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  return pageOf(rows, { after, limit }, (r) => ({ at: r.cursorAt, id: r.id }));
}

/** A page of the admin's list, newest first, filtered, each order written as the back office's JSON by the database (with its account). */
/** A scalar subquery of another feature's, read in a list's own statement for each order (`orders.id`). */
export type PerOrderSql = (orderId: PgColumn) => SQL<number | null>;

export async function listOrdersFilteredJson(
  db: Db,
  filter: OrderFilter,
  page: PageRequest,
  giftCardPaid?: PerOrderSql,
): Promise<Page<OrderJsonRow & { cursorAt: string }> & { keptTotal?: number }> {
  const k = keyset(orderKeyset, page);
  // Unsearched, the total is the kept figures' sum, read by the same statement (one round trip the fewer).
  const kept = keptCount(filter);
  const rows = await db
    .select({
      id: orders.id,
      cursorAt: k.cursorAt,
      json: sql<string>`json_build_object(${orderJsonFields}, ${adminJsonFields})::text`,
      country: sql<string>`${orders.shippingDetails}->>'country'`,
      giftCardCents: giftCardPaid ? giftCardPaid(orders.id) : sql<null>`null`,
      keptTotal: kept ?? sql<null>`null`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(...filterConditions(filter), k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  const keptTotal = rows[0]?.keptTotal;
  return {
    ...pageOf<OrderJsonRow & { cursorAt: string }>(rows, page, (r) => ({ at: r.cursorAt, id: r.id })),
    ...(keptTotal === null || keptTotal === undefined ? {} : { keptTotal: Number(keptTotal) }),
  };
}

/** A page of the user's placed orders, newest first (an unpaid checkout attempt is not in their history), written as the shopper's JSON by the database. */
export async function listOrdersOfUserJson(db: Db, userId: number, page: PageRequest, giftCardPaid?: PerOrderSql) {
  const k = keyset(orderKeyset, page);
  const rows = await db
    .select({
      id: orders.id,
      cursorAt: k.cursorAt,
      json: sql<string>`json_build_object(${orderJsonFields})::text`,
      country: sql<string>`${orders.shippingDetails}->>'country'`,
      giftCardCents: giftCardPaid ? giftCardPaid(orders.id) : sql<null>`null`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), placed, k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  return pageOf<OrderJsonRow & { cursorAt: string }>(rows, page, (r) => ({ at: r.cursorAt, id: r.id }));
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

/** An order with the account behind it, as the back office reads it. */
export interface AdminOrderRow {
  order: OrderRow;
  accountName: string | null;
  accountEmail: string | null;
}

/**
 * How many orders the filter finds. Without a search it is read from the kept figures (per day
 * and status: a few thousand rows at most, whatever the orders); a customer's orders are counted
 * on their index; a search is counted up to a cap, then estimated.
 */
export async function countFiltered(db: Db, filter: OrderFilter): Promise<ListTotal> {
  const kept = keptCount(filter);
  if (!kept) {
    const query = db
      .select({ id: orders.id })
      .from(orders)
      .where(and(...filterConditions(filter)));
    return countOrEstimate(db, query.getSQL());
  }
  const result = await db.execute(sql`select ${kept} as n`);
  return { count: Number(rowsIn<{ n: number }>(result)[0]?.n ?? 0), estimated: false };
}

/** Whether the filter's total is the kept figures' (no search, no customer), else counted on the orders. */
export const countedFromFigures = (filter: OrderFilter): boolean => !filter.q?.trim() && filter.customer === undefined;

/**
 * The filter's total from the kept figures (a sum over a few thousand rows at most), as a scalar
 * subquery; undefined for a search or a customer's orders, which are counted on the orders.
 */
function keptCount(filter: OrderFilter): SQL<number> | undefined {
  if (!countedFromFigures(filter)) return undefined;
  const f = orderFigures;
  const c: SQL[] = [];
  if (filter.status === 'awaiting-payment') c.push(inStates(f.paymentStatus, UNPAID_PAYMENT_STATUSES));
  else {
    c.push(inStates(f.paymentStatus, PLACED_PAYMENT_STATUSES));
    if (filter.status) c.push(eq(f.status, filter.status));
  }
  if (filter.from) c.push(gte(f.day, filter.from));
  if (filter.to) c.push(lte(f.day, filter.to));
  return sql<number>`(select coalesce(sum(${f.orders}), 0)::int from ${f} where ${and(...c)})`;
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

export async function insertOrderKey(db: Db, orderId: number, keyHash: string): Promise<void> {
  await db.insert(orderKeys).values({ orderId, keyHash });
}

export async function orderKeyExists(db: Db, orderId: number, keyHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderKeys.id })
    .from(orderKeys)
    .where(and(eq(orderKeys.orderId, orderId), eq(orderKeys.keyHash, keyHash)))
    .limit(1);
  return row !== undefined;
}

/**
 * The dashboard's counts and sums, from the figures a trigger keeps per day and status (migration
 * 0006): a few thousand rows at most, however many orders there are.
 */
export async function orderCounts(db: Db) {
  const f = orderFigures;
  // Revenue is net of refunds: what paid orders, partly refunded ones included, kept.
  const isEarning = sql`${inStates(f.paymentStatus, PAID_PAYMENT_STATUSES)} and ${f.status} <> 'cancelled'`;
  const [row] = await db
    .select({
      totalOrders: sql<number>`coalesce(sum(${f.orders}) filter (where ${inStates(f.paymentStatus, PLACED_PAYMENT_STATUSES)}), 0)::int`,
      // Paid and not yet shipped: what needs the shop's attention.
      pendingOrders: sql<number>`coalesce(sum(${f.orders}) filter (where ${inStates(f.paymentStatus, PAID_PAYMENT_STATUSES)} and ${f.status} in ('pending', 'processing')), 0)::int`,
      awaitingPayment: sql<number>`coalesce(sum(${f.orders}) filter (where ${f.status} = 'pending' and ${inStates(f.paymentStatus, UNPAID_PAYMENT_STATUSES)}), 0)::int`,
      refundedOrders: sql<number>`coalesce(sum(${f.orders}) filter (where ${f.paymentStatus} = 'refunded'), 0)::int`,
      revenueCents: sql<number>`coalesce(sum(${f.totalCents} - ${f.refundedCents}) filter (where ${isEarning}), 0)::bigint`,
      paidOrders: sql<number>`coalesce(sum(${f.orders}) filter (where ${isEarning}), 0)::int`,
    })
    .from(f);
  return {
    totalOrders: row?.totalOrders ?? 0,
    pendingOrders: row?.pendingOrders ?? 0,
    awaitingPayment: row?.awaitingPayment ?? 0,
    refundedOrders: row?.refundedOrders ?? 0,
    revenueCents: Number(row?.revenueCents ?? 0),
    paidOrders: row?.paidOrders ?? 0,
  };
}

/**
 * Of the orders `candidates` names (the few that bought gift cards), how many are paid, still open
 * (pending or processing) and hold nothing but gift cards: orders that wait for a card's day, never
 * for the shop's attention (issue #43).
 */
export async function openCardOnlyCount(db: Db, candidates: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        sql`${orders.id} in ${candidates}`,
        inArray(orders.status, ['pending', 'processing']),
        inStates(orders.paymentStatus, PAID_PAYMENT_STATUSES),
        sql`not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id}
          and (${orderLines.customDetails}->>'type') is distinct from ${GIFT_CARD_LINE_TYPE})`,
      ),
    );
  return row?.count ?? 0;
}

export async function recentOrders(db: Db, limit: number) {
  return db
    .select({
      id: orders.id,
      totalCents: orders.totalCents,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(placed)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Paid revenue per calendar day (UTC) over the last `days` days, from the kept figures (a row a day); days without sales are absent. */
export async function revenueByDay(db: Db, days: number) {
  return db
    .select({
      day: sql<string>`to_char(${revenueDays.day}, 'YYYY-MM-DD')`,
      revenueCents: revenueDays.revenueCents,
      orders: revenueDays.orders,
    })
    .from(revenueDays)
    .where(
      and(sql`${revenueDays.day} >= (now() at time zone 'UTC')::date - ${days - 1}::int`, ne(revenueDays.orders, 0)),
    )
    .orderBy(revenueDays.day);
}

/** The cart lines an order was made from, with the quantities ordered. */
export async function orderedCartLines(db: Db, orderId: number): Promise<{ cartLineId: number; quantity: number }[]> {
  const rows = await db
    .select({ cartLineId: orderLines.cartLineId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.cartLineId)));
  return rows.map((r) => ({ cartLineId: r.cartLineId!, quantity: r.quantity }));
}

/** An order's status changes, oldest first. */
export async function statusChanges(
  db: Db,
  orderId: number,
): Promise<{ toStatus: string; note: string | null; createdAt: Date }[]> {
  return db
    .select({
      toStatus: orderStatusHistory.toStatus,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}

/** The owner's orders still waiting for their payment (pending, unpaid). */
function waitingOf(owner: { userId: number } | { guestId: string }): SQL {
  return and(
    'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.guestId, owner.guestId),
    eq(orders.status, 'pending'),
    inStates(orders.paymentStatus, UNPAID_PAYMENT_STATUSES),
  )!;
}

/** An owner's checkout attempts still waiting for their payment, locked for the caller's transaction. */
export async function lockLiveAttempts(db: Db, owner: { userId: number } | { guestId: string }): Promise<OrderRow[]> {
  return db.select().from(orders).where(waitingOf(owner)).orderBy(orders.id).for('update');
}

/** The owner's newest checkout attempt still waiting for its payment (one waits at a time: a newer one supersedes it). */
export async function newestWaiting(
  db: Db,
  owner: { userId: number } | { guestId: string },
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(waitingOf(owner)).orderBy(desc(orders.id)).limit(1);
  return row;
}

/**
 * Names the card payment that pays a waiting order, unless another payment is named already: answers
 * whether this one is (one statement, so two payments claiming the order at once never both win).
 */
export async function claimAttachedIntent(db: Db, orderId: number, intentId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ attachedIntentId: intentId })
    .where(
      and(eq(orders.id, orderId), or(sql`${orders.attachedIntentId} is null`, eq(orders.attachedIntentId, intentId))),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** An owner's waiting attempts that have a card payment attached (it may have gone through). */
export async function attemptsWithIntents(
  db: Db,
  owner: { userId: number } | { guestId: string },
): Promise<{ id: number; attachedIntentId: string }[]> {
  const rows = await db
    .select({ id: orders.id, attachedIntentId: orders.attachedIntentId })
    .from(orders)
    .where(and(waitingOf(owner), isNotNull(orders.attachedIntentId)));
  return rows.map((r) => ({ id: r.id, attachedIntentId: r.attachedIntentId! }));
}

/** What an address has placed in the last `windowMs`, and how many of its orders still wait for a payment. */
export async function activityOf(db: Db, ip: string, windowMs: number, unpaidWindowMs: number) {
  const [row] = await db
    .select({
      placed: sql<number>`(count(*) filter (where ${orders.createdAt} >= now() - make_interval(secs => ${windowMs / 1000})))::int`,
      oldestPlaced: sql<
        Date | string | null
      >`min(${orders.createdAt}) filter (where ${orders.createdAt} >= now() - make_interval(secs => ${windowMs / 1000}))`,
      unpaid: sql<number>`(count(*) filter (where ${orders.status} = 'pending' and ${inStates(orders.paymentStatus, UNPAID_PAYMENT_STATUSES)}))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.placedFrom, ip),
        sql`${orders.createdAt} >= now() - make_interval(secs => ${Math.max(windowMs, unpaidWindowMs) / 1000})`,
      ),
    );
  const oldest = row?.oldestPlaced;
  return {
    placed: row?.placed ?? 0,
    oldestPlaced: oldest ? new Date(oldest) : null,
    unpaid: row?.unpaid ?? 0,
  };
}

/** The order's bottles held (until `until`, or for good when null) or let go. */
export async function setStockHold(db: Db, orderId: number, held: boolean, until: Date | null): Promise<void> {
  await db.update(orders).set({ stockHeld: held, stockHeldUntil: until }).where(eq(orders.id, orderId));
}

/** Unpaid orders whose short hold on their bottles has ended, locked (others' skipped). */
export async function lockEndedHolds(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        lt(orders.stockHeldUntil, now),
        eq(orders.stockHeld, true),
        inStates(orders.paymentStatus, UNPAID_PAYMENT_STATUSES),
      ),
    )
    .orderBy(orders.stockHeldUntil)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The card payment now attached to the unpaid order. */
export async function noteAttachedIntent(db: Db, orderId: number, intentId: string): Promise<void> {
  await db.update(orders).set({ attachedIntentId: intentId }).where(eq(orders.id, orderId));
}

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** The order's refunds that carry a credit note, oldest first: what its credit notes print. */
export function creditedRefunds(db: Db, orderId: number): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), isNotNull(orderRefunds.creditNoteNumber)))
    .orderBy(orderRefunds.id);
}
