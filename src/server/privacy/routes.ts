import type { FastifyPluginAsync } from 'fastify';
import { deleteAccount, exportAccount } from '../../domain/api/auth';
import type { SessionService } from '../auth/session';
import { serve } from '../http/endpoint';
import type { PrivacyService } from './service';

/** A person's data: downloaded whole, or their account deleted (decision 065). */
export const privacyRoutes =
  ({ privacy, sessions }: { privacy: PrivacyService; sessions: SessionService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, exportAccount, async (request, reply) => {
      const user = await request.requireUser();
      const data = await privacy.exportOf(user);
      const day = data.exportedAt.slice(0, 10);
      // A file to keep, never kept by a cache on the way.
      reply
        .header('content-disposition', `attachment; filename="maison-lumiere-data-${day}.json"`)
        .header('cache-control', 'private, no-store');
      return data;
    });

    serve(app, deleteAccount, async (request, reply) => {
      const user = await request.requireUser();
      await privacy.deleteAccount(user, request.body, request.ip);
      // Its sessions went with the account; the browser's cookies go now.
      await sessions.end(request, reply);
      return { message: 'Your account has been deleted. Thank you for the time you spent with us.' };
    });
  };
