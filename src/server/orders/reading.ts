import { toMajorIn } from '../../domain/currency/currency';
import { type AdminOrder, adminOrderListSchema, type OrderFilter } from '../../domain/orders/admin-schemas';
import { orderListSchema, type OrderPage, type OrderStatus, orderStatuses } from '../../domain/orders/schemas';
import type { PageRequest } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import { COUNT_CAP, type Page } from '../db/keyset';
import { AppError } from '../http/errors';
import { writtenList } from './written-lists';
import { countryName } from '../shipping/countries';
import type { GiftCardService } from '../gift-cards/service';
import type { SampleService } from '../samples/service';
import { keyOpens } from './keys';
import { refundsMade } from './refunds/made';
import { adjustmentIn, customLinesOf, toAdminSummary, toOrder, toOrderPage } from './present';
import type { AtelierService } from '../atelier/service';
import { type OrderCounts, orderCountsRead, recentOrdersRead, revenueByDayRead } from './dashboard/repo';
import type { OneValueRead } from '../db/together';
import { countedFromFigures, countedWay, countFiltered, estimateFiltered } from './filtering/repo';
import {
  countOrdersOfUser,
  findAdminOrder,
  findAdminOrders,
  findOrders,
  historyWithAuthors,
  listOrdersFilteredJson,
  listOrdersOfUserJson,
  matchesRead,
  type PerOrderSql,
  searchOrdersCountedJson,
} from './listing/repo';
import { creditedRefunds, findOrder, linesFor, type OrderRow, statusChanges } from './repo';

/** What OrderReading is built from (services.ts gives each by name). */
export interface OrderReadingDeps {
  db: Db;
  samples: Pick<SampleService, 'ofOrders' | 'creditedElsewhere'>;
  /** What a gift card paid for each order (decision 062); none when absent. */
  giftCards: Pick<GiftCardService, 'paidByOrders' | 'paidByOrderSql' | 'boughtBy' | 'issuingOrdersSql'>;
  /**
   * Tests: every list the database writes is checked against the one this process would present
   * (`toOrder`, `toAdminSummary`) from the same orders; a difference fails the answer.
   */
  checkWrittenLists: boolean;
  /** The made-to-order lines' labels and progress on the order's page (decision 064). */
  atelier: Pick<AtelierService, 'forOrderPage'>;
}

/** Orders as people read them: a shopper's orders and an order's own page, the back office's list, order page and dashboard figures. */
export class OrderReading {
  private readonly db: Db;
  private readonly samples: Pick<SampleService, 'ofOrders' | 'creditedElsewhere'>;
  private readonly giftCards: Pick<
    GiftCardService,
    'paidByOrders' | 'paidByOrderSql' | 'boughtBy' | 'issuingOrdersSql'
  >;
  private readonly checkWrittenLists: boolean;
  private readonly atelier: Pick<AtelierService, 'forOrderPage'>;

  constructor({ db, samples, giftCards, checkWrittenLists, atelier }: OrderReadingDeps) {
    this.db = db;
    this.samples = samples;
    this.giftCards = giftCards;
    this.checkWrittenLists = checkWrittenLists;
    this.atelier = atelier;
  }

  /** What a gift card paid for an order, read by a list's own statement. */
  private giftCardPaidSql(): PerOrderSql {
    return (orderId) => this.giftCards.paidByOrderSql(orderId);
  }

  /** The amount a gift card paid for each of these orders, in one query. */
  private async giftCardPaid(ids: readonly number[]): Promise<Map<number, number>> {
    return this.giftCards.paidByOrders(ids);
  }

