import { type SearchEntry, searchEntries, searchPerfumes } from '../../domain/catalogue/search';
import {
  type Ingredient,
  ingredientListSchema,
  type Perfume,
  perfumeListSchema,
  type PerfumeSearch,
} from '../../domain/catalogue/schemas';
import type { Db, Store } from '../db/client';
import type { Tx } from '../db/transaction';
import { type CachedBody, cacheBody, cacheJson, etagOf } from '../http/cached-body';
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

/** Search answers kept per catalogue version (bounded: made-up queries cannot fill memory). */
const MAX_CACHED_SEARCHES = 500;

interface Snapshot {
  perfumes: PerfumeRow[];
  searchable: SearchEntry[];
  searches: Map<string, CachedBody>;
  /**
   * Each perfume's JSON as UTF-8, serialized and encoded once: a search's answer is these bytes
   * joined, never serialized or encoded again.
   */
  perfumeJson: Map<Perfume, Buffer>;
  ingredients: IngredientRow[];
  perfumeData: Perfume[];
  ingredientData: Ingredient[];
  perfumeList: CachedBody;
  /** Each perfume's answer, serialized on its first request (a large catalogue reloads fast). */
  perfumeById: Map<number, CachedBody>;
  ingredientList: CachedBody;
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
        const [perfumeRows, ingredientRows, ratings] = await Promise.all([
          listPerfumes(this.db),
          listIngredients(this.db),
          this.ratings(),
        ]);
        // Checked against the answers' contract once per load, since the cached bytes skip the serializer.
        const perfumeData = perfumeListSchema.parse(
          perfumeRows.map((row) => ({ ...toPerfume(row), rating: ratings.get(row.id) ?? null })),
        );
        const ingredientData = ingredientListSchema.parse(ingredientRows.map(toIngredient));
        const perfumeJson = new Map(perfumeData.map((p) => [p, Buffer.from(JSON.stringify(p))]));
        return {
          perfumes: perfumeRows,
          searchable: searchEntries(perfumeData),
          searches: new Map(),
          perfumeJson,
          ingredients: ingredientRows,
          perfumeData,
          ingredientData,
          perfumeList: cacheBody(jsonArray([...perfumeJson.values()])),
          perfumeById: new Map(),
          ingredientList: cacheJson(ingredientData),
        };
      })();
      this.snapshot = loading;
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined; // let the next request try again
      });
    }
    return this.snapshot;
  }

  async perfumeListJson(): Promise<CachedBody> {
    return (await this.load()).perfumeList;
  }

  /**
   * The collection narrowed and ordered: every word of `q` in the name, notes or description
   * (ignoring case and accents), gender, family, a price range, a sort: `searchPerfumes` in
   * src/domain/catalogue/search.ts, which the collections page runs in the browser too. Answers are
   * kept per query and catalogue version. A search nobody made before costs the search and a join
   * of the perfumes' JSON (serialized once per catalogue version), never a serialization or a hash
   * of the whole answer: its validator is the catalogue's with the ids it lists.
   */
  async searchJson(query: PerfumeSearch): Promise<CachedBody> {
    const snapshot = await this.load();
    const key = JSON.stringify([query.q ?? '', query.gender, query.family, query.minPrice, query.maxPrice, query.sort]);
    const cached = snapshot.searches.get(key);
    if (cached) return cached;
    const found = searchPerfumes(snapshot.searchable, query);
    const body = jsonArray(found.map((p) => snapshot.perfumeJson.get(p)!));
    const answer = cacheBody(body, 'fast', etagOf(`${snapshot.perfumeList.etag}${found.map((p) => p.id).join(',')}`));
    if (snapshot.searches.size >= MAX_CACHED_SEARCHES) snapshot.searches.delete(snapshot.searches.keys().next().value!);
    snapshot.searches.set(key, answer);
    return answer;
  }

  async perfumeJson(id: number): Promise<CachedBody | undefined> {
    const snapshot = await this.load();
    let cached = snapshot.perfumeById.get(id);
    if (!cached) {
      const perfume = snapshot.perfumeData.find((p) => p.id === id);
      if (!perfume) return undefined;
      cached = cacheBody(snapshot.perfumeJson.get(perfume)!);
      snapshot.perfumeById.set(id, cached);
    }
    return cached;
  }

  async ingredientListJson(): Promise<CachedBody> {
    return (await this.load()).ingredientList;
  }

  /** What the API answers, as values (the landing pages' server render reads them). */
  async perfumes(): Promise<Perfume[]> {
    return (await this.load()).perfumeData;
  }

  async perfume(id: number): Promise<Perfume | undefined> {
    return (await this.load()).perfumeData.find((p) => p.id === id);
  }

  /** Each perfume on sale and when it last changed (the sitemap). */
  async perfumeDates(): Promise<{ id: number; updatedAt: Date }[]> {
    return (await this.load()).perfumes.map((p) => ({ id: p.id, updatedAt: p.updatedAt }));
  }

  async ingredients(): Promise<Ingredient[]> {
    return (await this.load()).ingredientData;
  }

  /** Changes whenever the catalogue does. */
  async version(): Promise<string> {
    const s = await this.load();
    return `${s.perfumeList.etag}${s.ingredientList.etag}`;
  }

  /** A row for other services (cart pricing, order snapshots): the same cached data. */
  async perfumeRow(id: number): Promise<PerfumeRow | undefined> {
    return (await this.load()).perfumes.find((p) => p.id === id);
  }
}
