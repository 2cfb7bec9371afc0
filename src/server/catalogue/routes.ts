import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ingredientListSchema, perfumeListSchema, perfumeSchema, perfumeSearchSchema } from '../../domain/catalogue-schemas';
import { perfumeIdParam } from '../../domain/ids';
import { sendCachedJson } from '../http/cached-body';
import { AppError } from '../http/errors';
import type { CatalogueService } from './service';

/**
 * The query's validator, skipped when there is no query: the bare `GET /api/perfumes` (the spec's
 * call, the hottest path) is then served from the cache without a zod parse. Every parameter that is
 * sent is still validated.
 */
const unlessNoQuery = <T>(route: Parameters<FastifySchemaCompiler<T>>[0]) => {
  const validate = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
  const skip: ReturnType<FastifySchemaCompiler<unknown>> = (data) => {
    for (const _ in data as object) return validate(data);
    return { value: data };
  };
  return skip;
};

/**
 * The catalogue answers are serialized once per catalogue version (the service checks them
 * against these same schemas then) and sent as they are.
 */
export const catalogueRoutes =
  ({ catalogue }: { catalogue: CatalogueService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Without parameters, the whole catalogue as the specification answers it (the hot path: no parsing).
    const schema = { querystring: perfumeSearchSchema, response: { 200: perfumeListSchema } };
    app.get('/api/perfumes', { schema, validatorCompiler: unlessNoQuery }, async (request, reply) => {
      const q = request.query;
      const narrowed = q.q !== undefined || q.gender || q.family || q.minPrice !== undefined || q.maxPrice !== undefined || q.sort;
      return sendCachedJson(request, reply, narrowed ? await catalogue.searchJson(q) : await catalogue.perfumeListJson());
    });

    app.get('/api/perfumes/:id', { schema: { params: perfumeIdParam, response: { 200: perfumeSchema } } }, async (request, reply) => {
      const cached = await catalogue.perfumeJson(request.params.id);
      if (!cached) throw AppError.notFound('PERFUME_NOT_FOUND');
      return sendCachedJson(request, reply, cached);
    });

    app.get('/api/ingredients', { schema: { response: { 200: ingredientListSchema } } }, async (request, reply) =>
      sendCachedJson(request, reply, await catalogue.ingredientListJson()),
    );
  };
