import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Market } from '../../domain/markets/markets';
import type { MarketsService } from './service';

/** The cookie the header's and footer's selector sets: the shopper's market, remembered (decision 070). */
const MARKET_COOKIE = 'market';

/** `?market=` of a request's URL, if any. */
function askedMarket(request: Pick<FastifyRequest, 'url'>): string | null {
  const at = request.url.indexOf('?');
  return at < 0 ? null : new URLSearchParams(request.url.slice(at + 1)).get('market');
}

/**
 * The market a request reads (decision 070): `?market=`, else the `market` cookie, else the default market;
 * never the address it comes from. `request.market()` resolves it once per request.
 */
export function registerMarkets(app: FastifyInstance, markets: MarketsService): void {
  const resolved = new WeakMap<FastifyRequest, Promise<Market>>();
  app.decorateRequest('market', function (this: FastifyRequest) {
    let market = resolved.get(this);
    if (!market) {
      market = markets.chosen(askedMarket(this), this.cookies[MARKET_COOKIE]);
      resolved.set(this, market);
    }
    return market;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's market: `?market=`, else the `market` cookie, else the default market. */
    market(): Promise<Market>;
  }
}
