import type { FastifyPluginAsync } from 'fastify';
import { getAdminHousePages, getHouseFacts, getHousePage, updateAdminHousePage } from '../../domain/api/pages';
import { serve } from '../http/endpoint';
import type { HousePagesService } from './service';

/** The house pages as shoppers read them (issue #43). */
export const housePageRoutes =
  ({ housePages }: { housePages: HousePagesService }): FastifyPluginAsync =>
  async (app) => {
    // In the request's language (`?lang=`, else Accept-Language): the owner's words in it, else their English.
    serve(app, getHousePage, async (request) => housePages.page(request.params.slug, request.locale));
    serve(app, getHouseFacts, async (request) => housePages.facts(request.locale));
  };

/** The back office's Pages (registered inside the back-office gate). */
export const housePagesAdminRoutes =
  ({ housePages }: { housePages: HousePagesService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getAdminHousePages, async (request) => housePages.forBackOffice(request.translator.t));
    serve(app, updateAdminHousePage, async (request) =>
      housePages.update(request.params.slug, request.body, request.adminId, request.translator),
    );
  };
