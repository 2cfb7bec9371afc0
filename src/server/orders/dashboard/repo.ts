import { inArray, type SQL, sql } from 'drizzle-orm';
import { GIFT_CARD_LINE_TYPE } from '../../../domain/cart/lines';
import {
  PAID_PAYMENT_STATUSES,
  PLACED_PAYMENT_STATUSES,
  UNPAID_PAYMENT_STATUSES,
} from '../../../domain/orders/lifecycle';
import { literalLimit } from '../../db/keyset';
import { inStates } from '../../db/sql-lists';
import { jsonValue, type OneValueRead } from '../../db/together';
import { placed } from '../repo';
import { orderLines, orders, orderTotals, revenueDays } from '../schema';

/** The back office's dashboard: its counts and sums, recent orders and revenue per day. */

/** One currency's row of the orders' kept totals, as the dashboard sums them. */
interface CurrencyCounts {
  currency: string;
  totalOrders: number;
  pendingOrders: number;
  awaitingPayment: number;
  refundedOrders: number;
  revenueCents: number;
  paidOrders: number;
}

/** The dashboard's counts and sums of the orders (`orderCountsRead`). */
export interface OrderCounts {
  totalOrders: number;
  pendingOrders: number;
  awaitingPayment: number;
  refundedOrders: number;
  paidOrders: number;
  /** What paid orders kept, per currency. */
  revenue: { currency: string; keptCents: number; paidOrders: number }[];
  /**
   * Of the orders that bought gift cards, how many are paid, still open (pending or processing) and hold nothing but
   * gift cards: orders that wait for a card's day, never for the shop's attention (issue #43).
   */
  openCardOnly: number;
}

/**
 * The dashboard's counts and sums, from the totals a trigger keeps per status and payment status
 * (migration 0027): a dozen rows, however many orders and days there are. `candidates`: the orders that bought
 * gift cards (the gift cards feature's subquery, a few rows), of which the open ones of cards only are counted.
 */
export function orderCountsRead(candidates: SQL): OneValueRead<OrderCounts> {
  const f = orderTotals;
  // Revenue is net of refunds: what paid orders, partly refunded ones included, kept.
  const isEarning = sql`${inStates(f.paymentStatus, PAID_PAYMENT_STATUSES)} and ${f.status} <> 'cancelled'`;
  // A row per currency (decision 070): amounts of two currencies are never added here.
  const perCurrency = sql`select ${f.currency} as currency,
      coalesce(sum(${f.orders}) filter (where ${inStates(f.paymentStatus, PLACED_PAYMENT_STATUSES)}), 0)::int as "totalOrders",
      coalesce(sum(${f.orders}) filter (where ${inStates(f.paymentStatus, PAID_PAYMENT_STATUSES)} and ${f.status} in ('pending', 'processing')), 0)::int as "pendingOrders",
      coalesce(sum(${f.orders}) filter (where ${f.status} = 'pending' and ${inStates(f.paymentStatus, UNPAID_PAYMENT_STATUSES)}), 0)::int as "awaitingPayment",
      coalesce(sum(${f.orders}) filter (where ${f.paymentStatus} = 'refunded'), 0)::int as "refundedOrders",
      coalesce(sum(${f.totalCents} - ${f.refundedCents}) filter (where ${isEarning}), 0)::bigint as "revenueCents",
      coalesce(sum(${f.orders}) filter (where ${isEarning}), 0)::int as "paidOrders"
    from ${f} group by ${f.currency}`;
  const openCardOnly = sql`select count(*)::int from ${orders}
    where ${orders.id} in ${candidates}
      and ${inArray(orders.status, ['pending', 'processing'])}
      and ${inStates(orders.paymentStatus, PAID_PAYMENT_STATUSES)}
      and not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id}
        and (${orderLines.customDetails}->>'type') is distinct from ${GIFT_CARD_LINE_TYPE})`;
  return {
    sql: sql`select json_build_object(
      'rows', (select coalesce(json_agg(c), '[]'::json) from (${perCurrency}) c),
      'openCardOnly', (${openCardOnly}))`,
    read: (value) => {
      const { rows, openCardOnly: cardOnly } = jsonValue<{ rows: CurrencyCounts[]; openCardOnly: number }>(value);
      const count = (key: 'totalOrders' | 'pendingOrders' | 'awaitingPayment' | 'refundedOrders' | 'paidOrders') =>
        rows.reduce((sum, r) => sum + Number(r[key]), 0);
      return {
        totalOrders: count('totalOrders'),
        pendingOrders: count('pendingOrders'),
        awaitingPayment: count('awaitingPayment'),
        refundedOrders: count('refundedOrders'),
        paidOrders: count('paidOrders'),
        revenue: rows
          .filter((r) => Number(r.paidOrders) !== 0 || Number(r.revenueCents) !== 0)
          .map((r) => ({ currency: r.currency, keptCents: Number(r.revenueCents), paidOrders: Number(r.paidOrders) })),
        openCardOnly: Number(cardOnly),
      };
    },
  };
}

/** An order as the dashboard's recent ones show it. */
export interface RecentOrder {
  id: number;
  totalCents: number;
  currency: string;
  status: (typeof orders.$inferSelect)['status'];
  paymentStatus: (typeof orders.$inferSelect)['paymentStatus'];
  /** ISO 8601, UTC, to the millisecond. */
  createdAt: string;
}

/** The `limit` newest placed orders. */
export function recentOrdersRead(limit: number): OneValueRead<RecentOrder[]> {
  return {
    sql: sql`select coalesce(json_agg(json_build_object('id', o.id, 'totalCents', o.total_cents, 'currency', o.currency,
        'status', o.status, 'paymentStatus', o.payment_status,
        'createdAt', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        order by o.created_at desc, o.id desc), '[]'::json)
      from (select ${orders.id} as id, ${orders.totalCents} as total_cents, ${orders.currency} as currency,
          ${orders.status} as status, ${orders.paymentStatus} as payment_status, ${orders.createdAt} as created_at
        from ${orders} where ${placed} order by ${orders.createdAt} desc, ${orders.id} desc limit ${literalLimit(limit)}) o`,
    read: (value) =>
      jsonValue<RecentOrder[]>(value).map((o) => ({ ...o, id: Number(o.id), totalCents: Number(o.totalCents) })),
  };
}

/** A day's paid revenue in one currency, from the kept figures. */
export interface RevenueDay {
  day: string;
  currency: string;
  revenueCents: number;
  orders: number;
}

/** Paid revenue per calendar day (UTC) and currency over the last `days` days, from the kept figures (a row a day); days without sales are absent. */
export function revenueByDayRead(days: number): OneValueRead<RevenueDay[]> {
  const d = revenueDays;
  return {
    sql: sql`select coalesce(json_agg(json_build_object('day', to_char(${d.day}, 'YYYY-MM-DD'), 'currency', ${d.currency},
        'revenueCents', ${d.revenueCents}, 'orders', ${d.orders}) order by ${d.day}), '[]'::json)
      from ${d}
      where ${d.day} >= (now() at time zone 'UTC')::date - ${literalLimit(days - 1)} and ${d.orders} <> 0`,
    read: (value) =>
      jsonValue<RevenueDay[]>(value).map((r) => ({
        ...r,
        revenueCents: Number(r.revenueCents),
        orders: Number(r.orders),
      })),
  };
}
