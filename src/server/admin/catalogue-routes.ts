import type { FastifyPluginAsync } from 'fastify';
import {
  archiveIngredient,
  archivePerfume,
  createIngredient,
  createPerfume,
  listAdminIngredients,
  listAdminPerfumes,
  restoreIngredient,
  restorePerfume,
  updateIngredient,
  updatePerfume,
} from '../../domain/api/admin-catalogue';
import type { CatalogueService } from '../catalogue/service';
import { serve } from '../http/endpoint';

/**
 * The back office's catalogue: create, edit, archive (DELETE) and restore perfumes and
 * ingredients. Registered behind the admin gate; every change is audited and reaches every
 * server process.
 */
export const catalogueAdminRoutes =
  ({ catalogue }: { catalogue: CatalogueService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listAdminPerfumes, async () => catalogue.adminPerfumes());

    serve(app, createPerfume, async (request, reply) => reply.status(201).send(await catalogue.createPerfume(request.body, request.adminId)));

    serve(app, updatePerfume, async (request) => catalogue.updatePerfume(request.params.id, request.body, request.adminId));

    serve(app, archivePerfume, async (request) => catalogue.setPerfumeArchived(request.params.id, true, request.adminId));

    serve(app, restorePerfume, async (request) => catalogue.setPerfumeArchived(request.params.id, false, request.adminId));

    serve(app, listAdminIngredients, async () => catalogue.adminIngredients());

    serve(app, createIngredient, async (request, reply) => reply.status(201).send(await catalogue.createIngredient(request.body, request.adminId)));

    serve(app, updateIngredient, async (request) => catalogue.updateIngredient(request.params.id, request.body, request.adminId));

    serve(app, archiveIngredient, async (request) => catalogue.setIngredientArchived(request.params.id, true, request.adminId));

    serve(app, restoreIngredient, async (request) => catalogue.setIngredientArchived(request.params.id, false, request.adminId));
  };
