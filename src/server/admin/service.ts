import type { OrderStatus } from '../../domain/checkout';
import { toMajor } from '../../domain/money';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { toOrder } from '../orders/present';
import { linesFor, listOrders, orderCounts, updateOrderStatus } from '../orders/repo';
import { toUser } from '../users/present';
import { listUsers } from '../users/repo';
import { recentOrders, revenueByDay, userCounts } from './repo';

const CHART_DAYS = 30;

export class AdminService {
  constructor(private readonly db: Db) {}

  /** Every figure is an SQL aggregate: the cost does not grow with the number of rows sent. */
  async dashboard() {
    const [usersAgg, ordersAgg, recent, byDay] = await Promise.all([
      userCounts(this.db),
      orderCounts(this.db),
      recentOrders(this.db, 5),
      revenueByDay(this.db, CHART_DAYS),
    ]);
    const revenue = new Map(byDay.map((d) => [d.day, { revenue: toMajor(Number(d.revenueCents)), orders: d.orders }]));
    const today = new Date();
    const revenueLast30Days = Array.from({ length: CHART_DAYS }, (_, i) => {
      const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (CHART_DAYS - 1 - i)));
      const day = d.toISOString().slice(0, 10);
      return { day, ...(revenue.get(day) ?? { revenue: 0, orders: 0 }) };
    });
    return {
      totalUsers: usersAgg.totalUsers,
      newUsersThisMonth: usersAgg.newUsersThisMonth,
      totalOrders: ordersAgg.totalOrders,
      pendingOrders: ordersAgg.pendingOrders,
      totalRevenue: toMajor(ordersAgg.revenueCents),
      paidOrders: ordersAgg.paidOrders,
      averageOrder: ordersAgg.paidOrders ? toMajor(Math.round(ordersAgg.revenueCents / ordersAgg.paidOrders)) : 0,
      recentOrders: recent.map((o) => ({
        id: o.id,
        total: toMajor(o.totalCents),
        status: o.status,
        paymentStatus: o.paymentStatus,
        createdAt: o.createdAt.toISOString(),
      })),
      revenueLast30Days,
    };
  }

  async users(limit: number, offset: number) {
    return (await listUsers(this.db, limit, offset)).map(toUser);
  }

  async orders(limit: number, offset: number) {
    const rows = await listOrders(this.db, limit, offset);
    const lines = await linesFor(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toOrder(r, lines.get(r.id) ?? []));
  }

  async setStatus(orderId: number, status: OrderStatus, adminId: number) {
    const change = await updateOrderStatus(this.db, orderId, status, adminId);
    if (!change) throw AppError.notFound('Order not found');
    return { id: orderId, status, previousStatus: change.from };
  }
}
