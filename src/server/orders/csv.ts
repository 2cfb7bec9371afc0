import { Readable } from 'node:stream';
import type { AdminOrderSummary, OrderFilter } from '../../domain/orders/admin-schemas';
import type { Cursor } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import { toAdminSummary } from './present';
import { linesFor, listOrdersFiltered } from './repo';

/** Orders read per query: large enough that the queries' own cost is small beside the rows'. */
const PAGE = 1000;

const COLUMNS = [
  'order',
  'created_at',
  'status',
  'payment_status',
  'customer',
  'email',
  'customer_kind',
  'items',
  'subtotal',
  'shipping',
  'total',
  'currency',
  'paid_at',
  'refunded_at',
  'carrier',
  'tracking_number',
  'city',
  'country',
] as const;

/**
 * One CSV cell (RFC 4180), always quoted: a spreadsheet splitting the line on another separator than
 * the file's (`;` in much of Europe) keeps `Jean;=1+1` in one cell, since the `;` stands inside quotes.
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, return) is also prefixed with a quote
 * mark, so an order's text can never run in the admin's spreadsheet.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

function row(o: AdminOrderSummary): string {
  const items = o.items.map((i) => `${i.quantity} × ${i.name}`).join('; ');
  return [
    o.id,
    o.createdAt,
    o.status,
    o.paymentStatus,
    o.customer.name,
    o.customer.email,
    o.customer.kind,
    items,
    o.subtotal.toFixed(2),
    o.shipping.toFixed(2),
    o.total.toFixed(2),
    o.currency,
    o.paidAt,
    o.refundedAt,
    o.carrier,
    o.trackingNumber,
    o.shippingDetails.city,
    o.shippingDetails.country,
  ]
    .map(csvCell)
    .join(',');
}

/**
 * The export, a page of orders at a time (newest first, by the list's own cursor): only one page
 * is ever held, however many orders there are, and each page reads an index range, never an offset.
 */
async function* ordersCsv(
  page: (after: Cursor | undefined) => Promise<{ rows: AdminOrderSummary[]; next?: Cursor }>,
): AsyncGenerator<string> {
  yield `${COLUMNS.map(csvCell).join(',')}\r\n`;
  let after: Cursor | undefined;
  do {
    const orders = await page(after);
    if (orders.rows.length) yield orders.rows.map((o) => `${row(o)}\r\n`).join('');
    after = orders.next;
  } while (after);
}

/** The back office's CSV export of the orders. */
export class OrderExport {
  constructor(private readonly db: Db) {}

  /** The filtered orders as CSV, read a page at a time while it is sent. */
  csv(filter: OrderFilter): Readable {
    const db = this.db;
    return Readable.from(
      ordersCsv(async (after) => {
        const page = await listOrdersFiltered(db, filter, { after, limit: PAGE });
        const lines = await linesFor(
          db,
          page.rows.map((r) => r.order.id),
        );
        return { next: page.next, rows: page.rows.map((r) => toAdminSummary(r, lines.get(r.order.id) ?? [])) };
      }),
    );
  }
}
