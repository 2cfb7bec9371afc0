import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perfumeIdParam } from '../../domain/ids';
import { AppError } from '../http/errors';
import { sendCachedJson } from '../http/cached-json';
import type { CatalogueService } from './service';

export const catalogueRoutes =
  (catalogue: CatalogueService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/perfumes', async (request, reply) => sendCachedJson(request, reply, await catalogue.perfumeListJson()));

    app.get('/api/perfumes/:id', { schema: { params: perfumeIdParam } }, async (request, reply) => {
      const cached = await catalogue.perfumeJson(request.params.id);
      if (!cached) throw AppError.notFound('Perfume not found');
      return sendCachedJson(request, reply, cached);
    });

    app.get('/api/ingredients', async (request, reply) => sendCachedJson(request, reply, await catalogue.ingredientListJson()));
  };
