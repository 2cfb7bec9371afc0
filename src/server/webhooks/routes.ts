import type { FastifyPluginAsync } from 'fastify';
import {
  changeWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  registerWebhook,
  retryWebhookDelivery,
} from '../../domain/api/webhooks';
import { serve } from '../http/endpoint';
import { withPageHeaders } from '../http/paging';
import type { WebhookService } from './service';

/** The back office's webhooks (inside the back-office gate, each endpoint behind the `integrations` permission). */
export const webhookAdminRoutes =
  ({ webhooks }: { webhooks: WebhookService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, registerWebhook, async (request, reply) =>
      reply.status(201).send(await webhooks.register(request.body, request.adminId)),
    );
    serve(app, listWebhooks, async () => webhooks.list());
    serve(app, changeWebhook, async (request) => webhooks.change(request.params.id, request.body, request.adminId));
    serve(app, deleteWebhook, async (request, reply) => {
      await webhooks.remove(request.params.id, request.adminId);
      return reply.status(204).send(null);
    });
    serve(app, listWebhookDeliveries, async (request, reply) =>
      withPageHeaders(request, reply, await webhooks.deliveries(request.params.id, request.query)),
    );
    serve(app, retryWebhookDelivery, async (request) => webhooks.retry(request.params.id, request.params.deliveryId));
  };
