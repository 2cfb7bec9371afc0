import type { FastifyPluginAsync, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { getIngredients, getPerfume, getPerfumeStock, getPerfumes, notifyWhenBack } from '../../domain/api/catalogue';
import { sendCachedJson } from '../http/cached-body';
import { serve } from '../http/endpoint';
import { AppError } from '../http/errors';
import type { BackInStock } from './back-in-stock';
import type { CatalogueSnapshot } from './snapshot';
import type { CatalogueStock } from './stock';

type Route = Parameters<FastifySchemaCompiler<unknown>>[0];

/**
 * The query's validator, skipped when there is no query: the bare `GET /api/perfumes` (the spec's
 * call, the hottest path) is then served from the cache without a zod parse. Every parameter that is
 * sent is still validated. Params and bodies are validated as everywhere.
 */
const unlessNoQuery: FastifySchemaCompiler<unknown> = (route: Route) => {
  const validate = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'querystring') return validate;
  const skip: ReturnType<FastifySchemaCompiler<unknown>> = (data) => {
    for (const _ in data as object) return validate(data);
    return { value: data };
  };
  return skip;
};

/**
 * The routes whose answers are priced in the request's market (`?market=`, else the `market` cookie: decision
 * 070): a cache between the shop and the browser keeps one per cookie, never one market's for another.
 */
const PRICED: ReadonlySet<string> = new Set([getPerfumes.path, getPerfume.path]);

/**
 * The catalogue answers are serialized once per catalogue version, language and market (the service checks them
 * against these same schemas then) and sent as they are: in the request's language (`?lang=`, else
 * `Accept-Language`; i18n/plugin.ts says it in `Content-Language` and varies on `Accept-Language`) and, for the
 * perfumes, the request's market's currency.
 */
export const catalogueRoutes =
  ({
    catalogue,
    stock,
    backInStock,
  }: {
    catalogue: CatalogueSnapshot;
    stock: CatalogueStock;
    backInStock: BackInStock;
  }): FastifyPluginAsync =>
  async (app) => {
    // For this plugin's routes only (Fastify scopes a compiler to the plugin that sets it).
    app.setValidatorCompiler(unlessNoQuery);
    // After the answer's own Vary (sendCachedJson's), before the headers leave.
    app.addHook('onSend', async (request, reply) => {
      if (!PRICED.has(request.routeOptions.url ?? '')) return;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    });

    // Without parameters, the whole catalogue as the specification answers it (the hot path: no parsing).
    serve(app, getPerfumes, async (request, reply) => {
      const q = request.query;
      const narrowed =
        q.q !== undefined || q.gender || q.family || q.minPrice !== undefined || q.maxPrice !== undefined || q.sort;
      const { code } = await request.market();
      const cached = narrowed
        ? await catalogue.searchJson(q, request.locale, code)
        : await catalogue.perfumeListJson(request.locale, code);
      return sendCachedJson(request, reply, cached);
    });

    serve(app, getPerfume, async (request, reply) => {
      const cached = await catalogue.perfumeJson(request.params.id, request.locale, (await request.market()).code);
      if (!cached) throw AppError.notFound('PERFUME_NOT_FOUND');
      return sendCachedJson(request, reply, cached);
    });

    // Fresh on every call (one query on the keys): never cached, so a sale shows at once.
    serve(app, getPerfumeStock, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return stock.shown(request.params.id);
    });

    // "Notify me": 202 once the address waits for the sold-out size (asked again, still one request), its mail
    // to be written in the request's language.
    serve(app, notifyWhenBack, async (request, reply) =>
      reply.status(202).send(await backInStock.ask(request.params.id, request.body, request.ip, request.locale)),
    );

    serve(app, getIngredients, async (request, reply) =>
      sendCachedJson(request, reply, await catalogue.ingredientListJson(request.locale)),
    );
  };
