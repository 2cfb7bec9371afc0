import { asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ingredients, perfumeSizes, perfumes } from './schema';

/**
 * The storefront's catalogue as the cached snapshot reads it: on-sale perfumes with their sizes, and
 * ingredients. The back office's queries are in back-office/repo.ts, the stock's in stock/repo.ts,
 * "Notify me"'s in back-in-stock/repo.ts.
 */

/** One bottle size of a perfume: its volume (ml), price and stock (null: not tracked). */
export interface SizeRow {
  volumeMl: number;
  priceCents: number;
  stock: number | null;
  /** Its last edit or sale. */
  updatedAt: Date;
}

/** The storefront's perfumes: archived ones are gone from it. */
function perfumeRows(db: Db) {
  return db.select().from(perfumes).where(isNull(perfumes.archivedAt)).orderBy(asc(perfumes.id));
}

/**
 * Perfumes with every size, smallest first: the default one from the perfume's own row
 * (volume_ml, price_cents, stock), the others from perfume_sizes (decision 060). One more query
 * for all of them, whatever their number.
 */
export async function withSizes<
  R extends { id: number; volumeMl: number; priceCents: number; stock: number | null; updatedAt: Date },
>(db: Db, rows: R[]): Promise<(R & { sizes: SizeRow[] })[]> {
  if (rows.length === 0) return [];
  const others = await db
    .select()
    .from(perfumeSizes)
    .where(
      inArray(
        perfumeSizes.perfumeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(perfumeSizes.perfumeId), asc(perfumeSizes.volumeMl));
  const byPerfume = new Map<number, SizeRow[]>();
  for (const o of others) {
    const list = byPerfume.get(o.perfumeId) ?? [];
    list.push({ volumeMl: o.volumeMl, priceCents: o.priceCents, stock: o.stock, updatedAt: o.updatedAt });
    byPerfume.set(o.perfumeId, list);
  }
  return rows.map((r) => ({
    ...r,
    sizes: [
      { volumeMl: r.volumeMl, priceCents: r.priceCents, stock: r.stock, updatedAt: r.updatedAt },
      ...(byPerfume.get(r.id) ?? []).filter((o) => o.volumeMl !== r.volumeMl),
    ].sort((a, b) => a.volumeMl - b.volumeMl),
  }));
}

/**
 * What a mail shows of some perfumes beside their lines: the name, the family and the photographs (with their
 * descriptions in the other languages, `translations`), read in `db`.
 */
export function perfumePictures(db: Db, ids: readonly number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: perfumes.id,
          name: perfumes.name,
          family: perfumes.family,
          photos: perfumes.photos,
          translations: perfumes.translations,
        })
        .from(perfumes)
        .where(inArray(perfumes.id, [...ids]));
}

export async function listPerfumes(db: Db) {
  return withSizes(db, await perfumeRows(db));
}

/** The builder's ingredients: archived ones are gone from it. */
export function listIngredients(db: Db) {
  return db.select().from(ingredients).where(isNull(ingredients.archivedAt)).orderBy(asc(ingredients.id));
}

/** Every ingredient, archived ones too: what a paid formula may name (decision 064). */
export function listAllIngredients(db: Db) {
  return db.select().from(ingredients).orderBy(asc(ingredients.id));
}

export type PerfumeRow = Awaited<ReturnType<typeof listPerfumes>>[number];
export type IngredientRow = Awaited<ReturnType<typeof listIngredients>>[number];
