import { asc } from 'drizzle-orm';
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
