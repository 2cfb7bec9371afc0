import type { FastifyPluginAsync } from 'fastify';
import { getMail, listMails } from '../../domain/api/admin';
import { serve } from '../http/endpoint';
import { withPageHeaders } from '../http/paging';
import type { MailService } from './service';

/** The back office's outbox: the mails written, an order's or all, and one mail as it was sent. */
export const mailAdminRoutes =
  ({ mail }: { mail: MailService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listMails, async (request, reply) => {
      const { orderId, ...page } = request.query;
      return withPageHeaders(request, reply, await mail.list(orderId, page));
    });

    serve(app, getMail, async (request) => mail.get(request.params.id));
  };
