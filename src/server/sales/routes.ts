import type { FastifyPluginAsync } from 'fastify';
import { createAdminSale, deleteAdminSale, getAdminPriceHistory, getAdminSales } from '../../domain/api/sales';
import { serve } from '../http/endpoint';
import { withPageHeaders } from '../http/paging';
import type { SalesService } from './service';

/** The back office's sales and price history (registered inside the back-office gate). */
export const salesAdminRoutes =
  ({ sales }: { sales: SalesService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getAdminSales, async (request, reply) => {
      const { market, ...page } = request.query;
      return withPageHeaders(request, reply, await sales.list(market, page));
    });
    serve(app, createAdminSale, async (request, reply) =>
      reply.status(201).send(await sales.create(request.body, request.adminId)),
    );
    serve(app, deleteAdminSale, async (request, reply) => {
      await sales.end(request.params.id, request.adminId);
      return reply.status(204).send(null);
    });
    serve(app, getAdminPriceHistory, async (request) =>
      sales.history(request.query.market, request.query.perfumeId, request.query.volumeMl),
    );
  };
