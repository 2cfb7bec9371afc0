import type { Money } from '../../domain/currency/currency';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, simulatedPaymentIntents } from './schema';

export type SimulatedIntentRow = typeof simulatedPaymentIntents.$inferSelect;

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

export async function updateSimulatedIntent(
  db: Db,
  id: string,
  values: Pick<SimulatedIntentRow, 'status' | 'lastError'>,
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
