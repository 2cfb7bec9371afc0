import { and, eq, inArray, isNull, isNotNull, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '../../domain/accounts/roles';
import type { Db } from '../db/client';
import { builtOnce, statementName } from '../db/prepared';
import { staff } from '../staff/schema';
import { users } from '../users/schema';
import { authAttempts, passwordResetTokens, sessions, twoFactor } from './schema';

type UserRow = typeof users.$inferSelect;

/** What an account may do: its staff role (active members only) and whether sign-in asks for a code. */
export interface Access {
  role: StaffRole | null;
  twoFactorEnabled: boolean;
}

/** The user behind a session, with what they may do and the session's own id, last sight and expiry. */
export type SessionUserRow = UserRow & Access & { sessionId: number; lastSeenAt: Date; expiresAt: Date };

export async function insertSession(
  db: Db,
  tokenHash: string,
  userId: number,
  expiresAt: Date,
  userAgent: string | null,
): Promise<void> {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt, userAgent });
}

const accessColumns = {
  role: sql<StaffRole | null>`case when ${staff.status} = 'active' then ${staff.role} end`,
  twoFactorEnabled: sql<boolean>`${twoFactor.enabledAt} is not null`,
};

/**
 * The active user behind a live session, with their access, in one query: joins to the users and
 * staff features' tables (listed in eslint.config.js's allowedJoins), kept because it runs on every
 * signed-in request.
 */
export async function findSessionUser(db: Db, tokenHash: string): Promise<SessionUserRow | undefined> {
  const [row] = await sessionUserRead(db).execute({ tokenHash });
  return row
    ? {
        ...row.user,
        sessionId: row.sessionId,
        lastSeenAt: row.lastSeenAt,
        expiresAt: row.expiresAt,
        role: row.role ?? null,
        twoFactorEnabled: Boolean(row.twoFactorEnabled),
      }
    : undefined;
}

/** `findSessionUser`'s statement, built once per store (`builtOnce`). */
const sessionUserRead = builtOnce((db: Db) =>
  db
    .select({
      user: users,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ...accessColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(twoFactor, and(eq(twoFactor.userId, users.id), isNotNull(twoFactor.enabledAt)))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        sql`${sessions.expiresAt} > now()`,
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare(statementName(db, 'session_user')),
);

/** An account's access, for an answer made before any session (a sign-in). */
export async function findAccess(db: Db, userId: number): Promise<Access> {
  const [row] = await db
    .select(accessColumns)
    .from(users)
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(twoFactor, and(eq(twoFactor.userId, users.id), isNotNull(twoFactor.enabledAt)))
    .where(eq(users.id, userId))
    .limit(1);
  return { role: row?.role ?? null, twoFactorEnabled: Boolean(row?.twoFactorEnabled) };
}

/** Marks a session seen now (at most every few minutes: the Security section's approximate time). */
export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.lastSeenAt} < now() - interval '5 minutes'`));
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

type AttemptKind = (typeof authAttempts.$inferInsert)['kind'];

/** Records an attempt and answers its id. */
export async function insertAttempt(db: Db, kind: AttemptKind, account: string | null, ip: string): Promise<number> {
  const [row] = await db.insert(authAttempts).values({ kind, account, ip }).returning({ id: authAttempts.id });
  return row!.id;
}

export async function deleteAttempt(db: Db, id: number): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

/** How many attempts of a kind an account or an address made in the last `windowMs`, and when the oldest of them was. */
export async function countAttempts(
  db: Db,
  kind: AttemptKind,
  by: { account: string } | { ip: string },
  windowMs: number,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${authAttempts.createdAt})` })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        'account' in by ? eq(authAttempts.account, by.account) : eq(authAttempts.ip, by.ip),
        sql`${authAttempts.createdAt} > now() - make_interval(secs => ${windowMs / 1000})`,
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function deleteAccountFailures(db: Db, account: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, 'login_failure'), eq(authAttempts.account, account)));
}

/** Attempts older than any window are of no further use. */
export async function pruneAttempts(db: Db, olderThanMs: number): Promise<void> {
  await db
    .delete(authAttempts)
    .where(sql`${authAttempts.createdAt} < now() - make_interval(secs => ${olderThanMs / 1000})`);
}

// ---- password reset tokens ----

export async function insertResetToken(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<number> {
  const [row] = await db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash, expiresAt })
    .returning({ id: passwordResetTokens.id });
  return row!.id;
}

export async function findResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends every open token of the user, provided `id` is one of them and has not expired; answers
 * whether this call spent `id`. Run in a transaction: the open tokens are locked in id order first,
 * so of two links of one account used at once, the second waits for the first, then finds none open.
 */
export async function spendResetTokensWith(db: Db, userId: number, id: number): Promise<boolean> {
  const open = await db
    .select({ id: passwordResetTokens.id, live: sql<boolean>`${passwordResetTokens.expiresAt} > now()` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    .orderBy(passwordResetTokens.id)
    .for('update');
  if (!open.find((t) => t.id === id)?.live) return false;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      inArray(
        passwordResetTokens.id,
        open.map((t) => t.id),
      ),
    );
  return true;
}

/** Spends every open token of the user: a password set otherwise than by a link ends the links mailed before. */
export async function spendOpenResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
