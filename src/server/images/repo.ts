import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images } from './schema';

type StoredImage = Pick<typeof images.$inferSelect, 'contentType' | 'bytes'>;

/** Stores an image once: its hash names its bytes, so a second upload of the same bytes changes nothing. */
export async function insertImage(
  db: Db,
  image: Pick<typeof images.$inferInsert, 'hash' | 'contentType' | 'bytes' | 'width' | 'height' | 'uploadedBy'>,
): Promise<void> {
  await db.insert(images).values(image).onConflictDoNothing({ target: images.hash });
}

export async function findImage(db: Db, hash: string): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(eq(images.hash, hash))
    .limit(1);
  return row;
}
