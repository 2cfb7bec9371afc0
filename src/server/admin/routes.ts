import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderStatuses } from '../../domain/checkout';
import { orderIdParam } from '../../domain/ids';
import type { SessionService } from '../auth/session';
import { AppError } from '../http/errors';
import type { AdminService } from './service';

const page = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 500').max(500, 'limit must be between 1 and 500').default(100),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').max(10_000_000).default(0),
});

const statusBody = z.object({
  status: z.enum(orderStatuses, { message: `status must be one of ${orderStatuses.join(', ')}` }),
});


export const adminRoutes =
  (admin: AdminService, sessions: SessionService): FastifyPluginAsyncZod =>
  async (app) => {
    // One gate for every admin route: 401 signed out, 403 for a customer.
    app.addHook('onRequest', async (request) => {
      const user = await sessions.userFor(request);
      if (!user) throw AppError.unauthorized();
      if (!user.isAdmin) throw AppError.forbidden('Administrators only');
    });

    app.get('/api/admin/dashboard', async () => admin.dashboard());
    app.get('/api/admin/users', { schema: { querystring: page } }, async (request) => admin.users(request.query.limit, request.query.offset));
    app.get('/api/admin/orders', { schema: { querystring: page } }, async (request) => admin.orders(request.query.limit, request.query.offset));
    app.put('/api/admin/order/:orderId/status', { schema: { params: orderIdParam, body: statusBody } }, async (request) => {
      const user = await sessions.requireUser(request);
      return admin.setStatus(request.params.orderId, request.body.status, user.id);
    });
  };
