import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIngredientListSchema,
  adminIngredientSchema,
  adminPerfumeListSchema,
  adminPerfumeSchema,
  ingredientInputSchema,
  perfumeInputSchema,
} from '../../domain/catalogue-admin';
import { ingredientIdParam, perfumeIdParam } from '../../domain/ids';
import type { CatalogueService } from '../catalogue/service';

/**
 * The back office's catalogue: create, edit, archive (DELETE) and restore perfumes and
 * ingredients. Registered behind the admin gate; every change is audited and reaches every
 * server process.
 */
export const catalogueAdminRoutes =
  ({ catalogue }: { catalogue: CatalogueService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/perfumes', { schema: { response: { 200: adminPerfumeListSchema } } }, async () => catalogue.adminPerfumes());

    app.post('/api/admin/perfumes', { schema: { body: perfumeInputSchema, response: { 201: adminPerfumeSchema } } }, async (request, reply) =>
      reply.status(201).send(await catalogue.createPerfume(request.body, request.adminId)),
    );

    app.put('/api/admin/perfumes/:id', { schema: { params: perfumeIdParam, body: perfumeInputSchema, response: { 200: adminPerfumeSchema } } }, async (request) =>
      catalogue.updatePerfume(request.params.id, request.body, request.adminId),
    );

    app.delete('/api/admin/perfumes/:id', { schema: { params: perfumeIdParam, response: { 200: adminPerfumeSchema } } }, async (request) =>
      catalogue.setPerfumeArchived(request.params.id, true, request.adminId),
    );

    app.post('/api/admin/perfumes/:id/restore', { schema: { params: perfumeIdParam, response: { 200: adminPerfumeSchema } } }, async (request) =>
      catalogue.setPerfumeArchived(request.params.id, false, request.adminId),
    );

    app.get('/api/admin/ingredients', { schema: { response: { 200: adminIngredientListSchema } } }, async () => catalogue.adminIngredients());

    app.post('/api/admin/ingredients', { schema: { body: ingredientInputSchema, response: { 201: adminIngredientSchema } } }, async (request, reply) =>
      reply.status(201).send(await catalogue.createIngredient(request.body, request.adminId)),
    );

    app.put(
      '/api/admin/ingredients/:id',
      { schema: { params: ingredientIdParam, body: ingredientInputSchema, response: { 200: adminIngredientSchema } } },
      async (request) => catalogue.updateIngredient(request.params.id, request.body, request.adminId),
    );

    app.delete('/api/admin/ingredients/:id', { schema: { params: ingredientIdParam, response: { 200: adminIngredientSchema } } }, async (request) =>
      catalogue.setIngredientArchived(request.params.id, true, request.adminId),
    );

    app.post('/api/admin/ingredients/:id/restore', { schema: { params: ingredientIdParam, response: { 200: adminIngredientSchema } } }, async (request) =>
      catalogue.setIngredientArchived(request.params.id, false, request.adminId),
    );
  };
