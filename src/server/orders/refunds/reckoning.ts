import { orderLineName } from '../../../domain/catalogue/sizes';
import type { RefundResult } from '../../../domain/orders/admin-schemas';
import {
  type Reduction,
  type RefundableOrder,
  refundLineKind,
  type RefundRequest,
  type RefundRow,
} from '../../../domain/refunds/refunds';
import { toMajorIn } from '../../../domain/currency/currency';
import type { OrderLineRow, OrderRow } from '../repo';
import type { RefundRecord } from './repo';

/**
 * A refund reckoned against its order: the order as the refund rule reads it (what is left to give
 * back, counting the refunds under way), a retry told from a new request, the bottles it puts back
 * on sale, and its answer.
 */

/** What staff (or a return) asks to refund. */
export interface RefundAsk extends RefundRequest {
  restock?: boolean | undefined;
  /** The return this refund pays back, when it comes from one. */
  returnId?: number | undefined;
}

export const isMade = (r: RefundRecord) => r.creditNoteNumber !== null;
export const rowsOf = (r: RefundRecord) => r.lines as RefundRow[];

/**
 * An order as the refund rule reads it: what it was charged and what came off it (its reductions,
 * shared among its lines), and what its refunds gave back so far, counting those under way (reserved,
 * the provider not yet answered), so two refunds at once never give back more than the total.
 */
export function refundableOf(
  order: OrderRow,
  lines: OrderLineRow[],
  refunds: RefundRecord[],
  withheldCents: number,
  reductions: readonly Reduction[] | undefined,
): RefundableOrder {
  const underWay = refunds.filter((r) => !isMade(r));
  const reserved = new Map<number, number>();
  for (const r of underWay)
    for (const row of rowsOf(r))
      if (row.lineId !== null) reserved.set(row.lineId, (reserved.get(row.lineId) ?? 0) + row.quantity);
  return {
    lines: lines.map((l) => ({
      id: l.id,
      name: orderLineName(l),
      unitCents: l.unitPriceCents,
      quantity: l.quantity,
      taxCents: l.taxCents ?? 0,
      rateBp: l.taxRateBp ?? 0,
      refundedQuantity: l.refundedQuantity + (reserved.get(l.id) ?? 0),
      kind: refundLineKind(l),
    })),
    // A gift wrap goes back with the shipping: both are the parcel's charges (decision 063).
    shipping: {
      grossCents: order.shippingCents + order.giftWrapCents,
      taxCents: (order.shippingTaxCents ?? 0) + (order.giftWrapTaxCents ?? 0),
      refunded: refunds.some((r) => r.shippingCents > 0),
    },
    totalCents: order.totalCents,
    taxCents: order.taxCents ?? 0,
    rateBp: order.taxRateBp ?? 0,
    refundedCents: order.refundedCents + underWay.reduce((s, r) => s + r.amountCents, 0),
    refundedTaxCents: refunds.reduce((s, r) => s + r.taxCents, 0),
    withheldCents,
    reductions,
  };
}

/**
 * The same lines and shipping as a refund under way: the request is its retry. A request for
 * everything left is never one: nothing tells it from another request that took the same lines.
 */
export function sameAsk(r: RefundRecord, ask: RefundAsk): boolean {
  if (ask.lines === undefined) return false;
  const asked = ask.lines
    .filter((l) => l.quantity > 0)
    .map((l) => `${l.lineId}:${l.quantity}`)
    .sort();
  const reserved = rowsOf(r)
    .filter((row) => row.lineId !== null)
    .map((row) => `${row.lineId}:${row.quantity}`)
    .sort();
  return asked.join() === reserved.join() && Boolean(ask.shipping) === r.shippingCents > 0;
}

/** The catalogue bottles of a refund's lines: what goes back on sale when a staff member ticks it. */
export function bottlesOf(rows: RefundRow[], lines: OrderLineRow[]) {
  return rows.flatMap((row) => {
    const line = lines.find((l) => l.id === row.lineId);
    return line && line.perfumeId !== null && !line.isCustom && line.size === 'bottle'
      ? [{ perfumeId: line.perfumeId, quantity: row.quantity, volume: line.volume }]
      : [];
  });
}

/** The answer of a refund: the order's refund state, and this refund's credit note and amount. */
export function answerOf(order: OrderRow, refund: RefundRecord | undefined): RefundResult {
  return {
    id: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    refunded: toMajorIn(order.refundedCents, order.currency),
    restocked: refund?.restocked ?? false,
    creditNote: refund?.creditNoteNumber ?? null,
    amount: refund ? toMajorIn(refund.amountCents, order.currency) : 0,
  };
}
