import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartPromotions } from '../schema';

/** What a cart holds of the offers, by its owner's key: its code and its gift sample's perfume. */

export async function cartPromotion(db: Db, ownerKey: string) {
  const [row] = await db.select().from(cartPromotions).where(eq(cartPromotions.ownerKey, ownerKey));
  return row;
}

export async function setCartCode(db: Db, ownerKey: string, codeId: number | null): Promise<void> {
  await db
    .insert(cartPromotions)
    .values({ ownerKey, codeId })
    .onConflictDoUpdate({ target: cartPromotions.ownerKey, set: { codeId, updatedAt: sql`now()` } });
}

/**
 * The order paid with the code lets go of it: the cart (named by its owner) holds it no more, so the
 * next checkout starts without it. Only that code: a cart holding another one since keeps it.
 */
export async function detachCartCode(db: Db, ownerKey: string, codeId: number): Promise<void> {
  await db
    .update(cartPromotions)
    .set({ codeId: null, updatedAt: sql`now()` })
    .where(and(eq(cartPromotions.ownerKey, ownerKey), eq(cartPromotions.codeId, codeId)));
}

export async function setCartGift(db: Db, ownerKey: string, giftPerfumeId: number | null): Promise<void> {
  await db
    .insert(cartPromotions)
    .values({ ownerKey, giftPerfumeId })
    .onConflictDoUpdate({ target: cartPromotions.ownerKey, set: { giftPerfumeId, updatedAt: sql`now()` } });
}

/**
 * A guest's cart joining an account's (inside the merge's transaction, after its cart locks): the
 * guest's code and gift choice move to the account's row, each only where the account holds none
 * (its own stays), and the guest's row goes. A plain delete then an upsert of one key each: no lock
 * taken on any other row of the table.
 */
export async function adoptCartPromotion(db: Db, fromKey: string, toKey: string): Promise<void> {
  const [held] = await db
    .delete(cartPromotions)
    .where(eq(cartPromotions.ownerKey, fromKey))
    .returning({ codeId: cartPromotions.codeId, giftPerfumeId: cartPromotions.giftPerfumeId });
  if (!held || (held.codeId === null && held.giftPerfumeId === null)) return;
  await db
    .insert(cartPromotions)
    .values({ ownerKey: toKey, ...held })
    .onConflictDoUpdate({
      target: cartPromotions.ownerKey,
      set: {
        codeId: sql`coalesce(${cartPromotions.codeId}, excluded.code_id)`,
        giftPerfumeId: sql`coalesce(${cartPromotions.giftPerfumeId}, excluded.gift_perfume_id)`,
        updatedAt: sql`now()`,
      },
    });
}
