import { Readable } from 'node:stream';
import { orderLineName } from '../../domain/catalogue/sizes';
import type { OrderFilter } from '../../domain/orders/admin-schemas';
import { exponentOf, toMajorIn } from '../../domain/currency/currency';
import type { Cursor } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import { countryCode, countryName } from '../shipping/countries';
import { customerOf } from './present';
import { COUNTRY_MARK, exportPage, exportPageEnd, exportPageLines, exportPageText, type ExportRange } from './csv/repo';

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
  // What the order was charged, VAT shown (empty for orders placed before VAT was recorded): gross = total.
  'net',
  'vat',
  'gross',
  'vat_rate_percent',
  'country_code',
  'shipping_method',
  // The books (issue #43): the invoice's number (empty before payment), what came off the order
  // (discount codes, sample credits), what its refunds gave back so far.
  'invoice_number',
  'discount',
  'refunded',
] as const;

/**
 * One CSV cell (RFC 4180), always quoted: a spreadsheet splitting the line on another separator than
 * the file's (`;` in much of Europe) keeps `Jean;=1+1` in one cell, since the `;` stands inside quotes.
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, return) is also prefixed with a quote
 * mark, so an order's text can never run in a staff member's spreadsheet.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

type ExportPage = Awaited<ReturnType<typeof exportPage>>;
type PageLines = Awaited<ReturnType<typeof exportPageLines>>;

const { start, name, code } = COUNTRY_MARK;

/**
 * A page the database wrote (repo.ts `exportPageText`) with its countries' cells, which this process keeps; undefined
 * when a text of the page's orders holds a mark's character: a line holds other marks than its country's four.
 * Read with `indexOf` and sent as bytes, a line at a time: a regular expression over the page's text cost more than
 * the database's writing of it, and one string of the page's lines, turned into the bytes sent, 3.7 ms a page against
 * 1.1 for its lines' bytes one by one (Node.js 20).
 */
function withCountries(lines: string[]): Buffer | undefined {
  const bytes: Buffer[] = [];
  for (const line of lines) {
    const nameAt = line.indexOf(start);
    const nameEnd = line.indexOf(name);
    const codeAt = line.indexOf(start, nameAt + 1);
    const codeEnd = line.indexOf(code);
    const marked =
      nameAt !== -1 &&
      nameAt < nameEnd &&
      nameEnd < codeAt &&
      codeAt < codeEnd &&
      line.indexOf(start, codeAt + 1) === -1 &&
      line.indexOf(name, nameEnd + 1) === -1 &&
      line.indexOf(code, codeEnd + 1) === -1;
    if (!marked) return undefined;
    const cells = countryCells(line.slice(nameAt + 1, nameEnd));
    bytes.push(
      Buffer.from(
        line.slice(0, nameAt) + cells[0] + line.slice(nameEnd + 1, codeAt) + cells[1] + line.slice(codeEnd + 1),
      ),
    );
  }
  return Buffer.concat(bytes);
}

/** A page the database wrote a line an order (repo.ts `exportPageLines`), with the country's cells this process keeps. */
function linesText(rows: PageLines): Buffer {
  let text = '';
  for (const r of rows) {
    const country = countryCells(r.country);
    text += `${r.head}${country[0]},${r.vat},${country[1]},${r.rest}\r\n`;
  }
  return Buffer.from(text);
}

/**
 * The page's rows as CSV lines: its customers by the list's own rule (customerOf), money in major
 * units. The reference the database's text is checked against in tests.
 */
function pageText(page: ExportPage): string {
  const items = new Map<number, string[]>();
  for (const line of page.lines) {
    const list = items.get(line.orderId) ?? [];
    list.push(`${line.quantity} × ${orderLineName(line)}`);
    items.set(line.orderId, list);
  }
  let text = '';
  for (const o of page.rows) {
    const customer = customerOf(o, o.userId === null ? undefined : page.accounts.get(o.userId));
    const country = countryCells(o.country ?? '');
    // Numbers, statuses and timestamps the shop writes itself are quoted as they are; text a
    // person wrote goes through csvCell.
    text +=
      `"${o.id}","${o.createdAt}","${o.status}","${o.paymentStatus}",${csvCell(customer.name)},` +
      `${csvCell(customer.email)},"${customer.kind}",${csvCell((items.get(o.id) ?? []).join('; '))},` +
      `"${money(o.subtotalCents, o.currency)}","${money(o.shippingCents, o.currency)}","${money(o.totalCents, o.currency)}","${o.currency}",` +
      `"${o.paidAt ?? ''}","${o.refundedAt ?? ''}",${csvCell(o.carrier)},${csvCell(o.trackingNumber)},` +
      `${csvCell(o.city)},${country[0]},${vatCells(o)},${country[1]},${csvCell(o.shippingMethod)},` +
      `"${o.invoiceNumber ?? ''}","${money(o.discountCents, o.currency)}","${money(o.refundedCents, o.currency)}"\r\n`;
  }
  return text;
}

