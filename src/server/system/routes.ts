import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema, type PublicConfig } from '../../domain/catalogue-schemas';
import type { Store } from '../db/client';
import type { MailService } from '../mail/service';
import { cacheJson, sendCachedJson } from '../http/cached-body';

/** What the browser reads before anything else, and what a load balancer asks. */
export const systemRoutes =
  ({ publicConfig, store, mail }: { publicConfig: PublicConfig; store: Store; mail: MailService }): FastifyPluginAsyncZod =>
  async (app) => {
    const publicConfigJson = cacheJson(publicConfigSchema.parse(publicConfig));
    app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async (request, reply) =>
      sendCachedJson(request, reply, publicConfigJson),
    );

    app.get('/api/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
      try {
        await store.ping();
        const { count } = await mail.pending();
        return { status: 'ok' as const, store: store.kind, mail: { delivery: mail.delivery, pending: count } };
      } catch {
        return reply.status(503).send({ status: 'unavailable', store: store.kind, message: 'The store is not answering' });
      }
    });
  };
