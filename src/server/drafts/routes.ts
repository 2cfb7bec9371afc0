import type { FastifyPluginAsync } from 'fastify';
import { deleteDraft, getDraft, saveDraft } from '../../domain/api/drafts';
import { MAX_DRAFT_BYTES } from '../../domain/drafts/drafts';
import { serve } from '../http/endpoint';
import type { DraftService } from './service';

/** The signed-in shopper's builder drafts: `/api/user/drafts/lifestyle` and `/api/user/drafts/bespoke`. */
export const draftRoutes =
  ({ drafts }: { drafts: DraftService }): FastifyPluginAsync =>
  async (app) => {
    // No draft is the usual case (a builder opened afresh), not an error: 204, so no console shows a failed request.
    serve(app, getDraft, async (request, reply) => {
      const user = await request.requireUser();
      const draft = await drafts.get(user.id, request.params.kind);
      return draft ?? reply.status(204).send(null);
    });

    // The body is checked against the kind's own schema by the service.
    serve(
      app,
      saveDraft,
      async (request) => {
        const user = await request.requireUser();
        return drafts.save(user.id, request.params.kind, request.body);
      },
      { bodyLimit: MAX_DRAFT_BYTES },
    );

    serve(app, deleteDraft, async (request, reply) => {
      const user = await request.requireUser();
      await drafts.remove(user.id, request.params.kind);
      return reply.status(204).send(null);
    });
  };
