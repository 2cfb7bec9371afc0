import type { FastifyPluginAsync } from 'fastify';
import {
  listAdminReturns,
  listOrderReturns,
  refundReturn,
  requestReturn,
  setReturnStatus,
} from '../../domain/api/returns';
import { serve } from '../http/endpoint';
import { withPageHeaders } from '../http/paging';
import type { ReturnService } from './returns';

/** A customer's returns, on the order's own page: the same access as the page (its key, or its signed-in owner). */
export const returnRoutes =
  ({ returns }: { returns: ReturnService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, requestReturn, async (request, reply) => {
      const user = await request.currentUser();
      const created = await returns.request(
        request.params.orderId,
        { key: request.query.key, userId: user?.id },
        request.body,
      );
      return reply.status(201).send(created);
    });

    serve(app, listOrderReturns, async (request, reply) => {
      const user = await request.currentUser();
      reply.header('cache-control', 'private, no-store');
      return returns.ofOrder(request.params.orderId, { key: request.query.key, userId: user?.id });
    });
  };

/** The back office's returns: registered inside the back-office routes, behind their gate (`request.adminId`). */
export const returnAdminRoutes =
  ({ returns }: { returns: ReturnService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listAdminReturns, async (request, reply) => {
      const { status, ...page } = request.query;
      return withPageHeaders(request, reply, await returns.list({ status }, page));
    });

    serve(app, setReturnStatus, async (request) =>
      returns.setStatus(request.params.id, request.body.status, request.body.message, request.adminId),
    );

    serve(app, refundReturn, async (request) =>
      returns.refund(request.params.id, request.body.restock, request.adminId, request.log),
    );
  };
