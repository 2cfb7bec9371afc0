import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOrderSchema } from '../../domain/checkout';
import type { SessionService } from '../auth/session';
import { resolveCartOwner } from '../cart/owner';
import type { PaymentService } from '../payments/service';
import type { OrderService } from './service';

export const orderRoutes =
  (orders: OrderService, payments: PaymentService, sessions: SessionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/orders', { schema: { body: createOrderSchema } }, async (request, reply) => {
      const owner = await resolveCartOwner(sessions, request, request.body.guestId);
      const order = await orders.create(owner, request.body.shippingDetails);
      if (request.body.paymentIntentId) {
        // Lets a webhook settle the order even if the shopper closes the tab; the order stands either way.
        await payments.attachOrder(request.body.paymentIntentId, order.id, owner).catch((err: unknown) => {
          request.log.warn({ err, orderId: order.id }, 'could not attach the order to its payment intent');
        });
      }
      return reply.status(201).send(order);
    });

    app.get('/api/user/orders', async (request) => {
      const user = await sessions.requireUser(request);
      return orders.ordersOfUser(user.id);
    });
  };
