import type { FastifyPluginAsync } from 'fastify';
import { getMarkets } from '../../domain/api/markets';
import { serve } from '../http/endpoint';
import type { MarketsService } from './service';

/** The markets a shopper chooses from (the header's and footer's selector). */
export const marketsRoutes =
  ({ markets }: { markets: MarketsService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getMarkets, async () =>
      (await markets.list()).map(({ code, name, currency, countries, isDefault, dutiesOnDelivery }) => ({
        code,
        name,
        currency,
        countries: [...countries],
        isDefault,
        dutiesOnDelivery,
      })),
    );
  };
