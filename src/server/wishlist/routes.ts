import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../domain/fields';
import { wishlistPerfumeIdParam } from '../../domain/ids';
import { mergeWishlistSchema, wishlistSchema } from '../../domain/wishlist-schemas';
import type { WishlistService } from './service';

/** A signed-in shopper's wishlist; signed-out callers get 401 (a guest's list lives in the browser). */
export const wishlistRoutes =
  ({ wishlist }: { wishlist: WishlistService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Signed out is 401 before anything else is read (a body is not validated for nobody), as for creations.
    app.addHook('onRequest', async (request) => {
      await request.requireUser();
    });

    const noContent = { response: { 204: noContentSchema } };

    app.get('/api/user/wishlist', { schema: { response: { 200: wishlistSchema } } }, async (request) => {
      const user = await request.requireUser();
      return wishlist.list(user.id);
    });

    app.put('/api/user/wishlist/:perfumeId', { schema: { params: wishlistPerfumeIdParam, ...noContent } }, async (request, reply) => {
      const user = await request.requireUser();
      await wishlist.add(user.id, request.params.perfumeId);
      return reply.status(204).send(null);
    });

    app.delete('/api/user/wishlist/:perfumeId', { schema: { params: wishlistPerfumeIdParam, ...noContent } }, async (request, reply) => {
      const user = await request.requireUser();
      await wishlist.remove(user.id, request.params.perfumeId);
      return reply.status(204).send(null);
    });

    app.post('/api/user/wishlist/merge', { schema: { body: mergeWishlistSchema, response: { 200: wishlistSchema } } }, async (request) => {
      const user = await request.requireUser();
      return wishlist.merge(user.id, request.body.perfumeIds);
    });
  };
