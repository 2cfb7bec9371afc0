import type { OrderStatus, PaymentStatus } from './schemas';

/**
 * What is true of an order, whatever its last status change said: whether it was paid (or paid and
 * refunded since), and whether it has left the house with a carrier.
 */
export interface OrderFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The carrier it left with, once shipped; a shipped order stays shipped whatever its status is set to. */
  carrier: string | null;
}

/** Why the back office cannot set a status: its code and the words a staff member reads. */
export interface Refusal {
  code: 'STATUS_NOT_ALLOWED' | 'REFUND_REQUIRED';
  message: string;
}

/*
 * The payment states each rule reads, once (issue #44): the functions below read them, and so does
 * every SQL statement, index and trigger that asks the same question (server/db/sql-lists.ts renders
 * them as literals, so the planner matches a query to a partial index; tests/lint/status-sets.test.ts
 * finds any state written by hand in the server's SQL, and checks the triggers say the same).
 */

/** Paid, and not refunded in full (isPaid): it earns, ships, and is reviewed. */
export const PAID_PAYMENT_STATUSES = ['paid', 'partially_refunded'] as const satisfies readonly PaymentStatus[];
/** A placed order (isPlacedOrder): paid, or paid and refunded since. */
export const PLACED_PAYMENT_STATUSES = [
  ...PAID_PAYMENT_STATUSES,
  'refunded',
] as const satisfies readonly PaymentStatus[];
/** An unpaid checkout attempt: its payment pending, or failed and open to another try. */
export const UNPAID_PAYMENT_STATUSES = ['pending', 'failed'] as const satisfies readonly PaymentStatus[];

const among = (statuses: readonly PaymentStatus[], status: PaymentStatus) => statuses.includes(status);

/** Unpaid checkout attempts are not orders: they count, list and earn nothing until paid. */
export function isPlacedOrder(order: Pick<OrderFacts, 'paymentStatus'>): boolean {
  return among(PLACED_PAYMENT_STATUSES, order.paymentStatus);
}

/** Paid, and not refunded in full: a partly refunded order still ships, and is cancelled only by refunding the rest. */
export function isPaid(order: Pick<OrderFacts, 'paymentStatus'>): boolean {
  return among(PAID_PAYMENT_STATUSES, order.paymentStatus);
}

/**
 * Why `to` cannot be true of the order; undefined when it can. The rule reads the order's facts, not
 * its last step: an order that has left with a carrier can never be pending, processing or cancelled
 * again (stepping back first changes nothing); a paid order is never awaiting payment, and is
 * cancelled only by refunding it (REFUND_REQUIRED: the back office asks a staff member to confirm the
 * refund); an unpaid or refunded order is never shipped or completed.
 */
export function refusedTransition(order: OrderFacts, to: OrderStatus): Refusal | undefined {
  if (order.status === to) return undefined;
  const refuse = (message: string): Refusal => ({ code: 'STATUS_NOT_ALLOWED', message });
  const paid = isPaid(order);
  if (to === 'shipped' || to === 'completed') {
    if (order.paymentStatus === 'refunded') return refuse(`A refunded order cannot be marked ${to}.`);
    if (!paid) return refuse(`An unpaid order cannot be marked ${to}. It can be ${to} once it is paid.`);
    return undefined;
  }
  const left = order.carrier !== null || order.status === 'shipped' || order.status === 'completed';
  if (left) {
    const was = order.status === 'shipped' || order.status === 'completed' ? order.status : 'shipped';
    return refuse(
      to === 'cancelled'
        ? `A ${was} order cannot be cancelled. Refund it instead.`
        : `This order has been shipped: it cannot be ${to} again.`,
    );
  }
  if (to === 'cancelled')
    return paid
      ? { code: 'REFUND_REQUIRED', message: 'A paid order is cancelled by refunding it in full.' }
      : undefined;
  if (order.paymentStatus === 'refunded') return refuse('A refunded order cannot be reopened.');
  if (to === 'pending' && paid) return refuse('A paid order is not awaiting payment.');
  return undefined;
}