/** Minor units as major units with the currency's decimals (`12.50`, `1800` for yen), exact. */
const money = (minor: number, currency: string) => toMajorIn(minor, currency).toFixed(exponentOf(currency));

/**
 * The country's name and code cells, from what the order stored (a code, or a name older orders kept; empty: none). A
 * shop ships to a few dozen countries: each is looked up once (a name's code is a search of every country's names,
 * which cost more than the rest of the row), then kept.
 */
const countries = new Map<string, readonly [name: string, code: string]>();
const NO_COUNTRY = ['""', '""'] as const;
function countryCells(country: string): readonly [string, string] {
  if (country === '') return NO_COUNTRY;
  let cells = countries.get(country);
  if (!cells) {
    cells = [csvCell(countryName(country)), csvCell(countryCode(country) ?? '')];
    // Bounded: the orders hold the shop's few countries, but what a store holds is not trusted to stay few.
    if (countries.size < 1000) countries.set(country, cells);
  }
  return cells;
}

/** Net, VAT, gross and the rate in percent (`20`, `5.5`), as the order stored them; empty before VAT was recorded. */
function vatCells(o: ExportPage['rows'][number]): string {
  if (o.taxCents === null || o.taxRateBp === null) return '"","","",""';
  return `"${money(o.totalCents - o.taxCents, o.currency)}","${money(o.taxCents, o.currency)}","${money(o.totalCents, o.currency)}","${Number((o.taxRateBp / 100).toFixed(2))}"`;
}

/** Pages read at once, each on its own connection: the database writes one page's cells on one core. */
const PAGES_AHEAD = 3;

/**
 * The export, a page of orders at a time (newest first, by the list's own cursor): each page's end is found
 * first along the list's index (its thousandth order, no cell written), so the next pages are written by the
 * database while this one is sent, PAGES_AHEAD at most. Each page reads an index range, never an offset into
 * the list, and at most PAGES_AHEAD are held, however many orders there are; the next is asked for only as
 * the download takes the last (back-pressure: `Readable.from` pulls when its reader does).
 */
async function* ordersCsv(pages: {
  endOf: (after: Cursor | undefined) => Promise<Cursor | undefined>;
  text: (range: ExportRange) => Promise<Buffer>;
}): AsyncGenerator<string | Buffer> {
  yield `${COLUMNS.map(csvCell).join(',')}\r\n`;
  const ahead: Promise<Buffer>[] = [];
  let after: Cursor | undefined;
  let last = false;
  const readNext = async () => {
    const through = await pages.endOf(after);
    const text = pages.text({ after, through });
    // A download a staff member stops leaves the reads ahead unawaited: their failure is no one's to hear.
    text.catch(() => undefined);
    ahead.push(text);
    if (through) after = through;
    else last = true;
  };
  while (!last && ahead.length < PAGES_AHEAD) await readNext();
  for (let text = ahead.shift(); text; text = ahead.shift()) {
    const current = await text;
    if (!last) await readNext();
    if (current.length > 0) yield current;
  }
}

/** What OrderExport is built from (services.ts gives each by name). */
export interface OrderExportDeps {
  db: Db;
  /** Tests: each page the database writes is checked against `pageText`'s of the same orders. */
  checkWrittenPages: boolean;
}

/** The back office's CSV export of the orders. */
export class OrderExport {
  private readonly db: Db;
  private readonly checkWrittenPages: boolean;

  constructor({ db, checkWrittenPages }: OrderExportDeps) {
    this.db = db;
    this.checkWrittenPages = checkWrittenPages;
  }

  /** The filtered orders as CSV, read a page at a time while it is sent. */
  csv(filter: OrderFilter): Readable {
    return Readable.from(
      ordersCsv({
        endOf: (after) => exportPageEnd(this.db, filter, after, PAGE),
        text: (range) => this.page(filter, range),
      }),
    );
  }

  /**
   * A page of the export as the database writes it; in tests the same page read again through
   * `exportPage` and written by `pageText` must be the same text (read twice more when it is not, as
   * an order may change between the reads).
   */
  private async page(filter: OrderFilter, range: ExportRange): Promise<Buffer> {
    for (let attempt = 1; ; attempt++) {
      const text =
        withCountries(await exportPageText(this.db, filter, range)) ??
        linesText(await exportPageLines(this.db, filter, range));
      if (!this.checkWrittenPages) return text;
      const expected = pageText(await exportPage(this.db, filter, range));
      const written = text.toString('utf8');
      if (written === expected) return text;
      if (attempt === 3) {
        const at = [...written].findIndex((c, i) => c !== expected[i]);
        throw new Error(
          `The database wrote a CSV page unlike its reference at ${at}: ${JSON.stringify(written.slice(Math.max(0, at - 80), at + 80))} where the reference is ${JSON.stringify(expected.slice(Math.max(0, at - 80), at + 80))}`,
        );
      }
    }
  }
}
