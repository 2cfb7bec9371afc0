import type { FastifyPluginAsync } from 'fastify';
import { getShippingCountries, getShippingMethods } from '../../domain/api/shipping';
import { serve } from '../http/endpoint';
import type { Market } from '../../domain/markets/markets';
import type { ShippingService } from './service';

/** Where the shop ships and how: what the checkout asks before it prices a cart. */
export const shippingRoutes =
  ({
    shipping,
    markets,
  }: {
    shipping: ShippingService;
    /** The markets service, by what is read (the markets feature reads the shipping countries: no cycle). */
    markets: { ofCountry(country: string): Promise<Market>; byDefault(): Promise<Market> };
  }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getShippingCountries, async () => shipping.countries());
    // Priced in the shipping country's market (decision 070): the checkout confirms the market by the country.
    serve(app, getShippingMethods, async (request) =>
      shipping.methods(request.query.country, request.locale, async (code) => ({
        market: await markets.ofCountry(code),
        baseCurrency: (await markets.byDefault()).currency,
      })),
    );
  };
