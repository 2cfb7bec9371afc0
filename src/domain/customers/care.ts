/*
 * Customer care's figures (decision 066): what a customer has spent with the house.
 * No zod here. Integer cents throughout.
 */

/** What the rule reads of an order: how it was paid, its total and what its refunds gave back. */
export interface SpendOrder {
  paymentStatus: 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
  totalCents: number;
  refundedCents: number;
}

export interface LifetimeSpend {
  /** What the customer's orders kept: paid totals less their refunds. */
  spentCents: number;
  /** The orders that kept money: paid, or partly refunded (a wholly refunded or unpaid order is none). */
  orders: number;
  /** `spentCents / orders`, rounded half up to the cent; 0 without such an order. */
  averageCents: number;
}

/**
 * The one rule for a customer's lifetime spend, the same as the overview's revenue: every paid order
 * counts its total less what was refunded; unpaid and failed attempts count nothing; a wholly
 * refunded order counts nothing and is not an order of the average.
 */
export function lifetimeSpend(orders: readonly SpendOrder[]): LifetimeSpend {
  let spentCents = 0;
  let counted = 0;
  for (const o of orders) {
    if (o.paymentStatus !== 'paid' && o.paymentStatus !== 'partially_refunded') continue;
    spentCents += o.totalCents - o.refundedCents;
    counted += 1;
  }
  return { spentCents, orders: counted, averageCents: counted ? Math.round(spentCents / counted) : 0 };
}

/** An order of a customer's, in its currency, for the spend per currency. */
export interface SpendOrderIn extends SpendOrder {
  currency: string;
}

/** A customer's lifetime spend in one currency. */
export interface SpendIn extends LifetimeSpend {
  currency: string;
}

/**
 * The lifetime spend per currency (decision 070: amounts of two currencies are never added), each by
 * `lifetimeSpend`; the currency with the most orders that kept money first, then by code. No order that kept money: [].
 */
export function spendByCurrency(orders: readonly SpendOrderIn[]): SpendIn[] {
  const by = new Map<string, SpendOrderIn[]>();
  for (const o of orders) by.set(o.currency, [...(by.get(o.currency) ?? []), o]);
  return [...by]
    .map(([currency, own]) => ({ currency, ...lifetimeSpend(own) }))
    .filter((s) => s.orders > 0)
    .sort((a, b) => b.orders - a.orders || a.currency.localeCompare(b.currency));
}

/** The longest internal note. */
export const NOTE_MAX = 2000;
