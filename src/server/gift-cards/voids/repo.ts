import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { GiftCardRow } from '../repo';
import { giftCardMovements, giftCards } from '../schema';

/** The cards a refund of the order that bought them cancels (voids), and brings back when it is not made. */

/**
 * The cards these lines of the order bought that no refund has voided, locked until the transaction
 * ends: a checkout spending one waits for the refund's commit (its conditional update then finds the
 * balance gone), or the refund waits for the spend's and reads what it left.
 */
export async function lockLiveCards(db: Db, orderId: number, lineIds: readonly number[]): Promise<GiftCardRow[]> {
  if (lineIds.length === 0) return [];
  return db
    .select()
    .from(giftCards)
    .where(
      and(eq(giftCards.orderId, orderId), inArray(giftCards.orderLineId, [...lineIds]), isNull(giftCards.voidedAt)),
    )
    .orderBy(asc(giftCards.id))
    .for('update');
}

/** A card cancelled by a refund of the order that bought it: its balance to 0, with its `void` movement. */
export async function voidCard(db: Db, card: GiftCardRow, refundId: number, now: Date): Promise<void> {
  const rows = await db
    .update(giftCards)
    .set({ balanceCents: 0, voidedAt: now })
    .where(and(eq(giftCards.id, card.id), isNull(giftCards.voidedAt)))
    .returning({ id: giftCards.id });
  if (rows.length === 0) return;
  await db
    .insert(giftCardMovements)
    .values({ giftCardId: card.id, orderId: card.orderId, amountCents: -card.balanceCents, kind: 'void', refundId });
}

/** The cards one refund voided. */
export async function voidedBy(db: Db, refundId: number): Promise<number[]> {
  const rows = await db
    .select({ giftCardId: giftCardMovements.giftCardId })
    .from(giftCardMovements)
    .where(and(eq(giftCardMovements.refundId, refundId), eq(giftCardMovements.kind, 'void')))
    .orderBy(asc(giftCardMovements.giftCardId));
  return rows.map((r) => r.giftCardId);
}

/** A refund that was not made: the cards it voided get back what they held, and are live again. */
export async function unvoid(db: Db, refundId: number): Promise<void> {
  const moved = await db
    .delete(giftCardMovements)
    .where(and(eq(giftCardMovements.refundId, refundId), eq(giftCardMovements.kind, 'void')))
    .returning({ giftCardId: giftCardMovements.giftCardId, amountCents: giftCardMovements.amountCents });
  for (const m of moved)
    await db
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} - ${m.amountCents}`, voidedAt: null })
      .where(eq(giftCards.id, m.giftCardId));
}
