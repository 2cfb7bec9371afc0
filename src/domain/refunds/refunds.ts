import type { Cents } from '../shared/money';
import { type RateBp, vatInside } from '../tax/vat';

/**
 * What a refund gives back (DESIGN §1, "Refunds and returns"), computed from what the order was
 * charged, never recomputed from today's rates. No zod, no I/O: the server decides with it and the
 * back office's refund dialog shows the same figure live.
 *
 * - A line gives back its unit price per bottle, and the share of the VAT it was charged such that
 *   refunding all its bottles, in any number of steps, gives back exactly its VAT:
 *   `tax(k) = round(lineTax × (before + k) / qty) − round(lineTax × before / qty)` (half-up).
 * - The shipping gives back what it was charged, gross and VAT, once.
 * - The refund that takes the last of everything also takes the order's discount off (and what is
 *   withheld, such as samples already credited on other orders), so the order's refunds add up to
 *   its total and its VAT exactly.
 * - No refund gives back more than is left of the total: `REFUND_TOO_LARGE`.
 */

export interface RefundableLine {
  id: number;
  name: string;
  unitCents: Cents;
  quantity: number;
  /** The VAT inside unit × quantity, as charged (0 for an order placed before VAT was recorded). */
  taxCents: Cents;
  rateBp: RateBp;
  /** Bottles refunded so far (or reserved by a refund under way). */
  refundedQuantity: number;
}

export interface RefundableOrder {
  lines: readonly RefundableLine[];
  /** The shipping as charged, and whether a refund already gave it back. */
  shipping: { grossCents: Cents; taxCents: Cents; refunded: boolean };
  /** What the order was charged, and the VAT inside it. */
  totalCents: Cents;
  taxCents: Cents;
  /** The order's rate: what is withheld is taxed at it. */
  rateBp: RateBp;
  /** Given back so far by its refunds (and refunds under way), gross and VAT. */
  refundedCents: Cents;
  refundedTaxCents: Cents;
  /** What of the total never comes back by refund (samples already credited on other orders). */
  withheldCents?: Cents;
}

export interface RefundRequest {
  /** Lines and quantities; absent: everything left. */
  lines?: readonly { lineId: number; quantity: number }[] | undefined;
  /** The shipping too; absent: yes when `lines` is absent, else no. */
  shipping?: boolean | undefined;
}

/** One row of a credit note: a line's bottles, or (line id null) the discount taken off. */
export interface RefundRow {
  lineId: number | null;
  name: string;
  quantity: number;
  grossCents: Cents;
  netCents: Cents;
  taxCents: Cents;
  rateBp: RateBp;
}

export interface ComputedRefund {
  /** The lines' bottles given back, then (when `final`) the discount and what is withheld, negative. */
  rows: RefundRow[];
  shippingCents: Cents;
  shippingTaxCents: Cents;
  /** What goes back to the card, and the VAT inside it: the sum of the rows and the shipping. */
  amountCents: Cents;
  taxCents: Cents;
  netCents: Cents;
  /** It takes the last of everything: the order is refunded in full afterwards. */
  final: boolean;
}

type RefundRefusal = {
  code: 'REFUND_TOO_LARGE' | 'BAD_REQUEST' | 'NOT_REFUNDABLE';
  message: string;
};

export type RefundOutcome = { ok: true; refund: ComputedRefund } | { ok: false; refusal: RefundRefusal };

/** Words of the rows the refund adds when it is the last. */
const DISCOUNT_ROW = 'Discount';
const WITHHELD_ROW = 'Already credited on other orders';

/** round(a × b / c), half-up, for a, b ≥ 0 and c > 0, in integers. */
const roundShare = (a: number, b: number, c: number): number => Math.floor((2 * a * b + c) / (2 * c));

/** The VAT of `k` more bottles of a line `before` of which are refunded already. */
export function lineTaxShare(line: Pick<RefundableLine, 'taxCents' | 'quantity'>, before: number, k: number): Cents {
  const sign = line.taxCents < 0 ? -1 : 1;
  const tax = Math.abs(line.taxCents);
  return sign * (roundShare(tax, before + k, line.quantity) - roundShare(tax, before, line.quantity));
}

/** Bottles of a line not yet refunded. */
export const lineLeft = (line: Pick<RefundableLine, 'quantity' | 'refundedQuantity'>): number =>
  Math.max(0, line.quantity - line.refundedQuantity);

/** What is left of the total to give back. */
const leftToRefund = (order: RefundableOrder): Cents =>
  order.totalCents - order.refundedCents - (order.withheldCents ?? 0);

