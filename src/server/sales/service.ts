import { type Market, marketItem } from '../../domain/markets/markets';
import { lowestPriorPrice, type PriceChange, regularAt, type Sale, shownPrice } from '../../domain/markets/sales';
import type { SaleAnswer, SaleInput } from '../../domain/markets/sale-schemas';
import type { PageRequest } from '../../domain/shared/paging';
import { money, toMajorIn, toMinor } from '../../domain/currency/currency';
import type { AuditService } from '../audit/service';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { Db, Store } from '../db/client';
import type { Page } from '../db/keyset';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { MarketsService } from '../markets/service';
import {
  deleteSale,
  endSaleAt,
  findSale,
  insertSale,
  listHistory,
  listSales,
  pageSales,
  recordPrices,
  salesOfItems,
  type SaleRow,
} from './repo';

export interface SalesDeps {
  db: Db;
  store: Pick<Store, 'notify' | 'listen'>;
  markets: MarketsService;
  catalogue: Pick<CatalogueSnapshot, 'perfumeRow' | 'changed'>;
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
}

/** Tells every server process a sale was scheduled or ended (PostgreSQL NOTIFY channel). */
const CHANGED_CHANNEL = 'sales_changed';

/** What a size shows in a market now: its price, and on sale the regular price and the lowest of the 30 days before. */
export interface ShownPrice {
  priceMinor: number;
  compareAtMinor?: number;
  lowest30dMinor?: number;
}

/** A market's sales and kept prices, as the catalogue reads them to show a size's price. */
export interface MarketSales {
  sales: ReadonlyMap<string, Sale[]>;
  history: ReadonlyMap<string, PriceChange[]>;
}

const statusOf = (sale: Sale, at: Date): SaleAnswer['status'] =>
  at < sale.startsAt ? 'scheduled' : at < sale.endsAt ? 'running' : 'ended';

function grouped<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row)) ?? [];
    list.push(row);
    out.set(key(row), list);
  }
  return out;
}

/**
 * Sales per market and size, and the kept history of regular prices the EU's price indication reads
 * (docs/decisions/070-markets.md). The catalogue records the regular prices it shows (`record`) whenever it
 * reads a market's prices after a change, and asks `ofMarket` what is on sale.
 */
export class SalesService {
  now: () => Date;
  private readonly deps: SalesDeps;

  /** Each market's sales and history, read once per change (any process's: the store's notifications). */
  private readonly cached = new Map<string, Promise<MarketSales>>();

  constructor(deps: SalesDeps) {
    this.deps = deps;
    this.now = deps.now ?? (() => new Date());
    deps.store.listen(CHANGED_CHANNEL, () => this.cached.clear());
  }

  private async changed(): Promise<void> {
    this.cached.clear();
    await this.deps.store.notify(CHANGED_CHANNEL);
    await this.deps.catalogue.changed();
  }

  private read(market: Market): Promise<MarketSales> {
    let found = this.cached.get(market.code);
    if (!found) {
      found = this.ofMarket(market);
      this.cached.set(market.code, found);
      found.catch(() => this.cached.delete(market.code));
    }
    return found;
  }

  /**
   * What each of `regular` (item → the regular price in the market) shows at the clock's now, and until when that
   * holds (the next start or end of a sale of the market): the catalogue keeps its answers that long. Keeps the
   * regular prices in the history as it goes (a row only for a change).
   */
  async shown(
    market: Market,
    regular: ReadonlyMap<string, number>,
  ): Promise<{ prices: Map<string, ShownPrice>; until: number }> {
    await this.record(
      market,
      [...regular].map(([item, priceMinor]) => ({ item, priceMinor })),
    );
    this.cached.delete(market.code); // the history may have grown
    const { sales, history } = await this.read(market);
    const now = this.now();
    const prices = new Map<string, ShownPrice>();
    let until = Number.POSITIVE_INFINITY;
    for (const [item, priceMinor] of regular) {
      const itemSales = sales.get(item) ?? [];
      prices.set(item, shownPrice(priceMinor, history.get(item) ?? [], itemSales, now));
      for (const s of itemSales)
        for (const edge of [s.startsAt.getTime(), s.endsAt.getTime()])
          if (edge > now.getTime()) until = Math.min(until, edge);
    }
    return { prices, until };
  }

  /**
   * Reads a market's sales into memory before a transaction prices a cart in it: their loading reads the pool,
   * which the embedded store's one connection would only give once the transaction ends.
   */
  async warm(market: Market): Promise<void> {
    await this.read(market);
  }

  /** What a size costs now in a market: the sale price while a sale runs, else the regular price (the cart's). */
  async priceNow(market: Market, item: string, regularMinor: number): Promise<number> {
    const { sales } = await this.read(market);
    return shownPrice(regularMinor, [], sales.get(item) ?? [], this.now()).priceMinor;
  }

  /** Keeps the regular prices a market shows now, a row per change. */
  record(market: Market, prices: readonly { item: string; priceMinor: number }[]): Promise<void> {
    return recordPrices(this.deps.db, market.code, prices, this.now());
  }

  /** A market's sales and price history, by item. */
  async ofMarket(market: Market): Promise<MarketSales> {
    const [sales, history] = await Promise.all([
      listSales(this.deps.db, market.code),
      listHistory(this.deps.db, market.code),
    ]);
    return {
      sales: grouped(
        sales.map((s) => ({ item: s.item, priceMinor: s.priceMinor, startsAt: s.startsAt, endsAt: s.endsAt })),
        (s) => s.item,
      ),
      history: grouped(
        history.map((h) => ({ item: h.item, priceMinor: h.priceMinor, from: h.fromAt })),
        (h) => h.item,
      ),
    };
  }

