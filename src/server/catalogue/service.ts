import { type Ingredient, ingredientListSchema, type Perfume, perfumeListSchema } from '../../domain/catalogue-schemas';
import { toMajor } from '../../domain/money';
import type { Db } from '../db/client';
import { type CachedJson, cacheJson } from '../http/cached-json';
import { type IngredientRow, listIngredients, listPerfumes, lowStockPerfumes, type PerfumeRow } from './repo';

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

interface Snapshot {
  perfumes: PerfumeRow[];
  ingredients: IngredientRow[];
  perfumeData: Perfume[];
  ingredientData: Ingredient[];
  perfumeList: CachedJson;
  perfumeById: Map<number, CachedJson>;
  ingredientList: CachedJson;
}

/**
 * The catalogue changes rarely and is read on every page: it is held in memory and serialized
 * and compressed once. Nothing edits the catalogue while the server runs yet (it is seeded), so
 * the snapshot lives as long as the process.
 */
export class CatalogueService {
  private snapshot: Promise<Snapshot> | undefined;

  constructor(private readonly db: Db) {}

  private load(): Promise<Snapshot> {
    if (!this.snapshot) {
      const loading = (async () => {
        const [perfumeRows, ingredientRows] = await Promise.all([listPerfumes(this.db), listIngredients(this.db)]);
        // Checked against the answers' contract once per load, since the cached bytes skip the serializer.
        const perfumeData = perfumeListSchema.parse(perfumeRows.map(toPerfume));
        const ingredientData = ingredientListSchema.parse(ingredientRows.map(toIngredient));
        return {
          perfumes: perfumeRows,
          ingredients: ingredientRows,
          perfumeData,
          ingredientData,
          perfumeList: cacheJson(perfumeData),
          perfumeById: new Map(perfumeData.map((p) => [p.id, cacheJson(p)])),
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

  async perfumeListJson(): Promise<CachedJson> {
    return (await this.load()).perfumeList;
  }

  async perfumeJson(id: number): Promise<CachedJson | undefined> {
    return (await this.load()).perfumeById.get(id);
  }

  async ingredientListJson(): Promise<CachedJson> {
    return (await this.load()).ingredientList;
  }

  /** What the API answers, as values (the landing pages' server render reads them). */
  async perfumes(): Promise<Perfume[]> {
    return (await this.load()).perfumeData;
  }

  async perfume(id: number): Promise<Perfume | undefined> {
    return (await this.load()).perfumeData.find((p) => p.id === id);
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

  /** Read fresh (stock changes with every order, the cached rows do not). */
  async lowStock(threshold: number): Promise<{ id: number; name: string; stock: number }[]> {
    const rows = await lowStockPerfumes(this.db, threshold);
    return rows.map((r) => ({ id: r.id, name: r.name, stock: r.stock ?? 0 }));
  }
}
