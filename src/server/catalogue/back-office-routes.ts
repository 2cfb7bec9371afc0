import type { FastifyPluginAsync } from 'fastify';
import {
  archiveIngredient,
  archivePerfume,
  createIngredient,
  createPerfume,
  listAdminIngredients,
  listAdminPerfumes,
  listMissingTranslations,
  restoreIngredient,
  restorePerfume,
  updateIngredient,
  updatePerfume,
} from '../../domain/api/admin-catalogue';
import type { CatalogueBackOffice } from './back-office';
import { serve } from '../http/endpoint';

/**
 * The back office's catalogue: create, edit, archive (DELETE) and restore perfumes and
 * ingredients (with their translations), and list the translations still missing. Registered behind the back-office gate; every change is audited and reaches every
 * server process.
 */
export const catalogueAdminRoutes =
  ({ catalogueBackOffice }: { catalogueBackOffice: CatalogueBackOffice }): FastifyPluginAsync =>
  async (app) => {
    const { perfumes, ingredients } = catalogueBackOffice;
    serve(app, listAdminPerfumes, async () => catalogueBackOffice.perfumeList());

    serve(app, createPerfume, async (request, reply) =>
      reply.status(201).send(await perfumes.create(request.body, request.adminId)),
    );

    serve(app, updatePerfume, async (request) => perfumes.update(request.params.id, request.body, request.adminId));

    serve(app, archivePerfume, async (request) => perfumes.setArchived(request.params.id, true, request.adminId));

    serve(app, restorePerfume, async (request) => perfumes.setArchived(request.params.id, false, request.adminId));

    serve(app, listAdminIngredients, async () => ingredients.list());

    serve(app, createIngredient, async (request, reply) =>
      reply.status(201).send(await ingredients.create(request.body, request.adminId)),
    );

    serve(app, updateIngredient, async (request) =>
      ingredients.update(request.params.id, request.body, request.adminId),
    );

    serve(app, listMissingTranslations, async () => catalogueBackOffice.missingTranslations());

    serve(app, archiveIngredient, async (request) => ingredients.setArchived(request.params.id, true, request.adminId));

    serve(app, restoreIngredient, async (request) =>
      ingredients.setArchived(request.params.id, false, request.adminId),
    );
  };
