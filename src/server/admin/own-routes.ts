import type { FastifyPluginAsync } from 'fastify';
import { getAdminDashboard, listAdminUsers, listAudit } from '../../domain/api/admin';
import { serve } from '../http/endpoint';
import { withPageHeaders } from '../http/paging';
import type { AdminService } from './service';

/**
 * The back office's own routes: its figures, the accounts and the log of changes (the orders', refunds' and
 * outbox's routes are their features'). Registered behind the gate (routes.ts) like every feature's.
 */
export const adminOwnRoutes =
  ({ admin }: { admin: AdminService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getAdminDashboard, async () => admin.dashboard());

    serve(app, listAdminUsers, async (request, reply) => {
      const { q, ...page } = request.query;
      return withPageHeaders(request, reply, await admin.users(q, page));
    });

    serve(app, listAudit, async (request, reply) => {
      const { limit, after, before, ...filter } = request.query;
      return withPageHeaders(request, reply, await admin.audit(filter, { limit, after, before }));
    });
  };
