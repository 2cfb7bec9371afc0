import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { housePages } from './schema';

/** Every page the owner has saved. */
export function listPages(db: Db) {
  return db
    .select({
      slug: housePages.slug,
      intro: housePages.intro,
      body: housePages.body,
      translations: housePages.translations,
      updatedAt: housePages.updatedAt,
    })
    .from(housePages);
}

/** Writes a page's words and their translations (the row, or a new one). */
export async function writePage(
  db: Db,
  slug: string,
  values: {
    intro: string;
    body: string;
    translations: Record<string, { intro?: string; body?: string }>;
    updatedBy: number;
  },
): Promise<void> {
  await db
    .insert(housePages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: housePages.slug, set: { ...values, updatedAt: sql`now()` } });
}
