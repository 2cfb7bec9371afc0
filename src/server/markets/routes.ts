import type { FastifyPluginAsync } from 'fastify';
import {
  createMarket,
  getAdminMarkets,
  getMarketPrices,
  getMarkets,
  updateMarket,
  updateMarketPrices,
} from '../../domain/api/markets';
import type { AuditService } from '../audit/service';
import type { Config } from '../config';
import type { Store } from '../db/client';
import { serve } from '../http/endpoint';
import { MarketsBackOffice, type PriceSources } from './back-office';
import type { MarketsService } from './service';

/** The markets a shopper chooses from (the header's and footer's selector). */
export const marketsRoutes =
  ({ markets }: { markets: MarketsService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getMarkets, async (request) => markets.answers(request.locale));
  };

/** The back office's Markets: the markets and their price lists (registered inside the back-office gate). */
export const marketsAdminRoutes =
  ({
    store,
    markets,
    audit,
    catalogueBackOffice,
    settings,
    promotions,
    config,
  }: {
    store: Store;
    markets: MarketsService;
    audit: AuditService;
    catalogueBackOffice: PriceSources['catalogueBackOffice'];
    settings: PriceSources['settings'];
    promotions: PriceSources['promotions'];
    config: Pick<Config, 'samplePriceCents'>;
  }): FastifyPluginAsync =>
  async (app) => {
    const office = new MarketsBackOffice({
      db: store.db,
      markets,
      audit,
      sources: { catalogueBackOffice, settings, promotions, samplePriceCents: config.samplePriceCents },
    });
    serve(app, getAdminMarkets, async () => office.list());
    serve(app, createMarket, async (request, reply) =>
      reply.status(201).send(await office.create(request.body, request.adminId)),
    );
    serve(app, updateMarket, async (request) => office.update(request.params.code, request.body, request.adminId));
    serve(app, getMarketPrices, async (request) => office.prices(request.params.code));
    serve(app, updateMarketPrices, async (request) =>
      office.setPrices(request.params.code, request.body, request.adminId),
    );
  };
