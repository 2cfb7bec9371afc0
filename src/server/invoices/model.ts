import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { ShopSettings } from '../../domain/settings/schemas';
import type { Cents } from '../../domain/shared/money';
import { totalsOf } from '../../domain/tax/recorded';
import { type RateBp, type TaxedAmount, totalsPerRate } from '../../domain/tax/vat';
import { formatAddress } from '../../domain/addresses/address';
import { orderLineName } from '../../domain/catalogue/sizes';
import type { Translator } from '../../domain/i18n/translator';
import { SAMPLE_ML } from '../../domain/samples/samples';

/*
 * What a document prints, as text in its places (decision 059): built from the order's
 * stored snapshot and the house's details, never from current rates, in the order's language (its
 * translator, `sharedLanguages().translator(order.locale)`: the catalogues' messages, its amounts and
 * dates; the French is locales/fr/server-documents.json). pdf.ts draws it.
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
  /** The totals per VAT rate, when the document shows VAT, under their heading. */
  rates?: Table & { heading: string };
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

/** A document's date, as its language writes it ("March 14, 2026", "14 mars 2026"), the day in UTC. */
export const dateOf = (t: Translator, at: Date) => t.date(at, 'long', 'UTC');

/** A rate as the language writes it: `20 %`, `5.5 %` / `5,5 %`. */
const rateOf = (t: Translator, rateBp: RateBp) =>
  t.t('{rate} %', { rate: t.number(rateBp / 100, { maximumFractionDigits: 2 }) });

/** An order line's name (`orderLineName`), a sample's in the document's language. */
export function lineName(
  t: Translator,
  line: { name: string; size: string; isCustom: boolean; volume?: number | null | undefined },
): string {
  return line.size === 'sample'
    ? t.t('{name} — {ml} ml sample', { name: line.name, ml: SAMPLE_ML })
    : orderLineName(line);
}

/** "Shipping", or "Shipping: Express" when the order names its method. */
export const shippingLabel = (t: Translator, method: string | null | undefined) =>
  method ? t.t('Shipping: {method}', { method }) : t.t('Shipping');

/** The order's number as the documents print it (`#42`). */
export const orderNumber = (t: Translator, id: number) => t.t('#{id}', { id: String(id) });

export const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

function seller(t: Translator, settings: ShopSettings): { heading: string; lines: string[] } {
  return {
    heading: t.t('From'),
    lines: [
      settings.legalName,
      ...splitLines(settings.address),
      ...(settings.vatNumber ? [t.t('VAT number: {number}', { number: settings.vatNumber })] : []),
    ],
  };
}

/** Name and address; a buyer of gift cards only gave no address (issue #43): its empty lines are left out. */
export function addressLines(t: Translator, details: ShippingDetails): string[] {
  // In the country's order, with the second line and the region (issue #43); the country, last, in `t`'s language.
  return [details.fullName, ...formatAddress(details, undefined, t.tag)].filter((l) => l !== '');
}

function buyer(t: Translator, details: ShippingDetails, heading: string): { heading: string; lines: string[] } {
  return { heading, lines: [...addressLines(t, details), details.email] };
}

/**
 * The head and foot of a document of the books (an invoice, a credit note): the house as seller with its VAT
 * number, the buyer (never a gift's recipient), the house's legal mentions at the foot.
 */
export function booksFrame(
  t: Translator,
  settings: ShopSettings,
  head: { title: string; meta: [label: string, value: string][]; buyer: ShippingDetails; buyerHeading?: string },
): Pick<DocumentModel, 'title' | 'house' | 'meta' | 'parties' | 'foot'> {
  return {
    title: head.title,
    house: settings.legalName,
    meta: head.meta,
    parties: [seller(t, settings), buyer(t, head.buyer, head.buyerHeading ?? t.t('Billed to'))],
    foot: splitLines(settings.legalMentions),
  };
}

/** How the order was paid: "Card", "Card (test)". */
export const paymentMethod = (t: Translator, isTest: boolean) => (isTest ? t.t('Card (test)') : t.t('Card'));

const taxedColumns = (t: Translator): Column[] => [
  { label: t.t('Description'), width: 0.31, align: 'left' },
  { label: t.t('Qty'), width: 0.06, align: 'right' },
  { label: t.t('Unit price'), width: 0.13, align: 'right' },
  { label: t.t('Net'), width: 0.13, align: 'right' },
  { label: t.t('VAT rate'), width: 0.1, align: 'right' },
  { label: t.t('VAT'), width: 0.12, align: 'right' },
  { label: t.t('Gross'), width: 0.15, align: 'right' },
];

const grossColumns = (t: Translator): Column[] => [
  { label: t.t('Description'), width: 0.53, align: 'left' },
  { label: t.t('Qty'), width: 0.12, align: 'right' },
  { label: t.t('Unit price'), width: 0.17, align: 'right' },
  { label: t.t('Amount'), width: 0.18, align: 'right' },
];

const rateColumns = (t: Translator): Column[] => [
  { label: t.t('VAT rate'), width: 0.25, align: 'left' },
  { label: t.t('Net'), width: 0.25, align: 'right' },
  { label: t.t('VAT'), width: 0.25, align: 'right' },
  { label: t.t('Gross'), width: 0.25, align: 'right' },
];

/**
 * The grand total's label, VAT included: "Total" in English, as the pages' "Total" is, but its own message (a
 * document's French is "Total TTC", the pages' "Total").
 */
const grandTotal = (t: Translator) => t.t('{total, select, other {Total}}', { total: 'grand' });

/** A document's amount in the order's currency, as its language writes it. */
export const moneyOf =
  (t: Translator, currency: string) =>
  (cents: Cents): string =>
    t.money(cents, currency);

/** A row of the lines' table with VAT: description, quantity, unit price and the taxed amount. */
export function taxedRow(
  t: Translator,
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
    rateOf(t, amount.rateBp),
    money(amount.tax),
    money(amount.gross),
  ];
}

function ratesTable(t: Translator, money: (c: Cents) => string, amounts: TaxedAmount[]): Table & { heading: string } {
  return {
    heading: t.t('Totals per VAT rate'),
    columns: rateColumns(t),
    rows: totalsPerRate(amounts).map((r) => [rateOf(t, r.rateBp), money(r.net), money(r.tax), money(r.gross)]),
  };
}

/**
 * The lines, the totals per rate and the grand totals of a document that shows VAT (an invoice, a credit note):
 * its VAT is the sum of its amounts' (as recorded, never worked out afresh), its net what the total leaves.
 */
export function taxedTotals(
  t: Translator,
  money: (c: Cents) => string,
  rows: string[][],
  amounts: TaxedAmount[],
  total: Cents,
): Pick<DocumentModel, 'lines' | 'rates' | 'summary'> {
  const { net, tax } = totalsOf(total, amounts);
  return {
    lines: { columns: taxedColumns(t), rows },
    rates: ratesTable(t, money, amounts),
    summary: [
      [t.t('Total net'), money(net)],
      [t.t('Total VAT'), money(tax)],
      [grandTotal(t), money(total)],
    ],
  };
}

/** The lines and the total of a document from before VAT was recorded: what was charged, VAT included. */
export function grossTotals(
  t: Translator,
  money: (c: Cents) => string,
  rows: string[][],
  total: Cents,
): Pick<DocumentModel, 'lines' | 'summary' | 'notes'> {
  return {
    lines: { columns: grossColumns(t), rows },
    summary: [[grandTotal(t), money(total)]],
    notes: [t.t('VAT included')],
  };
}
