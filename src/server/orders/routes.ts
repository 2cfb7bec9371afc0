import type { FastifyPluginAsync } from 'fastify';
import { getOrderPage, getUserOrders } from '../../domain/api/orders';
import { serve } from '../http/endpoint';
import { sendJsonArray } from '../http/json-text';
import { withPageHeaders } from '../http/paging';
import type { OrderReading } from './reading';

export const orderRoutes =
  ({ orderReading: orders }: { orderReading: OrderReading }): FastifyPluginAsync =>
  async (app) => {
    // Written by the database as JSON text (decision 058): sent as it is.
    serve(app, getUserOrders, async (request, reply) =>
      sendJsonArray(
        reply,
        withPageHeaders(request, reply, await orders.ordersOfUser((await request.requireUser()).id, request.query)),
      ),
    );

    serve(app, getOrderPage, async (request, reply) => {
      const user = await request.currentUser();
      // The link is a secret: the page is never cached by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return orders.page(request.params.orderId, { key: request.query.key, userId: user?.id });
    });
  };
