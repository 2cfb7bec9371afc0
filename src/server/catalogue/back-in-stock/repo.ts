import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { rowsIn } from '../../db/rows';
import type { Db } from '../../db/client';
import { perfumeSizes, perfumes, stockNotifications } from '../schema';
import type { PerfumeVolume } from '../stock/repo';

/** "Notify me": an address waiting for a sold-out size, and the requests a size's return takes. */

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

/**
 * An address waits for a size, in the language it asked in; asked again (whatever the case of the address), the
 * one waiting request stays, in its first language.
 */
export async function insertStockNotification(
  db: Db,
  request: { perfumeId: number; volumeMl: number; email: string; locale: string },
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
  /** The language the address asked in: its mail's. */
  locale: string;
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
    returning n.id, n.email, n.perfume_id, n.volume_ml, n.locale, p.name`);
  const rows = rowsIn<{
    id: number;
    email: string;
    perfume_id: number;
    volume_ml: number;
    locale: string;
    name: string;
  }>(result);
  return rows
    .map((r) => ({
      id: Number(r.id),
      email: r.email,
      perfumeId: Number(r.perfume_id),
      volume: Number(r.volume_ml),
      name: r.name,
      locale: r.locale,
    }))
    .sort((a, b) => a.id - b.id);
}
