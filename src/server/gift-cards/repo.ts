import { and, asc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartGiftCards, giftCardMovements, giftCards, orderGiftCards } from './schema';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** The cards an order buys, one per unit of its gift card lines, waiting for its payment. */
export async function insertPurchasedCards(db: Db, rows: (typeof giftCards.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(giftCards).values(rows);
}

/** The order's bought cards not yet given a code, locked until the transaction ends. */
export async function lockUnissuedCards(db: Db, orderId: number): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.orderId, orderId), isNull(giftCards.activatedAt)))
    .orderBy(asc(giftCards.id))
    .for('update');
}

/** A bought card gets its code (hashed) and its balance. */
export async function activateCard(db: Db, id: number, codeHash: string, last4: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(giftCards)
    .set({ codeHash, last4, balanceCents: sql`${giftCards.initialCents}`, activatedAt: now })
    .where(and(eq(giftCards.id, id), isNull(giftCards.activatedAt)))
    .returning({ id: giftCards.id });
  return rows.length === 1;
}

export async function findByHash(db: Db, codeHash: string): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash)).limit(1);
  return row;
}

export async function linkToCart(db: Db, ownerKey: string, giftCardId: number): Promise<void> {
  await db
    .insert(cartGiftCards)
    .values({ ownerKey, giftCardId })
    .onConflictDoUpdate({ target: cartGiftCards.ownerKey, set: { giftCardId, createdAt: new Date() } });
}

export async function unlinkFromCart(db: Db, ownerKey: string): Promise<void> {
  await db.delete(cartGiftCards).where(eq(cartGiftCards.ownerKey, ownerKey));
}

/** The card the cart applies, if any. */
export async function cartCard(db: Db, ownerKey: string): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select({ card: giftCards })
    .from(cartGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, cartGiftCards.giftCardId))
    .where(eq(cartGiftCards.ownerKey, ownerKey))
    .limit(1);
  return row?.card;
}

export async function insertOrderGiftCard(db: Db, orderId: number, giftCardId: number, amountCents: number) {
  await db.insert(orderGiftCards).values({ orderId, giftCardId, amountCents });
}

/** What the order pays by gift card; locked until the transaction ends when `lock`. */
export async function orderGiftCard(
  db: Db,
  orderId: number,
  lock = false,
): Promise<{ giftCardId: number; amountCents: number } | undefined> {
  const q = db
    .select({ giftCardId: orderGiftCards.giftCardId, amountCents: orderGiftCards.amountCents })
    .from(orderGiftCards)
    .where(eq(orderGiftCards.orderId, orderId))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** What the order holds of its card now: minus its spends, releases and refunds (a card it bought and a refund voided is not one it holds). */
export async function heldBy(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${giftCardMovements.amountCents}), 0)::int` })
    .from(giftCardMovements)
    .where(and(eq(giftCardMovements.orderId, orderId), ne(giftCardMovements.kind, 'void')));
  return -Number(row?.sum ?? 0);
}

/** What one refund gave back to the card, if it did. */
export async function refundMovement(db: Db, refundId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ amountCents: giftCardMovements.amountCents })
    .from(giftCardMovements)
    .where(and(eq(giftCardMovements.refundId, refundId), eq(giftCardMovements.kind, 'refund')))
    .limit(1);
  return row?.amountCents;
}

/** What refunds of the order have given back to its card. */
export async function refundedToCard(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${giftCardMovements.amountCents}), 0)::int` })
    .from(giftCardMovements)
    .where(and(eq(giftCardMovements.orderId, orderId), eq(giftCardMovements.kind, 'refund')));
  return Number(row?.sum ?? 0);
}

/**
 * Takes `amountCents` off the card's balance only while it holds that much: one conditional
 * statement, so two orders at once (on any process) never take it below zero. Answers whether it did.
 */
export async function spend(db: Db, giftCardId: number, orderId: number, amountCents: number): Promise<boolean> {
  const rows = await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${amountCents}` })
    .where(and(eq(giftCards.id, giftCardId), gte(giftCards.balanceCents, amountCents)))
    .returning({ id: giftCards.id });
  if (rows.length === 0) return false;
  await db.insert(giftCardMovements).values({ giftCardId, orderId, amountCents: -amountCents, kind: 'spend' });
  return true;
}

/** Gives an amount back to the card (an unpaid order letting it go, or a refund), with its movement. */
export async function giveBack(
  db: Db,
  giftCardId: number,
  orderId: number,
  amountCents: number,
  kind: 'release' | 'refund',
  refundId: number | null = null,
): Promise<boolean> {
  if (kind === 'refund') {
    const inserted = await db
      .insert(giftCardMovements)
      .values({ giftCardId, orderId, amountCents, kind, refundId })
      .onConflictDoNothing()
      .returning({ id: giftCardMovements.id });
    if (inserted.length === 0) return false;
  } else {
    await db.insert(giftCardMovements).values({ giftCardId, orderId, amountCents, kind });
  }
  await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${amountCents}` })
    .where(eq(giftCards.id, giftCardId));
  return true;
}

/** A refund's give-back undone (the provider refused the card's part): taken off again as far as the balance allows. */
export async function undoRefund(db: Db, refundId: number): Promise<void> {
  const [moved] = await db
    .delete(giftCardMovements)
    .where(and(eq(giftCardMovements.refundId, refundId), eq(giftCardMovements.kind, 'refund')))
    .returning({ giftCardId: giftCardMovements.giftCardId, amountCents: giftCardMovements.amountCents });
  if (!moved) return;
  await db
    .update(giftCards)
    .set({ balanceCents: sql`greatest(0, ${giftCards.balanceCents} - ${moved.amountCents})` })
    .where(eq(giftCards.id, moved.giftCardId));
}

/** Whether a refund voided the card (read anew: a spend that found its balance gone asks why). */
export async function isVoided(db: Db, giftCardId: number): Promise<boolean> {
  const [row] = await db
    .select({ voidedAt: giftCards.voidedAt })
    .from(giftCards)
    .where(eq(giftCards.id, giftCardId))
    .limit(1);
  return row?.voidedAt != null;
}

/**
 * A guest's cart joining an account's (inside the merge's transaction, after its cart locks): the
 * guest's card moves to the account's cart unless the account applies one (its own stays); the
 * guest's row goes either way.
 */
export async function adoptCartCard(db: Db, fromKey: string, toKey: string): Promise<void> {
  const [held] = await db
    .delete(cartGiftCards)
    .where(eq(cartGiftCards.ownerKey, fromKey))
    .returning({ giftCardId: cartGiftCards.giftCardId });
  if (held)
    await db.insert(cartGiftCards).values({ ownerKey: toKey, giftCardId: held.giftCardId }).onConflictDoNothing();
}
