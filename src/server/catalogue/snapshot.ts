import { type SearchEntry, searchEntries, searchPerfumes } from '../../domain/catalogue/search';
import {
  type Ingredient,
  ingredientListSchema,
  type Perfume,
  perfumeListSchema,
  type PerfumeSearch,
} from '../../domain/catalogue/schemas';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from '../../domain/i18n/locales';
import { type CurrencyCode, type Money, money } from '../../domain/currency/currency';
import { chosenMarket, type Market, type MarketCode, marketItem } from '../../domain/markets/markets';
import type { Db, Store } from '../db/client';
import type { Tx } from '../db/transaction';
import { type CachedBody, cacheBody, etagOf } from '../http/cached-body';
import { type SizePricing, toIngredient, toPerfume } from './present';
import { noteWordsIn } from './note-glossary';
import { type IngredientRow, listIngredients, listPerfumes, type PerfumeRow, perfumePictures } from './repo';

/** Tells every server process the catalogue changed (PostgreSQL NOTIFY channel). */
const CHANGED_CHANNEL = 'catalogue_changed';

/** The key of the after-commit callback that reloads the catalogue: one reload per transaction. */
const RELOAD_AFTER_COMMIT = 'catalogue.changed';

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/** A JSON array of elements already serialized as UTF-8. */
function jsonArray(elements: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [OPEN];
  elements.forEach((e, i) => (i ? parts.push(COMMA, e) : parts.push(e)));
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

/** Search answers kept per catalogue version, language and market (bounded: made-up queries cannot fill memory). */
const MAX_CACHED_SEARCHES = 500;

/**
 * The catalogue as one language reads it in one market (docs/decisions/069-languages.md, 070-markets.md): its
 * answers, priced in the market's currency and serialized once.
 */
interface View {
  locale: Locale;
  market: Market;
  /** Until when its prices hold (ms since the epoch): the next start or end of a sale in its market. */
  until: number;
  searchable: SearchEntry[];
  searches: Map<string, CachedBody>;
  /**
   * Each perfume's JSON as UTF-8, serialized and encoded once: a search's answer is these bytes
   * joined, never serialized or encoded again.
   */
  perfumeJson: Map<Perfume, Buffer>;
  /**
   * The same as a list shows each perfume (the collection, a search, the server's render of a page): without what
   * only its own page reads (the perfumer's story, the notes' words), which would weigh on every page that lists it.
   */
  listEntryJson: Map<Perfume, Buffer>;
  perfumeData: Perfume[];
  /** `perfumeData` as a list shows it (`listEntryJson`'s objects). */
  listData: Perfume[];
  ingredientData: Ingredient[];
  perfumeList: CachedBody;
  /** Each perfume's answer, serialized on its first request (a large catalogue reloads fast). */
  perfumeById: Map<number, CachedBody>;
  ingredientList: CachedBody;
}

interface Snapshot {
  perfumes: PerfumeRow[];
  ingredients: IngredientRow[];
  ratings: ReadonlyMap<number, { average: number; count: number }>;
  /**
   * Each language's view in each market (`viewKey`), made on its first read: English, French (`?lang=fr`,
   * `/fr/…`), … in euros, pounds (`?market=gb`, the `market` cookie), …
   */
  views: Map<string, View>;
  /**
   * The markets the views were priced from (`MarketsService.list()`, a new list each time the markets or their
   * prices are loaded again): another list drops the views, so no view answers a market's old prices.
   */
  pricedFrom: readonly Market[] | undefined;
}

const viewKey = (locale: Locale, market: MarketCode) => `${locale}|${market}`;

/**
 * What each size (item → regular price) shows in a market now, and until when (the sales feature's
 * `SalesService.shown`, by its shape: the sales feature reads the catalogue).
 */
type SalesOfMarket = (
  market: Market,
  regular: ReadonlyMap<string, number>,
) => Promise<{
  prices: ReadonlyMap<string, { priceMinor: number; compareAtMinor?: number; lowest30dMinor?: number }>;
  until: number;
}>;

/**
 * A language's answer's validator in a market: the body's, and another language's or another market's also names
 * it, so two languages (or two markets of one currency and the same prices) never share one even while their
 * bodies are the same (nothing translated yet).
 */
function etagIn(locale: Locale, market: Market, body: string | Buffer): string {
  const named = `${locale === DEFAULT_LOCALE ? '' : `${locale}\n`}${market.isDefault ? '' : `${market.code}\n`}`;
  return named ? etagOf(Buffer.concat([Buffer.from(named), Buffer.from(body)])) : etagOf(body);
}

/** A perfume as a list shows it: its own page's story and the notes' words left out. */
const listEntryOf = ({ story: _story, pyramid: _pyramid, ...entry }: Perfume): Perfume => entry;

/**
 * The answers of `locale` in a market, from the rows: each translated field in its language where it has one,
 * else English; each price in the market's currency (`pricing`).
 */
function viewOf(snapshot: Snapshot, locale: Locale, market: Market, pricing: SizePricing & { until: number }): View {
  // Checked against the answers' contract once per load, language and market, since the cached bytes skip the
  // serializer.
  const words = noteWordsIn(snapshot.ingredients, locale);
  const perfumeData = perfumeListSchema.parse(
    snapshot.perfumes.map((row) => ({
      ...toPerfume(row, locale, pricing, words),
      rating: snapshot.ratings.get(row.id) ?? null,
    })),
  );
  const ingredientData = ingredientListSchema.parse(snapshot.ingredients.map((row) => toIngredient(row, locale)));
  const perfumeJson = new Map(perfumeData.map((p) => [p, Buffer.from(JSON.stringify(p))]));
  const listData = perfumeData.map(listEntryOf);
  const listEntryJson = new Map(perfumeData.map((p, i) => [p, Buffer.from(JSON.stringify(listData[i]))]));
  const list = jsonArray([...listEntryJson.values()]);
  const ingredients = JSON.stringify(ingredientData);
  return {
    locale,
    market,
    until: pricing.until,
    searchable: searchEntries(perfumeData),
    searches: new Map(),
    perfumeJson,
    listEntryJson,
    perfumeData,
    listData,
    ingredientData,
    perfumeList: cacheBody(list, 'best', etagIn(locale, market, list)),
    perfumeById: new Map(),
    // The ingredients name no price: one answer per language, whatever the market.
    ingredientList: cacheBody(ingredients, 'best', etagIn(locale, { ...market, isDefault: true }, ingredients)),
  };
}

/** What CatalogueSnapshot is built from (services.ts gives each by name). */
export interface CatalogueSnapshotDeps {
  db: Db;
  store: Pick<Store, 'notify' | 'listen'>;
  /**
   * The markets and their prices (MarketsService, named by its shape: the markets feature reads the catalogue):
   * each view's prices are a market's (decision 070). `list()` answers a new list each time they are loaded again.
   */
  markets: {
    list(): Promise<readonly Market[]>;
    price(market: Market, item: string, base: Money): Promise<Money>;
  };
  /** The default market's currency, the one the rows' prices are in (`config.currency`). */
  baseCurrency: CurrencyCode;
}

/**
 * The storefront's catalogue, as every page reads it: the perfumes and ingredients on sale, held in
 * memory and serialized and compressed once per version. A committed change (an edit, a perfume
 * selling out or back in stock) drops the snapshot here and, through the store's notifications, in
 * every other server process; the next read loads the new one.
 */
export class CatalogueSnapshot {
  private snapshot: Promise<Snapshot> | undefined;
  /** Each perfume's kept rating (the reviews feature's summaries), read once per load. */
  private ratings: () => Promise<ReadonlyMap<number, { average: number; count: number }>> = async () => new Map();

  private readonly db: Db;
  private readonly store: Pick<Store, 'notify' | 'listen'>;
  private readonly markets: CatalogueSnapshotDeps['markets'];
  /** What sizes show in a market now (the sales feature's, set once where the services are wired): none, no sales. */
  private sales: SalesOfMarket = async () => ({ prices: new Map(), until: Number.POSITIVE_INFINITY });
  /** The sales' clock (a test moves it): when a view's prices stop holding. */
  private now: () => number = () => Date.now();
  private readonly baseCurrency: CurrencyCode;

  constructor({ db, store, markets, baseCurrency }: CatalogueSnapshotDeps) {
    this.db = db;
    this.store = store;
    this.markets = markets;
    this.baseCurrency = baseCurrency;
    store.listen(CHANGED_CHANNEL, () => this.invalidate());
  }

  /** Where sales come from (set once, where the services are wired: the sales feature reads the catalogue). */
  saleWith(sales: SalesOfMarket, now: () => number): void {
    this.sales = sales;
    this.now = now;
  }

  /** Where the perfumes' ratings come from (set once, where the services are wired). */
  rateWith(ratings: () => Promise<ReadonlyMap<number, { average: number; count: number }>>): void {
    this.ratings = ratings;
  }

  private invalidate(): void {
    this.snapshot = undefined;
  }

  /** After a committed change: this process and every other one load the catalogue again. */
  async changed(): Promise<void> {
    this.invalidate();
    await this.store.notify(CHANGED_CHANNEL);
  }

  /**
   * For a change made in `tx`: `changed()` once the transaction commits (once however many changes
   * it makes; never if it rolls back).
   */
  changedOnCommit(tx: Tx): void {
    tx.afterCommit(RELOAD_AFTER_COMMIT, () => this.changed());
  }

  private load(): Promise<Snapshot> {
    if (!this.snapshot) {
      const loading = (async () => {
        const [perfumes, ingredients, ratings] = await Promise.all([
          listPerfumes(this.db),
          listIngredients(this.db),
          this.ratings(),
        ]);
        const snapshot: Snapshot = { perfumes, ingredients, ratings, views: new Map(), pricedFrom: undefined };
        // English in the default market is made at once (the hot path, and a broken row fails the load as it
        // always did).
        await this.viewIn(snapshot, DEFAULT_LOCALE, undefined);
        return snapshot;
      })();
      this.snapshot = loading;
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined; // let the next request try again
      });
    }
    return this.snapshot;
  }

  /**
   * `snapshot` in `locale` and `market` (a language the shop does not speak reads English; a market it does not
   * have, or none, the default market). Priced from the markets as loaded now: when they were loaded again
   * since (an edit of a market or its prices, here or in another process), every view is made again.
   */
  private async viewIn(snapshot: Snapshot, locale: Locale, market: MarketCode | undefined): Promise<View> {
    const markets = await this.markets.list();
    if (snapshot.pricedFrom !== markets) {
      snapshot.views.clear();
      snapshot.pricedFrom = markets;
    }
    const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const priced = chosenMarket(markets, market);
    const key = viewKey(language, priced.code);
    let view = snapshot.views.get(key);
    // A view made before a sale began or ended answers no more.
    if (view && this.now() >= view.until) view = undefined;
    if (!view) {
      const pricing = await this.pricingIn(snapshot, priced);
      // Another read may have made it while the prices were read: the first one made is kept.
      const made = snapshot.views.get(key);
      view = made && this.now() < made.until ? made : viewOf(snapshot, language, priced, pricing);
      if (snapshot.pricedFrom === markets) snapshot.views.set(key, view);
    }
    return view;
  }

  /**
   * Every size's price in `market` (`MarketsService.price`: the owner's fixed price, else the default market's
   * at the market's rate and rounding), read before the view is made so that making it stays synchronous.
   */
  private async pricingIn(snapshot: Snapshot, market: Market): Promise<SizePricing & { until: number }> {
    const prices = new Map<string, number>();
    await Promise.all(
      // A perfume's sizes include its default one (repo.ts).
      snapshot.perfumes.flatMap((row) =>
        row.sizes.map(async (size) => {
          const item = marketItem.size(row.id, size.volumeMl);
          const price = await this.markets.price(market, item, money(size.priceCents, this.baseCurrency));
          prices.set(item, price.minor);
        }),
      ),
    );
    const shown = await this.sales(market, prices);
    return {
      currency: market.currency,
      until: shown.until,
      minor: (perfumeId, volumeMl) => {
        const item = marketItem.size(perfumeId, volumeMl);
        const price = shown.prices.get(item)?.priceMinor ?? prices.get(item);
        if (price === undefined)
          throw new Error(`No price for perfume ${perfumeId} (${volumeMl} ml) in ${market.code}`);
        return price;
      },
      sale: (perfumeId, volumeMl) => {
        const s = shown.prices.get(marketItem.size(perfumeId, volumeMl));
        return s?.compareAtMinor === undefined || s.lowest30dMinor === undefined
          ? undefined
          : { compareAtMinor: s.compareAtMinor, lowest30dMinor: s.lowest30dMinor };
      },
    };
  }

  private async view(locale: Locale = DEFAULT_LOCALE, market?: MarketCode): Promise<View> {
    return this.viewIn(await this.load(), locale, market);
  }

  /** The whole catalogue's answer in `locale`, priced in `market` (by its code; none: the default market). */
  async perfumeListJson(locale: Locale = DEFAULT_LOCALE, market?: MarketCode): Promise<CachedBody> {
    return (await this.view(locale, market)).perfumeList;
  }

  /**
   * The collection narrowed and ordered: every word of `q` in the name, notes or description
   * (ignoring case and accents; in `locale`'s words), gender, family, a price range, a sort: `searchPerfumes` in
   * src/domain/catalogue/search.ts, which the collections page runs in the browser too. Answers are
   * kept per query, language, market and catalogue version; its prices, and `minPrice` and `maxPrice`, are in the
   * market's currency. A search nobody made before costs the search and a join
   * of the perfumes' JSON (serialized once per catalogue version), never a serialization or a hash
   * of the whole answer: its validator is the catalogue's with the ids it lists.
   */
  async searchJson(query: PerfumeSearch, locale: Locale = DEFAULT_LOCALE, market?: MarketCode): Promise<CachedBody> {
    const view = await this.view(locale, market);
    const key = JSON.stringify([query.q ?? '', query.gender, query.family, query.minPrice, query.maxPrice, query.sort]);
    const cached = view.searches.get(key);
    if (cached) return cached;
    const found = searchPerfumes(view.searchable, query);
    const body = jsonArray(found.map((p) => view.listEntryJson.get(p)!));
    const answer = cacheBody(body, 'fast', etagOf(`${view.perfumeList.etag}${found.map((p) => p.id).join(',')}`));
    if (view.searches.size >= MAX_CACHED_SEARCHES) view.searches.delete(view.searches.keys().next().value!);
    view.searches.set(key, answer);
    return answer;
  }

  async perfumeJson(id: number, locale: Locale = DEFAULT_LOCALE, market?: MarketCode): Promise<CachedBody | undefined> {
    const view = await this.view(locale, market);
    let cached = view.perfumeById.get(id);
    if (!cached) {
      const perfume = view.perfumeData.find((p) => p.id === id);
      if (!perfume) return undefined;
      const body = view.perfumeJson.get(perfume)!;
      cached = cacheBody(body, 'best', etagIn(view.locale, view.market, body));
      view.perfumeById.set(id, cached);
    }
    return cached;
  }

  async ingredientListJson(locale: Locale = DEFAULT_LOCALE): Promise<CachedBody> {
    return (await this.view(locale)).ingredientList;
  }

  /**
   * What the API answers in `locale` and `market`, as values (the landing pages' server render reads them; the
   * wishlist and the house's pages, the default market's).
   */
  /** The perfumes as a list shows them (without the story and the notes' words only a perfume's own page reads). */
  async perfumes(locale: Locale = DEFAULT_LOCALE, market?: MarketCode): Promise<Perfume[]> {
    return (await this.view(locale, market)).listData;
  }

  async perfume(id: number, locale: Locale = DEFAULT_LOCALE, market?: MarketCode): Promise<Perfume | undefined> {
    return (await this.view(locale, market)).perfumeData.find((p) => p.id === id);
  }

  /** Each perfume on sale and when it last changed (the sitemap). */
  async perfumeDates(): Promise<{ id: number; updatedAt: Date }[]> {
    return (await this.load()).perfumes.map((p) => ({ id: p.id, updatedAt: p.updatedAt }));
  }

  async ingredients(locale: Locale = DEFAULT_LOCALE): Promise<Ingredient[]> {
    return (await this.view(locale)).ingredientData;
  }

  /**
   * Changes whenever the catalogue does, in any language (a translation edited alone included) and any market (a
   * market's price edited alone included).
   */
  async version(): Promise<string> {
    const markets = await this.markets.list();
    const views = await Promise.all(LOCALES.flatMap((l) => markets.map((m) => this.view(l, m.code))));
    return views.map((v) => `${v.perfumeList.etag}${v.ingredientList.etag}`).join('');
  }

  /** A row for other services (cart pricing, order snapshots): the same cached data. */
  async perfumeRow(id: number): Promise<PerfumeRow | undefined> {
    return (await this.load()).perfumes.find((p) => p.id === id);
  }

  /**
   * Some perfumes' names, families and photographs, read in `db` (a mail written in an order's transaction, whose one
   * connection the embedded store may be waiting on: never the snapshot, which a stock change in that very
   * transaction may have sent to be read again through another connection).
   */
  picturesOf(ids: readonly number[], db: Db) {
    return perfumePictures(db, ids);
  }
}
