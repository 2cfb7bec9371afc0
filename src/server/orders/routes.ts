import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderListSchema } from '../../domain/checkout';
import type { OrderService } from './service';

export const orderRoutes =
  ({ orders }: { orders: OrderService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/user/orders', { schema: { response: { 200: orderListSchema } } }, async (request) =>
      orders.ordersOfUser((await request.requireUser()).id),
    );
  };
