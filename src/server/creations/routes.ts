import type { FastifyPluginAsync } from 'fastify';
import {
  addCreationToCart,
  createCreation,
  deleteCreation,
  getCreations,
  updateCreation,
} from '../../domain/api/creations';
import { serve } from '../http/endpoint';
import type { CreationService } from './service';

/** My creations: every route is the signed-in shopper's own (401 signed out, 404 for another's). */
export const creationRoutes =
  ({ creations }: { creations: CreationService }): FastifyPluginAsync =>
  async (app) => {
    // Signed out is 401 before anything else is read (a body is not validated for nobody).
    app.addHook('onRequest', async (request) => {
      await request.requireUser();
    });

    serve(app, getCreations, async (request) => {
      const user = await request.requireUser();
      return creations.list(user.id);
    });

    serve(app, createCreation, async (request, reply) => {
      const user = await request.requireUser();
      return reply.status(201).send(await creations.create(user.id, request.body));
    });

    serve(app, updateCreation, async (request) => {
      const user = await request.requireUser();
      return creations.update(user.id, request.params.id, request.body);
    });

    serve(app, deleteCreation, async (request, reply) => {
      const user = await request.requireUser();
      await creations.remove(user.id, request.params.id);
      return reply.status(204).send(null);
    });

    serve(app, addCreationToCart, async (request, reply) => {
      const user = await request.requireUser();
      return reply
        .status(201)
        .send(await creations.toCart(user.id, request.params.id, request.body?.size ?? 'bottle', request.body?.refill));
    });
  };
