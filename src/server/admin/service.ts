import { type AdminDashboard, LOW_STOCK_THRESHOLD } from '../../domain/admin-dashboard/schemas';
import type { CatalogueStock } from '../catalogue/stock';
import type { OrderReading } from '../orders/reading';
import type { UsersService } from '../users/service';
import type { GiftCardService } from '../gift-cards/service';
import {
  averageOrderCents,
  customerCounts,
  revenueByCurrency,
  revenueSplit,
  totalAtRates,
} from '../../domain/admin-dashboard/revenue';
import { money, type RateMicros, toMajorIn } from '../../domain/currency/currency';
import type { MarketsService } from '../markets/service';
import type { RefillService } from '../refills/service';
import type { StaffService } from '../staff/service';
import type { Db } from '../db/client';
import { readTogether } from '../db/together';
import { nextFlight } from './next-flight';

const CHART_DAYS = 30;
const RECENT_ORDERS = 5;

/**
 * What AdminService is built from (services.ts gives each by name). Each feature gives its figures as a read
 * (`OneValueRead`); the dashboard sends them all in one statement (`readTogether`).
 */
export interface AdminDeps {
  db: Db;
  /** The accounts' counts (the users' list is the users feature's own route). */
  userService: Pick<UsersService, 'countsRead'>;
  orderReading: Pick<OrderReading, 'countsRead' | 'recentRead' | 'revenueByDayRead'>;
  stock: Pick<CatalogueStock, 'lowRead'>;
  /** Gift cards sold: a liability, kept apart from the revenue (issue #43). */
  giftCards: Pick<GiftCardService, 'soldRead'>;
  /** The staff's accounts: no customers, left out of the users' counts (issue #43). */
  staff: Pick<StaffService, 'accountCountsRead'>;
  /** The owner's rates: the totals of several currencies in the default market's (decision 070). */
  markets: Pick<MarketsService, 'list' | 'byDefault'>;
  /** The refills' figures: active, monthly recurring revenue, cancelled this month (DESIGN §1 "Refills"). */
  refills: Pick<RefillService, 'figuresRead'>;
}

/** The back office's view of the shop, composed from the features that own the data. */
export class AdminService {
  private readonly db: Db;
  private readonly userService: AdminDeps['userService'];
  private readonly orderReading: AdminDeps['orderReading'];
  private readonly stock: AdminDeps['stock'];
  private readonly giftCards: AdminDeps['giftCards'];
  private readonly staff: AdminDeps['staff'];
  private readonly markets: AdminDeps['markets'];
  private readonly refills: AdminDeps['refills'];

  constructor({ db, userService, orderReading, stock, giftCards, staff, markets, refills }: AdminDeps) {
    this.db = db;
    this.markets = markets;
    this.refills = refills;
    this.userService = userService;
    this.orderReading = orderReading;
    this.stock = stock;
    this.giftCards = giftCards;
    this.staff = staff;
  }

  /**
   * The dashboard, computed once for every member of the staff who asks while it is being computed (`nextFlight`,
   * decision 072): each still sees every change committed before they asked.
   */
  readonly dashboard: () => Promise<AdminDashboard> = nextFlight(() => this.computeDashboard());

