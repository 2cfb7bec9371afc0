import type { Cents } from '../shared/money';

export const SHIPPING_CENTS: Cents = 1200;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
/** A cart holds at most this many lines, and an order totals at most this much. */
export const MAX_CART_LINES = 50;
export const MAX_ORDER_TOTAL_CENTS: Cents = 2_000_000;

/** Flat shipping when anything is bought, nothing otherwise. */
export function shippingFor(subtotal: Cents): Cents {
  return subtotal > 0 ? SHIPPING_CENTS : 0;
}

export function clampQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n)));
}

export interface PricedLine {
  unitPrice: Cents;
  quantity: number;
}

export interface CartTotals {
  subtotal: Cents;
  /** What the server's adjustments (sample credits, the discovery set) take off the subtotal. */
  discount: Cents;
  shipping: Cents;
  total: Cents;
  itemCount: number;
}

/** total = subtotal − discount + shipping; a discount never takes the lines below nothing. */
export function cartTotals(lines: readonly PricedLine[], discount: Cents = 0): CartTotals {
  let subtotal = 0;
  let itemCount = 0;
  for (const l of lines) {
    subtotal += l.unitPrice * l.quantity;
    itemCount += l.quantity;
  }
  const shipping = shippingFor(subtotal);
  const taken = Math.min(Math.max(0, discount), subtotal);
  return { subtotal, discount: taken, shipping, total: subtotal - taken + shipping, itemCount };
}
