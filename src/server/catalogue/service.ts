import type { AdminIngredient, AdminPerfume, IngredientInput, PerfumeInput } from '../../domain/catalogue-admin';
import { ingredientInputSchema, perfumeInputSchema } from '../../domain/catalogue-admin';
import { type SearchEntry, searchEntries, searchPerfumes } from '../../domain/catalogue-search';
import { type Ingredient, ingredientListSchema, type Perfume, perfumeListSchema, type PerfumeSearch } from '../../domain/catalogue-schemas';
import { toCents, toMajor } from '../../domain/money';
import type { AuditService } from '../audit/service';
import type { Db, Store } from '../db/client';
import { type CachedBody, cacheBody, cacheJson, etagOf } from '../http/cached-body';
import { AppError } from '../http/errors';
import {
  findIngredient,
  findPerfume,
  type IngredientRow,
  insertIngredient,
  insertPerfume,
  listAllIngredients,
  listAllPerfumes,
  listIngredients,
  listPerfumes,
  lowStockPerfumes,
  type PerfumeRow,
  type PerfumeValues,
  returnStock,
  stockOf,
  type StockShortfall,
  takeStock,
  updateIngredient,
  updatePerfume,
} from './repo';

/** Tells every server process the catalogue changed (PostgreSQL NOTIFY channel). */
const CHANGED_CHANNEL = 'catalogue_changed';

function toPerfume(row: PerfumeRow): Perfume {
  return {
    id: row.id,
    name: row.name,
    price: toMajor(row.priceCents),
    imageSrc: row.imageSrc,
    notes: row.notes,
    description: row.description,
    gender: row.gender,
    isNew: row.isNew,
    isBestseller: row.isBestseller,
    family: row.family,
    inStock: row.stock === null || row.stock > 0,
  };
}

function toIngredient(row: IngredientRow): Ingredient {
  return { id: row.id, name: row.name, characteristics: row.characteristics, imageSrc: row.imageSrc, category: row.category };
}

function toAdminPerfume(row: PerfumeRow): AdminPerfume {
  return { ...toPerfume(row), stock: row.stock, archivedAt: row.archivedAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() };
}

function toAdminIngredient(row: IngredientRow): AdminIngredient {
  return { ...toIngredient(row), archivedAt: row.archivedAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() };
}

function perfumeValues(input: PerfumeInput): PerfumeValues {
  const v = perfumeInputSchema.parse(input);
  return {
    name: v.name,
    description: v.description,
    notes: v.notes,
    gender: v.gender,
    family: v.family,
    priceCents: toCents(v.price),
    isNew: v.isNew,
    isBestseller: v.isBestseller,
    stock: v.stock,
    imageSrc: v.imageSrc,
  };
}

/** What an edit changed, field by field, for the audit record. */
function changes<T extends Record<string, unknown>>(before: T, after: T, fields: readonly (keyof T)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (before[f] !== after[f]) out[f as string] = { from: before[f], to: after[f] };
  return out;
}

const PERFUME_FIELDS = ['name', 'description', 'notes', 'gender', 'family', 'priceCents', 'isNew', 'isBestseller', 'stock', 'imageSrc'] as const;
const INGREDIENT_FIELDS = ['name', 'category', 'characteristics', 'imageSrc'] as const;

/** The words of a 409 for bottles an order or a cart wants and the shop does not have. */
function shortfallMessage(s: StockShortfall): string {
  if (s.left === null) return `${s.name} is no longer available. Please remove it from your cart.`;
  if (s.left === 0) return `${s.name} is sold out.`;
  return `Only ${s.left} left of ${s.name}.`;
}

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

/**
 * The perfumes and ingredients tables' one owner. The catalogue changes rarely and is read on
 * every page: it is held in memory and serialized and compressed once per version. An edit (or a
 * perfume selling out) drops the snapshot here and, through the store's notifications, in every
 * other server process; the next read loads the new one.
 */
export class CatalogueService {
  private snapshot: Promise<Snapshot> | undefined;

