import { rowsIn } from '../../db/rows';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../staff/schema';
import { authAttempts, emailVerifications, recoveryCodes, sessions, twoFactor } from '../schema';

/*
 * The auth feature's queries for an account's own security and data (decision 065): the links confirming its address, its devices, and what its export and deletion read.
 */

// ---- e-mail confirmation links ----

export async function insertEmailVerification(
  db: Db,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(emailVerifications).values(values).returning({ id: emailVerifications.id });
  return row!.id;
}

export async function findEmailVerification(db: Db, tokenHash: string) {
  const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Spends every open link of the account, provided `id` is one of them and has not expired; answers
 * whether this call spent `id`. Run in a transaction: the open links are locked in id order first, so
 * of two links used at once, the second waits for the first, then finds none open.
 */
export async function spendEmailVerificationsWith(db: Db, userId: number, id: number): Promise<boolean> {
  const open = await db
    .select({ id: emailVerifications.id, live: sql<boolean>`${emailVerifications.expiresAt} > now()` })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)))
    .orderBy(emailVerifications.id)
    .for('update');
  if (!open.find((v) => v.id === id)?.live) return false;
  await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(
      inArray(
        emailVerifications.id,
        open.map((v) => v.id),
      ),
    );
  return true;
}

/** Spends every open link of the account: a new one is on its way, the ones mailed before stop working. */
export async function spendOpenEmailVerifications(db: Db, userId: number): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

// ---- devices ----

/** The account's live sessions, most recently seen first; never their token hashes. */
export function liveSessionsOf(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends one live session of the account; answers whether there was one. */
export async function deleteSessionOf(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id), sql`${sessions.expiresAt} > now()`))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

// ---- what an export reads, and what a deletion checks ----

/** Whether the second factor is on, and how many of its recovery codes are left. */
export async function secondFactorOf(db: Db, userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const result = await db.execute(sql`
    select exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${userId} and ${twoFactor.enabledAt} is not null) as enabled,
           (select count(*)::int from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null) as left_codes`);
  const [row] = rowsIn<{ enabled: boolean; left_codes: number }>(result);
  const enabled = Boolean(row?.enabled);
  return { enabled, recoveryCodesLeft: enabled ? Number(row?.left_codes ?? 0) : 0 };
}

/** The account's place on the house's staff (a join listed in eslint.config.js's allowedJoins), or undefined. */
export async function staffMembershipOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: staff.email,
      role: staff.role,
      status: staff.status,
      acceptedAt: staff.acceptedAt,
      createdAt: staff.createdAt,
    })
    .from(staff)
    .where(eq(staff.userId, userId))
    .limit(1);
  return row;
}

/** How many active owners the shop has besides this account. */
export async function otherActiveOwners(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.status, 'active'), isNotNull(staff.userId), ne(staff.userId, userId)));
  return Number(row?.n ?? 0);
}

/** Forgets the attempts (sign-ins, resets, confirmation mails) that name the account's address. */
export async function deleteAttemptsNaming(db: Db, account: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.account, account.trim().toLowerCase()));
}
