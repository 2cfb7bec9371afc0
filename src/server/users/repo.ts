import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Which of e-mail and username are already taken (case-insensitive). */
export async function findTaken(
  db: Db,
  email: string,
  username: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`);
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Inserts unless an account with that e-mail or username exists (another process may be making it now). */
export async function insertUserIfAbsent(db: Db, values: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(values).onConflictDoNothing();
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function listUsers(db: Db, limit: number, offset: number): Promise<UserRow[]> {
  return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset);
}

export async function userCounts(db: Db) {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      newUsersThisMonth: sql<number>`(count(*) filter (where ${users.createdAt} >= date_trunc('month', now())))::int`,
    })
    .from(users);
  return { totalUsers: row?.totalUsers ?? 0, newUsersThisMonth: row?.newUsersThisMonth ?? 0 };
}
