import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDashboardSchema,
  adminOrderListSchema,
  adminOrderSchema,
  auditListSchema,
  auditQuerySchema,
  mailDetailSchema,
  mailListSchema,
  mailQuerySchema,
  orderFilterSchema,
  orderListQuerySchema,
  orderStatusBodySchema,
  pageQuerySchema,
  refundBodySchema,
  refundResultSchema,
  statusChangeSchema,
} from '../../domain/admin';
import { userListSchema } from '../../domain/auth';
import { adminOrderIdParam, mailIdParam, orderIdParam } from '../../domain/ids';
import type { CatalogueService } from '../catalogue/service';
import type { CheckoutService } from '../checkout/service';
import { AppError } from '../http/errors';
import { imageAdminRoutes } from '../images/routes';
import type { ImageService } from '../images/service';
import { catalogueAdminRoutes } from './catalogue-routes';
import type { AdminService } from './service';

export const adminRoutes =
  ({ admin, catalogue, checkout, images }: { admin: AdminService; catalogue: CatalogueService; checkout: CheckoutService; images: ImageService }): FastifyPluginAsyncZod =>
  async (app) => {
    // One gate for every admin route, and the one place the admin is looked up: 401 signed out,
    // 403 for a customer. Routes read the admin from the request.
    app.decorateRequest('adminId', 0);
    app.addHook('onRequest', async (request) => {
      const user = await request.currentUser();
      if (!user) throw AppError.unauthorized();
      if (!user.isAdmin) throw AppError.forbidden('ADMIN_ONLY');
      request.adminId = user.id;
    });
    await app.register(imageAdminRoutes({ images }));

    app.get('/api/admin/dashboard', { schema: { response: { 200: adminDashboardSchema } } }, async () => admin.dashboard());

    app.get('/api/admin/users', { schema: { querystring: pageQuerySchema, response: { 200: userListSchema } } }, async (request) =>
      admin.users(request.query.limit, request.query.offset),
    );

    app.get('/api/admin/orders', { schema: { querystring: orderListQuerySchema, response: { 200: adminOrderListSchema } } }, async (request) => {
      const { limit, offset, ...filter } = request.query;
      return admin.orders(filter, limit, offset);
    });

    // Streamed a page of orders at a time: a large export never holds every order in memory.
    app.get('/api/admin/orders.csv', { schema: { querystring: orderFilterSchema, response: { 200: z.any() } } }, async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(admin.ordersCsv(request.query));
    });

    app.get('/api/admin/orders/:id', { schema: { params: adminOrderIdParam, response: { 200: adminOrderSchema } } }, async (request) =>
      admin.order(request.params.id),
    );

    app.post(
      '/api/admin/order/:orderId/refund',
      { schema: { params: orderIdParam, body: refundBodySchema, response: { 200: refundResultSchema } } },
      async (request) => checkout.refund(request.params.orderId, request.body.restock, request.adminId, request.log),
    );

    app.get('/api/admin/audit', { schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } } }, async (request) => {
      const { limit, offset, ...filter } = request.query;
      return admin.audit(limit, offset, filter);
    });

    await app.register(catalogueAdminRoutes({ catalogue }));

    app.put(
      '/api/admin/order/:orderId/status',
      { schema: { params: orderIdParam, body: orderStatusBodySchema, response: { 200: statusChangeSchema } } },
      async (request) => {
        const { status, carrier, trackingNumber } = request.body;
        return admin.setStatus(request.params.orderId, status, request.adminId, carrier && trackingNumber ? { carrier, trackingNumber } : undefined);
      },
    );

    app.get('/api/admin/mails', { schema: { querystring: mailQuerySchema, response: { 200: mailListSchema } } }, async (request) =>
      admin.mails(request.query.limit, request.query.offset, request.query.orderId),
    );

    app.get('/api/admin/mails/:id', { schema: { params: mailIdParam, response: { 200: mailDetailSchema } } }, async (request) =>
      admin.mail(request.params.id),
    );
  };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin behind an admin route (set by its gate). */
    adminId: number;
  }
}
