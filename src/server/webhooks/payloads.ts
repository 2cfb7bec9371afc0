import { toMajorIn } from '../../domain/currency/currency';
import type { WebhookEventData } from '../../domain/webhooks/schemas';

/*
 * The events' `data` from the rows the features hold when the event happens (domain/webhooks/schemas.ts describes
 * them): each caller passes what it has read in its own transaction, so an event says what that transaction wrote.
 * Money as the API answers it: major units beside the currency. The rows are named by the fields read here, not
 * by their features' types: those features import this one (their events), never the other way.
 */

/** What the `order.*` events tell of an order (its row, as the orders feature holds it). */
interface OrderFacts {
  id: number;
  invoiceNumber: string | null;
  status: string;
  paymentStatus: string;
  totalCents: number;
  currency: string;
  shippingDetails: unknown;
  billingDetails: unknown;
  createdAt: Date;
  paidAt: Date | null;
}

/** An order's line as the `order.*` events list it. */
interface OrderLineFacts {
  id: number;
  perfumeId: number | null;
  name: string;
  volume: number | null;
  quantity: number;
  unitPriceCents: number;
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** An order as every `order.*` event carries it: its total, buyer and lines. */
export function orderData(order: OrderFacts, lines: readonly OrderLineFacts[]): WebhookEventData<'order.paid'> {
  const details = (order.billingDetails ?? order.shippingDetails) as { email?: unknown } | null;
  const shipped = order.shippingDetails as { email?: unknown } | null;
  const email =
    typeof details?.email === 'string' ? details.email : typeof shipped?.email === 'string' ? shipped.email : '';
  const money = (minor: number) => toMajorIn(minor, order.currency);
  return {
    id: order.id,
    number: order.invoiceNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    total: money(order.totalCents),
    currency: order.currency,
    email,
    lines: lines.map((l) => ({
      id: l.id,
      perfumeId: l.perfumeId,
      name: l.name,
      volume: l.volume,
      quantity: l.quantity,
      unitPrice: money(l.unitPriceCents),
      total: money(l.unitPriceCents * l.quantity),
    })),
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
  };
}

/** What the `subscription.*` events tell of a subscription (its row, as the refills feature holds it). */
interface SubscriptionFacts {
  id: number;
  status: string;
  userId: number;
  name: string;
  perfumeId: number | null;
  volume: number | null;
  quantity: number;
  intervalWeeks: number;
  cycle: number;
  nextRenewalAt: Date | null;
  currency: string;
  cancelledAt: Date | null;
  cancelReason: string | null;
}

/** A subscription as every `subscription.*` event carries it; `orderId`: the order that made or renewed it. */
export function subscriptionData(
  sub: SubscriptionFacts,
  orderId: number | null,
): WebhookEventData<'subscription.created'> {
  return {
    id: sub.id,
    status: sub.status,
    customerId: sub.userId,
    name: sub.name,
    perfumeId: sub.perfumeId,
    volume: sub.volume,
    quantity: sub.quantity,
    intervalWeeks: sub.intervalWeeks,
    cycle: sub.cycle,
    nextRenewalAt: iso(sub.nextRenewalAt),
    currency: sub.currency,
    orderId,
    cancelledAt: iso(sub.cancelledAt),
    cancelReason: sub.cancelReason,
  };
}

/** A new customer account. */
export function customerData(user: {
  id: number;
  email: string;
  fullName: string;
  locale: string;
  createdAt: Date;
}): WebhookEventData<'customer.created'> {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
  };
}
