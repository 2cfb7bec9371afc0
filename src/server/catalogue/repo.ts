import { and, asc, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ingredients, perfumes } from '../db/schema';

export function listPerfumes(db: Db) {
  return db.select().from(perfumes).orderBy(asc(perfumes.id));
}

export function listIngredients(db: Db) {
  return db.select().from(ingredients).orderBy(asc(ingredients.id));
}

export type PerfumeRow = Awaited<ReturnType<typeof listPerfumes>>[number];
export type IngredientRow = Awaited<ReturnType<typeof listIngredients>>[number];

/** Tracked, on-sale perfumes with `threshold` bottles or fewer, fewest first. */
export function lowStockPerfumes(db: Db, threshold: number) {
  return db
    .select({ id: perfumes.id, name: perfumes.name, stock: perfumes.stock })
    .from(perfumes)
    .where(and(isNull(perfumes.archivedAt), isNotNull(perfumes.stock), lte(perfumes.stock, threshold)))
    .orderBy(asc(perfumes.stock), asc(perfumes.id));
}
