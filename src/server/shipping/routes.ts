import type { FastifyPluginAsync } from 'fastify';
import { getShippingCountries, getShippingMethods } from '../../domain/api/shipping';
import { serve } from '../http/endpoint';
import type { ShippingService } from './service';

/** Where the shop ships and how: what the checkout asks before it prices a cart. */
export const shippingRoutes =
  ({ shipping }: { shipping: ShippingService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getShippingCountries, async () => shipping.countries());
    serve(app, getShippingMethods, async (request) => shipping.methods(request.query.country, request.locale));
  };
