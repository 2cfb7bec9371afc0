import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OrderFilter } from '../../../domain/orders/admin-schemas';
import { SAMPLE_ML } from '../../../domain/samples/samples';
import type { Cursor } from '../../../domain/shared/paging';
import type { Db } from '../../db/client';
import { boundPage, keyset, literalLimit } from '../../db/keyset';
import { currencyScaleOf } from '../../db/money';
import { type Bind, Bound, shapedRead, shapeOf, unbound } from '../../db/shaped';
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

const rangeOf = (range: ExportRange, bind: Bind = unbound) => {
  const cursor = (c: Cursor | undefined) => c && { at: bind(c.at), id: bind(c.id) };
  const after = cursor(range.after);
  const through = cursor(range.through);
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
  const bound = new Bound();
  const bp = boundPage({ after, limit: size }, bound.value);
  const k = keyset(orderKeyset, bp.page);
  const where = and(...filterConditions(filter, 'indexed', false, bound.value), k.where);
  const [row] = await shapedRead(
    db,
    shapeOf([where], ['orders csv page end', bp.shape]),
    bound,
    () =>
      db
        .select({ id: orders.id, cursorAt: k.cursorAt })
        .from(orders)
        .where(where)
        .orderBy(...k.orderBy)
        .offset(literalLimit(size - 1))
        .limit(literalLimit(1)),
    { planEachRun: true },
  );
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
    when ${orderLines.size} = 'sample' then ${orderLines.name} || ' — ' || ${sql.raw(String(Math.trunc(SAMPLE_ML)))} || ' ml sample'
    when ${orderLines.isCustom} or ${orderLines.volume} is null then ${orderLines.name}
    else ${orderLines.name} || ' — ' || ${orderLines.volume} || ' ml' end`;

/**
 * A cell's parts, concatenated by one `concat` (no `||` chain: one copy of the line, not one a part): a string is
 * written as a literal of the statement (the cells' own quotes and commas), anything else is an expression of the
 * page's row, a null written as nothing.
 */
type Part = string | Value;
/** An expression of the page's row: a column of the page's orders (`pageOrders`), or one written from them. */
type Value = SQL | PgColumn | SQL.Aliased;

/** The line's parts as one `concat`, adjacent literals joined. */
function concatOf(parts: readonly Part[]): SQL<string> {
  const joined: Part[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (typeof part === 'string' && typeof last === 'string') joined[joined.length - 1] = last + part;
    else joined.push(part);
  }
  return sql<string>`concat(${sql.join(
    joined.map((part) => (typeof part === 'string' ? literal(part) : sql`${part}`)),
    sql`, `,
  )})`;
}

/** A constant of this file (quotes, commas, a kind) as a literal of the statement. */
function literal(text: string): SQL {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not a printable constant: ${JSON.stringify(text)}`);
  return sql.raw(`'${text.replace(/'/g, "''")}'`);
}

/** A text the shop writes itself (a number, a status, a timestamp), quoted as it is (null: `""`). */
const shopCell = (value: Value): Part[] => ['"', value, '"'];
/** `csvCell` (csv.ts) in SQL: quoted, quotes doubled, a cell a spreadsheet would run as a formula defused. */
const personCell = (value: Value): Part[] => [
  '"',
  sql`replace(case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value} else ${value} end, '"', '""')`,
  '"',
];
/** `csvCell` of a text that never starts as a formula would (the items: each begins with its quantity). */
const textCell = (value: Value): Part[] => ['"', sql`replace(${value}, '"', '""')`, '"'];
/** Cells, comma between. */
const cells = (...each: Part[][]): Part[] => each.flatMap((cell, i) => (i === 0 ? cell : [',', ...cell]));

/** A field of the order's shipping details, as text. */
const shippingField = (field: 'fullName' | 'email' | 'city' | 'country') =>
  sql<string | null>`(${orders.shippingDetails}->>${sql.raw(`'${field}'`)})`;

/**
 * The page's orders with what their cells are written from, each value read once for its row (a value a cell reads
 * twice, the customer's name or the currency's scale, would be computed twice: `offset 0` keeps the planner from
 * folding the subquery into the cells).
 */
