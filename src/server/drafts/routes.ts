import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { draftKindParam, draftSchema } from '../../domain/draft-schemas';
import { MAX_DRAFT_BYTES } from '../../domain/drafts';
import { noContentSchema } from '../../domain/fields';
import { z } from '../../domain/zod';
import { AppError } from '../http/errors';
import type { DraftService } from './service';

/** The signed-in shopper's builder drafts: `/api/user/drafts/lifestyle` and `/api/user/drafts/bespoke`. */
export const draftRoutes =
  ({ drafts }: { drafts: DraftService }): FastifyPluginAsyncZod =>
  async (app) => {
    const path = '/api/user/drafts/:kind';

    app.get(path, { schema: { params: draftKindParam, response: { 200: draftSchema } } }, async (request) => {
      const user = await request.requireUser();
      const draft = await drafts.get(user.id, request.params.kind);
      if (!draft) throw AppError.notFound('NOT_FOUND', 'No draft is kept for this builder');
      return draft;
    });

    app.put(
      path,
      // The body is checked against the kind's own schema by the service.
      { bodyLimit: MAX_DRAFT_BYTES, schema: { params: draftKindParam, body: z.record(z.string(), z.unknown()), response: { 200: draftSchema } } },
      async (request) => {
        const user = await request.requireUser();
        return drafts.save(user.id, request.params.kind, request.body);
      },
    );

    app.delete(path, { schema: { params: draftKindParam, response: { 204: noContentSchema } } }, async (request, reply) => {
      const user = await request.requireUser();
      await drafts.remove(user.id, request.params.kind);
      return reply.status(204).send(null);
    });
  };
