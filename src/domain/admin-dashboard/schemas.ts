import { orderStatuses, paymentStatuses } from '../orders/schemas';
import { moneySchema, timestampSchema } from '../shared/fields';
import { z } from '../shared/zod';

/** A perfume whose tracked stock is running low (the dashboard lists them). */
export const LOW_STOCK_THRESHOLD = 5;

const recentOrderSchema = z.object({
  id: z.number(),
  total: moneySchema,
  currency: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  createdAt: timestampSchema,
});

const revenueDaySchema = z.object({
  /** YYYY-MM-DD, a UTC calendar day. */
  day: z.string(),
  /** Sales only: the day's gift cards sold are left out (revenueSplit). */
  revenue: moneySchema,
  orders: z.number(),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

/** GET /api/admin/dashboard: every figure an SQL aggregate. */
export const adminDashboardSchema = z.object({
  totalUsers: z.number(),
  newUsersThisMonth: z.number(),
  totalOrders: z.number(),
  pendingOrders: z.number(),
  /**
   * The currency of `totalRevenue`, `giftCardsSold`, `averageOrder` and the chart: the default market's, every
   * other currency converted at the owner's rates (decision 070).
   */
  currency: z.string(),
  /** What paid orders kept less the gift cards they bought (revenueSplit): sales only, at the owner's rates. */
  totalRevenue: moneySchema,
  /** Each currency's sales, gift cards sold and paid orders, as charged (never converted), the largest first. */
  revenueByCurrency: z.array(
    z.object({ currency: z.string(), revenue: moneySchema, giftCardsSold: moneySchema, paidOrders: z.number() }),
  ),
  /** Currencies with sales but no market any more (no rate): left out of the totals at the owner's rates. */
  unconvertedCurrencies: z.array(z.string()),
  /** Gift cards sold and not cancelled: a liability until spent, never revenue (issue #43). */
  giftCardsSold: moneySchema,
  paidOrders: z.number(),
  averageOrder: moneySchema,
  recentOrders: z.array(recentOrderSchema),
  revenueLast30Days: z.array(revenueDaySchema),
  /** Orders waiting for their payment (they expire after 24 hours), apart from those to ship. */
  awaitingPayment: z.number(),
  refundedOrders: z.number(),
  /** Tracked perfumes with LOW_STOCK_THRESHOLD bottles or fewer, fewest first. */
  lowStock: z.array(z.object({ id: z.number(), name: z.string(), stock: z.number() })),
  /** The refill programme (DESIGN §1 "Refills"). */
  refills: z.object({
    /** Refills not cancelled: paused ones and those whose renewal failed still count. */
    active: z.number(),
    /**
     * What the running refills bring in a month, per currency as charged (never converted): each one's last amount
     * spread over a month (× 52 / 12 / its interval in weeks).
     */
    monthlyRecurring: z.array(z.object({ currency: z.string(), amount: moneySchema })),
    /** Refills that ended this calendar month (UTC), by the customer, staff or failed renewals. */
    cancelledThisMonth: z.number(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
