import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { ShopSettings } from '../../domain/settings/schemas';
import type { Cents } from '../../domain/shared/money';
import { formatRate, type TaxedAmount, totalsPerRate } from '../../domain/tax/vat';
import { formatAddress } from '../../domain/addresses/address';
import { en as words } from './words/en';

/*
 * What a document prints, as text in its places (decision 059): built from the order's
 * stored snapshot and the house's details, never from current rates. pdf.ts draws it.
 */

export interface Column {
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

export function seller(settings: ShopSettings): { heading: string; lines: string[] } {
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

export function buyer(details: ShippingDetails, heading = words.billedTo): { heading: string; lines: string[] } {
  return { heading, lines: [...addressLines(details), details.email] };
}

export const paymentMethod = (isTest: boolean) => (isTest ? words.testCard : words.card);

export const TAXED_COLUMNS: Column[] = [
  { label: words.columns.description, width: 0.31, align: 'left' },
  { label: words.columns.quantity, width: 0.06, align: 'right' },
  { label: words.columns.unitPrice, width: 0.13, align: 'right' },
  { label: words.columns.net, width: 0.13, align: 'right' },
  { label: words.columns.vatRate, width: 0.1, align: 'right' },
  { label: words.columns.vat, width: 0.12, align: 'right' },
  { label: words.columns.gross, width: 0.15, align: 'right' },
];

export const GROSS_COLUMNS: Column[] = [
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

export function ratesTable(money: (c: Cents) => string, amounts: TaxedAmount[]): Table {
  return {
    columns: RATE_COLUMNS,
    rows: totalsPerRate(amounts).map((t) => [formatRate(t.rateBp), money(t.net), money(t.tax), money(t.gross)]),
  };
}
