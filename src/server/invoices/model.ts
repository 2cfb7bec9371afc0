import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { ShopSettings } from '../../domain/settings/schemas';
import type { Cents } from '../../domain/shared/money';
import { totalsOf } from '../../domain/tax/recorded';
import { formatRate, type TaxedAmount, totalsPerRate } from '../../domain/tax/vat';
import { formatAddress } from '../../domain/addresses/address';
import { en as words } from './words/en';

/*
 * What a document prints, as text in its places (decision 059): built from the order's
 * stored snapshot and the house's details, never from current rates. pdf.ts draws it.
 */

interface Column {
  label: string;
  /** Its share of the page's width. */
  width: number;
  align: 'left' | 'right';
}

export interface Table {
  columns: Column[];
  rows: string[][];
}

export interface DocumentModel {
  /** "Invoice", "Credit note", "Packing slip". */
  title: string;
  /** Its number and dates, label and value, printed beside the title. */
  meta: [label: string, value: string][];
  /** Seller and buyer (or sender and recipient): a heading and its lines. */
  parties: { heading: string; lines: string[] }[];
  lines: Table;
  /** The totals per VAT rate, when the document shows VAT. */
  rates?: Table;
  /** The grand totals, the last one in bold. */
  summary: [label: string, value: string][];
  /** Short notes after the totals ("VAT included", the payment method). */
  notes: string[];
  /** The house's legal mentions, at the foot. */
  foot: string[];
  /** Printed in the header. */
  house: string;
  /** A gift's message, as its card prints it (the packing slip only; never an invoice). */
  giftMessage?: { heading: string; text: string };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
export const dateOf = (at: Date) => dateFormat.format(at);

export const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

function seller(settings: ShopSettings): { heading: string; lines: string[] } {
  return {
    heading: words.from,
    lines: [
      settings.legalName,
      ...splitLines(settings.address),
      ...(settings.vatNumber ? [words.vatNumber({ number: settings.vatNumber })] : []),
    ],
  };
}

/** Name and address; a buyer of gift cards only gave no address (issue #43): its empty lines are left out. */
export function addressLines(details: ShippingDetails): string[] {
  // In the country's order, with the second line and the region (issue #43).
  return [details.fullName, ...formatAddress(details)].filter((l) => l !== '');
}

function buyer(details: ShippingDetails, heading = words.billedTo): { heading: string; lines: string[] } {
  return { heading, lines: [...addressLines(details), details.email] };
}

/**
 * The head and foot of a document of the books (an invoice, a credit note): the house as seller with its VAT
 * number, the buyer (never a gift's recipient), the house's legal mentions at the foot.
 */
export function booksFrame(
  settings: ShopSettings,
  head: { title: string; meta: [label: string, value: string][]; buyer: ShippingDetails; buyerHeading?: string },
): Pick<DocumentModel, 'title' | 'house' | 'meta' | 'parties' | 'foot'> {
  return {
    title: head.title,
    house: settings.legalName,
    meta: head.meta,
    parties: [seller(settings), buyer(head.buyer, head.buyerHeading)],
    foot: splitLines(settings.legalMentions),
  };
}

export const paymentMethod = (isTest: boolean) => (isTest ? words.testCard : words.card);

const TAXED_COLUMNS: Column[] = [
  { label: words.columns.description, width: 0.31, align: 'left' },
  { label: words.columns.quantity, width: 0.06, align: 'right' },
  { label: words.columns.unitPrice, width: 0.13, align: 'right' },
  { label: words.columns.net, width: 0.13, align: 'right' },
  { label: words.columns.vatRate, width: 0.1, align: 'right' },
  { label: words.columns.vat, width: 0.12, align: 'right' },
  { label: words.columns.gross, width: 0.15, align: 'right' },
];

const GROSS_COLUMNS: Column[] = [
  { label: words.columns.description, width: 0.55, align: 'left' },
  { label: words.columns.quantity, width: 0.1, align: 'right' },
  { label: words.columns.unitPrice, width: 0.17, align: 'right' },
  { label: words.columns.amount, width: 0.18, align: 'right' },
];

const RATE_COLUMNS: Column[] = [
  { label: words.columns.vatRate, width: 0.25, align: 'left' },
  { label: words.columns.net, width: 0.25, align: 'right' },
  { label: words.columns.vat, width: 0.25, align: 'right' },
  { label: words.columns.gross, width: 0.25, align: 'right' },
];

/** A row of the lines' table with VAT: description, quantity, unit price and the taxed amount. */
export function taxedRow(
  money: (c: Cents) => string,
  description: string,
  quantity: number | undefined,
  unit: Cents | undefined,
  amount: TaxedAmount,
): string[] {
  return [
    description,
    quantity === undefined ? '' : String(quantity),
    unit === undefined ? '' : money(unit),
    money(amount.net),
    formatRate(amount.rateBp),
    money(amount.tax),
    money(amount.gross),
  ];
}

function ratesTable(money: (c: Cents) => string, amounts: TaxedAmount[]): Table {
  return {
    columns: RATE_COLUMNS,
    rows: totalsPerRate(amounts).map((t) => [formatRate(t.rateBp), money(t.net), money(t.tax), money(t.gross)]),
  };
}

/**
 * The lines, the totals per rate and the grand totals of a document that shows VAT (an invoice, a credit note):
 * its VAT is the sum of its amounts' (as recorded, never worked out afresh), its net what the total leaves.
 */
export function taxedTotals(
  money: (c: Cents) => string,
  rows: string[][],
  amounts: TaxedAmount[],
  total: Cents,
): Pick<DocumentModel, 'lines' | 'rates' | 'summary'> {
  const { net, tax } = totalsOf(total, amounts);
  return {
    lines: { columns: TAXED_COLUMNS, rows },
    rates: ratesTable(money, amounts),
    summary: [
      [words.totalNet, money(net)],
      [words.totalVat, money(tax)],
      [words.total, money(total)],
    ],
  };
}

/** The lines and the total of a document from before VAT was recorded: what was charged, VAT included. */
export function grossTotals(
  money: (c: Cents) => string,
  rows: string[][],
  total: Cents,
): Pick<DocumentModel, 'lines' | 'summary' | 'notes'> {
  return {
    lines: { columns: GROSS_COLUMNS, rows },
    summary: [[words.total, money(total)]],
    notes: [words.vatIncluded],
  };
}
