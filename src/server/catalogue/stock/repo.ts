import { sql } from 'drizzle-orm';
import { rowsIn } from '../../db/rows';
import type { Db } from '../../db/client';
import { literalLimit } from '../../db/keyset';
import { jsonValue, type OneValueRead } from '../../db/together';
import { perfumes } from '../schema';

/** The stock of each size: read, taken by an order in one statement, given back. */

/** Tracked, on-sale perfumes with `threshold` bottles or fewer, fewest first. */
export function lowStockPerfumesRead(threshold: number): OneValueRead<{ id: number; name: string; stock: number }[]> {
  const p = perfumes;
  return {
    sql: sql`select coalesce(json_agg(json_build_object('id', ${p.id}, 'name', ${p.name}, 'stock', ${p.stock})
        order by ${p.stock}, ${p.id}), '[]'::json)
      from ${p} where ${p.archivedAt} is null and ${p.stock} is not null and ${p.stock} <= ${literalLimit(threshold)}`,
    read: (value) =>
      jsonValue<{ id: number; name: string; stock: number }[]>(value).map((r) => ({
        id: Number(r.id),
        name: r.name,
        stock: Number(r.stock),
      })),
  };
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
  const rows = rowsIn<{
    id: number;
    v: number | null;
    q: number;
    name: string;
    archived: boolean;
    is_default: boolean;
    sold: boolean;
    stock: number | null;
  }>(result);
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
 * changed (its updated_at: a staff member's form read before it is stale, 409 STALE_EDIT). Answers what could not be
 * taken (the caller rolls back), which perfumes this emptied a size of, and each tracked size taken from, with its
 * stock before and after.
 */
export async function takeStock(
  db: Db,
  wanted: readonly WantedBottles[],
): Promise<{ shortfalls: StockShortfall[]; emptied: number[]; taken: TakenSize[] }> {
  if (wanted.length === 0) return { shortfalls: [], emptied: [], taken: [] };
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
           t.id is not null as took, t.stock as after, coalesce(st.v, st.default_volume) as volume
    from state st
    left join taken t on t.id = st.id and t.v = coalesce(st.v, st.default_volume)`);
  const rows = rowsIn<{
    id: number;
    v: number | null;
    name: string;
    archived: boolean;
    is_default: boolean;
    sold: boolean;
    before: number | null;
    took: boolean;
    after: number | null;
    volume: number;
  }>(result);
  const shortfalls: StockShortfall[] = [];
  const emptied: number[] = [];
  const taken: TakenSize[] = [];
  for (const r of rows) {
    const name = sizeName(r);
    if (r.archived || !r.sold) shortfalls.push({ perfumeId: Number(r.id), name, left: null });
    else if (r.before !== null && !r.took)
      shortfalls.push({ perfumeId: Number(r.id), name, left: Math.max(0, Number(r.before)) });
    else if (r.took && Number(r.after) === 0) emptied.push(Number(r.id));
    if (r.took && r.before !== null && r.after !== null)
      taken.push({
        perfumeId: Number(r.id),
        name: r.name,
        volume: Number(r.volume),
        before: Number(r.before),
        after: Number(r.after),
      });
  }
  if (rows.length < wanted.length) {
    // A perfume that no longer exists at all.
    const seen = new Set(rows.map((r) => Number(r.id)));
    for (const w of wanted)
      if (!seen.has(w.perfumeId)) shortfalls.push({ perfumeId: w.perfumeId, name: 'A perfume', left: null });
  }
  return { shortfalls, emptied, taken };
}

/** A tracked size an order took bottles of: its perfume's name, its stock before and after. */
export interface TakenSize {
  perfumeId: number;
  name: string;
  volume: number;
  before: number;
  after: number;
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
