/*
 * When an order's bottles may be sent back, and how many (decision 059), one
 * rule for the order page and the server. Delivery is the moment the order was marked `completed`,
 * or, when it never was, 7 days after it was `shipped`; a return may be asked until 14 days after
 * delivery. Made-to-order perfumes (lifestyle and bespoke lines) are never returnable: EU law
 * exempts goods made to the consumer's specifications (Directive 2011/83/EU, Art. 16(c)). Samples
 * are returned like catalogue bottles: nothing in the law or the shop sets them apart. No zod, no I/O.
 */

import type { OrderStatus, PaymentStatus } from '../orders/schemas';
import { msg } from '../i18n/translator';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long after delivery a return may be asked. */
export const RETURN_WINDOW_DAYS = 14;
/** A shipped order counts as delivered this long after it left, unless it was marked completed first. */
const DELIVERY_AFTER_SHIPPING_DAYS = 7;

const CUSTOM_NOT_RETURNABLE = msg('Made-to-order perfumes cannot be returned');

/** What the rule reads of an order: its status, its payment and its status history (ISO times). */
export interface ReturnableOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  statusHistory: readonly { status: OrderStatus; at: string }[];
}

/** What the rule reads of an order's line. */
export interface ReturnableLine {
  id: number;
  name: string;
  quantity: number;
  refundedQuantity: number;
  isCustom: boolean;
}

/** The return window of an order, as of `now`. */
export type ReturnWindow =
  | { state: 'not-paid' }
  | { state: 'not-delivered' }
  | { state: 'open'; deliveredAt: Date; until: Date }
  | { state: 'closed'; deliveredAt: Date; until: Date };

/** The latest time the history says the order took `status`, if it ever did. */
function lastTime(history: ReturnableOrder['statusHistory'], status: OrderStatus): Date | undefined {
  let latest: number | undefined;
  for (const step of history) {
    if (step.status !== status) continue;
    const t = Date.parse(step.at);
    if (!Number.isNaN(t) && (latest === undefined || t > latest)) latest = t;
  }
  return latest === undefined ? undefined : new Date(latest);
}

/** When the order reached its customer: marked completed, or 7 days after it shipped; undefined when neither yet. */
export function deliveredAt(order: ReturnableOrder, now: Date): Date | undefined {
  if (order.status === 'completed') {
    const completed = lastTime(order.statusHistory, 'completed');
    if (completed) return completed;
  }
  if (order.status !== 'shipped' && order.status !== 'completed') return undefined;
  const shipped = lastTime(order.statusHistory, 'shipped');
  if (!shipped) return undefined;
  const arrived = new Date(shipped.getTime() + DELIVERY_AFTER_SHIPPING_DAYS * DAY_MS);
  return arrived.getTime() <= now.getTime() ? arrived : undefined;
}

/** Whether a return may be asked now, and until when. */
export function returnWindow(order: ReturnableOrder, now: Date): ReturnWindow {
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded') return { state: 'not-paid' };
  const delivered = deliveredAt(order, now);
  if (!delivered) return { state: 'not-delivered' };
  const until = new Date(delivered.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
  return { state: now.getTime() <= until.getTime() ? 'open' : 'closed', deliveredAt: delivered, until };
}

// Made when first used (a phone's first `Intl.DateTimeFormat` costs it tens of milliseconds at a page's start).
let longDate: Intl.DateTimeFormat | undefined;
/** A day as the messages write it: `9 December 2026` (UTC, as the server's and the browser's must agree). */
export const formatReturnDay = (at: Date): string =>
  (longDate ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).format(at);

/** Why the window refuses a return, in the words the customer reads; undefined while it is open. */
function windowRefusal(window: ReturnWindow): string | undefined {
  switch (window.state) {
    case 'open':
      return undefined;
    case 'not-paid':
      return msg('Only a paid order can be returned.');
    case 'not-delivered':
      return msg('This order has not been delivered yet: a return can be asked once it has arrived.');
    case 'closed':
      return `Returns were possible until ${formatReturnDay(window.until)}, ${RETURN_WINDOW_DAYS} days after delivery.`;
  }
}

/** How many of each line may still be asked back: bought − refunded − in returns still open. */
export function quantitiesLeft(
  lines: readonly ReturnableLine[],
  openReturns: readonly { lines: readonly { lineId: number; quantity: number }[] }[],
): Map<number, number> {
  const asked = new Map<number, number>();
  for (const r of openReturns) for (const l of r.lines) asked.set(l.lineId, (asked.get(l.lineId) ?? 0) + l.quantity);
  return new Map(
    lines.map((l) => [l.id, l.isCustom ? 0 : Math.max(0, l.quantity - l.refundedQuantity - (asked.get(l.id) ?? 0))]),
  );
}

/**
 * Why a return of these lines and quantities cannot be asked now, in the customer's words, or
 * undefined when it can. `openReturns` are the order's returns still open (isOpenReturn).
 */
export function refuseReturn(
  order: ReturnableOrder & { items: readonly ReturnableLine[] },
  openReturns: readonly { lines: readonly { lineId: number; quantity: number }[] }[],
  asked: readonly { lineId: number; quantity: number }[],
  now: Date,
): string | undefined {
  if (asked.length === 0) return msg('Choose at least one bottle to return.');
  const byId = new Map(order.items.map((l) => [l.id, l]));
  const seen = new Set<number>();
  for (const a of asked) {
    const line = byId.get(a.lineId);
    if (!line) return `Line ${a.lineId} is not part of this order.`;
    if (seen.has(a.lineId)) return `${line.name} is named twice.`;
    seen.add(a.lineId);
    if (line.isCustom) return `${CUSTOM_NOT_RETURNABLE}: ${line.name} was made for you.`;
  }
  const refusal = windowRefusal(returnWindow(order, now));
  if (refusal) return refusal;
  const left = quantitiesLeft(order.items, openReturns);
  for (const a of asked) {
    const line = byId.get(a.lineId)!;
    const most = left.get(a.lineId) ?? 0;
    if (!Number.isInteger(a.quantity) || a.quantity < 1) return `Return at least one bottle of ${line.name}.`;
    if (a.quantity > most)
      return most === 0
        ? `Every bottle of ${line.name} is already refunded or in a return.`
        : `Only ${most} of ${line.name} can still be returned.`;
  }
  return undefined;
}