function pageOrders(db: Db, where: SQL | undefined, orderBy: SQL[]) {
  const account = sql`${users.email} is not null`;
  const scale = currencyScaleOf(orders.currency);
  return db
    .select({
      at: orders.createdAt,
      id: orders.id,
      created: isoText(orders.createdAt).as('created'),
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      account: sql<boolean>`${account}`.as('account'),
      name: sql<
        string | null
      >`case when ${account} then coalesce(${users.fullName}, ${shippingField('fullName')}) else ${shippingField('fullName')} end`.as(
        'name',
      ),
      email: sql<string | null>`case when ${account} then ${users.email} else ${shippingField('email')} end`.as(
        'email',
      ),
      items: sql<
        string | null
      >`(select string_agg(${orderLines.quantity} || ' × ' || ${lineNameSql}, '; ' order by ${orderLines.id})
        from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.as('items'),
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      taxRateBp: orders.taxRateBp,
      discountCents: orders.discountCents,
      refundedCents: orders.refundedCents,
      currency: orders.currency,
      per: sql<number>`${scale.per}`.as('per'),
      exponent: sql<number>`${scale.exponent}`.as('exponent'),
      paid: isoText(orders.paidAt).as('paid'),
      refunded: isoText(orders.refundedAt).as('refunded'),
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      city: shippingField('city').as('city'),
      country: sql<string>`coalesce(${shippingField('country')}, '')`.as('country'),
      method: orders.shippingMethodName,
      invoiceNumber: orders.invoiceNumber,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(...orderBy)
    .offset(literalLimit(0))
    .as('o');
}

type PageOrders = ReturnType<typeof pageOrders>;

/**
 * Each order's line in three runs around the country's cells, which the process writes from what the order stored
 * (`countryCells` in csv.ts): from the order number to the city (with its comma), the VAT cells, and the rest (the
 * shipping method's cell and the books': the invoice's number, what came off, what refunds gave back).
 */
function lineRuns(o: PageOrders) {
  const money = (minor: Value) => shopCell(sql`round((${minor})::numeric / ${o.per}, ${o.exponent})`);
  const head = [
    ...cells(
      shopCell(o.id),
      shopCell(o.created),
      shopCell(o.status),
      shopCell(o.paymentStatus),
      personCell(o.name),
      personCell(o.email),
      [sql`case when ${o.account} then '"customer"' else '"guest"' end`],
      textCell(o.items),
      money(o.subtotalCents),
      money(o.shippingCents),
      money(o.totalCents),
      shopCell(o.currency),
      shopCell(o.paid),
      shopCell(o.refunded),
      personCell(o.carrier),
      personCell(o.trackingNumber),
      personCell(o.city),
    ),
    ',',
  ];
  const vat = sql`case when ${o.taxCents} is null or ${o.taxRateBp} is null then '"","","",""' else ${concatOf(
    cells(
      money(sql`${o.totalCents} - ${o.taxCents}`),
      money(o.taxCents),
      money(o.totalCents),
      shopCell(sql`trim_scale(round(${o.taxRateBp}::numeric / 100, 2))`),
    ),
  )} end`;
  const rest = cells(personCell(o.method), shopCell(o.invoiceNumber), money(o.discountCents), money(o.refundedCents));
  return { head, vat, rest };
}

/**
 * Where an order's two country cells go in a line the database writes whole (`exportPageText`): the country as the order
 * stored it, after chr(1) and before chr(2) for its name's cell, chr(3) for its code's. Text a person sends cannot hold
 * these characters (http/plain-text.ts refuses control characters); a page with a line holding one all the same (a row
 * an import wrote by SQL) holds other marks than its lines' four each, and the process reads it again a line at a time
 * in runs around the country (`exportPageLines`).
 */
export const COUNTRY_MARK = { start: '\u0001', name: '\u0002', code: '\u0003' } as const;

/**
 * A read of a page's orders (`pageOrders`, newest first), each row written by `write` from the order's line's runs
 * (`lineRuns`); built once per shape and planned for each page's range (a generic plan, blind to a page's thousand
 * orders, read them by a bitmap and sorted them: 40–53 ms against 13).
 */
function readPage<TRow>(
  db: Db,
  filter: OrderFilter,
  range: ExportRange,
  way: string,
  write: (o: PageOrders, runs: ReturnType<typeof lineRuns>) => Record<string, Value>,
) {
  const bound = new Bound();
  const r = rangeOf(range, bound.value);
  const where = and(...filterConditions(filter, 'indexed', false, bound.value), ...r.where);
  return shapedRead(
    db,
    shapeOf([where], [way]),
    bound,
    () => {
      const o = pageOrders(db, where, r.orderBy);
      return db
        .select(write(o, lineRuns(o)))
        .from(o)
        .orderBy(sql`${o.at} desc`, sql`${o.id} desc`);
    },
    { planEachRun: true },
  ) as Promise<TRow[]>;
}

/**
 * A page of the CSV export written by the database (docs/decisions/058-the-back-office-at-scale.md): each order's
 * line as `pageText` (csv.ts) writes it, its country marked where its cells go (`COUNTRY_MARK`). One column, not a
 * column a run: the process's reading of a row costs more by its columns than by its bytes.
 */
export async function exportPageText(db: Db, filter: OrderFilter, range: ExportRange): Promise<string[]> {
  const char = (c: string) => sql`chr(${sql.raw(String(c.charCodeAt(0)))})`;
  const { start, name, code } = COUNTRY_MARK;
  const rows = await readPage<{ line: string }>(db, filter, range, 'orders csv page', (o, { head, vat, rest }) => {
    const mark = (end: string) => [char(start), o.country, char(end)];
    return {
      line: concatOf([...head, ...mark(name), ',', vat, ',', ...mark(code), ',', ...rest, sql`chr(13) || chr(10)`]),
    };
  });
  return rows.map((r) => r.line);
}

/**
 * A page of the CSV export written by the database a line an order, in three runs around the country: for a page whose
 * text holds a mark's character (`COUNTRY_MARK`).
 */
export function exportPageLines(db: Db, filter: OrderFilter, range: ExportRange) {
  return readPage<{ head: string; country: string; vat: string; rest: string }>(
    db,
    filter,
    range,
    'orders csv lines',
    (o, { head, vat, rest }) => ({ head: concatOf(head), country: o.country, vat, rest: concatOf(rest) }),
  );
}
