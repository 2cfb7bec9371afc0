import { isGiftCardLine, isMadeToOrder } from '../../domain/cart/lines';
import { orderLineName } from '../../domain/catalogue/sizes';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { ShopSettings } from '../../domain/settings/schemas';
import { type Cents, formatMoney, lineGross } from '../../domain/shared/money';
import { formatRate, type TaxedAmount, totalsPerRate } from '../../domain/tax/vat';
import type { OrderRefundRow, OrderSnapshot } from '../orders/documents';
import { invoicePartyOf } from '../orders/gift';
import { formatAddress } from '../../domain/addresses/address';

/*
 * What a document prints, as text in its places (DESIGN §1, "Invoices"): built from the order's
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

/**
 * A row of a refund, as the refunds write it into `order_refunds.lines` (domain/refunds): a line's
 * bottles given back (positive, net of their share of the order's discount), or, with no line, what
 * the last refund takes off (the discount: negative).
 */
interface RefundLine {
  lineId: number | null;
  name: string;
  quantity: number;
  grossCents: number;
  netCents: number | null;
  taxCents: number | null;
  rateBp: number | null;
  /** The bottles' share of the order's discount, inside unit price × quantity − gross (refunds since issue #41). */
  reductionCents?: number;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (at: Date) => dateFormat.format(at);

const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

function seller(settings: ShopSettings): { heading: string; lines: string[] } {
  return {
    heading: 'From',
    lines: [
      settings.legalName,
      ...splitLines(settings.address),
      ...(settings.vatNumber ? [`VAT number: ${settings.vatNumber}`] : []),
    ],
  };
}

/** Name and address; a buyer of gift cards only gave no address (issue #43): its empty lines are left out. */
function addressLines(details: ShippingDetails): string[] {
  // In the country's order, with the second line and the region (issue #43).
  return [details.fullName, ...formatAddress(details)].filter((l) => l !== '');
}

function buyer(details: ShippingDetails, heading = 'Billed to'): { heading: string; lines: string[] } {
  return { heading, lines: [...addressLines(details), details.email] };
}

const paymentMethod = (isTest: boolean) => (isTest ? 'Card (test)' : 'Card');

const TAXED_COLUMNS: Column[] = [
  { label: 'Description', width: 0.31, align: 'left' },
  { label: 'Qty', width: 0.06, align: 'right' },
  { label: 'Unit price', width: 0.13, align: 'right' },
  { label: 'Net', width: 0.13, align: 'right' },
  { label: 'VAT rate', width: 0.1, align: 'right' },
  { label: 'VAT', width: 0.12, align: 'right' },
  { label: 'Gross', width: 0.15, align: 'right' },
];

const GROSS_COLUMNS: Column[] = [
  { label: 'Description', width: 0.55, align: 'left' },
  { label: 'Qty', width: 0.1, align: 'right' },
  { label: 'Unit price', width: 0.17, align: 'right' },
  { label: 'Amount', width: 0.18, align: 'right' },
];

const RATE_COLUMNS: Column[] = [
  { label: 'VAT rate', width: 0.25, align: 'left' },
  { label: 'Net', width: 0.25, align: 'right' },
  { label: 'VAT', width: 0.25, align: 'right' },
  { label: 'Gross', width: 0.25, align: 'right' },
];

/** A row of the lines' table with VAT: description, quantity, unit price and the taxed amount. */
function taxedRow(
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

const GIFT_WRAP_LABEL = 'Gift wrap';

/** The order's invoice: every line with its net, rate, VAT and gross as charged, the totals per rate. */
export function invoiceModel({ order, lines }: OrderSnapshot, settings: ShopSettings): DocumentModel {
  const money = (c: Cents) => formatMoney(c, order.currency);
  // The buyer's billing details (the shipping details are a gift's recipient's); never the gift message.
  const details = invoicePartyOf(order);
  const shippingLabel = order.shippingMethodName ? `Shipping: ${order.shippingMethodName}` : 'Shipping';
  const base = {
    title: 'Invoice',
    house: settings.legalName,
    meta: [
      ['Invoice number', order.invoiceNumber ?? ''],
      ['Issue date', dateOf(order.paidAt ?? order.createdAt)],
      ['Order', `#${order.id}`],
      ['Payment', paymentMethod(order.isTestPayment)],
    ] as [string, string][],
    parties: [seller(settings), buyer(details)],
    foot: splitLines(settings.legalMentions),
  };

  const rate = order.taxRateBp;
  const vatKnown =
    rate !== null &&
    order.taxCents !== null &&
    order.shippingTaxCents !== null &&
    lines.every((l) => l.netCents !== null && l.taxCents !== null && l.taxRateBp !== null);
  if (!vatKnown) {
    // Placed before VAT was recorded: what was charged, VAT included, never worked out afresh.
    const rows = lines.map((l) => [
      orderLineName(l),
      String(l.quantity),
      money(l.unitPriceCents),
      money(lineGross(l.unitPriceCents, l.quantity)),
    ]);
    if (order.discountCents !== 0) rows.push(['Discount', '', '', money(-order.discountCents)]);
    rows.push([shippingLabel, '', '', money(order.shippingCents)]);
    if (order.giftWrapCents > 0) rows.push([GIFT_WRAP_LABEL, '', '', money(order.giftWrapCents)]);
    return {
      ...base,
      lines: { columns: GROSS_COLUMNS, rows },
      summary: [['Total', money(order.totalCents)]],
      notes: ['VAT included'],
    };
  }

  const amounts: TaxedAmount[] = [];
  const rows: string[][] = [];
  for (const l of lines) {
    const gross = lineGross(l.unitPriceCents, l.quantity);
    const amount = { net: l.netCents!, tax: l.taxCents!, gross, rateBp: l.taxRateBp! };
    amounts.push(amount);
    rows.push(taxedRow(money, orderLineName(l), l.quantity, l.unitPriceCents, amount));
  }
  if (order.discountCents !== 0) {
    const tax = order.discountTaxCents ?? 0;
    const amount = { net: -order.discountCents - tax, tax, gross: -order.discountCents, rateBp: rate };
    amounts.push(amount);
    rows.push(taxedRow(money, 'Discount', undefined, undefined, amount));
  }
  const shipping = {
    net: order.shippingCents - order.shippingTaxCents!,
    tax: order.shippingTaxCents!,
    gross: order.shippingCents,
    rateBp: rate,
  };
  amounts.push(shipping);
  rows.push(taxedRow(money, shippingLabel, undefined, undefined, shipping));
  if (order.giftWrapCents > 0) {
    const tax = order.giftWrapTaxCents ?? 0;
    const wrap = { net: order.giftWrapCents - tax, tax, gross: order.giftWrapCents, rateBp: rate };
    amounts.push(wrap);
    rows.push(taxedRow(money, GIFT_WRAP_LABEL, undefined, undefined, wrap));
  }

  const tax = amounts.reduce((s, a) => s + a.tax, 0);
  return {
    ...base,
    lines: { columns: TAXED_COLUMNS, rows },
    rates: ratesTable(money, amounts),
    summary: [
      ['Total net', money(order.totalCents - tax)],
      ['Total VAT', money(tax)],
      ['Total', money(order.totalCents)],
    ],
    notes: [`Paid by ${paymentMethod(order.isTestPayment).toLowerCase()}`],
  };
}

/** What a refund gives back, as the credit note prints it: the opposite of what was charged. */
const credited = (c: number) => (c === 0 ? 0 : -c);

/** A refund's credit note: the lines and shipping given back, as negative amounts, the totals per rate. */
export function creditNoteModel(
  { order, lines }: OrderSnapshot,
  refund: OrderRefundRow,
  settings: ShopSettings,
): DocumentModel {
  const money = (c: Cents) => formatMoney(c, order.currency);
  const details = invoicePartyOf(order);
  const refunded = refund.lines as RefundLine[];
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  const base = {
    title: 'Credit note',
    house: settings.legalName,
    meta: [
      ['Credit note number', refund.creditNoteNumber ?? ''],
      ['Date', dateOf(refund.createdAt)],
      ['Refers to invoice', order.invoiceNumber ?? ''],
      ['Order', `#${order.id}`],
    ] as [string, string][],
    parties: [seller(settings), buyer(details, 'Credited to')],
    foot: splitLines(settings.legalMentions),
  };
  const line = (r: RefundLine) => (r.lineId === null ? undefined : lineOf.get(r.lineId));
  /** A line's bottles have a quantity and a unit price; the discount's row has neither. */
  const quantity = (r: RefundLine) => (r.lineId === null ? undefined : r.quantity);
  const unit = (r: RefundLine) => {
    if (r.lineId === null) return undefined;
    const l = line(r);
    return credited(l ? l.unitPriceCents : Math.round(r.grossCents / Math.max(1, r.quantity)));
  };
  /** A line's bottles at their unit price, less their share of the discount when the order had one. */
  const label = (r: RefundLine) => {
    const l = line(r);
    const name = l ? orderLineName(l) : r.name;
    return r.reductionCents ? `${name} (less ${money(r.reductionCents)} of the discount)` : name;
  };
  const shippingLabel =
    (order.shippingMethodName ? `Shipping: ${order.shippingMethodName}` : 'Shipping') +
    (order.giftWrapCents > 0 ? ' and gift wrap' : '');

  const vatKnown = order.taxRateBp !== null && refunded.every((r) => r.rateBp !== null && r.taxCents !== null);
  if (!vatKnown) {
    const rows = refunded.map((r) => {
      const u = unit(r);
      return [label(r), String(quantity(r) ?? ''), u === undefined ? '' : money(u), money(credited(r.grossCents))];
    });
    if (refund.shippingCents) rows.push([shippingLabel, '', '', money(credited(refund.shippingCents))]);
    return {
      ...base,
      lines: { columns: GROSS_COLUMNS, rows },
      summary: [['Total', money(credited(refund.amountCents))]],
      notes: ['VAT included'],
    };
  }

  const amounts: TaxedAmount[] = [];
  const rows: string[][] = [];
  for (const r of refunded) {
    const gross = credited(r.grossCents);
    const tax = credited(r.taxCents!);
    const amount = { net: gross - tax, tax, gross, rateBp: r.rateBp! };
    amounts.push(amount);
    rows.push(taxedRow(money, label(r), quantity(r), unit(r), amount));
  }
  if (refund.shippingCents) {
    const gross = credited(refund.shippingCents);
    const tax = credited(refund.shippingTaxCents);
    const amount = { net: gross - tax, tax, gross, rateBp: order.taxRateBp! };
    amounts.push(amount);
    rows.push(taxedRow(money, shippingLabel, undefined, undefined, amount));
  }
  const total = credited(refund.amountCents);
  const tax = amounts.reduce((s, a) => s + a.tax, 0);
  return {
    ...base,
    lines: { columns: TAXED_COLUMNS, rows },
    rates: ratesTable(money, amounts),
    summary: [
      ['Total net', money(total - tax)],
      ['Total VAT', money(tax)],
      ['Total', money(total)],
    ],
    notes: [
      `Refunded to the ${paymentMethod(order.isTestPayment).toLowerCase()} that paid invoice ${order.invoiceNumber}`,
    ],
  };
}

/** The packing slip: where the parcel goes, its lines and quantities; no price at all. */
export function packingSlipModel({ order, lines: all }: OrderSnapshot, settings: ShopSettings): DocumentModel {
  const details = order.shippingDetails as ShippingDetails;
  // A gift card is e-mailed to its recipient: never an item to pack (issue #43).
  const lines = all.filter((l) => !isGiftCardLine(l));
  const bottles = lines.reduce((s, l) => s + l.quantity, 0);
  return {
    title: 'Packing slip',
    house: settings.legalName,
    meta: [
      ['Order', `#${order.id}`],
      ['Date', dateOf(order.paidAt ?? order.createdAt)],
      ...(order.shippingMethodName ? [['Shipping', order.shippingMethodName] as [string, string]] : []),
    ],
    parties: [
      {
        heading: order.isGift ? 'Ship to (gift recipient)' : 'Ship to',
        lines: [...addressLines(details), ...(details.phone ? [details.phone] : [])],
      },
      { heading: 'From', lines: [settings.legalName, ...splitLines(settings.address)] },
    ],
    lines: {
      columns: [
        { label: 'Item', width: 0.62, align: 'left' },
        { label: 'Kind', width: 0.24, align: 'left' },
        { label: 'Qty', width: 0.14, align: 'right' },
      ],
      rows: lines.map((l) => [
        orderLineName(l),
        l.size === 'sample' ? 'Sample' : isMadeToOrder(l) ? 'Made to order' : 'Bottle',
        String(l.quantity),
      ]),
    },
    summary: [
      ['Items', String(bottles)],
      ...(order.giftWrapCents > 0 ? [['Gift wrap', 'Yes'] as [string, string]] : []),
    ],
    notes: order.isGift ? ['A gift: enclose the card, and no invoice or receipt.'] : [],
    foot: [],
    ...(order.giftMessage ? { giftMessage: { heading: 'Gift message', text: order.giftMessage } } : {}),
  };
}
