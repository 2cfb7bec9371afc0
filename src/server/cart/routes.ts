import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCartItemSchema, guestQuerySchema, updateCartItemSchema } from '../../domain/cart-schemas';
import { cartLineIdParam } from '../../domain/ids';
import type { SessionService } from '../auth/session';
import { resolveCartOwner } from './owner';
import type { CartService } from './service';

export const cartRoutes =
  (cart: CartService, sessions: SessionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/cart', { schema: { querystring: guestQuerySchema } }, async (request) =>
      cart.lines(await resolveCartOwner(sessions, request, request.query.guestId)),
    );

    app.post('/api/cart', { schema: { body: addCartItemSchema, querystring: guestQuerySchema } }, async (request, reply) => {
      const owner = await resolveCartOwner(sessions, request, request.body.guestId ?? request.query.guestId);
      // The client re-fetches the cart after every change (spec §4): answer just the line.
      return reply.status(201).send(await cart.add(owner, request.body));
    });

    app.put(
      '/api/cart/:id',
      { schema: { params: cartLineIdParam, body: updateCartItemSchema, querystring: guestQuerySchema } },
      async (request) => {
        const owner = await resolveCartOwner(sessions, request, request.query.guestId ?? request.body.guestId);
        await cart.setQuantity(owner, request.params.id, request.body.quantity);
        return cart.lines(owner);
      },
    );

    app.delete('/api/cart/:id', { schema: { params: cartLineIdParam, querystring: guestQuerySchema } }, async (request) => {
      const owner = await resolveCartOwner(sessions, request, request.query.guestId);
      await cart.remove(owner, request.params.id);
      return cart.lines(owner);
    });

    app.get('/api/user/cart', async (request) => {
      const user = await sessions.requireUser(request);
      return cart.lines({ kind: 'user', userId: user.id });
    });

    app.delete('/api/cart', { schema: { querystring: guestQuerySchema } }, async (request, reply) => {
      await cart.clear(await resolveCartOwner(sessions, request, request.query.guestId));
      return reply.status(204).send();
    });
  };
