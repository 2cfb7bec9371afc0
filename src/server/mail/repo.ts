import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails } from '../db/schema';

export type MailRow = typeof mails.$inferSelect;
export type NewMail = Pick<typeof mails.$inferInsert, 'eventKey' | 'kind' | 'toAddress' | 'subject' | 'html' | 'text' | 'orderId'>;

/** Writes the mail of an event once: a second write of the same event changes nothing. */
export async function insertMail(db: Db, mail: NewMail): Promise<void> {
  await db.insert(mails).values(mail).onConflictDoNothing({ target: mails.eventKey });
}

/**
 * Takes up to `limit` mails that are due and held by no other worker, and holds them for
 * `leaseMs`: `for update skip locked` lets several processes take mails at once without
 * taking the same one.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<MailRow[]> {
  const result = await db.execute(sql`
    update mails set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1
    where id in (
      select id from mails
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id
      limit ${limit}
      for update skip locked)
    returning id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(mails).where(inArray(mails.id, ids)).orderBy(mails.id);
}

export async function markSent(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(mails).set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null }).where(inArray(mails.id, ids));
}

/** A failed attempt: the mail waits `delayMs` and is tried again. */
export async function markFailed(db: Db, id: number, error: string, delayMs: number): Promise<void> {
  await db
    .update(mails)
    .set({ lastError: error.slice(0, 500), lockedUntil: null, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where(eq(mails.id, id));
}

/** Newest first, paged; one order's mails when `orderId` is given. */
export async function listMails(db: Db, limit: number, offset: number, orderId?: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mails)
    .where(orderId === undefined ? undefined : eq(mails.orderId, orderId))
    .orderBy(desc(mails.createdAt), desc(mails.id))
    .limit(limit)
    .offset(offset);
}

export async function findMail(db: Db, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mails).where(eq(mails.id, id)).limit(1);
  return row;
}

/** How many mails wait, and the oldest's age: what the health check reports. */
export async function pendingMails(db: Db): Promise<{ count: number; oldestSeconds: number | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<number | null>`extract(epoch from now() - min(${mails.createdAt}))::int` })
    .from(mails)
    .where(and(eq(mails.status, 'pending')));
  return { count: row?.count ?? 0, oldestSeconds: row?.oldest ?? null };
}
