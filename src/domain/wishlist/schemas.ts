import { MAX_WISHLIST_IDS } from './wishlist';
import { z } from '../shared/zod';

const perfumeIdSchema = z
  .number({ message: 'Each perfume id must be a number' })
  .int('Each perfume id must be a whole number')
  .positive('Each perfume id must be positive')
  .max(2_147_483_647, 'A perfume id is out of range');

/** GET /api/user/wishlist and POST …/merge: the saved perfumes' ids, newest first (archived ones left out). */
export const wishlistSchema = z.object({ perfumeIds: z.array(z.number()) });
export type Wishlist = z.infer<typeof wishlistSchema>;

/** POST /api/user/wishlist/merge: a guest's list, newest first; ids of no perfume on sale are ignored. */
export const mergeWishlistSchema = z.object({
  perfumeIds: z
    .array(perfumeIdSchema, { message: 'perfumeIds must be a list of perfume ids' })
    .max(MAX_WISHLIST_IDS, `A wishlist merge takes at most ${MAX_WISHLIST_IDS} perfumes`),
});
