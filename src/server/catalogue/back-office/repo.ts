import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ingredients, perfumeSizes, perfumes } from '../schema';

/** The back office's queries of the catalogue: its items, archived ones too, created, edited and archived. */

/**
 * Writes a perfume's other sizes as a staff member gave them (the default one is the perfume's row):
 * sizes not listed go, listed ones are written; a size whose `stock` is undefined keeps the stock
 * sales made it (a new one starts untracked).
 */
export async function writeOtherSizes(
  db: Db,
  perfumeId: number,
  sizes: readonly { volumeMl: number; priceCents: number; stock: number | null | undefined }[],
): Promise<void> {
  const volumes = sizes.map((s) => s.volumeMl);
  await db
    .delete(perfumeSizes)
    .where(
      volumes.length === 0
        ? eq(perfumeSizes.perfumeId, perfumeId)
        : and(eq(perfumeSizes.perfumeId, perfumeId), notInArray(perfumeSizes.volumeMl, volumes)),
    );
  for (const s of sizes) {
    const now = new Date();
    const set =
      s.stock === undefined
        ? { priceCents: s.priceCents, updatedAt: now }
        : { priceCents: s.priceCents, stock: s.stock, updatedAt: now };
    await db
      .insert(perfumeSizes)
      .values({ perfumeId, volumeMl: s.volumeMl, priceCents: s.priceCents, stock: s.stock ?? null })
      .onConflictDoUpdate({ target: [perfumeSizes.perfumeId, perfumeSizes.volumeMl], set });
  }
}

/** The perfumes on sale with what a translator needs (no sizes): the missing translations' list. */
export function listPerfumesToTranslate(db: Db) {
  return db
    .select({ id: perfumes.id, name: perfumes.name, story: perfumes.story, translations: perfumes.translations })
    .from(perfumes)
    .where(isNull(perfumes.archivedAt))
    .orderBy(asc(perfumes.id));
}

/** The back office's kinds of catalogue item, by their tables: each has a slug, an update time and an archive date. */
const itemTables = { perfume: perfumes, ingredient: ingredients };
export type ItemKind = keyof typeof itemTables;
type ItemTable = (typeof itemTables)[ItemKind];
export type ItemRow<K extends ItemKind> = (typeof itemTables)[K]['$inferSelect'];
/** What a staff member writes of an item: the rest (id, slug, times) is the store's. */
export type ItemValues<K extends ItemKind> = Omit<
  (typeof itemTables)[K]['$inferInsert'],
  'id' | 'slug' | 'createdAt' | 'updatedAt' | 'archivedAt'
>;

/**
 * The kind's table. Drizzle's builders answer a union of tables with a union of query types whose
 * methods cannot be called; both tables have the columns these queries use, so they are written
 * against one of them.
 */
const tableOf = (kind: ItemKind) => itemTables[kind] as typeof perfumes;

/** Every item of the kind, archived ones too, for the back office. */
export async function listAllItems<K extends ItemKind>(db: Db, kind: K): Promise<ItemRow<K>[]> {
  const t = tableOf(kind);
  return (await db.select().from(t).orderBy(asc(t.id))) as ItemRow<K>[];
}

export async function findItem<K extends ItemKind>(
  db: Db,
  kind: K,
  id: number,
  lock = false,
): Promise<ItemRow<K> | undefined> {
  const t = tableOf(kind);
  const query = db.select().from(t).where(eq(t.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row as ItemRow<K> | undefined;
}

/** A slug no other item of its table has: the name's, then with a number. */
async function freeSlug(db: Db, table: ItemTable, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'item';
  const taken = await db
    .select({ slug: table.slug })
    .from(table)
    .where(sql`${table.slug} = ${base} or ${table.slug} like ${`${base}-%`}`);
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Adds an item under `slug` (one the caller found free), else under a free slug made from its name. */
export async function insertItem<K extends ItemKind>(
  db: Db,
  kind: K,
  values: ItemValues<K>,
  slug?: string,
): Promise<ItemRow<K>> {
  const [row] = await db
    .insert(tableOf(kind))
    .values({ ...(values as ItemValues<'perfume'>), slug: slug ?? (await freeSlug(db, itemTables[kind], values.name)) })
    .returning();
  return row as ItemRow<K>;
}

/** Locks the items of `ids` that exist (`for update`), in the order of their ids, until the transaction ends. */
export async function lockItems(db: Db, kind: ItemKind, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const t = tableOf(kind);
  await db
    .select({ id: t.id })
    .from(t)
    .where(inArray(t.id, [...ids]))
    .orderBy(asc(t.id))
    .for('update');
}

export async function updateItem<K extends ItemKind>(
  db: Db,
  kind: K,
  id: number,
  /** The admin's values, or the archive date (null: restored). */
  values: Partial<ItemValues<K>> | { archivedAt: Date | null },
): Promise<ItemRow<K> | undefined> {
  const t = tableOf(kind);
  const [row] = await db
    .update(t)
    .set({ ...(values as Partial<ItemValues<'perfume'>>), updatedAt: new Date() })
    .where(eq(t.id, id))
    .returning();
  return row as ItemRow<K> | undefined;
}
