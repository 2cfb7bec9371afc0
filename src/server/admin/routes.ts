import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema, mailDetailSchema, mailListSchema, mailQuerySchema, orderStatusBodySchema, pageQuerySchema, statusChangeSchema } from '../../domain/admin';
import { userListSchema } from '../../domain/auth';
import { orderListSchema } from '../../domain/checkout';
import { mailIdParam, orderIdParam } from '../../domain/ids';
import { AppError } from '../http/errors';
import { imageAdminRoutes } from '../images/routes';
import type { ImageService } from '../images/service';
import type { AdminService } from './service';

export const adminRoutes =
  ({ admin, images }: { admin: AdminService; images: ImageService }): FastifyPluginAsyncZod =>
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

    app.get('/api/admin/orders', { schema: { querystring: pageQuerySchema, response: { 200: orderListSchema } } }, async (request) =>
      admin.orders(request.query.limit, request.query.offset),
    );

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
