import { and, asc, gt, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { GIFT_CARD_LINE_TYPE } from '../../../domain/cart/lines';
import type { VatDocumentAmounts } from '../../../domain/books/vat-report';
import type { Db } from '../../db/client';
import { orderLines, orderRefunds, orders } from '../schema';

/*
 * The books' queries (issue #43): the credit notes a page at a time, and a quarter's invoices and
 * credit notes summed per destination and VAT rate. A file of its own beside the orders' repo.ts:
 * the lint lets only files named repo.ts talk to the database.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A day range (YYYY-MM-DD, UTC, both days included) as the conditions on a timestamp. */
function dayRange(
  column: typeof orderRefunds.createdAt,
  range: { from?: string | undefined; to?: string | undefined },
) {
  const c: SQL[] = [];
  if (range.from) c.push(gte(column, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) c.push(lt(column, new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000)));
  return c;
}

/**
 * A page of the credit notes issued in the range, oldest first by id (a refund's id grows with its
 * date): each with its order, the invoice it credits, its amounts and the order's currency.
 */
export async function creditNotePage(
  db: Db,
  range: { from?: string | undefined; to?: string | undefined },
  afterId: number,
  limit: number,
) {
  return db
    .select({
      id: orderRefunds.id,
      number: orderRefunds.creditNoteNumber,
      createdAt: sql<string>`to_char(${orderRefunds.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      orderId: orderRefunds.orderId,
      invoiceNumber: orders.invoiceNumber,
      amountCents: orderRefunds.amountCents,
      taxCents: orderRefunds.taxCents,
      currency: orders.currency,
      countryCode: orders.countryCode,
    })
    .from(orderRefunds)
    .innerJoin(orders, sql`${orders.id} = ${orderRefunds.orderId}`)
    .where(
      and(
        isNotNull(orderRefunds.creditNoteNumber),
        gt(orderRefunds.id, afterId),
        ...dayRange(orderRefunds.createdAt, range),
      ),
    )
    .orderBy(asc(orderRefunds.id))
    .limit(limit);
}

interface SumRow {
  country: string;
  rate: number;
  currency: string;
  net: string | number | bigint;
  vat: string | number | bigint;
}

const amounts = (kind: VatDocumentAmounts['kind'], rows: SumRow[]): VatDocumentAmounts[] =>
  rows.map((r) => ({
    kind,
    country: r.country,
    rateBp: r.rate,
    currency: r.currency,
    netCents: Number(r.net),
    vatCents: Number(r.vat),
  }));

/**
 * A period's invoices (orders paid in it, numbered) and credit notes (refunds made in it, numbered),
 * summed per destination country, VAT rate and currency, in minor units: each line at its own rate, the discount,
 * the shipping and the gift wrap at the order's; a credit note's lines and shipping alike (what it
 * gave back, positive). Gift cards are vouchers, outside VAT (decision 059): their lines
 * are left out. Orders placed before VAT and the destination were recorded have nothing to declare
 * from and are left out too. Read through the indexes on the documents' dates (db/online-indexes.ts).
 */
export async function vatAmounts(db: Db, fromDate: Date, toDate: Date): Promise<VatDocumentAmounts[]> {
  const from = sql`${fromDate.toISOString()}::timestamptz`;
  const to = sql`${toDate.toISOString()}::timestamptz`;
  const invoiced = sql`${orders.invoiceNumber} is not null and ${orders.paidAt} >= ${from} and ${orders.paidAt} < ${to}
    and ${orders.taxRateBp} is not null and ${orders.countryCode} is not null`;
  const notGiftCard = (details: SQL) => sql`(${details}->>'type') is distinct from ${GIFT_CARD_LINE_TYPE}`;
  const [lines, charges, creditedLines, creditedShipping] = await Promise.all([
    db.execute(sql`
      select ${orders.countryCode} as country, ${orderLines.taxRateBp} as rate, ${orders.currency} as currency,
        sum(${orderLines.netCents})::bigint as net, sum(${orderLines.taxCents})::bigint as vat
      from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
      where ${invoiced} and ${orderLines.taxRateBp} is not null and ${orderLines.netCents} is not null
        and ${notGiftCard(sql`${orderLines.customDetails}`)}
      group by 1, 2, 3`),
    // The discount (a negative gross, its VAT negative), the shipping and the gift wrap, at the order's rate.
    db.execute(sql`
      select ${orders.countryCode} as country, ${orders.taxRateBp} as rate, ${orders.currency} as currency,
        sum(- ${orders.discountCents} - coalesce(${orders.discountTaxCents}, 0)
          + ${orders.shippingCents} - coalesce(${orders.shippingTaxCents}, 0)
          + ${orders.giftWrapCents} - coalesce(${orders.giftWrapTaxCents}, 0))::bigint as net,
        sum(coalesce(${orders.discountTaxCents}, 0) + coalesce(${orders.shippingTaxCents}, 0)
          + coalesce(${orders.giftWrapTaxCents}, 0))::bigint as vat
      from ${orders}
      where ${invoiced}
      group by 1, 2, 3`),
    // A credit note's rows: its lines' bottles (net = gross − VAT, as it prints them) and, on the last, the discount (negative).
    db.execute(sql`
      select ${orders.countryCode} as country, l."rateBp" as rate, ${orders.currency} as currency,
        sum(l."grossCents" - l."taxCents")::bigint as net, sum(l."taxCents")::bigint as vat
      from ${orderRefunds} join ${orders} on ${orders.id} = ${orderRefunds.orderId}
        cross join lateral jsonb_to_recordset(${orderRefunds.lines})
          as l("lineId" int, "grossCents" int, "taxCents" int, "rateBp" int)
      where ${orderRefunds.creditNoteNumber} is not null
        and ${orderRefunds.createdAt} >= ${from} and ${orderRefunds.createdAt} < ${to}
        and ${orders.countryCode} is not null and l."rateBp" is not null and l."taxCents" is not null
        and not exists (select 1 from ${orderLines} where ${orderLines.id} = l."lineId"
          and not ${notGiftCard(sql`${orderLines.customDetails}`)})
      group by 1, 2, 3`),
    db.execute(sql`
      select ${orders.countryCode} as country, ${orders.taxRateBp} as rate, ${orders.currency} as currency,
        sum(${orderRefunds.shippingCents} - ${orderRefunds.shippingTaxCents})::bigint as net,
        sum(${orderRefunds.shippingTaxCents})::bigint as vat
      from ${orderRefunds} join ${orders} on ${orders.id} = ${orderRefunds.orderId}
      where ${orderRefunds.creditNoteNumber} is not null
        and ${orderRefunds.createdAt} >= ${from} and ${orderRefunds.createdAt} < ${to}
        and ${orders.countryCode} is not null and ${orders.taxRateBp} is not null
        and ${orderRefunds.shippingCents} <> 0
      group by 1, 2, 3`),
  ]);
  return [
    ...amounts('invoice', rowsOf<SumRow>(lines)),
    ...amounts('invoice', rowsOf<SumRow>(charges)),
    ...amounts('credit-note', rowsOf<SumRow>(creditedLines)),
    ...amounts('credit-note', rowsOf<SumRow>(creditedShipping)),
  ].filter((a) => a.netCents !== 0 || a.vatCents !== 0);
}
