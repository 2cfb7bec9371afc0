import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCartItemSchema, addedLineSchema, cartSchema, cartSummarySchema, updateCartItemSchema } from '../../domain/cart-schemas';
import { guestQuerySchema, noContentSchema } from '../../domain/fields';
import { cartLineIdParam } from '../../domain/ids';
import { resolveCartOwner } from './owner';
import type { CartService } from './service';

export const cartRoutes =
  ({ cart }: { cart: CartService }): FastifyPluginAsyncZod =>
  async (app) => {
    const answersCart = { response: { 200: cartSchema } };

    app.get('/api/cart', { schema: { querystring: guestQuerySchema, ...answersCart } }, async (request) =>
      cart.lines(await resolveCartOwner(request)),
    );

    app.get('/api/cart/summary', { schema: { querystring: guestQuerySchema, response: { 200: cartSummarySchema } } }, async (request) =>
      cart.summary(await resolveCartOwner(request)),
    );

    app.post(
      '/api/cart',
      { schema: { body: addCartItemSchema, querystring: guestQuerySchema, response: { 201: addedLineSchema } } },
      async (request, reply) => {
        // The client re-fetches the cart after every change: answer just the line.
        return reply.status(201).send(await cart.add(await resolveCartOwner(request), request.body));
      },
    );

    app.put(
      '/api/cart/:id',
      { schema: { params: cartLineIdParam, body: updateCartItemSchema, querystring: guestQuerySchema, ...answersCart } },
      async (request) => {
        const owner = await resolveCartOwner(request);
        await cart.setQuantity(owner, request.params.id, request.body.quantity);
        return cart.lines(owner);
      },
    );

    app.delete('/api/cart/:id', { schema: { params: cartLineIdParam, querystring: guestQuerySchema, ...answersCart } }, async (request) => {
      const owner = await resolveCartOwner(request);
      await cart.remove(owner, request.params.id);
      return cart.lines(owner);
    });

    app.get('/api/user/cart', { schema: answersCart }, async (request) => {
      const user = await request.requireUser();
      return cart.lines({ kind: 'user', userId: user.id });
    });

    app.delete('/api/cart', { schema: { querystring: guestQuerySchema, response: { 204: noContentSchema } } }, async (request, reply) => {
      await cart.clear(await resolveCartOwner(request));
      return reply.status(204).send(null);
    });
  };
