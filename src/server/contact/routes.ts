import type { FastifyPluginAsync } from 'fastify';
import { getHouse, sendContactMessage } from '../../domain/api/house';
import { sendCachedJson } from '../http/cached-body';
import { serve } from '../http/endpoint';
import type { SettingsService } from '../settings/service';
import type { ContactService } from './service';

/** How long a browser or a cache may keep the house's details before asking again. */
const HOUSE_MAX_AGE = 60;

/** The house's public contact details, and the contact page's messages (issue #32). */
export const contactRoutes =
  ({ settings, contact }: { settings: SettingsService; contact: ContactService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getHouse, async (request, reply) =>
      sendCachedJson(request, reply, await settings.houseJson(), `public, max-age=${HOUSE_MAX_AGE}`),
    );
    serve(app, sendContactMessage, async (request, reply) =>
      reply.status(202).send(await contact.send(request.body, request.ip, request.locale)),
    );
  };
