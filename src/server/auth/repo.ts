import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export type SessionUserRow = typeof users.$inferSelect;

export async function insertSession(db: Db, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

/**
 * The active user behind a live session, in one query: the one read of the users table outside
 * the users feature, kept as a join because it runs on every signed-in request.
 */
export async function findSessionUser(db: Db, tokenHash: string): Promise<SessionUserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), sql`${sessions.expiresAt} > now()`, eq(users.isActive, true)))
    .limit(1);
  return row?.user;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteOtherSessions(db: Db, userId: number, keepTokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= now()`);
}
