import { rowsIn } from '../db/rows';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ingredients, perfumeSizes, perfumes, stockNotifications } from './schema';

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

export async function listPerfumes(db: Db) {
  return withSizes(db, await perfumeRows(db));
}

/**
 * Writes a perfume's other sizes as the admin gave them (the default one is the perfume's row):
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

/** Each size of an on-sale perfume with its stock (null: not tracked), by one query on the keys; [] when none. */
export async function sizesStock(db: Db, perfumeId: number): Promise<{ volume: number; stock: number | null }[]> {
  const result = await db.execute(sql`
    select p.volume_ml as volume, p.stock from perfumes p where p.id = ${perfumeId} and p.archived_at is null
    union all
    select s.volume_ml, s.stock from perfume_sizes s join perfumes p on p.id = s.perfume_id
    where s.perfume_id = ${perfumeId} and p.archived_at is null and s.volume_ml <> p.volume_ml
    order by volume`);
  const rows = rowsIn<{ volume: number; stock: number | null }>(result);
  return rows.map((r) => ({ volume: Number(r.volume), stock: r.stock === null ? null : Number(r.stock) }));
}

/** Bottles left of one size (null: not tracked); undefined when the perfume or the size does not exist. */
export async function stockOf(
  db: Db,
  perfumeId: number,
  volume: number | null = null,
): Promise<number | null | undefined> {
  const result = await db.execute(sql`
    select case when ${volume}::int is null or ${volume}::int = p.volume_ml then p.stock else s.stock end as stock,
           (${volume}::int is null or ${volume}::int = p.volume_ml or s.perfume_id is not null) as found
    from perfumes p
    left join perfume_sizes s on s.perfume_id = p.id and s.volume_ml = ${volume}::int
    where p.id = ${perfumeId}`);
  const row = rowsIn<{ stock: number | null; found: boolean }>(result)[0];
  if (!row || !row.found) return undefined;
  return row.stock === null ? null : Number(row.stock);
}

export interface StockShortfall {
  perfumeId: number;
  name: string;
  /** Bottles left (0: sold out); null when the perfume is archived or the size no longer sold. */
  left: number | null;
}

/** Bottles of one size of a perfume (volume null: its default size). */
export interface WantedBottles {
  perfumeId: number;
  volume: number | null;
  quantity: number;
}

const wantedValues = (wanted: readonly WantedBottles[]) =>
  sql.join(
    wanted.map((w) => sql`(${w.perfumeId}::int, ${w.volume}::int, ${w.quantity}::int)`),
    sql`, `,
  );

/**
 * Each wanted size as the store has it now: the perfume's name, whether it is archived, whether it
 * sells the size, its stock (null: not tracked) and the default size's volume.
 */
const sizeState = sql`
    select w.id, w.v, w.q, p.name, p.archived_at is not null as archived, p.volume_ml as default_volume,
           (coalesce(w.v, p.volume_ml) = p.volume_ml) as is_default,
           (coalesce(w.v, p.volume_ml) = p.volume_ml or s.perfume_id is not null) as sold,
           case when coalesce(w.v, p.volume_ml) = p.volume_ml then p.stock else s.stock end as stock
    from wanted w
    join perfumes p on p.id = w.id
    left join perfume_sizes s on s.perfume_id = w.id and s.volume_ml = w.v`;

/** A size's name in a message: "Noir Absolu" for the default size, "Noir Absolu — 100 ml" for another. */
const sizeName = (r: { name: string; v: number | null; is_default: boolean }) =>
  r.is_default || r.v === null ? r.name : `${r.name} — ${r.v} ml`;

/** What of `wanted` the shop could not supply now, read without taking anything. */
export async function stockShortfalls(db: Db, wanted: readonly WantedBottles[]): Promise<StockShortfall[]> {
  if (wanted.length === 0) return [];
  const result = await db.execute(sql`with wanted(id, v, q) as (values ${wantedValues(wanted)}) ${sizeState}`);
  const rows = (
    result as unknown as {
      rows: {
        id: number;
        v: number | null;
        q: number;
        name: string;
        archived: boolean;
        is_default: boolean;
        sold: boolean;
        stock: number | null;
      }[];
    }
  ).rows;
  const shortfalls = rows.flatMap((r): StockShortfall[] => {
    const name = sizeName(r);
    if (r.archived || !r.sold) return [{ perfumeId: Number(r.id), name, left: null }];
    if (r.stock !== null && Number(r.stock) < Number(r.q))
      return [{ perfumeId: Number(r.id), name, left: Math.max(0, Number(r.stock)) }];
    return [];
  });
  const seen = new Set(rows.map((r) => Number(r.id)));
  for (const w of wanted)
    if (!seen.has(w.perfumeId)) shortfalls.push({ perfumeId: w.perfumeId, name: 'A perfume', left: null });
  return shortfalls;
}

