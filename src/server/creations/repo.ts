import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creations } from './schema';

export type CreationRow = typeof creations.$inferSelect;

export function listCreations(db: Db, userId: number): Promise<CreationRow[]> {
  return db.select().from(creations).where(eq(creations.userId, userId)).orderBy(desc(creations.id));
}

/** The user's creation; undefined when it is not theirs (another's answers the same as none). */
export async function findCreation(db: Db, userId: number, id: number): Promise<CreationRow | undefined> {
  const [row] = await db
    .select()
    .from(creations)
    .where(and(eq(creations.id, id), eq(creations.userId, userId)));
  return row;
}

export async function countCreations(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creations).where(eq(creations.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertCreation(db: Db, row: typeof creations.$inferInsert): Promise<CreationRow> {
  const [created] = await db.insert(creations).values(row).returning();
  return created!;
}

export async function updateCreation(
  db: Db,
  userId: number,
  id: number,
  change: Partial<Pick<CreationRow, 'name' | 'details'>>,
): Promise<CreationRow | undefined> {
  const [row] = await db
    .update(creations)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(creations.id, id), eq(creations.userId, userId)))
    .returning();
  return row;
}

export async function deleteCreation(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(creations)
    .where(and(eq(creations.id, id), eq(creations.userId, userId)))
    .returning({ id: creations.id });
  return rows.length > 0;
}
