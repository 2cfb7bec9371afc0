import type { Translator } from '../../domain/i18n/translator';
import type { ShopSettings } from '../../domain/settings/schemas';
import { credited, creditedAmount } from '../../domain/tax/recorded';
import type { TaxedAmount } from '../../domain/tax/vat';
import type { OrderRefundRow, OrderSnapshot } from '../orders/documents';
import { invoicePartyOf } from '../orders/gift';
import {
  booksFrame,
  dateOf,
  type DocumentModel,
  grossTotals,
  lineName,
  moneyOf,
  orderNumber,
  shippingLabel as shippingOf,
  taxedRow,
  taxedTotals,
} from './model';

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

/**
 * A refund's credit note, in the order's language (`t`, its translator): the lines and shipping given back, as
 * negative amounts, the totals per rate.
 */
export function creditNoteModel(
  { order, lines }: OrderSnapshot,
  refund: OrderRefundRow,
  settings: ShopSettings,
  t: Translator,
): DocumentModel {
  const money = moneyOf(t, order.currency);
  const details = invoicePartyOf(order);
  const refunded = refund.lines as RefundLine[];
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  const base = booksFrame(t, settings, {
    title: t.t('Credit note'),
    meta: [
      [t.t('Credit note number'), refund.creditNoteNumber ?? ''],
      [t.t('Date'), dateOf(t, refund.createdAt)],
      [t.t('Refers to invoice'), order.invoiceNumber ?? ''],
      [t.t('Order'), orderNumber(t, order.id)],
    ],
    buyer: details,
    buyerHeading: t.t('Credited to'),
  });
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
    // A row with no line of its own (the discount, what other orders credited) is a catalogue message.
    const name = l ? lineName(t, l) : t.t(r.name);
    return r.reductionCents
      ? t.t('{name} (less {amount} of the discount)', { name, amount: money(r.reductionCents) })
      : name;
  };
  const shipping = shippingOf(t, order.shippingMethodName);
  const shippingLabel = order.giftWrapCents > 0 ? t.t('{shipping} and gift wrap', { shipping }) : shipping;

  const vatKnown = order.taxRateBp !== null && refunded.every((r) => r.rateBp !== null && r.taxCents !== null);
  if (!vatKnown) {
    const rows = refunded.map((r) => {
      const u = unit(r);
      return [label(r), String(quantity(r) ?? ''), u === undefined ? '' : money(u), money(credited(r.grossCents))];
    });
    if (refund.shippingCents) rows.push([shippingLabel, '', '', money(credited(refund.shippingCents))]);
    return { ...base, ...grossTotals(t, money, rows, credited(refund.amountCents)) };
  }

  const amounts: TaxedAmount[] = [];
  const rows: string[][] = [];
  for (const r of refunded) {
    const amount = creditedAmount(r.grossCents, r.taxCents!, r.rateBp!);
    amounts.push(amount);
    rows.push(taxedRow(t, money, label(r), quantity(r), unit(r), amount));
  }
  if (refund.shippingCents) {
    const amount = creditedAmount(refund.shippingCents, refund.shippingTaxCents, order.taxRateBp!);
    amounts.push(amount);
    rows.push(taxedRow(t, money, shippingLabel, undefined, undefined, amount));
  }
  return {
    ...base,
    ...taxedTotals(t, money, rows, amounts, credited(refund.amountCents)),
    notes: [
      order.isTestPayment
        ? t.t('Refunded to the card (test) that paid invoice {invoice}', { invoice: order.invoiceNumber })
        : t.t('Refunded to the card that paid invoice {invoice}', { invoice: order.invoiceNumber }),
    ],
  };
}
