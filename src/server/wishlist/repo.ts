import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { wishlistItems } from './schema';

/** A user's saved perfume ids, newest first (archived perfumes included: the service leaves them out). */
export async function listWishlistIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ perfumeId: wishlistItems.perfumeId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.perfumeId));
  return rows.map((r) => r.perfumeId);
}

/** A user's saved perfumes with when each was saved, newest first (archived perfumes included). */
export function wishlistItemsOf(db: Db, userId: number) {
  return db
    .select({ perfumeId: wishlistItems.perfumeId, savedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.perfumeId));
}

/** Saves a perfume; saving it again changes nothing (not even when it was saved). */
export async function insertWishlistItem(db: Db, userId: number, perfumeId: number): Promise<void> {
  await db.insert(wishlistItems).values({ userId, perfumeId }).onConflictDoNothing();
}

export async function deleteWishlistItem(db: Db, userId: number, perfumeId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.perfumeId, perfumeId)));
}

/**
 * Saves several perfumes in one statement, `perfumeIds` newest first: each is dated a millisecond
 * before the one ahead of it, so the list keeps the guest's order, and all of them after the account's
 * newest saved perfume (which may be less than a millisecond old). Perfumes already saved keep their date.
 */
export async function insertWishlistItems(db: Db, userId: number, perfumeIds: readonly number[]): Promise<void> {
  if (perfumeIds.length === 0) return;
  const values = sql.join(
    perfumeIds.map((id, i) => sql`(${id}::int, ${i}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    with base as (
      select greatest(now(), max(created_at) + ${perfumeIds.length + 1}::int * interval '1 millisecond') as t
      from wishlist_items where user_id = ${userId}::int
    )
    insert into wishlist_items (user_id, perfume_id, created_at)
    select ${userId}::int, v.id, base.t - v.pos * interval '1 millisecond' from (values ${values}) as v(id, pos), base
    on conflict (user_id, perfume_id) do nothing`);
}
