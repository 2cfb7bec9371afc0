import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addedLineSchema } from '../../domain/cart-schemas';
import { creationListSchema, creationSchema, creationToCartSchema, creationUpdateSchema, newCreationSchema } from '../../domain/creations';
import { noContentSchema } from '../../domain/fields';
import { creationIdParam } from '../../domain/ids';
import type { CreationService } from './service';

/** My creations: every route is the signed-in shopper's own (401 signed out, 404 for another's). */
export const creationRoutes =
  ({ creations }: { creations: CreationService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Signed out is 401 before anything else is read (a body is not validated for nobody).
    app.addHook('onRequest', async (request) => {
      await request.requireUser();
    });

    app.get('/api/user/creations', { schema: { response: { 200: creationListSchema } } }, async (request) => {
      const user = await request.requireUser();
      return creations.list(user.id);
    });

    app.post('/api/user/creations', { schema: { body: newCreationSchema, response: { 201: creationSchema } } }, async (request, reply) => {
      const user = await request.requireUser();
      return reply.status(201).send(await creations.create(user.id, request.body));
    });

    app.put(
      '/api/user/creations/:id',
      { schema: { params: creationIdParam, body: creationUpdateSchema, response: { 200: creationSchema } } },
      async (request) => {
        const user = await request.requireUser();
        return creations.update(user.id, request.params.id, request.body);
      },
    );

    app.delete('/api/user/creations/:id', { schema: { params: creationIdParam, response: { 204: noContentSchema } } }, async (request, reply) => {
      const user = await request.requireUser();
      await creations.remove(user.id, request.params.id);
      return reply.status(204).send(null);
    });

    app.post(
      '/api/user/creations/:id/cart',
      { schema: { params: creationIdParam, body: creationToCartSchema.optional(), response: { 201: addedLineSchema } } },
      async (request, reply) => {
        const user = await request.requireUser();
        return reply.status(201).send(await creations.toCart(user.id, request.params.id, request.body?.size ?? 'bottle'));
      },
    );
  };
