import { type MessageValues, msg } from '../i18n/translator';
import type { Cents } from '../shared/money';
import { type RateBp, vatInside } from '../tax/vat';
import { leftToRefund, lineLeft, type RefundableOrder } from './order';
import { partOf, paidLines } from './shares';

// What the server and the back office's dialog read besides computeRefund (the order as the rule reads it, its shares).
export { lineLeft, type Reduction, type RefundableOrder, refundLineKind } from './order';
export { lineReductions, lineTaxShare, partOf, paidLines, shareOut } from './shares';

/**
 * What a refund gives back (decision 059; decision 041), computed from what the
 * order was charged, never recomputed from today's rates. No zod, no I/O: the server decides with it
 * (every refund: the back office's lines, a return, everything left, the provider's own) and the back
 * office's refund dialog shows the same figure live.
 *
 * - Each of the order's reductions (a discount code, the gift sample, the discovery set, a sample
 *   credit) is shared among the lines it came off, in proportion to what is left of each line's
 *   gross, the cents left over to the largest remainders (earliest line first), so the shares add up
 *   to the reduction exactly (`lineReductions`). What a line was paid is its gross less its shares;
 *   the VAT it was paid is the one rule's (`vatInside`) on that amount, the order's rounding
 *   difference shared the same way among the reduced lines, so the lines' VAT adds up to the order's
 *   goods VAT exactly (`paidLines`).
 * - `k` more bottles of a line `before` of which are refunded give back the same proportion of what it
 *   was paid, and of its VAT: `round(paid × (before + k) / qty) − round(paid × before / qty)`
 *   (half-up), so refunding all its bottles, in any number of steps, gives back exactly what it was
 *   paid and its VAT.
 * - The shipping gives back what it was charged, gross and VAT, once.
 * - The refund that takes the last of everything gives back exactly what is left of the total and of
 *   its VAT (less what is withheld, such as samples already credited on other orders): any difference
 *   (refunds made before this rule, at the list price) is its "Discount" row.
 * - No refund gives back more than is left of the total: `REFUND_TOO_LARGE`.
 */

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
  /** What goes back for them: their price less their share of the order's reductions. */
  grossCents: Cents;
  netCents: Cents;
  taxCents: Cents;
  rateBp: RateBp;
  /** Their share of the order's reductions (unit price × quantity − gross), when there is one. */
  reductionCents?: Cents;
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
  /** Why, in English (`text` written out). */
  message: string;
  /** Why, as the catalogues hold it: the reader's language says it with `t(text.id, text.values)`. */
  text: { id: string; values?: MessageValues };
};

export type RefundOutcome = { ok: true; refund: ComputedRefund } | { ok: false; refusal: RefundRefusal };
/** Words of the rows the refund adds when it is the last. */
const DISCOUNT_ROW = msg('Discount');
const WITHHELD_ROW = msg('Already credited on other orders');
/** The refund a request asks for, or why it cannot be made. */
export function computeRefund(order: RefundableOrder, request: RefundRequest): RefundOutcome {
  /** A refusal in words without values: its English is its catalogue message. */
  const refuse = (code: RefundRefusal['code'], message: string): RefundOutcome => ({
    ok: false,
    refusal: { code, message, text: { id: message } },
  });
  const everything = request.lines === undefined;
  const wanted = new Map<number, number>();
  if (everything) {
    for (const line of order.lines) wanted.set(line.id, lineLeft(line));
  } else {
    for (const { lineId, quantity } of request.lines ?? []) {
      if (!Number.isInteger(quantity) || quantity < 0)
        return refuse('BAD_REQUEST', msg('A quantity to refund is a whole number, 0 or more.'));
      wanted.set(lineId, (wanted.get(lineId) ?? 0) + quantity);
    }
  }
  const rows: RefundRow[] = [];
  const paidOf = new Map(paidLines(order).map((p, i) => [order.lines[i]!.id, p]));
  for (const [lineId, quantity] of wanted) {
    const line = order.lines.find((l) => l.id === lineId);
    if (!line)
      return {
        ok: false,
        refusal: {
          code: 'BAD_REQUEST',
          message: `Line ${lineId} is not part of this order.`,
          text: { id: msg('Line {lineId} is not part of this order.'), values: { lineId: String(lineId) } },
        },
      };
    if (quantity > lineLeft(line)) {
      const remaining = lineLeft(line);
      return {
        ok: false,
        refusal: {
          code: 'REFUND_TOO_LARGE',
          message: `Only ${remaining} of ${line.name} ${remaining === 1 ? 'is' : 'are'} left to refund.`,
          text: {
            id: msg('Only {left} of {name} {left, plural, one {is} other {are}} left to refund.'),
            values: { left: remaining, name: line.name },
          },
        },
      };
    }
    if (quantity === 0) continue;
    const paid = paidOf.get(lineId)!;
    const grossCents = partOf(paid.paidCents, line.quantity, line.refundedQuantity, quantity);
    const taxCents = partOf(paid.paidTaxCents, line.quantity, line.refundedQuantity, quantity);
    const reductionCents = line.unitCents * quantity - grossCents;
    rows.push({
      lineId,
      name: line.name,
      quantity,
      grossCents,
      netCents: grossCents - taxCents,
      taxCents,
      rateBp: line.rateBp,
      ...(reductionCents !== 0 ? { reductionCents } : {}),
    });
  }
  // Rows in the order's own line order, as the credit note prints them.
  const position = new Map(order.lines.map((l, i) => [l.id, i]));
  rows.sort((a, b) => position.get(a.lineId!)! - position.get(b.lineId!)!);

  const withShipping = request.shipping ?? everything;
  if (withShipping && order.shipping.refunded && !everything)
    return refuse('REFUND_TOO_LARGE', msg('The shipping has already been refunded.'));
  const shippingTaken = withShipping && !order.shipping.refunded;
  const shippingCents = shippingTaken ? order.shipping.grossCents : 0;
  const shippingTaxCents = shippingTaken ? order.shipping.taxCents : 0;
  if (rows.length === 0 && shippingCents === 0)
    return refuse(
      everything ? 'NOT_REFUNDABLE' : 'BAD_REQUEST',
      everything
        ? msg('Nothing is left to refund on this order.')
        : msg('Choose at least one bottle or the shipping to refund.'),
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
    // Whatever the lines' shares did not give back (refunds made at the list price before reductions
    // were shared, a VAT cent no line could carry) is the "Discount" row: the refunds add up to the
    // total and its VAT, to the cent.
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
        msg("This order's samples have already come off other orders as credits: nothing is left to refund."),
      );
  } else if (amountCents > left) {
    return refuse('REFUND_TOO_LARGE', msg('That is more than is left to refund on this order.'));
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
