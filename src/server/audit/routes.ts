import type { FastifyPluginAsync } from 'fastify';
import { listAudit } from '../../domain/api/admin';
import { serve } from '../http/endpoint';
import { withPageHeaders } from '../http/paging';
import type { AuditService } from './service';

/** The back office's log of changes, filtered and paged. Registered behind the gate (admin/routes.ts). */
export const auditAdminRoutes =
  ({ audit }: { audit: AuditService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listAudit, async (request, reply) => {
      const { limit, after, before, ...filter } = request.query;
      return withPageHeaders(request, reply, await audit.list(filter, { limit, after, before }));
    });
  };