/** The refund a request asks for, or why it cannot be made. */
export function computeRefund(order: RefundableOrder, request: RefundRequest): RefundOutcome {
  const refuse = (code: RefundRefusal['code'], message: string): RefundOutcome => ({
    ok: false,
    refusal: { code, message },
  });
  const everything = request.lines === undefined;
  const wanted = new Map<number, number>();
  if (everything) {
    for (const line of order.lines) wanted.set(line.id, lineLeft(line));
  } else {
    for (const { lineId, quantity } of request.lines ?? []) {
      if (!Number.isInteger(quantity) || quantity < 0)
        return refuse('BAD_REQUEST', 'A quantity to refund is a whole number, 0 or more.');
      wanted.set(lineId, (wanted.get(lineId) ?? 0) + quantity);
    }
  }
  const rows: RefundRow[] = [];
  for (const [lineId, quantity] of wanted) {
    const line = order.lines.find((l) => l.id === lineId);
    if (!line) return refuse('BAD_REQUEST', `Line ${lineId} is not part of this order.`);
    if (quantity > lineLeft(line))
      return refuse(
        'REFUND_TOO_LARGE',
        `Only ${lineLeft(line)} of ${line.name} ${lineLeft(line) === 1 ? 'is' : 'are'} left to refund.`,
      );
    if (quantity === 0) continue;
    const grossCents = line.unitCents * quantity;
    const taxCents = lineTaxShare(line, line.refundedQuantity, quantity);
    rows.push({
      lineId,
      name: line.name,
      quantity,
      grossCents,
      netCents: grossCents - taxCents,
      taxCents,
      rateBp: line.rateBp,
    });
  }
  // Rows in the order's own line order, as the credit note prints them.
  const position = new Map(order.lines.map((l, i) => [l.id, i]));
  rows.sort((a, b) => position.get(a.lineId!)! - position.get(b.lineId!)!);

  const withShipping = request.shipping ?? everything;
  if (withShipping && order.shipping.refunded && !everything)
    return refuse('REFUND_TOO_LARGE', 'The shipping has already been refunded.');
  const shippingTaken = withShipping && !order.shipping.refunded;
  const shippingCents = shippingTaken ? order.shipping.grossCents : 0;
  const shippingTaxCents = shippingTaken ? order.shipping.taxCents : 0;
  if (rows.length === 0 && shippingCents === 0)
    return refuse(
      everything ? 'NOT_REFUNDABLE' : 'BAD_REQUEST',
      everything ? 'Nothing is left to refund on this order.' : 'Choose at least one bottle or the shipping to refund.',
    );

  // The last of everything: lines all back and the shipping too.
  const final =
    order.lines.every((l) => lineLeft(l) === (wanted.get(l.id) ?? 0)) &&
    (order.shipping.refunded || shippingTaken || order.shipping.grossCents === 0);

  let amountCents = rows.reduce((s, r) => s + r.grossCents, 0) + shippingCents;
  let taxCents = rows.reduce((s, r) => s + r.taxCents, 0) + shippingTaxCents;
  const left = leftToRefund(order);
  if (final) {
    // What was withheld (credited elsewhere) stays withheld, at the order's rate.
    const withheld = order.withheldCents ?? 0;
    const withheldTax = withheld > 0 ? vatInside(-withheld, order.rateBp) : undefined;
    // The discount is what makes the refunds add up to the total and its VAT, to the cent.
    const discountGross = left + withheld - amountCents;
    const discountTax = order.taxCents - order.refundedTaxCents - taxCents;
    if (discountGross !== 0 || discountTax !== 0)
      rows.push({
        lineId: null,
        name: DISCOUNT_ROW,
        quantity: 1,
        grossCents: discountGross,
        netCents: discountGross - discountTax,
        taxCents: discountTax,
        rateBp: order.rateBp,
      });
    if (withheldTax)
      rows.push({
        lineId: null,
        name: WITHHELD_ROW,
        quantity: 1,
        grossCents: withheldTax.gross,
        netCents: withheldTax.net,
        taxCents: withheldTax.tax,
        rateBp: order.rateBp,
      });
    amountCents = left;
    taxCents = order.taxCents - order.refundedTaxCents + (withheldTax ? withheldTax.tax : 0);
    if (amountCents < 0 || (amountCents === 0 && withheld > 0))
      return refuse(
        'NOT_REFUNDABLE',
        "This order's samples have already come off other orders as credits: nothing is left to refund.",
      );
  } else if (amountCents > left) {
    return refuse('REFUND_TOO_LARGE', 'That is more than is left to refund on this order.');
  }
  return {
    ok: true,
    refund: {
      rows,
      shippingCents,
      shippingTaxCents,
      amountCents,
      taxCents,
      netCents: amountCents - taxCents,
      final,
    },
  };
}
