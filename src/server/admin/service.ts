import { type AdminDashboard, LOW_STOCK_THRESHOLD } from '../../domain/admin-dashboard/schemas';
import type { CatalogueStock } from '../catalogue/stock';
import { toMajor } from '../../domain/shared/money';
import type { OrderReading } from '../orders/reading';
import type { UsersService } from '../users/service';
import type { GiftCardService } from '../gift-cards/service';
import { averageOrderCents, customerCounts, revenueSplit } from '../../domain/admin-dashboard/revenue';
import type { StaffService } from '../staff/service';

const CHART_DAYS = 30;
const RECENT_ORDERS = 5;

/** What AdminService is built from (services.ts gives each by name). */
export interface AdminDeps {
  /** The accounts' counts (the users' list is the users feature's own route). */
  userService: Pick<UsersService, 'counts'>;
  orderReading: OrderReading;
  stock: Pick<CatalogueStock, 'low'>;
  /** Gift cards sold: a liability, kept apart from the revenue (issue #43). */
  giftCards: Pick<GiftCardService, 'sold'>;
  /** The staff's accounts: no customers, left out of the users' counts (issue #43). */
  staff: Pick<StaffService, 'accountCounts'>;
}

/** The back office's view of the shop, composed from the features that own the data. */
export class AdminService {
  private readonly userService: Pick<UsersService, 'counts'>;
  private readonly orderReading: OrderReading;
  private readonly stock: Pick<CatalogueStock, 'low'>;
  private readonly giftCards: Pick<GiftCardService, 'sold'>;
  private readonly staff: Pick<StaffService, 'accountCounts'>;

  constructor({ userService, orderReading, stock, giftCards, staff }: AdminDeps) {
    this.userService = userService;
    this.orderReading = orderReading;
    this.stock = stock;
    this.giftCards = giftCards;
    this.staff = staff;
  }

  /** Every figure is an SQL aggregate: the cost does not grow with the number of rows sent. */
  async dashboard(): Promise<AdminDashboard> {
    const [usersAgg, ordersAgg, recent, byDay, lowStock, cards, staffAccounts] = await Promise.all([
      this.userService.counts(),
      this.orderReading.counts(),
      this.orderReading.recent(RECENT_ORDERS),
      this.orderReading.revenueByDay(CHART_DAYS),
      this.stock.low(LOW_STOCK_THRESHOLD),
      this.giftCards.sold(CHART_DAYS),
      this.staff.accountCounts(),
    ]);
    const customers = customerCounts(usersAgg, staffAccounts);
    // Gift cards sold are no revenue: the one rule splits them off, in all and each day.
    const split = revenueSplit({ keptCents: ordersAgg.revenueCents, giftCardsCents: cards.totalCents });
    const revenue = new Map(
      byDay.map((d) => [
        d.day,
        {
          revenue: toMajor(
            revenueSplit({ keptCents: Number(d.revenueCents), giftCardsCents: cards.byDay.get(d.day) ?? 0 })
              .revenueCents,
          ),
          orders: d.orders,
        },
      ]),
    );
    const today = new Date();
    const revenueLast30Days = Array.from({ length: CHART_DAYS }, (_, i) => {
      const d = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (CHART_DAYS - 1 - i)),
      );
      const day = d.toISOString().slice(0, 10);
      return { day, ...(revenue.get(day) ?? { revenue: 0, orders: 0 }) };
    });
    return {
      totalUsers: customers.totalUsers,
      newUsersThisMonth: customers.newUsersThisMonth,
      totalOrders: ordersAgg.totalOrders,
      pendingOrders: ordersAgg.pendingOrders,
      totalRevenue: toMajor(split.revenueCents),
      giftCardsSold: toMajor(split.giftCardsSoldCents),
      paidOrders: ordersAgg.paidOrders,
      averageOrder: toMajor(averageOrderCents(split.revenueCents, ordersAgg.paidOrders, cards.cardOnlyOrders)),
      recentOrders: recent.map((o) => ({
        id: o.id,
        total: toMajor(o.totalCents),
        status: o.status,
        paymentStatus: o.paymentStatus,
        createdAt: o.createdAt.toISOString(),
      })),
      revenueLast30Days,
      awaitingPayment: ordersAgg.awaitingPayment,
      refundedOrders: ordersAgg.refundedOrders,
      lowStock,
    };
  }
}
