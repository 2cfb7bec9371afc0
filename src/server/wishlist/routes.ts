import type { FastifyPluginAsync } from 'fastify';
import { addToWishlist, getWishlist, mergeWishlist, removeFromWishlist } from '../../domain/api/wishlist';
import { serve } from '../http/endpoint';
import type { WishlistService } from './service';

/** A signed-in shopper's wishlist; signed-out callers get 401 (a guest's list lives in the browser). */
export const wishlistRoutes =
  ({ wishlist }: { wishlist: WishlistService }): FastifyPluginAsync =>
  async (app) => {
    // Signed out is 401 before anything else is read (a body is not validated for nobody), as for creations.
    app.addHook('onRequest', async (request) => {
      await request.requireUser();
    });

    serve(app, getWishlist, async (request) => {
      const user = await request.requireUser();
      return wishlist.list(user.id);
    });

    serve(app, addToWishlist, async (request, reply) => {
      const user = await request.requireUser();
      await wishlist.add(user.id, request.params.perfumeId);
      return reply.status(204).send(null);
    });

    serve(app, removeFromWishlist, async (request, reply) => {
      const user = await request.requireUser();
      await wishlist.remove(user.id, request.params.perfumeId);
      return reply.status(204).send(null);
    });

    serve(app, mergeWishlist, async (request) => {
      const user = await request.requireUser();
      return wishlist.merge(user.id, request.body.perfumeIds);
    });
  };
