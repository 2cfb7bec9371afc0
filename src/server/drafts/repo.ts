import { and, eq } from 'drizzle-orm';
import type { DraftKind } from '../../domain/drafts/drafts';
import type { Db } from '../db/client';
import { builderDrafts } from './schema';

export async function findDraft(db: Db, userId: number, kind: DraftKind): Promise<unknown> {
  const [row] = await db
    .select({ state: builderDrafts.state })
    .from(builderDrafts)
    .where(and(eq(builderDrafts.userId, userId), eq(builderDrafts.kind, kind)));
  return row?.state;
}

/** One draft per user and builder: a save replaces the one before. */
export async function upsertDraft(db: Db, userId: number, kind: DraftKind, state: unknown): Promise<void> {
  await db
    .insert(builderDrafts)
    .values({ userId, kind, state })
    .onConflictDoUpdate({ target: [builderDrafts.userId, builderDrafts.kind], set: { state, updatedAt: new Date() } });
}

export async function deleteDraft(db: Db, userId: number, kind: DraftKind): Promise<void> {
  await db.delete(builderDrafts).where(and(eq(builderDrafts.userId, userId), eq(builderDrafts.kind, kind)));
}
