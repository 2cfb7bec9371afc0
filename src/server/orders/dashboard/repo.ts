import { and, desc, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { GIFT_CARD_LINE_TYPE } from '../../../domain/cart/lines';
import {
  PAID_PAYMENT_STATUSES,
  PLACED_PAYMENT_STATUSES,
  UNPAID_PAYMENT_STATUSES,
} from '../../../domain/orders/lifecycle';
import type { Db } from '../../db/client';
import { inStates } from '../../db/sql-lists';
import { placed } from '../repo';
import { orderLines, orders, orderTotals, revenueDays } from '../schema';

/** The back office's dashboard: its counts and sums, recent orders and revenue per day. */

/**
 * The dashboard's counts and sums, from the totals a trigger keeps per status and payment status
 * (migration 0027): a dozen rows, however many orders and days there are.
 */
export async function orderCounts(db: Db) {
  const f = orderTotals;
  // Revenue is net of refunds: what paid orders, partly refunded ones included, kept.
  const isEarning = sql`${inStates(f.paymentStatus, PAID_PAYMENT_STATUSES)} and ${f.status} <> 'cancelled'`;
  // A row per currency (decision 070): amounts of two currencies are never added here.
  const rows = await db
    .select({
      currency: f.currency,
      totalOrders: sql<number>`coalesce(sum(${f.orders}) filter (where ${inStates(f.paymentStatus, PLACED_PAYMENT_STATUSES)}), 0)::int`,
      // Paid and not yet shipped: what needs the shop's attention.
      pendingOrders: sql<number>`coalesce(sum(${f.orders}) filter (where ${inStates(f.paymentStatus, PAID_PAYMENT_STATUSES)} and ${f.status} in ('pending', 'processing')), 0)::int`,
      awaitingPayment: sql<number>`coalesce(sum(${f.orders}) filter (where ${f.status} = 'pending' and ${inStates(f.paymentStatus, UNPAID_PAYMENT_STATUSES)}), 0)::int`,
      refundedOrders: sql<number>`coalesce(sum(${f.orders}) filter (where ${f.paymentStatus} = 'refunded'), 0)::int`,
      revenueCents: sql<number>`coalesce(sum(${f.totalCents} - ${f.refundedCents}) filter (where ${isEarning}), 0)::bigint`,
      paidOrders: sql<number>`coalesce(sum(${f.orders}) filter (where ${isEarning}), 0)::int`,
    })
    .from(f)
    .groupBy(f.currency);
  const count = (key: 'totalOrders' | 'pendingOrders' | 'awaitingPayment' | 'refundedOrders' | 'paidOrders') =>
    rows.reduce((sum, r) => sum + Number(r[key]), 0);
  return {
    totalOrders: count('totalOrders'),
    pendingOrders: count('pendingOrders'),
    awaitingPayment: count('awaitingPayment'),
    refundedOrders: count('refundedOrders'),
    paidOrders: count('paidOrders'),
    /** What paid orders kept, per currency. */
    revenue: rows
      .filter((r) => Number(r.paidOrders) !== 0 || Number(r.revenueCents) !== 0)
      .map((r) => ({ currency: r.currency, keptCents: Number(r.revenueCents), paidOrders: Number(r.paidOrders) })),
  };
}

/**
 * Of the orders `candidates` names (the few that bought gift cards), how many are paid, still open
 * (pending or processing) and hold nothing but gift cards: orders that wait for a card's day, never
 * for the shop's attention (issue #43).
 */
export async function openCardOnlyCount(db: Db, candidates: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        sql`${orders.id} in ${candidates}`,
        inArray(orders.status, ['pending', 'processing']),
        inStates(orders.paymentStatus, PAID_PAYMENT_STATUSES),
        sql`not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id}
          and (${orderLines.customDetails}->>'type') is distinct from ${GIFT_CARD_LINE_TYPE})`,
      ),
    );
  return row?.count ?? 0;
}

export async function recentOrders(db: Db, limit: number) {
  return db
    .select({
      id: orders.id,
      totalCents: orders.totalCents,
      currency: orders.currency,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(placed)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Paid revenue per calendar day (UTC) and currency over the last `days` days, from the kept figures (a row a day); days without sales are absent. */
export async function revenueByDay(db: Db, days: number) {
  return db
    .select({
      day: sql<string>`to_char(${revenueDays.day}, 'YYYY-MM-DD')`,
      currency: revenueDays.currency,
      revenueCents: revenueDays.revenueCents,
      orders: revenueDays.orders,
    })
    .from(revenueDays)
    .where(
      and(sql`${revenueDays.day} >= (now() at time zone 'UTC')::date - ${days - 1}::int`, ne(revenueDays.orders, 0)),
    )
    .orderBy(revenueDays.day);
}
