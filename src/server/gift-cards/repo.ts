import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, asc, eq, gte, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartGiftCards, giftCardFigures, giftCardMovements, giftCards, orderGiftCards } from './schema';

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

/** What a gift card paid for each of these orders (absent: none), in one query. */
export async function paidByOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderGiftCards.orderId, amountCents: orderGiftCards.amountCents })
    .from(orderGiftCards)
    .where(inArray(orderGiftCards.orderId, [...orderIds]));
  return new Map(rows.map((r) => [r.orderId, r.amountCents]));
}

/**
 * What a gift card paid for the order `orderId` names (null: none), as a scalar subquery: the
 * orders' lists read it in their own statement (one round trip the fewer a page).
 */
export const paidByOrderSql = (orderId: SQL | PgColumn): SQL<number | null> =>
  sql<
    number | null
  >`(select ${orderGiftCards.amountCents} from ${orderGiftCards} where ${orderGiftCards.orderId} = ${orderId})`;

/** The orders that bought an issued card (so paid for them), as a subquery another feature's statement reads. */
export const issuingOrdersSql = (): SQL =>
  sql`(select ${giftCards.orderId} from ${giftCards} where ${giftCards.activatedAt} is not null)`;

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

/** The cards an order bought, issued or not, oldest first: what its pages show of each recipient. */
export async function cardsOfOrder(db: Db, orderId: number) {
  return db
    .select({
      id: giftCards.id,
      orderLineId: giftCards.orderLineId,
      initialCents: giftCards.initialCents,
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      message: giftCards.message,
      sendOn: giftCards.sendOn,
      activatedAt: giftCards.activatedAt,
      voidedAt: giftCards.voidedAt,
    })
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.id));
}

/**
 * Gift cards sold (issued, so paid for, and not cancelled by a refund), in all and per day issued
 * (UTC) over the last `days` days, and the orders of gift cards only among them: a liability until
 * spent, never revenue (issue #43). From the figures a trigger keeps per day (migration 0022): a row a
 * day, however many cards.
 */
export async function soldFigures(db: Db, days: number) {
  const f = giftCardFigures;
  const recent = sql`${f.day} >= (now() at time zone 'UTC')::date - ${days - 1}::int`;
  const [all] = await db
    .select({
      cents: sql<number>`coalesce(sum(${f.cents}), 0)::bigint`,
      cardOnlyOrders: sql<number>`coalesce(sum(${f.cardOnlyOrders}), 0)::int`,
    })
    .from(f);
  const byDay = await db
    .select({ day: sql<string>`to_char(${f.day}, 'YYYY-MM-DD')`, cents: f.cents })
    .from(f)
    .where(and(recent, ne(f.cards, 0)));
  return {
    totalCents: Number(all?.cents ?? 0),
    cardOnlyOrders: Number(all?.cardOnlyOrders ?? 0),
    byDay: new Map(byDay.map((d) => [d.day, Number(d.cents)])),
  };
}
