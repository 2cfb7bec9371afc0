import type { FastifyPluginAsync } from 'fastify';
import { refundOrder } from '../../domain/api/admin';
import { serve } from '../http/endpoint';
import type { CheckoutService } from './service';

/** The back office's refunds: the provider gives the money back, the orders feature records it (refunding.ts). */
export const checkoutAdminRoutes =
  ({ checkout }: { checkout: CheckoutService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, refundOrder, async (request) =>
      checkout.refundLines(request.params.orderId, request.body, request.adminId, request.log),
    );
  };