/**
 * Takes the bottles an order holds, in the caller's transaction, in one statement: each tracked
 * size's stock goes down only where enough is left (a conditional update, never read then
 * written), so two orders can never both take the last bottle of a size. The default size's stock
 * is the perfume's row, another size's its perfume_sizes row; a sale marks the row it took from
 * changed (its updated_at: an admin's form read before it is stale, 409 STALE_EDIT). Answers what could not be
 * taken (the caller rolls back) and which perfumes this emptied a size of.
 */
export async function takeStock(
  db: Db,
  wanted: readonly WantedBottles[],
): Promise<{ shortfalls: StockShortfall[]; emptied: number[] }> {
  if (wanted.length === 0) return { shortfalls: [], emptied: [] };
  const result = await db.execute(sql`
    with wanted(id, v, q) as (values ${wantedValues(wanted)}),
    taken_default as (
      update perfumes p set stock = p.stock - w.q, updated_at = now()
      from wanted w
      where p.id = w.id and coalesce(w.v, p.volume_ml) = p.volume_ml
        and p.stock is not null and p.archived_at is null and p.stock >= w.q
      returning p.id, p.volume_ml as v, p.stock
    ),
    taken_size as (
      update perfume_sizes s set stock = s.stock - w.q, updated_at = now()
      from wanted w, perfumes p
      where s.perfume_id = w.id and s.volume_ml = w.v and p.id = w.id and p.volume_ml <> w.v
        and s.stock is not null and p.archived_at is null and s.stock >= w.q
      returning s.perfume_id as id, s.volume_ml as v, s.stock
    ),
    taken as (select * from taken_default union all select * from taken_size),
    state as (${sizeState})
    select st.id, st.v, st.name, st.archived, st.is_default, st.sold, st.stock as before,
           t.id is not null as took, t.stock as after
    from state st
    left join taken t on t.id = st.id and t.v = coalesce(st.v, st.default_volume)`);
  const rows = (
    result as unknown as {
      rows: {
        id: number;
        v: number | null;
        name: string;
        archived: boolean;
        is_default: boolean;
        sold: boolean;
        before: number | null;
        took: boolean;
        after: number | null;
      }[];
    }
  ).rows;
  const shortfalls: StockShortfall[] = [];
  const emptied: number[] = [];
  for (const r of rows) {
    const name = sizeName(r);
    if (r.archived || !r.sold) shortfalls.push({ perfumeId: Number(r.id), name, left: null });
    else if (r.before !== null && !r.took)
      shortfalls.push({ perfumeId: Number(r.id), name, left: Math.max(0, Number(r.before)) });
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

/** One size of a perfume: its volume in ml. */
export interface PerfumeVolume {
  perfumeId: number;
  volume: number;
}

/**
 * Gives bottles back to tracked sizes, in the caller's transaction (volume null: the default size,
 * as lines ordered before sizes were); answers the sizes that were sold out (now back).
 */
export async function returnStock(db: Db, lines: readonly WantedBottles[]): Promise<PerfumeVolume[]> {
  if (lines.length === 0) return [];
  const result = await db.execute(sql`
    with back(id, v, q) as (
      select v.id, coalesce(v.v, p.volume_ml), sum(v.q)::int
      from (values ${wantedValues(lines)}) v(id, v, q) join perfumes p on p.id = v.id
      group by v.id, coalesce(v.v, p.volume_ml)
    ),
    back_default as (
      update perfumes p set stock = p.stock + b.q, updated_at = now()
      from back b
      where p.id = b.id and b.v = p.volume_ml and p.stock is not null
      returning p.id, b.v, p.stock - b.q as before
    ),
    back_size as (
      update perfume_sizes s set stock = s.stock + b.q, updated_at = now()
      from back b
      where s.perfume_id = b.id and s.volume_ml = b.v and s.stock is not null
        and not exists (select 1 from perfumes p where p.id = b.id and p.volume_ml = b.v)
      returning s.perfume_id as id, b.v, s.stock - b.q as before
    )
    select id, v, before from back_default union all select id, v, before from back_size`);
  const rows = rowsIn<{ id: number; v: number; before: number }>(result);
  return rows.filter((r) => Number(r.before) === 0).map((r) => ({ perfumeId: Number(r.id), volume: Number(r.v) }));
}

/** A size's stock as a "Notify me" request reads it: the perfume's name, the size's volume and stock (null: not tracked). */
type SizeStockLocked = { name: string; volume: number; stock: number | null } | 'no-perfume' | 'no-size';

/**
 * One size of an on-sale perfume (volume undefined: its default size) with its stock, its row locked
 * (for share) until the caller's transaction ends: a change that brings the size back (which updates
 * that row) waits for a request written meanwhile, then finds it waiting.
 */
export async function lockSizeStock(db: Db, perfumeId: number, volume: number | undefined): Promise<SizeStockLocked> {
  const [p] = await db
    .select({ name: perfumes.name, volumeMl: perfumes.volumeMl, stock: perfumes.stock })
    .from(perfumes)
    .where(and(eq(perfumes.id, perfumeId), isNull(perfumes.archivedAt)))
    .for('share');
  if (!p) return 'no-perfume';
  const v = volume ?? p.volumeMl;
  if (v === p.volumeMl) return { name: p.name, volume: v, stock: p.stock };
  const [size] = await db
    .select({ stock: perfumeSizes.stock })
    .from(perfumeSizes)
    .where(and(eq(perfumeSizes.perfumeId, perfumeId), eq(perfumeSizes.volumeMl, v)))
    .for('share');
  return size ? { name: p.name, volume: v, stock: size.stock } : 'no-size';
}

/** An address waits for a size; asked again (whatever the case of the address), the one waiting request stays. */
export async function insertStockNotification(
  db: Db,
  request: { perfumeId: number; volumeMl: number; email: string },
): Promise<void> {
  await db.insert(stockNotifications).values(request).onConflictDoNothing();
}

/** An address's requests (whatever its case), newest first, with the perfume's name: a person's data. */
export async function stockNotificationsOf(db: Db, email: string) {
  return db
    .select({
      perfume: perfumes.name,
      perfumeId: stockNotifications.perfumeId,
      volume: stockNotifications.volumeMl,
      email: stockNotifications.email,
      createdAt: stockNotifications.createdAt,
      notifiedAt: stockNotifications.notifiedAt,
    })
    .from(stockNotifications)
    .innerJoin(perfumes, eq(perfumes.id, stockNotifications.perfumeId))
    .where(sql`lower(${stockNotifications.email}) = lower(${email})`)
    .orderBy(desc(stockNotifications.createdAt), desc(stockNotifications.id));
}

/** Deletes every request of an address (whatever its case): an account's deletion. */
export async function deleteStockNotificationsOf(db: Db, email: string): Promise<void> {
  await db.delete(stockNotifications).where(sql`lower(${stockNotifications.email}) = lower(${email})`);
}

/** How many addresses wait for each size, in one grouped query: `perfumeId → volume → count`. */
export async function countWaitingRequests(db: Db): Promise<Map<number, Map<number, number>>> {
  const rows = await db
    .select({
      perfumeId: stockNotifications.perfumeId,
      volume: stockNotifications.volumeMl,
      n: sql<number>`count(*)::int`,
    })
    .from(stockNotifications)
    .where(isNull(stockNotifications.notifiedAt))
    .groupBy(stockNotifications.perfumeId, stockNotifications.volumeMl);
  const out = new Map<number, Map<number, number>>();
  for (const r of rows) {
    const sizes = out.get(r.perfumeId) ?? new Map<number, number>();
    sizes.set(r.volume, Number(r.n));
    out.set(r.perfumeId, sizes);
  }
  return out;
}

/** A waiting request just marked notified, with what its mail says. */
export interface NotifiedRequest {
  id: number;
  email: string;
  perfumeId: number;
  volume: number;
  /** The perfume's name. */
  name: string;
}

/**
 * Marks notified, in one statement, every request waiting for one of `sizes` of an on-sale perfume
 * (an archived one's keep waiting), and answers them: the caller mails each once. Two changes
 * bringing a size back at once cannot both take a request (the second finds it notified).
 */
export async function takeWaitingRequests(db: Db, sizes: readonly PerfumeVolume[]): Promise<NotifiedRequest[]> {
  if (sizes.length === 0) return [];
  const result = await db.execute(sql`
    with back(id, v) as (values ${sql.join(
      sizes.map((s) => sql`(${s.perfumeId}::int, ${s.volume}::int)`),
      sql`, `,
    )})
    update stock_notifications n set notified_at = now()
    from (select distinct id, v from back) b, perfumes p
    where n.perfume_id = b.id and n.volume_ml = b.v and n.notified_at is null
      and p.id = n.perfume_id and p.archived_at is null
    returning n.id, n.email, n.perfume_id, n.volume_ml, p.name`);
  const rows = (
    result as unknown as {
      rows: { id: number; email: string; perfume_id: number; volume_ml: number; name: string }[];
    }
  ).rows;
  return rows
    .map((r) => ({
      id: Number(r.id),
      email: r.email,
      perfumeId: Number(r.perfume_id),
      volume: Number(r.volume_ml),
      name: r.name,
    }))
    .sort((a, b) => a.id - b.id);
}
