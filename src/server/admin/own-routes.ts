import type { FastifyPluginAsync } from 'fastify';
import {
  exportAdminOrders,
  getAdminDashboard,
  getAdminOrder,
  getMail,
  listAdminOrders,
  listAdminUsers,
  listAudit,
  listMails,
  refundOrder,
  setOrderStatus,
} from '../../domain/api/admin';
import type { CheckoutService } from '../checkout/service';
import { serve } from '../http/endpoint';
import { sendJsonArray } from '../http/json-text';
import { withPageHeaders } from '../http/paging';
import type { OrderExport } from '../orders/csv';
import type { OrderLifecycle } from '../orders/lifecycle';
import type { AdminService } from './service';

/**
 * The back office's own routes: its figures, the accounts, the orders' list, export, page, refunds and status,
 * the log of changes and the outbox. Registered behind the admin gate (routes.ts) like every feature's.
 */
export const adminOwnRoutes =
  ({
    admin,
    checkout,
    orderExport,
    orderLifecycle,
  }: {
    admin: AdminService;
    checkout: CheckoutService;
    orderExport: OrderExport;
    orderLifecycle: OrderLifecycle;
  }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getAdminDashboard, async () => admin.dashboard());

    serve(app, listAdminUsers, async (request, reply) => {
      const { q, ...page } = request.query;
      return withPageHeaders(request, reply, await admin.users(q, page));
    });

    serve(app, listAdminOrders, async (request, reply) => {
      const { limit, after, before, ...filter } = request.query;
      // Written by the database as JSON text (decision 058): sent as it is.
      return sendJsonArray(
        reply,
        withPageHeaders(request, reply, await admin.orders(filter, { limit, after, before })),
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

    serve(app, getAdminOrder, async (request) => admin.order(request.params.id));

    serve(app, refundOrder, async (request) =>
      checkout.refundLines(request.params.orderId, request.body, request.adminId, request.log),
    );

    serve(app, listAudit, async (request, reply) => {
      const { limit, after, before, ...filter } = request.query;
      return withPageHeaders(request, reply, await admin.audit(filter, { limit, after, before }));
    });

    serve(app, setOrderStatus, async (request) => {
      const { status, carrier, trackingNumber } = request.body;
      return orderLifecycle.setStatus(
        request.params.orderId,
        status,
        request.adminId,
        carrier && trackingNumber ? { carrier, trackingNumber } : undefined,
      );
    });

    serve(app, listMails, async (request, reply) => {
      const { orderId, ...page } = request.query;
      return withPageHeaders(request, reply, await admin.mails(orderId, page));
    });

    serve(app, getMail, async (request) => admin.mail(request.params.id));
  };
