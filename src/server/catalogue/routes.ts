import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ingredientListSchema, perfumeListSchema, perfumeSchema, perfumeSearchSchema } from '../../domain/catalogue-schemas';
import { perfumeIdParam } from '../../domain/ids';
import { sendCachedJson } from '../http/cached-json';
import { AppError } from '../http/errors';
import type { CatalogueService } from './service';

/**
 * The catalogue answers are serialized once per catalogue version (the service checks them
 * against these same schemas then) and sent as they are.
 */
export const catalogueRoutes =
  ({ catalogue }: { catalogue: CatalogueService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Without parameters, the whole catalogue as the specification answers it (the hot path: no parsing).
    app.get('/api/perfumes', { schema: { querystring: perfumeSearchSchema, response: { 200: perfumeListSchema } } }, async (request, reply) => {
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
