import type { FastifyPluginAsync } from 'fastify';
import { exportAdminOrders, getAdminOrder, listAdminOrders, setOrderStatus } from '../../domain/api/admin';
import type { AdminOrder } from '../../domain/orders/admin-schemas';
import { serve } from '../http/endpoint';
import { sendJsonArray } from '../http/json-text';
import { withPageHeaders } from '../http/paging';
import type { OrderExport } from './csv';
import type { OrderLifecycle } from './lifecycle';
import type { OrderReading } from './reading';

/** The back office's orders: their list, their export, an order's page and its status. */
export const orderAdminRoutes =
  ({
    orderReading,
    orderExport,
    orderLifecycle,
    payments,
  }: {
    orderReading: OrderReading;
    orderExport: OrderExport;
    orderLifecycle: OrderLifecycle;
    /** An order's payment as its page shows it (the payments feature's). */
    payments: { ofOrder(orderId: number): Promise<AdminOrder['payment']> };
  }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listAdminOrders, async (request, reply) => {
      const { limit, after, before, ...filter } = request.query;
      // Written by the database as JSON text (decision 058): sent as it is.
      return sendJsonArray(
        reply,
        withPageHeaders(request, reply, await orderReading.adminList(filter, { limit, after, before })),
      );
    });

    // Streamed a page of orders at a time: a large export never holds every order in memory.
    serve(app, exportAdminOrders, async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(orderExport.csv(request.query));
    });

    serve(app, getAdminOrder, async (request) =>
      orderReading.adminOrder(request.params.id, (o) => payments.ofOrder(o.id)),
    );

    serve(app, setOrderStatus, async (request) => {
      const { status, carrier, trackingNumber } = request.body;
      return orderLifecycle.setStatus(
        request.params.orderId,
        status,
        request.adminId,
        carrier && trackingNumber ? { carrier, trackingNumber } : undefined,
      );
    });
  };
