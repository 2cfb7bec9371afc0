import type { FastifyPluginAsync } from 'fastify';
import { getAdminMessages, getConfig, getHealth, getOpenApi } from '../../domain/api/system';
import { publicConfigSchema, type PublicConfig } from '../../domain/catalogue/schemas';
import type { Store } from '../db/client';
import { serve } from '../http/endpoint';
import type { MailService } from '../mail/service';
import { cacheBody, type CachedBody, cacheJson, sendCachedJson } from '../http/cached-body';
import type { Languages } from '../i18n/languages';
import type { Locale } from '../../domain/i18n/locales';

/** What the browser reads before anything else, what a load balancer asks, and what integrators read. */
export const systemRoutes =
  ({
    publicConfig,
    store,
    mail,
    languages,
  }: {
    publicConfig: PublicConfig;
    store: Store;
    mail: MailService;
    languages: Languages;
  }): FastifyPluginAsync =>
  async (app) => {
    const publicConfigJson = cacheJson(publicConfigSchema.parse(publicConfig));
    serve(app, getConfig, async (request, reply) => sendCachedJson(request, reply, publicConfigJson));

    serve(app, getHealth, async (_request, reply) => {
      try {
        await store.ping();
        const { count } = await mail.pending();
        return { status: 'ok' as const, store: store.kind, mail: { delivery: mail.delivery, pending: count } };
      } catch {
        return reply
          .status(503)
          .send({ status: 'unavailable', store: store.kind, message: 'The store is not answering' });
      }
    });

    // The back office's words, one body per language, kept once made (they change with a deploy).
    const adminMessages = new Map<Locale, CachedBody>();
    serve(app, getAdminMessages, async (request, reply) => {
      let cached = adminMessages.get(request.locale);
      if (!cached) {
        cached = cacheBody(languages.messagesJson(request.locale, 'admin'));
        adminMessages.set(request.locale, cached);
      }
      return sendCachedJson(request, reply, cached);
    });

    // Generated from the declarations once every route is registered (the first request comes after).
    serve(app, getOpenApi, async () => ({ ...app.swagger() }));
  };
