import type { MarketAnswer } from '../../domain/markets/schemas';
import {
  chosenMarket,
  type CurrencyItem,
  defaultMarket,
  type Market,
  type MarketCode,
  marketOfCountry,
  priceIn,
} from '../../domain/markets/markets';
import type { Money } from '../../domain/currency/currency';
import { DEFAULT_LOCALE, describeLocale, type Locale } from '../../domain/i18n/locales';
import { countryNameIn } from '../../domain/shipping/countries';
import type { Db, Store } from '../db/client';
import { listCurrencyPrices, listMarketPrices, listMarkets, type MarketRow } from './repo';

/** Tells every server process the markets or their prices changed (PostgreSQL NOTIFY channel). */
const CHANGED_CHANNEL = 'markets_changed';

interface Loaded {
  markets: Market[];
  /** Fixed prices: market → item → minor units of the market's currency. */
  fixed: Map<MarketCode, Map<string, number>>;
  /** Fixed amounts: currency → item → minor units. */
  fixedByCurrency: Map<string, Map<string, number>>;
}

const toMarket = (row: MarketRow): Market => ({
  code: row.code,
  name: row.name,
  currency: row.currency,
  countries: row.countries,
  rateMicros: row.rateMicros,
  roundingMinor: row.roundingMinor,
  isDefault: row.isDefault,
  dutiesOnDelivery: row.dutiesOnDelivery,
});

function grouped<K extends string>(
  rows: readonly ({ item: string; priceMinor: number } & Record<K, string>)[],
  key: K,
) {
  const out = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let prices = out.get(row[key]);
    if (!prices) out.set(row[key], (prices = new Map()));
    prices.set(row.item, row.priceMinor);
  }
  return out;
}

/**
 * The markets (docs/decisions/070-markets.md), held in memory per process and loaded again when any process
 * commits a change (the store's notifications): which market a shopper or a shipping country is in, and what
 * anything costs there.
 */
export class MarketsService {
  private loaded: Promise<Loaded> | undefined;

  constructor(
    private readonly db: Db,
    private readonly store: Pick<Store, 'notify' | 'listen'>,
  ) {
    store.listen(CHANGED_CHANNEL, () => {
      this.loaded = undefined;
    });
  }

  private load(): Promise<Loaded> {
    if (!this.loaded) {
      const loading = (async () => {
        const [rows, prices, amounts] = await Promise.all([
          listMarkets(this.db),
          listMarketPrices(this.db),
          listCurrencyPrices(this.db),
        ]);
        return {
          markets: rows.map(toMarket),
          fixed: grouped(prices, 'market'),
          fixedByCurrency: grouped(amounts, 'currency'),
        };
      })();
      this.loaded = loading;
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = undefined;
      });
    }
    return this.loaded;
  }

  /** After a committed change: this process and every other one read the markets again. */
  async changed(): Promise<void> {
    this.loaded = undefined;
    await this.store.notify(CHANGED_CHANNEL);
  }

  async list(): Promise<Market[]> {
    return (await this.load()).markets;
  }

  /**
   * The markets as GET /api/markets answers them (what the region selector lists; the pages render it too), each
   * named in `locale`: the server names the countries, so a page's first render never builds ICU's region names.
   */
  async answers(locale: Locale = DEFAULT_LOCALE): Promise<MarketAnswer[]> {
    const { tag } = describeLocale(locale);
    return (await this.list()).map(({ code, name, currency, countries, isDefault, dutiesOnDelivery }) => ({
      code,
      name,
      label: countryNameIn(name, tag),
      currency,
      countries: [...countries],
      isDefault,
      dutiesOnDelivery,
    }));
  }

  async byDefault(): Promise<Market> {
    return defaultMarket(await this.list());
  }

  /** The market a shopper reads: the first of `asked` that exists (`?market=`, then the cookie), else the default. */
  async chosen(...asked: (string | null | undefined)[]): Promise<Market> {
    return chosenMarket(await this.list(), ...asked);
  }

  /** The market of a shipping country (the one naming it, else the default). */
  async ofCountry(country: string | null | undefined): Promise<Market> {
    return marketOfCountry(await this.list(), country);
  }

  /** What `item` (`marketItem.*`) costs in `market`, from its price in the default market. */
  async price(market: Market, item: string, base: Money): Promise<Money> {
    const { fixed } = await this.load();
    return priceIn(market, base, fixed.get(market.code)?.get(item));
  }

  /** A per-currency amount (`CURRENCY_ITEMS`) in `market`'s currency, from the default market's. */
  async amount(market: Market, item: CurrencyItem, base: Money): Promise<Money> {
    const { fixedByCurrency } = await this.load();
    return priceIn(market, base, fixedByCurrency.get(market.currency)?.get(item));
  }

  /** Every amount fixed in a currency, by item (the back office's price list). */
  async fixedAmounts(currency: string): Promise<ReadonlyMap<string, number>> {
    return (await this.load()).fixedByCurrency.get(currency) ?? new Map();
  }

  /** Every fixed price of a market, by item (the back office's price list). */
  async fixedPrices(code: MarketCode): Promise<ReadonlyMap<string, number>> {
    return (await this.load()).fixed.get(code) ?? new Map();
  }
}
