import { noContentSchema } from '../shared/fields';
import { wishlistPerfumeIdParam } from '../shared/ids';
import { mergeWishlistSchema, wishlistSchema } from '../wishlist/schemas';
import { endpoint } from './endpoint';

const tag = 'Wishlist';

export const getWishlist = endpoint({
  method: 'GET',
  path: '/api/user/wishlist',
  tag,
  summary: "The signed-in shopper's saved perfumes, newest first (archived ones left out).",
  auth: 'user',
  responses: { 200: wishlistSchema },
});

export const addToWishlist = endpoint({
  method: 'PUT',
  path: '/api/user/wishlist/:perfumeId',
  tag,
  summary: 'Saves a perfume on sale to the wishlist; saving it again changes nothing.',
  auth: 'user',
  params: wishlistPerfumeIdParam,
  responses: { 204: noContentSchema },
  errors: { 404: ['PERFUME_NOT_FOUND'] },
});

export const removeFromWishlist = endpoint({
  method: 'DELETE',
  path: '/api/user/wishlist/:perfumeId',
  tag,
  summary: 'Removes a perfume from the wishlist; removing one that is not saved changes nothing.',
  auth: 'user',
  params: wishlistPerfumeIdParam,
  responses: { 204: noContentSchema },
});

export const mergeWishlist = endpoint({
  method: 'POST',
  path: '/api/user/wishlist/merge',
  tag,
  summary: "Adds a guest's list (kept in the browser until sign-in) to the account's; answers the wishlist.",
  auth: 'user',
  body: mergeWishlistSchema,
  responses: { 200: wishlistSchema },
});
