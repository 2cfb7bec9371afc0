import { orderLineName } from '../catalogue/sizes';
import type { AdminOrder, AdminOrderSummary } from '../orders/admin-schemas';
import { type Cents, toCents } from '../shared/money';
import { leftToRefund, type RefundableOrder, refundLineKind } from './order';

type Answered = Pick<AdminOrderSummary, 'total' | 'refunded' | 'refundable'>;

/** What of an order is withheld from refunds, from the back office's answer (major units). */
const withheldOf = (order: Answered): Cents =>
  order.refundable === undefined ? 0 : toCents(order.total) - toCents(order.refundable);

/** What is left to refund on an order as the back office's answer gives it (the refund rule's `leftToRefund`). */
export const leftToRefundOf = (order: Answered): Cents =>
  leftToRefund({
    totalCents: toCents(order.total),
    refundedCents: toCents(order.refunded),
    withheldCents: withheldOf(order),
  });

/**
 * The order as the refund rule reads it, from the back office's answer: what it was charged, what
 * came off it (shared among its lines) and what its refunds gave back.
 */
export function refundableOf(order: AdminOrder): RefundableOrder {
  const refundedTax = order.refunds.reduce((s, r) => s + toCents(r.tax), 0);
  return {
    lines: order.items.map((l) => ({
      id: l.id,
      name: orderLineName(l),
      unitCents: toCents(l.price),
      quantity: l.quantity,
      taxCents: toCents(l.tax ?? 0),
      rateBp: Math.round((l.taxRate ?? 0) * 10_000),
      refundedQuantity: l.refundedQuantity,
      kind: refundLineKind(l),
    })),
    shipping: {
      grossCents: toCents(order.shipping),
      taxCents: toCents(order.shippingTax ?? 0),
      refunded: order.refunds.some((r) => r.shipping > 0),
    },
    totalCents: toCents(order.total),
    taxCents: toCents(order.tax ?? 0),
    rateBp: Math.round((order.taxRate ?? 0) * 10_000),
    refundedCents: toCents(order.refunded),
    refundedTaxCents: refundedTax,
    withheldCents: withheldOf(order),
    reductions: order.adjustments.map((a) => ({ kind: a.kind, amountCents: toCents(a.amount) })),
  };
}
