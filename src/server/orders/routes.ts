import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderKeyQuerySchema, orderListSchema, orderPageSchema } from '../../domain/checkout';
import { orderIdParam } from '../../domain/ids';
import type { OrderService } from './service';

export const orderRoutes =
  ({ orders }: { orders: OrderService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/user/orders', { schema: { response: { 200: orderListSchema } } }, async (request) =>
      orders.ordersOfUser((await request.requireUser()).id),
    );

    app.get(
      '/api/orders/:orderId',
      { schema: { params: orderIdParam, querystring: orderKeyQuerySchema, response: { 200: orderPageSchema } } },
      async (request, reply) => {
        const user = await request.currentUser();
        // The link is a secret: the page is never cached by a shared cache.
        reply.header('cache-control', 'private, no-store');
        return orders.page(request.params.orderId, { key: request.query.key, userId: user?.id });
      },
    );
  };
