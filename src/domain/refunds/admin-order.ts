import { orderLineName } from '../catalogue/sizes';
import type { AdminOrder, AdminOrderSummary } from '../orders/admin-schemas';
import { toMinor } from '../currency/currency';
import type { Cents } from '../shared/money';
import { leftToRefund, type RefundableOrder, refundLineKind } from './order';

type Answered = Pick<AdminOrderSummary, 'total' | 'refunded' | 'refundable' | 'currency'>;

/**
 * An amount of the back office's answer (major units of the order's currency) in that currency's minor units:
 * by its ISO 4217 exponent, never ×100 (an order of a yen market has no cents; decision 070).
 */
const minorIn =
  (order: Pick<Answered, 'currency'>) =>
  (major: number): Cents =>
    toMinor(major, order.currency);

/** What of an order is withheld from refunds, from the back office's answer (major units). */
function withheldOf(order: Answered): Cents {
  const minor = minorIn(order);
  return order.refundable === undefined ? 0 : minor(order.total) - minor(order.refundable);
}

/** What is left to refund on an order as the back office's answer gives it (the refund rule's `leftToRefund`). */
export function leftToRefundOf(order: Answered): Cents {
  const minor = minorIn(order);
  return leftToRefund({
    totalCents: minor(order.total),
    refundedCents: minor(order.refunded),
    withheldCents: withheldOf(order),
  });
}

/**
 * The order as the refund rule reads it, from the back office's answer: what it was charged, what
 * came off it (shared among its lines) and what its refunds gave back.
 */
export function refundableOf(order: AdminOrder): RefundableOrder {
  const minor = minorIn(order);
  const refundedTax = order.refunds.reduce((s, r) => s + minor(r.tax), 0);
  return {
    lines: order.items.map((l) => ({
      id: l.id,
      name: orderLineName(l),
      unitCents: minor(l.price),
      quantity: l.quantity,
      taxCents: minor(l.tax ?? 0),
      rateBp: Math.round((l.taxRate ?? 0) * 10_000),
      refundedQuantity: l.refundedQuantity,
      kind: refundLineKind(l),
    })),
    shipping: {
      grossCents: minor(order.shipping),
      taxCents: minor(order.shippingTax ?? 0),
      refunded: order.refunds.some((r) => r.shipping > 0),
    },
    totalCents: minor(order.total),
    taxCents: minor(order.tax ?? 0),
    rateBp: Math.round((order.taxRate ?? 0) * 10_000),
    refundedCents: minor(order.refunded),
    refundedTaxCents: refundedTax,
    withheldCents: withheldOf(order),
    reductions: order.adjustments.map((a) => ({ kind: a.kind, amountCents: minor(a.amount) })),
  };
}
