import { type SearchEntry, searchEntries, searchPerfumes } from '../../domain/catalogue/search';
import {
  type Ingredient,
  ingredientListSchema,
  type Perfume,
  perfumeListSchema,
  type PerfumeSearch,
} from '../../domain/catalogue/schemas';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from '../../domain/i18n/locales';
import type { Db, Store } from '../db/client';
import type { Tx } from '../db/transaction';
import { type CachedBody, cacheBody, etagOf } from '../http/cached-body';
import { toIngredient, toPerfume } from './present';
import { type IngredientRow, listIngredients, listPerfumes, type PerfumeRow } from './repo';

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

/** Search answers kept per catalogue version and language (bounded: made-up queries cannot fill memory). */
const MAX_CACHED_SEARCHES = 500;

/** The catalogue as one language reads it (docs/decisions/069-languages.md): its answers, serialized once. */
interface View {
  searchable: SearchEntry[];
  searches: Map<string, CachedBody>;
  /**
   * Each perfume's JSON as UTF-8, serialized and encoded once: a search's answer is these bytes
   * joined, never serialized or encoded again.
   */
  perfumeJson: Map<Perfume, Buffer>;
  perfumeData: Perfume[];
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
  /** Each language's view, made on its first read: English, French (`?lang=fr`, `/fr/…`), … */
  views: Map<Locale, View>;
}

/**
 * A language's answer's validator: the body's, and another language's also names the language, so two
 * languages never share one even while their texts are the same (nothing translated yet).
 */
const etagIn = (locale: Locale, body: string | Buffer): string =>
  locale === DEFAULT_LOCALE ? etagOf(body) : etagOf(Buffer.concat([Buffer.from(`${locale}\n`), Buffer.from(body)]));

/** The answers of `locale`, from the rows: each translated field in its language where it has one, else English. */
function viewOf(snapshot: Snapshot, locale: Locale): View {
  // Checked against the answers' contract once per load and language, since the cached bytes skip the serializer.
  const perfumeData = perfumeListSchema.parse(
    snapshot.perfumes.map((row) => ({ ...toPerfume(row, locale), rating: snapshot.ratings.get(row.id) ?? null })),
  );
  const ingredientData = ingredientListSchema.parse(snapshot.ingredients.map((row) => toIngredient(row, locale)));
  const perfumeJson = new Map(perfumeData.map((p) => [p, Buffer.from(JSON.stringify(p))]));
  const list = jsonArray([...perfumeJson.values()]);
  const ingredients = JSON.stringify(ingredientData);
  return {
    searchable: searchEntries(perfumeData),
    searches: new Map(),
    perfumeJson,
    perfumeData,
    ingredientData,
    perfumeList: cacheBody(list, 'best', etagIn(locale, list)),
    perfumeById: new Map(),
    ingredientList: cacheBody(ingredients, 'best', etagIn(locale, ingredients)),
  };
}

/** What CatalogueSnapshot is built from (services.ts gives each by name). */
export interface CatalogueSnapshotDeps {
  db: Db;
  store: Pick<Store, 'notify' | 'listen'>;
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

  constructor({ db, store }: CatalogueSnapshotDeps) {
    this.db = db;
    this.store = store;
    store.listen(CHANGED_CHANNEL, () => this.invalidate());
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
        const snapshot: Snapshot = { perfumes, ingredients, ratings, views: new Map() };
        // English is made at once (the hot path, and a broken row fails the load as it always did).
        snapshot.views.set(DEFAULT_LOCALE, viewOf(snapshot, DEFAULT_LOCALE));
        return snapshot;
      })();
      this.snapshot = loading;
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined; // let the next request try again
      });
    }
    return this.snapshot;
  }

  /** The catalogue in `locale` (a language the shop does not speak reads English). */
  private async view(locale: Locale = DEFAULT_LOCALE): Promise<View> {
    const snapshot = await this.load();
    const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
    let view = snapshot.views.get(language);
    if (!view) {
      view = viewOf(snapshot, language);
      snapshot.views.set(language, view);
    }
    return view;
  }

  async perfumeListJson(locale: Locale = DEFAULT_LOCALE): Promise<CachedBody> {
    return (await this.view(locale)).perfumeList;
  }

  /**
   * The collection narrowed and ordered: every word of `q` in the name, notes or description
   * (ignoring case and accents; in `locale`'s words), gender, family, a price range, a sort: `searchPerfumes` in
   * src/domain/catalogue/search.ts, which the collections page runs in the browser too. Answers are
   * kept per query, language and catalogue version. A search nobody made before costs the search and a join
   * of the perfumes' JSON (serialized once per catalogue version), never a serialization or a hash
   * of the whole answer: its validator is the catalogue's with the ids it lists.
   */
  async searchJson(query: PerfumeSearch, locale: Locale = DEFAULT_LOCALE): Promise<CachedBody> {
    const view = await this.view(locale);
    const key = JSON.stringify([query.q ?? '', query.gender, query.family, query.minPrice, query.maxPrice, query.sort]);
    const cached = view.searches.get(key);
    if (cached) return cached;
    const found = searchPerfumes(view.searchable, query);
    const body = jsonArray(found.map((p) => view.perfumeJson.get(p)!));
    const answer = cacheBody(body, 'fast', etagOf(`${view.perfumeList.etag}${found.map((p) => p.id).join(',')}`));
    if (view.searches.size >= MAX_CACHED_SEARCHES) view.searches.delete(view.searches.keys().next().value!);
    view.searches.set(key, answer);
    return answer;
  }

  async perfumeJson(id: number, locale: Locale = DEFAULT_LOCALE): Promise<CachedBody | undefined> {
    const view = await this.view(locale);
    let cached = view.perfumeById.get(id);
    if (!cached) {
      const perfume = view.perfumeData.find((p) => p.id === id);
      if (!perfume) return undefined;
      const body = view.perfumeJson.get(perfume)!;
      cached = cacheBody(body, 'best', etagIn(isLocale(locale) ? locale : DEFAULT_LOCALE, body));
      view.perfumeById.set(id, cached);
    }
    return cached;
  }

  async ingredientListJson(locale: Locale = DEFAULT_LOCALE): Promise<CachedBody> {
    return (await this.view(locale)).ingredientList;
  }

  /** What the API answers in `locale`, as values (the landing pages' server render reads them). */
  async perfumes(locale: Locale = DEFAULT_LOCALE): Promise<Perfume[]> {
    return (await this.view(locale)).perfumeData;
  }

  async perfume(id: number, locale: Locale = DEFAULT_LOCALE): Promise<Perfume | undefined> {
    return (await this.view(locale)).perfumeData.find((p) => p.id === id);
  }

  /** Each perfume on sale and when it last changed (the sitemap). */
  async perfumeDates(): Promise<{ id: number; updatedAt: Date }[]> {
    return (await this.load()).perfumes.map((p) => ({ id: p.id, updatedAt: p.updatedAt }));
  }

  async ingredients(locale: Locale = DEFAULT_LOCALE): Promise<Ingredient[]> {
    return (await this.view(locale)).ingredientData;
  }

  /** Changes whenever the catalogue does, in any language (a translation edited alone included). */
  async version(): Promise<string> {
    const views = await Promise.all(LOCALES.map((l) => this.view(l)));
    return views.map((v) => `${v.perfumeList.etag}${v.ingredientList.etag}`).join('');
  }

  /** A row for other services (cart pricing, order snapshots): the same cached data. */
  async perfumeRow(id: number): Promise<PerfumeRow | undefined> {
    return (await this.load()).perfumes.find((p) => p.id === id);
  }
}
