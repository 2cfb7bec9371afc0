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
    serve(app, getCart, async (request) => cart.lines(await resolveCartOwner(request)));

    serve(app, getCartSummary, async (request) =>
      cart.summary(
        await resolveCartOwner(request),
        {
          country: request.query.country,
          shippingMethodId: request.query.shippingMethodId,
          giftWrap: request.query.giftWrap === 'true',
        },
        request.locale,
      ),
    );

    // The client re-fetches the cart after every change: answer just the line.
    serve(app, addCartLine, async (request, reply) =>
      reply.status(201).send(await cart.add(await resolveCartOwner(request), request.body)),
    );

    serve(app, updateCartLine, async (request) => {
      const owner = await resolveCartOwner(request);
      await cart.setQuantity(owner, request.params.id, request.body.quantity);
      return cart.lines(owner);
    });

    serve(app, removeCartLine, async (request) => {
      const owner = await resolveCartOwner(request);
      await cart.remove(owner, request.params.id);
      return cart.lines(owner);
    });

    serve(app, getUserCart, async (request) => {
      const user = await request.requireUser();
      return cart.lines({ kind: 'user', userId: user.id });
    });

    serve(app, clearCart, async (request, reply) => {
      await cart.clear(await resolveCartOwner(request));
      return reply.status(204).send(null);
    });
  };