  /**
   * Every figure is an SQL aggregate: the cost does not grow with the number of rows sent. All of them go out in one
   * statement (`readTogether`: one round trip, one snapshot), the markets come from their cache. Amounts are kept per
   * currency; the totals and the chart are in the default market's currency at the owner's rates (labelled so).
   */
  private async computeDashboard(): Promise<AdminDashboard> {
    const [figures, markets, base] = await Promise.all([
      readTogether(this.db, {
        usersAgg: this.userService.countsRead(),
        ordersAgg: this.orderReading.countsRead(),
        recent: this.orderReading.recentRead(RECENT_ORDERS),
        byDay: this.orderReading.revenueByDayRead(CHART_DAYS),
        lowStock: this.stock.lowRead(LOW_STOCK_THRESHOLD),
        cards: this.giftCards.soldRead(CHART_DAYS),
        staffAccounts: this.staff.accountCountsRead(),
        refills: this.refills.figuresRead(),
      }),
      this.markets.list(),
      this.markets.byDefault(),
    ]);
    const { usersAgg, ordersAgg, recent, byDay, lowStock, cards, staffAccounts, refills } = figures;
    const rates = new Map<string, RateMicros>();
    for (const m of markets) if (!rates.has(m.currency)) rates.set(m.currency, m.rateMicros);
    const atRates = (amounts: Parameters<typeof totalAtRates>[0]) => totalAtRates(amounts, base.currency, rates);
    const customers = customerCounts(usersAgg, staffAccounts);
    const cardsOf = (currency: string) => cards.find((c) => c.currency === currency);
    const currencies = [...new Set([...ordersAgg.revenue.map((r) => r.currency), ...cards.map((c) => c.currency)])];
    // Gift cards sold are no revenue: the one rule splits them off, per currency, in all and each day.
    const perCurrency = revenueByCurrency(
      currencies.map((currency) => ({
        currency,
        keptCents: ordersAgg.revenue.find((r) => r.currency === currency)?.keptCents ?? 0,
        giftCardsCents: cardsOf(currency)?.totalCents ?? 0,
        paidOrders: ordersAgg.revenue.find((r) => r.currency === currency)?.paidOrders ?? 0,
      })),
    );
    const revenue = atRates(perCurrency.map((c) => c.revenue));
    const giftCardsSold = atRates(perCurrency.map((c) => c.giftCardsSold));
    const cardOnlyOrders = cards.reduce((sum, c) => sum + c.cardOnlyOrders, 0);
    const days = new Map<string, { amounts: ReturnType<typeof money>[]; orders: number }>();
    for (const d of byDay) {
      const day = days.get(d.day) ?? { amounts: [], orders: 0 };
      const sales = revenueSplit({
        keptCents: Number(d.revenueCents),
        giftCardsCents: cardsOf(d.currency)?.byDay.get(d.day) ?? 0,
      }).revenueCents;
      day.amounts.push(money(sales, d.currency));
      day.orders += d.orders;
      days.set(d.day, day);
    }
    const major = (minor: number) => toMajorIn(minor, base.currency);
    const today = new Date();
    const revenueLast30Days = Array.from({ length: CHART_DAYS }, (_, i) => {
      const d = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (CHART_DAYS - 1 - i)),
      );
      const day = d.toISOString().slice(0, 10);
      const kept = days.get(day);
      return { day, revenue: kept ? major(atRates(kept.amounts).total.minor) : 0, orders: kept?.orders ?? 0 };
    });
    return {
      totalUsers: customers.totalUsers,
      newUsersThisMonth: customers.newUsersThisMonth,
      totalOrders: ordersAgg.totalOrders,
      pendingOrders: ordersAgg.pendingOrders,
      currency: base.currency,
      totalRevenue: major(revenue.total.minor),
      revenueByCurrency: perCurrency.map((c) => ({
        currency: c.revenue.currency,
        revenue: toMajorIn(c.revenue.minor, c.revenue.currency),
        giftCardsSold: toMajorIn(c.giftCardsSold.minor, c.giftCardsSold.currency),
        paidOrders: c.paidOrders,
      })),
      unconvertedCurrencies: revenue.unconverted,
      giftCardsSold: major(giftCardsSold.total.minor),
      paidOrders: ordersAgg.paidOrders,
      averageOrder: major(averageOrderCents(revenue.total.minor, ordersAgg.paidOrders, cardOnlyOrders)),
      recentOrders: recent.map((o) => ({
        id: o.id,
        total: toMajorIn(o.totalCents, o.currency),
        currency: o.currency,
        status: o.status,
        paymentStatus: o.paymentStatus,
        createdAt: o.createdAt,
      })),
      revenueLast30Days,
      awaitingPayment: ordersAgg.awaitingPayment,
      refundedOrders: ordersAgg.refundedOrders,
      lowStock,
      // Each currency's monthly revenue as charged: refills are never converted, like revenueByCurrency.
      refills: {
        active: refills.active,
        monthlyRecurring: refills.monthly.map((m) => ({
          currency: m.currency,
          amount: toMajorIn(m.minor, m.currency),
        })),
        cancelledThisMonth: refills.cancelledThisMonth,
      },
    };
  }
}
