import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OrderFilter } from '../../../domain/orders/admin-schemas';
import { SAMPLE_ML } from '../../../domain/samples/samples';
import type { Cursor } from '../../../domain/shared/paging';
import type { Db } from '../../db/client';
import { keyset } from '../../db/keyset';
import { type CurrencyScale, inCurrencyOf } from '../../db/money';
import { users } from '../../users/schema';
import { filterConditions, orderKeyset } from '../filtering/repo';
import { anyOf } from '../../db/sql-lists';
import { isoText } from '../repo';
import { orderLines, orders } from '../schema';

/** The back office's CSV export of the orders its filters find, a page at a time. */

/**
 * A page of the export: the orders past `after` (newest first) up to and including `through`, or all the rest
 * when `through` is absent (the last page). Bounded at both ends, pages read at the same time on several
 * connections hold every order once, whatever changes meanwhile.
 */
export interface ExportRange {
  after: Cursor | undefined;
  through: Cursor | undefined;
}

const rangeOf = ({ after, through }: ExportRange) => {
  const k = keyset(orderKeyset, { after, limit: 0 });
  // The plain bounds on `created_at` beside the row comparisons let the planner see a page's thousand rows
  // (it cannot estimate a row comparison, guessed tens of thousands, and joined the accounts by hash: every
  // account read for every page).
  const within = [
    after ? sql`${orders.createdAt} <= ${after.at}::timestamptz` : undefined,
    through ? sql`${orders.createdAt} >= ${through.at}::timestamptz` : undefined,
  ];
  const upTo = through
    ? sql`(${orders.createdAt}, ${orders.id}) >= (${through.at}::timestamptz, ${through.id})`
    : undefined;
  return { cursorAt: k.cursorAt, where: [k.where, upTo, ...within], orderBy: k.orderBy };
};

/**
 * Where the page past `after` ends: the cursor of its `size`th order, read along the list's index (no cell
 * written); undefined when fewer follow (the page past `after` is the last).
 */
export async function exportPageEnd(
  db: Db,
  filter: OrderFilter,
  after: Cursor | undefined,
  size: number,
): Promise<Cursor | undefined> {
  const k = keyset(orderKeyset, { after, limit: size });
  const [row] = await db
    .select({ id: orders.id, cursorAt: k.cursorAt })
    .from(orders)
    .where(and(...filterConditions(filter), k.where))
    .orderBy(...k.orderBy)
    .offset(size - 1)
    .limit(1);
  return row && { at: row.cursorAt, id: row.id };
}

/**
 * A page of the CSV export: the list's own order and cursor, only the columns the file shows, and
 * the accounts and lines of the page in one query each (a join per row cost more than the rows).
 */
export async function exportPage(db: Db, filter: OrderFilter, range: ExportRange) {
  const k = rangeOf(range);
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
    .where(and(...filterConditions(filter), ...k.where))
    .orderBy(...k.orderBy);
  const ids = rows.map((r) => r.id);
  const accountIds = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
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
  return { rows, accounts: new Map(accounts.map((a) => [a.id, a])), lines };
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
/**
 * `money` (csv.ts): minor units as major units with the order's currency's decimals (`12.50`, `1800` for yen), exact;
 * `scale`: the order's currency's, computed once for the cells that use it (`inCurrencyOf`).
 */
const csvMoney = (minor: PgColumn | SQL, scale: CurrencyScale) =>
  sql`round((${minor})::numeric / ${scale.per}, ${scale.exponent})::text`;
/** A field of the order's shipping details, as text. */
const shippingField = (field: 'fullName' | 'email' | 'city' | 'country') =>
  sql<string | null>`(${orders.shippingDetails}->>${sql.raw(`'${field}'`)})`;
/**
 * `csvCell` of a text that never starts as a formula would (the items: each begins with its quantity), its
 * value read once: `csvCellSql` reads it twice, and for the items that is their subquery run twice a row.
 */
const quotedText = (value: SQL) => sql`'"' || replace(coalesce(${value}, ''), '"', '""') || '"'`;
/** A text the shop writes itself (a number, a status, a timestamp), quoted as it is. */
const quoted = (value: SQL | PgColumn) => sql`'"' || coalesce((${value})::text, '') || '"'`;

/**
 * A page of the CSV export written by the database (docs/decisions/058-the-back-office-at-scale.md):
 * each order's cells as `pageText` (csv.ts) writes them, in three runs around the country's cells,
 * which the process keeps (`countryCells`): from the order number to the city (with its comma), the
 * VAT cells (with theirs), and the rest (the shipping method's cell and the books'). Only those four
 * columns: Drizzle's mapping of each column of each row was a sixth of the process's time at seven.
 */
export async function exportPageText(db: Db, filter: OrderFilter, range: ExportRange) {
  const k = rangeOf(range);
  const account = sql`${users.email} is not null`;
  const rows = await db
    .select({
      head: sql<string>`${inCurrencyOf(
        orders.currency,
        (scale) => sql`concat_ws(',',
        ${quoted(orders.id)}, ${quoted(isoText(orders.createdAt))}, ${quoted(orders.status)}, ${quoted(orders.paymentStatus)},
        ${csvCellSql(sql`case when ${account} then coalesce(${users.fullName}, ${shippingField('fullName')}) else ${shippingField('fullName')} end`)},
        ${csvCellSql(sql`case when ${account} then ${users.email} else ${shippingField('email')} end`)},
        case when ${account} then '"customer"' else '"guest"' end,
        ${quotedText(sql`(select string_agg(${orderLines.quantity} || ' × ' || ${lineNameSql}, '; ' order by ${orderLines.id})
          from ${orderLines} where ${orderLines.orderId} = ${orders.id})`)},
        ${quoted(csvMoney(orders.subtotalCents, scale))}, ${quoted(csvMoney(orders.shippingCents, scale))},
        ${quoted(csvMoney(orders.totalCents, scale))}, ${quoted(orders.currency)},
        ${quoted(isoText(orders.paidAt))}, ${quoted(isoText(orders.refundedAt))},
        ${csvCellSql(sql`${orders.carrier}`)}, ${csvCellSql(sql`${orders.trackingNumber}`)},
        ${csvCellSql(shippingField('city'))})`,
      )} || ','`,
      country: shippingField('country'),
      vat: sql<string>`case when ${orders.taxCents} is null or ${orders.taxRateBp} is null then '"","","",""'
        else ${inCurrencyOf(
          orders.currency,
          (scale) => sql`concat_ws(',', ${quoted(csvMoney(sql`${orders.totalCents} - ${orders.taxCents}`, scale))},
            ${quoted(csvMoney(orders.taxCents, scale))}, ${quoted(csvMoney(orders.totalCents, scale))},
            ${quoted(sql`trim_scale(round(${orders.taxRateBp}::numeric / 100, 2))`)})`,
        )} end || ','`,
      // The shipping method's cell, then the books (issue #43): the invoice's number, what came off, what refunds
      // gave back.
      rest: sql<string>`${csvCellSql(sql`${orders.shippingMethodName}`)} || ',' || ${inCurrencyOf(
        orders.currency,
        (
          scale,
        ) => sql<string>`concat_ws(',', ${quoted(orders.invoiceNumber)}, ${quoted(csvMoney(orders.discountCents, scale))},
          ${quoted(csvMoney(orders.refundedCents, scale))})`,
      )}`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(...filterConditions(filter), ...k.where))
    .orderBy(...k.orderBy);
  return rows;
}
