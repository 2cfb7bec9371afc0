import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../users/schema';
import { loginChallenges, recoveryCodes, twoFactor } from '../schema';

/*
 * The second factor's queries (the auth feature owns `two_factor`, `recovery_codes` and
 * `login_challenges`). A file of its own beside the auth's repo.ts: the lint lets only files named
 * repo.ts talk to the database. Every write that spends something (a time step, a recovery code, a
 * sign-in waiting for its code) is one conditional statement, so two requests cannot both spend it.
 */

type TwoFactorRow = typeof twoFactor.$inferSelect;
type UserRow = typeof users.$inferSelect;

export async function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row;
}

/**
 * Stores a new secret waiting for its first code, replacing one still waiting; answers false, and
 * changes nothing, when the account's second factor is on.
 */
export async function putPendingSecret(db: Db, userId: number, secret: string): Promise<boolean> {
  const rows = await db
    .insert(twoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secret, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** No code accepted yet for this step or a later one. */
const stepIsNew = (step: number) => or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step));

/**
 * Turns the second factor on with a code of `step`, provided `secret` is still the one waiting (a
 * newer set-up did not replace it) and no code of that step was taken: answers whether it did.
 */
export async function enableWithStep(db: Db, userId: number, secret: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ enabledAt: sql`now()`, lastStep: step })
    .where(
      and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt), eq(twoFactor.secret, secret), stepIsNew(step)),
    )
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** Takes the time step of a right code, once: false when a code of this step or a later one was taken. */
export async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt), stepIsNew(step)))
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** Spends an unused recovery code of the account: answers whether this call spent it. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** The account's recovery codes become these (hashed): the old ones, used or not, are gone. */
export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: readonly string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length) await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** The second factor off: its secret, its recovery codes and the sign-ins waiting for a code go. */
export async function deleteTwoFactor(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}

// ---- sign-ins waiting for their second factor ----

export async function insertChallenge(
  db: Db,
  value: { tokenHash: string; userId: number; guestId: string | null; expiresAt: Date },
): Promise<void> {
  // The account's sign-ins that waited past their time are of no further use.
  await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.userId, value.userId), sql`${loginChallenges.expiresAt} <= now()`));
  await db.insert(loginChallenges).values(value);
}

/**
 * A sign-in still waiting for its code, with its account: one query, joined to the users' table as
 * the session's lookup is (eslint.config.js's allowedJoins).
 */
export async function findLiveChallenge(
  db: Db,
  tokenHash: string,
): Promise<{ guestId: string | null; user: UserRow } | undefined> {
  const [row] = await db
    .select({ guestId: loginChallenges.guestId, user: users })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(and(eq(loginChallenges.tokenHash, tokenHash), sql`${loginChallenges.expiresAt} > now()`))
    .limit(1);
  return row;
}

/** Ends a sign-in waiting for its code: answers whether this call ended it while it was live. */
export async function takeChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.tokenHash, tokenHash))
    .returning({ live: sql<boolean>`${loginChallenges.expiresAt} > now()` });
  return rows.some((r) => r.live);
}
