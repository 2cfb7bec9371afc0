import type { FastifyPluginAsync } from 'fastify';
import { addOrderNote, listOrderNotes } from '../../domain/api/customers';
import { serve } from '../http/endpoint';
import type { OrderNotes } from './notes';

/** An order's internal notes: registered inside the back-office routes, behind their gate (`request.adminId`). */
export const orderNoteAdminRoutes =
  ({ orderNotes }: { orderNotes: OrderNotes }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listOrderNotes, async (request) => orderNotes.list(request.params.id));

    serve(app, addOrderNote, async (request, reply) =>
      reply.status(201).send(await orderNotes.add(request.params.id, request.body.body, request.adminId)),
    );
  };
