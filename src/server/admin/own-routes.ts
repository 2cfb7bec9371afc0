import type { FastifyPluginAsync } from 'fastify';
import { getAdminDashboard } from '../../domain/api/admin';
import { serve } from '../http/endpoint';
import type { AdminService } from './service';

/**
 * The back office's own route: its figures (the accounts', the log's, the orders', refunds' and outbox's
 * routes are their features'). Registered behind the gate (routes.ts) like every feature's.
 */
export const adminOwnRoutes =
  ({ admin }: { admin: AdminService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getAdminDashboard, async () => admin.dashboard());
  };