  constructor(
    private readonly db: Db,
    private readonly store: Pick<Store, 'notify' | 'listen'>,
    private readonly audit: AuditService,
  ) {
    store.listen(CHANGED_CHANNEL, () => this.invalidate());
  }

  private invalidate(): void {
    this.snapshot = undefined;
  }

  /** After a committed change: this process and every other one load the catalogue again. */
  async changed(): Promise<void> {
    this.invalidate();
    await this.store.notify(CHANGED_CHANNEL);
  }

  private load(): Promise<Snapshot> {
    if (!this.snapshot) {
      const loading = (async () => {
        const [perfumeRows, ingredientRows] = await Promise.all([listPerfumes(this.db), listIngredients(this.db)]);
        // Checked against the answers' contract once per load, since the cached bytes skip the serializer.
        const perfumeData = perfumeListSchema.parse(perfumeRows.map(toPerfume));
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
   * src/domain/catalogue-search.ts, which the collections page runs in the browser too. Answers are
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

  /** Rows for other services (cart pricing, order snapshots): the same cached data. */
  async perfumeRow(id: number): Promise<PerfumeRow | undefined> {
    return (await this.load()).perfumes.find((p) => p.id === id);
  }

  async ingredientRows(): Promise<IngredientRow[]> {
    return (await this.load()).ingredients;
  }

  // ── Stock ────────────────────────────────────────────────────────────────────────────────────

  /**
   * Takes the bottles of an order's catalogue lines, in the caller's transaction; a line that
   * cannot be had answers 409 with what is left (the transaction then writes nothing). Answers
   * whether a perfume sold out, so the caller calls `changed()` once the transaction commits.
   */
  async takeStock(lines: readonly { perfumeId: number | null; quantity: number; size?: 'bottle' | 'sample' }[], db: Db): Promise<{ soldOut: boolean }> {
    const wanted = new Map<number, number>();
    // A sample takes no bottle.
    for (const l of lines) if (l.perfumeId !== null && l.size !== 'sample') wanted.set(l.perfumeId, (wanted.get(l.perfumeId) ?? 0) + l.quantity);
    const { shortfalls, emptied } = await takeStock(
      db,
      [...wanted].map(([perfumeId, quantity]) => ({ perfumeId, quantity })),
    );
    const first = shortfalls[0];
    if (first) throw AppError.conflict('OUT_OF_STOCK', shortfallMessage(first));
    return { soldOut: emptied.length > 0 };
  }

  /** Gives an order's bottles back, in the caller's transaction; answers whether a sold-out perfume is back. */
  async returnStock(lines: readonly { perfumeId: number | null; quantity: number }[], db: Db): Promise<{ backInStock: boolean }> {
    const back = await returnStock(
      db,
      lines.flatMap((l) => (l.perfumeId === null ? [] : [{ perfumeId: l.perfumeId, quantity: l.quantity }])),
    );
    return { backInStock: back.length > 0 };
  }

  /**
   * Before a bottle goes into a cart: 409 "Only N left" when the cart would hold more than the shop
   * has. Read fresh, and only for tracked perfumes (the cached rows say which); the order takes the
   * stock for good.
   */
  async assertAvailable(perfumeId: number, wantedInCart: number): Promise<void> {
    const row = await this.perfumeRow(perfumeId);
    if (!row) throw AppError.notFound('PERFUME_NOT_FOUND');
    if (row.stock === null) return;
    const left = await stockOf(this.db, perfumeId);
    if (left === undefined) throw AppError.notFound('PERFUME_NOT_FOUND');
    if (left !== null && wantedInCart > left) throw AppError.conflict('OUT_OF_STOCK', shortfallMessage({ perfumeId, name: row.name, left }));
  }

  // ── The back office ──────────────────────────────────────────────────────────────────────────

  async adminPerfumes(): Promise<AdminPerfume[]> {
    return (await listAllPerfumes(this.db)).map(toAdminPerfume);
  }

  async adminIngredients(): Promise<AdminIngredient[]> {
    return (await listAllIngredients(this.db)).map(toAdminIngredient);
  }

  async createPerfume(input: PerfumeInput, adminId: number): Promise<AdminPerfume> {
    const values = perfumeValues(input);
    const row = await this.db.transaction(async (tx) => {
      const row = await insertPerfume(tx, values);
      await this.audit.record({ adminId, action: 'perfume.created', entity: 'perfume', entityId: row.id, details: { name: row.name } }, tx);
      return row;
    });
    await this.changed();
    return toAdminPerfume(row);
  }

  async updatePerfume(id: number, input: PerfumeInput, adminId: number): Promise<AdminPerfume> {
    const values = perfumeValues(input);
    const row = await this.db.transaction(async (tx) => {
      const before = await findPerfume(tx, id, true);
      if (!before) throw AppError.notFound('PERFUME_NOT_FOUND');
      const row = (await updatePerfume(tx, id, values))!;
      const diff = changes(before, row, PERFUME_FIELDS);
      if (Object.keys(diff).length > 0) await this.audit.record({ adminId, action: 'perfume.updated', entity: 'perfume', entityId: id, details: diff }, tx);
      return row;
    });
    await this.changed();
    return toAdminPerfume(row);
  }

  /** Archive (DELETE) or restore: past orders keep their snapshot either way. */
  async setPerfumeArchived(id: number, archived: boolean, adminId: number): Promise<AdminPerfume> {
    const row = await this.db.transaction(async (tx) => {
      const before = await findPerfume(tx, id, true);
      if (!before) throw AppError.notFound('PERFUME_NOT_FOUND');
      if ((before.archivedAt !== null) === archived) return before;
      const row = (await updatePerfume(tx, id, { archivedAt: archived ? new Date() : null }))!;
      await this.audit.record({ adminId, action: archived ? 'perfume.archived' : 'perfume.restored', entity: 'perfume', entityId: id, details: { name: row.name } }, tx);
      return row;
    });
    await this.changed();
    return toAdminPerfume(row);
  }

  async createIngredient(input: IngredientInput, adminId: number): Promise<AdminIngredient> {
    const values = ingredientInputSchema.parse(input);
    const row = await this.db.transaction(async (tx) => {
      const row = await insertIngredient(tx, values);
      await this.audit.record({ adminId, action: 'ingredient.created', entity: 'ingredient', entityId: row.id, details: { name: row.name } }, tx);
      return row;
    });
    await this.changed();
    return toAdminIngredient(row);
  }

  async updateIngredient(id: number, input: IngredientInput, adminId: number): Promise<AdminIngredient> {
    const values = ingredientInputSchema.parse(input);
    const row = await this.db.transaction(async (tx) => {
      const before = await findIngredient(tx, id, true);
      if (!before) throw AppError.notFound('INGREDIENT_NOT_FOUND');
      const row = (await updateIngredient(tx, id, values))!;
      const diff = changes(before, row, INGREDIENT_FIELDS);
      if (Object.keys(diff).length > 0) await this.audit.record({ adminId, action: 'ingredient.updated', entity: 'ingredient', entityId: id, details: diff }, tx);
      return row;
    });
    await this.changed();
    return toAdminIngredient(row);
  }

  async setIngredientArchived(id: number, archived: boolean, adminId: number): Promise<AdminIngredient> {
    const row = await this.db.transaction(async (tx) => {
      const before = await findIngredient(tx, id, true);
      if (!before) throw AppError.notFound('INGREDIENT_NOT_FOUND');
      if ((before.archivedAt !== null) === archived) return before;
      const row = (await updateIngredient(tx, id, { archivedAt: archived ? new Date() : null }))!;
      await this.audit.record(
        { adminId, action: archived ? 'ingredient.archived' : 'ingredient.restored', entity: 'ingredient', entityId: id, details: { name: row.name } },
        tx,
      );
      return row;
    });
    await this.changed();
    return toAdminIngredient(row);
  }

  /** Read fresh (stock changes with every order, the cached rows do not). */
  async lowStock(threshold: number): Promise<{ id: number; name: string; stock: number }[]> {
    const rows = await lowStockPerfumes(this.db, threshold);
    return rows.map((r) => ({ id: r.id, name: r.name, stock: r.stock ?? 0 }));
  }
}
