import { perfumeTypes } from '../../domain/bespoke/bespoke';
import {
  type CurrencyCode,
  money,
  minorPerMajor,
  RATE_ONE,
  rateMicrosOf,
  toMajorIn,
  toMinor,
} from '../../domain/currency/currency';
import { msg } from '../../domain/i18n/translator';
import { LIFESTYLE_PRICES } from '../../domain/lifestyle/lifestyle';
import { CURRENCY_ITEMS, type CurrencyItem, type Market, marketItem, priceIn } from '../../domain/markets/markets';
import type {
  AdminMarket,
  MarketEdit,
  MarketInput,
  MarketPrices,
  MarketPricesInput,
} from '../../domain/markets/schemas';
import { CREATION_SAMPLE_PRICE_CENTS } from '../../domain/samples/samples';
import type { AuditService } from '../audit/service';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { type Tx, withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { countryCode } from '../shipping/countries';
import {
  clearAllMarketPrices,
  clearCurrencyPrices,
  clearMarketPrices,
  insertMarket,
  listMarkets,
  lockMarkets,
  type MarketWrite,
  updateMarket,
  writeCurrencyPrices,
  writeMarketPrices,
} from './repo';
import type { MarketsService } from './service';

/**
 * Where the default market's prices of everything priced per market or per currency are read: the catalogue's
 * perfumes (archived ones too), the settings' gift wrap, the promotions' gift-sample threshold. Described here
 * by what is read, so this feature imports none of those (they read the markets).
 */
export interface PriceSources {
  catalogueBackOffice: {
    perfumeList(): Promise<
      readonly { id: number; name: string; sizes: readonly { volume: number; price: number }[] }[]
    >;
  };
  settings: { giftWrapCents(): Promise<number> };
  promotions: { giftSettings(): Promise<{ giftSampleThreshold: number | null }> };
  samplePriceCents: number;
}

/** What the back office of markets is built from (the services its routes are given, by name). */
interface MarketsBackOfficeDeps {
  db: Db;
  markets: MarketsService;
  audit: Pick<AuditService, 'record'>;
  sources: PriceSources;
}

/** An item of the price list with the default market's price (minor units of its currency). */
interface BaseItem {
  item: string;
  kind: 'size' | 'bespoke' | 'lifestyle';
  name: string;
  volume: number | null;
  baseMinor: number;
}

const asAdmin = (m: Market): AdminMarket => ({
  code: m.code,
  name: m.name,
  currency: m.currency,
  countries: [...m.countries],
  isDefault: m.isDefault,
  dutiesOnDelivery: m.dutiesOnDelivery,
  rate: m.rateMicros / RATE_ONE,
  rounding: m.roundingMinor === null ? null : toMajorIn(m.roundingMinor, m.currency),
});

/** A field's 400 VALIDATION, as the schemas' errors are answered. */
const invalid = (path: string, message: string) => AppError.badRequest('VALIDATION', message, [{ path, message }]);

/**
 * An amount in major units of `currency` in its minor units, refused (400) when it has more decimals than the
 * currency has (`12.5` yen, `1.001` pounds): the form's number must be the price the shopper pays.
 */
function minorOf(major: number, currency: CurrencyCode, path: string, message: string): number {
  const minor = toMinor(major, currency);
  if (Math.abs(major * minorPerMajor(currency) - minor) > 1e-6) throw invalid(path, message);
  return minor;
}

/**
 * The markets' back office (Settings → Markets, decision 070): the markets' countries, currencies, rates and
 * rounding, and their price lists. Each change is audited with it and read again by every process
 * (`MarketsService.changed`).
 */
export class MarketsBackOffice {
  private readonly db: Db;
  private readonly markets: MarketsService;
  private readonly audit: Pick<AuditService, 'record'>;
  private readonly sources: MarketsBackOfficeDeps['sources'];

  constructor({ db, markets, audit, sources }: MarketsBackOfficeDeps) {
    this.db = db;
    this.markets = markets;
    this.audit = audit;
    this.sources = sources;
  }

  async list(): Promise<AdminMarket[]> {
    return (await this.markets.list()).map(asAdmin);
  }

  private async market(code: string): Promise<Market> {
    const found = (await this.markets.list()).find((m) => m.code === code);
    if (!found) throw AppError.notFound('MARKET_NOT_FOUND');
    return found;
  }

  /** The row a market's fields write; an unknown country or a rounding finer than the currency is refused (400). */
  private write(input: MarketEdit): MarketWrite {
    const countries = [...new Set(input.countries)];
    const unknown = countries.find((c) => countryCode(c) !== c);
    if (unknown)
      throw AppError.badRequest('COUNTRY_UNKNOWN', msg('Unknown country code: {code}'), { values: { code: unknown } });
    return {
      name: input.name,
      currency: input.currency,
      countries,
      rateMicros: rateMicrosOf(input.rate),
      roundingMinor:
        input.rounding === null
          ? null
          : minorOf(input.rounding, input.currency, 'rounding', msg('Rounding has more decimals than the currency')),
      dutiesOnDelivery: input.dutiesOnDelivery,
    };
  }

  /**
   * A country another market names (decision 070: a country belongs to one market at most; the default market
   * also takes every country nobody names): 409 naming that market. Read inside the caller's locked transaction.
   */
  private async refuseClash(db: Db, code: string, countries: readonly string[]): Promise<void> {
    const others = (await listMarkets(db)).filter((m) => m.code !== code);
    for (const country of countries) {
      const other = others.find((m) => m.countries.includes(country));
      if (other)
        throw AppError.conflict('COUNTRY_IN_TWO_MARKETS', msg('{country} already belongs to the market "{market}".'), {
          values: { country, market: other.name },
        });
    }
  }

  async create(input: MarketInput, adminId: number): Promise<AdminMarket[]> {
    const row = this.write(input);
    try {
      await withTransaction(this.db, async (tx) => {
        await lockMarkets(tx);
        await this.refuseClash(tx, input.code, row.countries ?? []);
        await insertMarket(tx, input.code, row);
        await this.audit.record(
          { adminId, action: 'market.create', entity: 'settings', entityId: `market:${input.code}`, details: input },
          tx,
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict('MARKET_TAKEN');
      throw err;
    }
    await this.markets.changed();
    return this.list();
  }

  /**
   * Changes a market. The default market's currency never changes (every catalogue price, and the orders, are
   * in it); another market's prices fixed in its old currency are cleared when its currency changes, so they
   * are derived in the new one rather than read as amounts of it.
   */
  async update(code: string, input: MarketEdit, adminId: number): Promise<AdminMarket[]> {
    const before = await this.market(code);
    if (before.isDefault && input.currency !== before.currency) throw AppError.conflict('MARKET_CURRENCY_FIXED');
    const row = this.write(input);
    await withTransaction(this.db, async (tx) => {
      await lockMarkets(tx);
      await this.refuseClash(tx, code, row.countries ?? []);
      if (!(await updateMarket(tx, code, row))) throw AppError.notFound('MARKET_NOT_FOUND');
      if (input.currency !== before.currency) await clearAllMarketPrices(tx, code);
      await this.audit.record(
        { adminId, action: 'market.update', entity: 'settings', entityId: `market:${code}`, details: input },
        tx,
      );
    });
    await this.markets.changed();
    return this.list();
  }

  /** Everything priced per market, with the default market's price (minor units of its currency). */
  private async baseItems(): Promise<BaseItem[]> {
    const base = (await this.markets.byDefault()).currency;
    const perfumes = await this.sources.catalogueBackOffice.perfumeList();
    const sizes = perfumes
      .toSorted((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .flatMap((p) =>
        p.sizes
          .toSorted((a, b) => a.volume - b.volume)
          .map((s): BaseItem => ({
            item: marketItem.size(p.id, s.volume),
            kind: 'size',
            name: p.name,
            volume: s.volume,
            baseMinor: toMinor(s.price, base),
          })),
      );
    return [
      ...sizes,
      ...perfumeTypes.map((t): BaseItem => ({
        item: marketItem.bespoke(t.id),
        kind: 'bespoke',
        name: t.name,
        volume: null,
        baseMinor: t.priceCents,
      })),
      ...(['standard', 'premium'] as const).map((tier): BaseItem => ({
        item: marketItem.lifestyle(tier),
        kind: 'lifestyle',
        name: tier,
        volume: null,
        baseMinor: LIFESTYLE_PRICES[tier],
      })),
    ];
  }

  /** The amounts priced per currency, with the default market's (minor units); the gift sample's only while it is offered. */
  private async baseAmounts(): Promise<{ item: CurrencyItem; baseMinor: number }[]> {
    const base = (await this.markets.byDefault()).currency;
    const [giftWrap, { giftSampleThreshold }] = await Promise.all([
      this.sources.settings.giftWrapCents(),
      this.sources.promotions.giftSettings(),
    ]);
    const amounts: Partial<Record<CurrencyItem, number | null>> = {
      sample: this.sources.samplePriceCents,
      'creation-sample': CREATION_SAMPLE_PRICE_CENTS,
      'gift-wrap': giftWrap,
      'gift-sample-threshold': giftSampleThreshold === null ? null : toMinor(giftSampleThreshold, base),
    };
    return CURRENCY_ITEMS.flatMap((item) => {
      const baseMinor = amounts[item];
      return baseMinor === null || baseMinor === undefined ? [] : [{ item, baseMinor }];
    });
  }

  /**
   * A market's price list. The per-currency amounts of a market in the default market's currency are the
   * default market's own (the settings' sample price, gift wrap…): they are not listed.
   */
  async prices(code: string): Promise<MarketPrices> {
    const market = await this.market(code);
    const base = (await this.markets.byDefault()).currency;
    const [items, amounts, fixed, fixedAmounts] = await Promise.all([
      this.baseItems(),
      market.currency === base ? [] : this.baseAmounts(),
      this.markets.fixedPrices(code),
      this.markets.fixedAmounts(market.currency),
    ]);
    const listed = (baseMinor: number, fixedMinor: number | undefined) => ({
      base: toMajorIn(baseMinor, base),
      fixed: fixedMinor === undefined ? null : toMajorIn(fixedMinor, market.currency),
      price: toMajorIn(priceIn(market, money(baseMinor, base), fixedMinor).minor, market.currency),
    });
    return {
      market: market.code,
      currency: market.currency,
      baseCurrency: base,
      items: items.map(({ baseMinor, ...i }) => ({ ...i, ...listed(baseMinor, fixed.get(i.item)) })),
      currencyItems: amounts.map(({ item, baseMinor }) => ({ item, ...listed(baseMinor, fixedAmounts.get(item)) })),
    };
  }

  /**
   * Fixes or clears (null) sizes' prices in markets other than the default one, inside the caller's transaction (the
   * catalogue file's import, src/server/catalogue-file, whose perfumes may be created in that same transaction):
   * each price refused as setPrices refuses it (more decimals than the currency), each market's change audited as
   * setPrices audits it, and every process reads the markets again once the transaction commits.
   */
  async setSizePricesIn(
    tx: Tx,
    prices: readonly { market: string; perfumeId: number; volume: number; price: number | null }[],
    adminId: number,
  ): Promise<void> {
    const codes = [...new Set(prices.map((p) => p.market))];
    for (const code of codes) {
      const market = await this.market(code);
      if (market.isDefault)
        throw AppError.badRequest(
          'BAD_REQUEST',
          msg("The default market's prices are the catalogue's: change them in the catalogue."),
        );
      const items = prices
        .filter((p) => p.market === code)
        .map((p) => ({ item: marketItem.size(p.perfumeId, p.volume), price: p.price }));
      const fix = items.flatMap(({ item, price }, index) =>
        price === null
          ? []
          : [
              {
                item,
                priceMinor: minorOf(
                  price,
                  market.currency,
                  `items.${index}.price`,
                  msg('Price has more decimals than the currency'),
                ),
              },
            ],
      );
      await writeMarketPrices(tx, code, fix);
      await clearMarketPrices(
        tx,
        code,
        items.filter((i) => i.price === null).map((i) => i.item),
      );
      await this.audit.record(
        { adminId, action: 'market.prices', entity: 'settings', entityId: `market:${code}`, details: { items } },
        tx,
      );
    }
    if (codes.length > 0) tx.afterCommit('markets.changed', () => this.markets.changed());
  }

  /**
   * Fixes or clears (null) prices of a market and amounts of its currency. The default market's prices are the
   * catalogue's and the settings': they are changed there (400).
   */
  async setPrices(code: string, input: MarketPricesInput, adminId: number): Promise<MarketPrices> {
    const market = await this.market(code);
    if (market.isDefault)
      throw AppError.badRequest(
        'BAD_REQUEST',
        msg("The default market's prices are the catalogue's: change them in the catalogue."),
      );
    const known = new Set((await this.baseItems()).map((i) => i.item));
    // A market in the default market's currency has no amounts of its own: they are the default market's.
    const base = (await this.markets.byDefault()).currency;
    const knownAmounts = new Set(market.currency === base ? [] : (await this.baseAmounts()).map((i) => i.item));
    const fix: { item: string; priceMinor: number }[] = [];
    const clear: string[] = [];
    for (const [index, { item, price }] of input.items.entries()) {
      if (!known.has(item)) throw invalid(`items.${index}.item`, msg('No such item in the price list'));
      if (price === null) clear.push(item);
      else
        fix.push({
          item,
          priceMinor: minorOf(
            price,
            market.currency,
            `items.${index}.price`,
            msg('Price has more decimals than the currency'),
          ),
        });
    }
    const fixAmounts: { item: string; priceMinor: number }[] = [];
    const clearAmounts: string[] = [];
    for (const [index, { item, price }] of input.currencyItems.entries()) {
      if (!knownAmounts.has(item)) throw invalid(`currencyItems.${index}.item`, msg('No such item in the price list'));
      if (price === null) clearAmounts.push(item);
      else
        fixAmounts.push({
          item,
          priceMinor: minorOf(
            price,
            market.currency,
            `currencyItems.${index}.price`,
            msg('Price has more decimals than the currency'),
          ),
        });
    }
    await withTransaction(this.db, async (tx) => {
      await writeMarketPrices(tx, code, fix);
      await clearMarketPrices(tx, code, clear);
      await writeCurrencyPrices(tx, market.currency, fixAmounts);
      await clearCurrencyPrices(tx, market.currency, clearAmounts);
      await this.audit.record(
        { adminId, action: 'market.prices', entity: 'settings', entityId: `market:${code}`, details: input },
        tx,
      );
    });
    await this.markets.changed();
    return this.prices(code);
  }
}
