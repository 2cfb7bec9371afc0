import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ingredients, perfumes } from './schema';

/** The storefront's perfumes: archived ones are gone from it. */
export function listPerfumes(db: Db) {
  return db.select().from(perfumes).where(isNull(perfumes.archivedAt)).orderBy(asc(perfumes.id));
}

/** The builder's ingredients: archived ones are gone from it. */
export function listIngredients(db: Db) {
  return db.select().from(ingredients).where(isNull(ingredients.archivedAt)).orderBy(asc(ingredients.id));
}

export type PerfumeRow = Awaited<ReturnType<typeof listPerfumes>>[number];
export type IngredientRow = Awaited<ReturnType<typeof listIngredients>>[number];

/** The back office's kinds of catalogue item, by their tables: each has a slug, an update time and an archive date. */
const itemTables = { perfume: perfumes, ingredient: ingredients };
export type ItemKind = keyof typeof itemTables;
type ItemTable = (typeof itemTables)[ItemKind];
export type ItemRow<K extends ItemKind> = (typeof itemTables)[K]['$inferSelect'];
/** What an admin writes of an item: the rest (id, slug, times) is the store's. */
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

export async function insertItem<K extends ItemKind>(db: Db, kind: K, values: ItemValues<K>): Promise<ItemRow<K>> {
  const [row] = await db
    .insert(tableOf(kind))
    .values({ ...(values as ItemValues<'perfume'>), slug: await freeSlug(db, itemTables[kind], values.name) })
    .returning();
  return row as ItemRow<K>;
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

/** Tracked, on-sale perfumes with `threshold` bottles or fewer, fewest first. */
export function lowStockPerfumes(db: Db, threshold: number) {
  return db
    .select({ id: perfumes.id, name: perfumes.name, stock: perfumes.stock })
    .from(perfumes)
    .where(and(isNull(perfumes.archivedAt), isNotNull(perfumes.stock), lte(perfumes.stock, threshold)))
    .orderBy(asc(perfumes.stock), asc(perfumes.id));
}

export async function stockOf(db: Db, perfumeId: number): Promise<number | null | undefined> {
  const [row] = await db.select({ stock: perfumes.stock }).from(perfumes).where(eq(perfumes.id, perfumeId));
  return row?.stock;
}

export interface StockShortfall {
  perfumeId: number;
  name: string;
  /** Bottles left (0: sold out); null when the perfume is archived. */
  left: number | null;
}

/**
 * Takes the bottles an order holds, in the caller's transaction, in one statement: each tracked
 * perfume's stock goes down only where enough is left (a conditional update, never read then
 * written), so two orders can never both take the last bottle. Answers what could not be taken
 * (the caller rolls back) and which perfumes this emptied.
 */
/** What of `wanted` the shop could not supply now, read without taking anything. */
export async function stockShortfalls(
  db: Db,
  wanted: readonly { perfumeId: number; quantity: number }[],
): Promise<StockShortfall[]> {
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: perfumes.id, name: perfumes.name, stock: perfumes.stock, archivedAt: perfumes.archivedAt })
    .from(perfumes)
    .where(
      inArray(
        perfumes.id,
        wanted.map((w) => w.perfumeId),
      ),
    );
  return rows.flatMap((r): StockShortfall[] => {
    const quantity = wanted.find((w) => w.perfumeId === r.id)!.quantity;
    if (r.archivedAt !== null) return [{ perfumeId: r.id, name: r.name, left: null }];
    if (r.stock !== null && r.stock < quantity) return [{ perfumeId: r.id, name: r.name, left: Math.max(0, r.stock) }];
    return [];
  });
}

export async function takeStock(
  db: Db,
  wanted: readonly { perfumeId: number; quantity: number }[],
): Promise<{ shortfalls: StockShortfall[]; emptied: number[] }> {
  if (wanted.length === 0) return { shortfalls: [], emptied: [] };
  const values = sql.join(
    wanted.map((w) => sql`(${w.perfumeId}::int, ${w.quantity}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with wanted(id, q) as (values ${values}),
    taken as (
      update perfumes p set stock = p.stock - w.q
      from wanted w
      where p.id = w.id and p.stock is not null and p.archived_at is null and p.stock >= w.q
      returning p.id, p.stock
    )
    select w.id, p.name, p.stock as before, p.archived_at is not null as archived, t.id is not null as took, t.stock as after
    from wanted w
    join perfumes p on p.id = w.id
    left join taken t on t.id = w.id`);
  const rows = (
    result as unknown as {
      rows: {
        id: number;
        name: string;
        before: number | null;
        archived: boolean;
        took: boolean;
        after: number | null;
      }[];
    }
  ).rows;
  const shortfalls: StockShortfall[] = [];
  const emptied: number[] = [];
  for (const r of rows) {
    if (r.archived) shortfalls.push({ perfumeId: Number(r.id), name: r.name, left: null });
    else if (r.before !== null && !r.took)
      shortfalls.push({ perfumeId: Number(r.id), name: r.name, left: Math.max(0, Number(r.before)) });
    else if (r.took && Number(r.after) === 0) emptied.push(Number(r.id));
  }
  if (rows.length < wanted.length) {
    // A perfume that no longer exists at all.
    const seen = new Set(rows.map((r) => Number(r.id)));
    for (const w of wanted)
      if (!seen.has(w.perfumeId)) shortfalls.push({ perfumeId: w.perfumeId, name: 'A perfume', left: null });
  }
  return { shortfalls, emptied };
}

/** Gives bottles back to tracked perfumes, in the caller's transaction; answers the perfumes that were sold out. */
export async function returnStock(
  db: Db,
  lines: readonly { perfumeId: number; quantity: number }[],
): Promise<number[]> {
  if (lines.length === 0) return [];
  const values = sql.join(
    lines.map((l) => sql`(${l.perfumeId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with back(id, q) as (select id, sum(q)::int from (values ${values}) v(id, q) group by id)
    update perfumes p set stock = p.stock + b.q
    from back b
    where p.id = b.id and p.stock is not null
    returning p.id, p.stock - b.q as before`);
  const rows = (result as unknown as { rows: { id: number; before: number }[] }).rows;
  return rows.filter((r) => Number(r.before) === 0).map((r) => Number(r.id));
}
