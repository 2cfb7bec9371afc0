import type { Money } from '../../domain/currency/currency';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, simulatedCardSetups, simulatedCards, simulatedPaymentIntents } from './schema';

export type SimulatedIntentRow = typeof simulatedPaymentIntents.$inferSelect;
export type SimulatedCardRow = typeof simulatedCards.$inferSelect;
export type SimulatedSetupRow = typeof simulatedCardSetups.$inferSelect;

export async function insertSimulatedIntent(db: Db, row: typeof simulatedPaymentIntents.$inferInsert): Promise<void> {
  await db.insert(simulatedPaymentIntents).values(row);
}

export async function findSimulatedIntent(db: Db, id: string): Promise<SimulatedIntentRow | undefined> {
  const [row] = await db.select().from(simulatedPaymentIntents).where(eq(simulatedPaymentIntents.id, id)).limit(1);
  return row;
}

export async function findSimulatedIntentBySecret(
  db: Db,
  clientSecret: string,
): Promise<SimulatedIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.clientSecret, clientSecret))
    .limit(1);
  return row;
}

/** Attaches an unpaid intent to its order at the order's total; answers whether it did. */
export async function attachSimulatedIntent(db: Db, id: string, orderId: number, amount: Money): Promise<boolean> {
  const rows = await db
    .update(simulatedPaymentIntents)
    .set({ orderId, amountCents: amount.minor, currency: amount.currency, updatedAt: new Date() })
    .where(and(eq(simulatedPaymentIntents.id, id), ne(simulatedPaymentIntents.status, 'succeeded')))
    .returning({ id: simulatedPaymentIntents.id });
  return rows.length > 0;
}

/**
 * An off-session charge, once per idempotency key: a second call with the key (even at the same moment)
 * inserts nothing and reads the first one's intent.
 */
export async function insertSimulatedCharge(
  db: Db,
  row: typeof simulatedPaymentIntents.$inferInsert & { idempotencyKey: string },
): Promise<SimulatedIntentRow | undefined> {
  await db
    .insert(simulatedPaymentIntents)
    .values(row)
    .onConflictDoNothing({ target: simulatedPaymentIntents.idempotencyKey });
  const [kept] = await db
    .select()
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.idempotencyKey, row.idempotencyKey))
    .limit(1);
  return kept;
}

/** An intent waiting for its card holder's confirmation succeeds, once; answers whether this call did it. */
export async function authenticateSimulatedIntent(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(simulatedPaymentIntents)
    .set({ status: 'succeeded', lastError: null, updatedAt: new Date() })
    .where(and(eq(simulatedPaymentIntents.id, id), eq(simulatedPaymentIntents.status, 'requires_action')))
    .returning({ id: simulatedPaymentIntents.id });
  return rows.length > 0;
}

export async function updateSimulatedIntent(
  db: Db,
  id: string,
  values: Pick<SimulatedIntentRow, 'status' | 'lastError'> & Partial<Pick<SimulatedIntentRow, 'cardToken'>>,
): Promise<void> {
  await db
    .update(simulatedPaymentIntents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(simulatedPaymentIntents.id, id));
}

export async function insertPayment(db: Db, payment: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(payment);
}

/** A payment's refund, once. */
export async function markPaymentRefunded(db: Db, providerPaymentId: string, refundId: string): Promise<void> {
  await db
    .update(payments)
    .set({ refundId, refundedAt: new Date() })
    .where(and(eq(payments.providerPaymentId, providerPaymentId), isNull(payments.refundId)));
}

export async function findPaymentOfOrder(db: Db, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id).limit(1);
  return row;
}

export async function insertSimulatedCard(db: Db, card: typeof simulatedCards.$inferInsert): Promise<void> {
  await db.insert(simulatedCards).values(card);
}

export async function findSimulatedCard(db: Db, token: string): Promise<SimulatedCardRow | undefined> {
  const [row] = await db.select().from(simulatedCards).where(eq(simulatedCards.token, token)).limit(1);
  return row;
}

export async function insertSimulatedSetup(db: Db, setup: typeof simulatedCardSetups.$inferInsert): Promise<void> {
  await db.insert(simulatedCardSetups).values(setup);
}

export async function findSimulatedSetup(
  db: Db,
  by: { id: string } | { clientSecret: string },
): Promise<SimulatedSetupRow | undefined> {
  const [row] = await db
    .select()
    .from(simulatedCardSetups)
    .where('id' in by ? eq(simulatedCardSetups.id, by.id) : eq(simulatedCardSetups.clientSecret, by.clientSecret))
    .limit(1);
  return row;
}

/** A setup keeps one card: the first to finish it names the card. */
export async function completeSimulatedSetup(db: Db, id: string, cardToken: string): Promise<void> {
  await db
    .update(simulatedCardSetups)
    .set({ cardToken })
    .where(and(eq(simulatedCardSetups.id, id), isNull(simulatedCardSetups.cardToken)));
}
