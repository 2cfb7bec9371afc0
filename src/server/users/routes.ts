import type { FastifyPluginAsync } from 'fastify';
import { listAdminUsers } from '../../domain/api/admin';
import { serve } from '../http/endpoint';
import { withPageHeaders } from '../http/paging';
import type { UsersService } from './service';

/** The back office's accounts: their list, searched and paged. Registered behind the gate (admin/routes.ts). */
export const userAdminRoutes =
  ({ users }: { users: UsersService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listAdminUsers, async (request, reply) => {
      const { q, ...page } = request.query;
      return withPageHeaders(request, reply, await users.list(q, page));
    });
  };