  private async regularNow(market: Market, perfumeId: number, volumeMl: number): Promise<number> {
    const row = await this.deps.catalogue.perfumeRow(perfumeId);
    const size = row?.sizes.find((s) => s.volumeMl === volumeMl);
    if (!size) throw AppError.notFound('PERFUME_NOT_FOUND');
    const base = await this.deps.markets.byDefault();
    const price = await this.deps.markets.price(
      market,
      marketItem.size(perfumeId, volumeMl),
      money(size.priceCents, base.currency),
    );
    return price.minor;
  }

  /**
   * Sales as the back office shows them, each with the regular price it is shown against and its 30-day lowest:
   * the history and the other sales of their items read once per market (two statements a market, whatever the
   * page holds).
   */
  private async answers(rows: readonly SaleRow[], markets: readonly Market[]): Promise<SaleAnswer[]> {
    const known = rows.filter((r) => markets.some((m) => m.code === r.market));
    const neighbours = new Map<string, { history: Map<string, PriceChange[]>; sales: SaleRow[] }>();
    await Promise.all(
      [...grouped(known, (r) => r.market)].map(async ([code, own]) => {
        const items = [...new Set(own.map((r) => r.item))];
        const [history, sales] = await Promise.all([
          listHistory(this.deps.db, code, items),
          salesOfItems(this.deps.db, code, items),
        ]);
        neighbours.set(code, {
          history: grouped(
            history.map((h) => ({ item: h.item, priceMinor: h.priceMinor, from: h.fromAt })),
            (h) => h.item,
          ),
          sales,
        });
      }),
    );
    return known.map((row) => {
      const market = markets.find((m) => m.code === row.market)!;
      const near = neighbours.get(row.market)!;
      const [, perfumeId, volumeMl] = row.item.split(':').map(Number) as [number, number, number];
      const history = near.history.get(row.item) ?? [];
      const others = near.sales
        .filter((s) => s.item === row.item && s.id !== row.id)
        .map((s) => ({ priceMinor: s.priceMinor, startsAt: s.startsAt, endsAt: s.endsAt }));
      const regular = regularAt(history, row.startsAt) ?? regularAt(history, this.now());
      const lowest = lowestPriorPrice(history, others, row.startsAt);
      const major = (minor: number | undefined) => (minor === undefined ? null : toMajorIn(minor, market.currency));
      return {
        id: row.id,
        market: row.market,
        currency: market.currency,
        perfumeId,
        volumeMl,
        price: toMajorIn(row.priceMinor, market.currency),
        regularPrice: major(regular),
        lowestPrice30d: major(lowest ?? regular),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        status: statusOf(row, this.now()),
      };
    });
  }

  /** A page of the sales (of one market when given), latest start first, with the total. */
  async list(market: string | undefined, page: PageRequest): Promise<Page<SaleAnswer>> {
    const [result, markets] = await Promise.all([pageSales(this.deps.db, market, page), this.deps.markets.list()]);
    return { ...result, rows: await this.answers(result.rows, markets) };
  }

  /** Schedules a sale (400 SALE_NOT_LOWER when it is not below the regular price), with its audit row. */
  async create(input: SaleInput, adminId: number): Promise<SaleAnswer> {
    const markets = await this.deps.markets.list();
    const market = markets.find((m) => m.code === input.market);
    if (!market) throw AppError.badRequest('VALIDATION', 'Choose a market');
    const regular = await this.regularNow(market, input.perfumeId, input.volumeMl);
    const priceMinor = toMinor(input.price, market.currency);
    if (priceMinor >= regular) throw AppError.badRequest('SALE_NOT_LOWER');
    const item = marketItem.size(input.perfumeId, input.volumeMl);
    const row = await withTransaction(this.deps.db, async (tx) => {
      // The regular price in force now is kept before the sale, so its prior price is known however new the size.
      await recordPrices(tx, market.code, [{ item, priceMinor: regular }], this.now());
      const sale = await insertSale(tx, {
        market: market.code,
        item,
        priceMinor,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
      });
      await this.deps.audit.record(
        { adminId, action: 'sale.created', entity: 'sale', entityId: String(sale.id), details: { ...input } },
        tx,
      );
      return sale;
    });
    await this.changed();
    return (await this.answers([row], markets))[0]!;
  }

  /** Ends a sale now: a scheduled one is removed, a running one ends (it stays in the history). */
  async end(id: number, adminId: number): Promise<void> {
    const row = await findSale(this.deps.db, id);
    if (!row) throw AppError.notFound('SALE_NOT_FOUND');
    const now = this.now();
    await withTransaction(this.deps.db, async (tx) => {
      if (row.startsAt > now) await deleteSale(tx, id);
      else if (row.endsAt > now) await endSaleAt(tx, id, now);
      await this.deps.audit.record({ adminId, action: 'sale.ended', entity: 'sale', entityId: String(id) }, tx);
    });
    await this.changed();
  }

  /** A size's kept regular prices in a market, newest first. */
  async history(marketCode: string, perfumeId: number, volumeMl: number) {
    const market = (await this.deps.markets.list()).find((m) => m.code === marketCode);
    if (!market) return [];
    const rows = await listHistory(this.deps.db, market.code, [marketItem.size(perfumeId, volumeMl)]);
    return rows.reverse().map((h) => ({
      price: toMajorIn(h.priceMinor, market.currency),
      currency: market.currency,
      from: h.fromAt.toISOString(),
    }));
  }
}
