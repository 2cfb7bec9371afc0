import type { FastifyPluginAsync } from 'fastify';
import {
  addCartLine,
  clearCart,
  getCart,
  getCartSummary,
  getUserCart,
  removeCartLine,
  updateCartLine,
} from '../../domain/api/cart';
import { serve } from '../http/endpoint';
import { resolveCartOwner } from './owner';
import type { CartService } from './service';

export const cartRoutes =
  ({ cart }: { cart: CartService }): FastifyPluginAsync =>
  async (app) => {
    // Lines in the request's market (decision 070); the summary in the shipping country's once it is named.
    serve(app, getCart, async (request) => cart.lines(await resolveCartOwner(request), await request.market()));

    serve(app, getCartSummary, async (request) =>
      cart.summary(
        await resolveCartOwner(request),
        {
          country: request.query.country,
          shippingMethodId: request.query.shippingMethodId,
          giftWrap: request.query.giftWrap === 'true',
          market: await request.market(),
        },
        request.locale,
      ),
    );

    // The client re-fetches the cart after every change: answer just the line.
    serve(app, addCartLine, async (request, reply) =>
      reply.status(201).send(await cart.add(await resolveCartOwner(request), request.body, await request.market())),
    );

    serve(app, updateCartLine, async (request) => {
      const owner = await resolveCartOwner(request);
      await cart.setQuantity(owner, request.params.id, request.body.quantity);
      return cart.lines(owner, await request.market());
    });

    serve(app, removeCartLine, async (request) => {
      const owner = await resolveCartOwner(request);
      await cart.remove(owner, request.params.id);
      return cart.lines(owner, await request.market());
    });

    serve(app, getUserCart, async (request) => {
      const user = await request.requireUser();
      return cart.lines({ kind: 'user', userId: user.id }, await request.market());
    });

    serve(app, clearCart, async (request, reply) => {
      await cart.clear(await resolveCartOwner(request));
      return reply.status(204).send(null);
    });
  };
