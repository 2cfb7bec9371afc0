import { orderLineName } from '../../domain/catalogue/sizes';
import type { ShopSettings } from '../../domain/settings/schemas';
import { type Cents, formatMoney } from '../../domain/shared/money';
import { credited, creditedAmount } from '../../domain/tax/recorded';
import type { TaxedAmount } from '../../domain/tax/vat';
import type { OrderRefundRow, OrderSnapshot } from '../orders/documents';
import { invoicePartyOf } from '../orders/gift';
import { booksFrame, dateOf, type DocumentModel, grossTotals, paymentMethod, taxedRow, taxedTotals } from './model';
import { en as words } from './words/en';

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
  const base = booksFrame(settings, {
    title: words.creditNote.title,
    meta: [
      [words.creditNote.number, refund.creditNoteNumber ?? ''],
      [words.date, dateOf(refund.createdAt)],
      [words.creditNote.refersTo, order.invoiceNumber ?? ''],
      [words.order, words.orderNumber({ id: order.id })],
    ],
    buyer: details,
    buyerHeading: words.creditedTo,
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
    const name = l ? orderLineName(l) : r.name;
    return r.reductionCents ? words.creditNote.lessDiscount({ name, amount: money(r.reductionCents) }) : name;
  };
  const shipping = order.shippingMethodName ? words.shippingBy({ method: order.shippingMethodName }) : words.shipping;
  const shippingLabel = order.giftWrapCents > 0 ? words.andGiftWrap({ shipping }) : shipping;

  const vatKnown = order.taxRateBp !== null && refunded.every((r) => r.rateBp !== null && r.taxCents !== null);
  if (!vatKnown) {
    const rows = refunded.map((r) => {
      const u = unit(r);
      return [label(r), String(quantity(r) ?? ''), u === undefined ? '' : money(u), money(credited(r.grossCents))];
    });
    if (refund.shippingCents) rows.push([shippingLabel, '', '', money(credited(refund.shippingCents))]);
    return { ...base, ...grossTotals(money, rows, credited(refund.amountCents)) };
  }

  const amounts: TaxedAmount[] = [];
  const rows: string[][] = [];
  for (const r of refunded) {
    const amount = creditedAmount(r.grossCents, r.taxCents!, r.rateBp!);
    amounts.push(amount);
    rows.push(taxedRow(money, label(r), quantity(r), unit(r), amount));
  }
  if (refund.shippingCents) {
    const amount = creditedAmount(refund.shippingCents, refund.shippingTaxCents, order.taxRateBp!);
    amounts.push(amount);
    rows.push(taxedRow(money, shippingLabel, undefined, undefined, amount));
  }
  return {
    ...base,
    ...taxedTotals(money, rows, amounts, credited(refund.amountCents)),
    notes: [words.creditNote.refundedTo({ method: paymentMethod(order.isTestPayment), invoice: order.invoiceNumber })],
  };
}