  /**
   * The order's own page, for the holder of its key or its signed-in owner; anyone else gets the
   * same 404 as for an order that does not exist.
   */
  async page(orderId: number, viewer: { key?: string; userId?: number }): Promise<OrderPage> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    if (!(await viewerOpens(this.db, order, viewer))) throw AppError.notFound('ORDER_NOT_FOUND');
    const orderLines = (await linesFor(this.db, [order.id])).get(order.id) ?? [];
    const [changes, adjustments, refunds, giftCard, atelier, bought] = await Promise.all([
      statusChanges(this.db, order.id),
      this.samples.ofOrders([order.id]),
      creditedRefunds(this.db, order.id),
      this.giftCardPaid([order.id]),
      this.atelier.forOrderPage(order, customLinesOf(orderLines)),
      this.giftCards.boughtBy(order.id),
    ]);
    const history = [
      { status: 'pending' as const, at: order.createdAt.toISOString() },
      ...changes.flatMap((c) =>
        isStatus(c.toStatus) ? [{ status: c.toStatus, at: c.createdAt.toISOString(), note: c.note }] : [],
      ),
    ];
    const creditNotes = refunds.flatMap((r) =>
      r.creditNoteNumber
        ? [
            {
              number: r.creditNoteNumber,
              amount: toMajorIn(r.amountCents, order.currency),
              createdAt: r.createdAt.toISOString(),
            },
          ]
        : [],
    );
    return {
      ...toOrderPage(order, orderLines, adjustments.get(order.id) ?? [], history, creditNotes, atelier),
      giftCard: toMajorIn(giftCard.get(order.id) ?? 0, order.currency),
      giftCards: bought,
    };
  }

  /**
   * A page of the shopper's orders, newest first, each written as JSON text by the database (the
   * route sends them as they are); the reference presentation is `toOrder`'s.
   */
  async ordersOfUser(userId: number, request: PageRequest): Promise<Page<string>> {
    return writtenList(
      this.checkWrittenLists,
      async () => {
        const [page, total] = await Promise.all([
          listOrdersOfUserJson(this.db, userId, request, this.giftCardPaidSql()),
          countOrdersOfUser(this.db, userId),
        ]);
        return { ...page, total };
      },
      (ids) => this.samples.ofOrders(ids),
      (row, adjustments) => ({
        countryName: countryName(row.country),
        giftCard: toMajorIn(row.giftCardCents ?? 0, row.currency),
        adjustments: (adjustments.get(row.id) ?? []).map(adjustmentIn(row.currency)),
      }),
      async (ids, adjustments) => {
        const [rows, lines, giftCard] = await Promise.all([
          findOrders(this.db, ids),
          linesFor(this.db, ids),
          this.giftCardPaid(ids),
        ]);
        const byId = new Map(rows.map((r) => [r.id, r]));
        return {
          schema: orderListSchema,
          rows: ids.map((id) => ({
            ...toOrder(byId.get(id)!, lines.get(id) ?? [], adjustments.get(id) ?? []),
            giftCard: toMajorIn(giftCard.get(id) ?? 0, byId.get(id)!.currency),
          })),
        };
      },
    );
  }

  // ── The back office ──────────────────────────────────────────────────────────────────────────

  /**
   * A page of the orders the filter finds, newest first, with each order's customer, and how many it
   * finds; each written as JSON text by the database (the route sends them as they are); the
   * reference presentation is `toAdminSummary`'s.
   */
  async adminList(filter: OrderFilter, request: PageRequest): Promise<Page<string>> {
    return writtenList(
      this.checkWrittenLists,
      async () => {
        // Unsearched, the page carries its total (the kept figures), read by the same statement.
        if (countedFromFigures(filter)) {
          const { keptTotal, ...rest } = await listOrdersFilteredJson(this.db, filter, request, this.giftCardPaidSql());
          return {
            ...rest,
            total:
              keptTotal === undefined ? await countFiltered(this.db, filter) : { count: keptTotal, estimated: false },
          };
        }
        // A search or a customer's orders: unless the planner expects more than the read's cap, the page and its
        // exact total come from one read of the matches; when more (or the matches read proved more), the newest
        // orders are walked and the total estimated (docs/decisions/067). Not the other way round: the estimate
        // is rough at this end, from the statistics' sample, whose histogram cannot say less than a thousandth of
        // the orders (1,001 at a million for "Client 123"'s 1,495 as for " 777"'s 408), and one fill's put 1,229
        // on "client 777"'s 408, which sent a search of few matches down the walk (068).
        const estimate = await estimateFiltered(this.db, filter);
        const cap = matchesRead(filter);
        // Past the cap when the matches read proved so: an estimate below it is not the total.
        let atLeast = 0;
        if (estimate <= cap) {
          const way = await countedWay(this.db, filter);
          const counted = await searchOrdersCountedJson(this.db, filter, request, this.giftCardPaidSql(), way);
          if (counted) return counted;
          atLeast = cap + 1;
        }
        // Many: the newest orders walked on the list's index, each tested (a prepared statement, 068).
        const { keptTotal: _none, ...rest } = await listOrdersFilteredJson(
          this.db,
          filter,
          request,
          this.giftCardPaidSql(),
          'walked',
        );
        const many = Math.max(estimate, atLeast);
        const total = many > COUNT_CAP ? { count: many, estimated: true } : await countFiltered(this.db, filter);
        return { ...rest, total };
      },
      () => Promise.resolve(undefined),
      (row) => ({
        countryName: countryName(row.country),
        giftCard: toMajorIn(row.giftCardCents ?? 0, row.currency),
        adjustments: [],
      }),
      async (ids) => {
        const [rows, lines, giftCard] = await Promise.all([
          findAdminOrders(this.db, ids),
          linesFor(this.db, ids),
          this.giftCardPaid(ids),
        ]);
        const byId = new Map(rows.map((r) => [r.order.id, r]));
        return {
          schema: adminOrderListSchema,
          rows: ids.map((id) => ({
            ...toAdminSummary(byId.get(id)!, lines.get(id) ?? []),
            giftCard: toMajorIn(giftCard.get(id) ?? 0, byId.get(id)!.order.currency),
          })),
        };
      },
    );
  }

  /** One order as the back office reads it: customer, payment, history with who made each change. */
  async adminOrder(id: number, payment: (order: OrderRow) => Promise<AdminOrder['payment']>): Promise<AdminOrder> {
    const row = await findAdminOrder(this.db, id);
    if (!row) throw AppError.notFound('ORDER_NOT_FOUND');
    const [lines, history, pay, adjustments, credited, refunds, giftCard, bought] = await Promise.all([
      linesFor(this.db, [id]),
      historyWithAuthors(this.db, id),
      payment(row.order),
      this.samples.ofOrders([id]),
      this.samples.creditedElsewhere(id),
      refundsMade(this.db, id, row.order.currency),
      this.giftCardPaid([id]),
      this.giftCards.boughtBy(id),
    ]);
    return {
      ...toAdminSummary(row, lines.get(id) ?? [], adjustments.get(id) ?? []),
      giftCard: toMajorIn(giftCard.get(id) ?? 0, row.order.currency),
      refundable: toMajorIn(Math.max(0, row.order.totalCents - credited), row.order.currency),
      payment: pay,
      refunds,
      giftCards: bought,
      statusHistory: [
        { status: 'pending', at: row.order.createdAt.toISOString(), note: null, by: null },
        ...history.flatMap((h) =>
          isStatus(h.toStatus) ? [{ status: h.toStatus, at: h.createdAt.toISOString(), note: h.note, by: h.by }] : [],
        ),
      ],
    };
  }

  /**
   * The dashboard's counts and sums, as a read it sends with its others. An order of gift cards only waits for its
   * cards' days, never for the shop: it is no order "to ship" (issue #43).
   */
  countsRead(): OneValueRead<Omit<OrderCounts, 'openCardOnly'>> {
    const read = orderCountsRead(this.giftCards.issuingOrdersSql());
    return {
      sql: read.sql,
      read: (value) => {
        const { openCardOnly, ...figures } = read.read(value);
        return { ...figures, pendingOrders: Math.max(0, figures.pendingOrders - openCardOnly) };
      },
    };
  }

  /** The `limit` newest placed orders, as a read the dashboard sends with its others. */
  recentRead(limit: number) {
    return recentOrdersRead(limit);
  }

  /** Paid revenue per day and currency over the last `days` days, as a read the dashboard sends with its others. */
  revenueByDayRead(days: number) {
    return revenueByDayRead(days);
  }
}

/**
 * Who opens an order's own page (and its invoice): its signed-in owner, or the holder of one of its
 * keys. Anyone else is answered as if the order did not exist.
 */
export async function viewerOpens(
  db: Db,
  order: OrderRow,
  viewer: { key?: string; userId?: number },
): Promise<boolean> {
  if (viewer.userId !== undefined && order.userId === viewer.userId) return true;
  return viewer.key ? keyOpens(db, order.id, viewer.key) : false;
}

function isStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}
