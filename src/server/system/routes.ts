import type { FastifyPluginAsync } from 'fastify';
import { getAdminMessages, getConfig, getHealth, getOpenApi, getReady, getShopMessages } from '../../domain/api/system';
import { publicConfigSchema, type PublicConfig } from '../../domain/catalogue/schemas';
import { publicConfigIn } from '../../domain/catalogue/catalogue';
import type { Store } from '../db/client';
import { serve } from '../http/endpoint';
import type { MailService } from '../mail/service';
import { cacheBody, type CachedBody, cacheJson, sendCachedJson } from '../http/cached-body';
import type { Languages } from '../i18n/languages';
import type { Locale } from '../../domain/i18n/locales';
import { money, toMinor } from '../../domain/currency/currency';
import type { Market } from '../../domain/markets/markets';
import type { MarketsService } from '../markets/service';
import { newestShippedMigration } from './migrations';
import { newestAppliedMigration } from './repo';

/** What the browser reads before anything else, what a load balancer asks, and what integrators read. */
export const systemRoutes =
  ({
    publicConfig,
    store,
    mail,
    languages,
    markets,
  }: {
    publicConfig: PublicConfig;
    store: Store;
    mail: MailService;
    languages: Languages;
    markets: Pick<MarketsService, 'list' | 'amount'>;
  }): FastifyPluginAsync =>
  async (app) => {
    // One body per market (its currency and sample price, decision 070), made again when the markets are loaded again.
    const configBodies = new Map<string, CachedBody>();
    let madeFor: readonly Market[] | undefined;
    const baseSample = money(toMinor(publicConfig.samplePrice, publicConfig.currency), publicConfig.currency);
    serve(app, getConfig, async (request, reply) => {
      const [list, market] = await Promise.all([markets.list(), request.market()]);
      if (list !== madeFor) {
        configBodies.clear();
        madeFor = list;
      }
      let body = configBodies.get(market.code);
      if (!body) {
        body = cacheJson(
          publicConfigSchema.parse(publicConfigIn(publicConfig, await markets.amount(market, 'sample', baseSample))),
        );
        configBodies.set(market.code, body);
      }
      return sendCachedJson(request, reply, body);
    });
    // After the answer's own Vary (sendCachedJson's): a shared cache keeps one body per market cookie.
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.url !== getConfig.path) return;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    });

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

    // Liveness above, readiness here: a load balancer sends this process requests only while it answers 200.
    const shipped = newestShippedMigration();
    serve(app, getReady, async (_request, reply) => {
      if (app.stopping) return reply.status(503).send({ status: 'unavailable', reason: 'stopping' });
      let applied: number;
      try {
        applied = await newestAppliedMigration(store.db);
      } catch {
        return reply.status(503).send({ status: 'unavailable', reason: 'store' });
      }
      if (applied < shipped) return reply.status(503).send({ status: 'unavailable', reason: 'migrations' });
      return { status: 'ready' as const };
    });

    // A group's words, one body per language, kept once made (they change with a deploy).
    const messageBodies = new Map<string, CachedBody>();
    const messagesBody = (locale: Locale, group: 'shop' | 'admin') => {
      const key = `${group}|${locale}`;
      let cached = messageBodies.get(key);
      if (!cached) {
        cached = cacheBody(languages.messagesJson(locale, group));
        messageBodies.set(key, cached);
      }
      return cached;
    };

    // The storefront's: immutable when asked by the version the pages name.
    serve(app, getShopMessages, async (request, reply) => {
      const current = request.query.v === languages.messagesVersion(request.locale, 'shop');
      return sendCachedJson(
        request,
        reply,
        messagesBody(request.locale, 'shop'),
        current ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    });

    // The back office's.
    serve(app, getAdminMessages, async (request, reply) =>
      sendCachedJson(request, reply, messagesBody(request.locale, 'admin')),
    );

    // Generated from the declarations once every route is registered (the first request comes after).
    serve(app, getOpenApi, async () => ({ ...app.swagger() }));
  };
