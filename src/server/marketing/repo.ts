import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { marketingConsents } from './schema';

export type ConsentRow = typeof marketingConsents.$inferSelect;
type NewConsent = Omit<typeof marketingConsents.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date };

/** One grant or withdrawal, written once: nothing in the history is ever changed (only deleted with the account). */
export async function insertConsent(db: Db, row: NewConsent): Promise<ConsentRow> {
  const [written] = await db.insert(marketingConsents).values(row).returning();
  return written!;
}

/** Each address's latest answer (its consent now), by lower-cased address; an address never asked is absent. */
export async function latestConsents(db: Db, emails: readonly string[]): Promise<Map<string, ConsentRow>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  // The newest row of each address, read backwards on marketing_consents_email_idx (email, id).
  const rows = await db
    .selectDistinctOn([marketingConsents.email])
    .from(marketingConsents)
    .where(inArray(marketingConsents.email, wanted))
    .orderBy(marketingConsents.email, desc(marketingConsents.id));
  return new Map(rows.map((row) => [row.email, row]));
}

/** The grant a mail's unsubscribe link names. */
export async function grantOfToken(db: Db, token: string): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(marketingConsents)
    .where(and(eq(marketingConsents.unsubscribeToken, token), eq(marketingConsents.action, 'granted')));
  return row;
}

/**
 * The rows that are an account's: those it wrote (its user id), and, once its address is confirmed (`email`), every
 * row of the address (a guest checkout with it, a mail's link).
 */
function rowsOf(userId: number, email: string | undefined): SQL {
  const mine = eq(marketingConsents.userId, userId);
  return email ? or(mine, eq(marketingConsents.email, email.toLowerCase()))! : mine;
}

/** An account's history, oldest first. */
export async function consentHistory(db: Db, userId: number, email: string | undefined): Promise<ConsentRow[]> {
  return db.select().from(marketingConsents).where(rowsOf(userId, email)).orderBy(asc(marketingConsents.id));
}

/** Inside an account's deletion: its history goes with it (see docs/features/consent-and-reminders.md). */
export async function deleteConsents(db: Db, userId: number, email: string | undefined): Promise<void> {
  await db.delete(marketingConsents).where(rowsOf(userId, email));
}
