import { createContext, type ReactNode, use } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMarkets } from '@/domain/api/markets';
import type { PageMarket } from '@/domain/shared/server-render';
import { fetcher } from './api';
import { configQuery } from './catalogue-queries';
import { queryKeyOf } from './query-keys';

/*
 * The shopper's market (docs/decisions/070-markets.md): chosen in the header's or footer's selector, remembered in
 * the `market` cookie, which every call to the API carries (the catalogue answers in its currency). The server
 * names it and its currency on the page it sends (`<script type="application/json" id="page-market">`), so the
 * browser's first
 * render writes prices as the server's did. Changing it loads the page anew, as changing the language does: a
 * page is in one market for its life.
 */

export type { PageMarket };

/** The cookie the selector sets (src/server/markets/plugin.ts reads it). */
const MARKET_COOKIE = 'market';
const ONE_YEAR_SECONDS = 31_536_000;

/** The element the server names the page's market in (src/server/pages/shell.ts). */
const MARKET_ID = 'page-market';

const MarketContext = createContext<PageMarket | null>(null);

export function MarketProvider({ market, children }: { market: PageMarket | null; children: ReactNode }) {
  return <MarketContext value={market}>{children}</MarketContext>;
}

/** The market the server named on this page, if it did (a page the dev server sent names none). */
export function pageMarket(doc: Document = document): PageMarket | null {
  const text = doc.getElementById(MARKET_ID)?.textContent;
  if (!text) return null;
  const named = JSON.parse(text) as Partial<PageMarket>;
  return typeof named.code === 'string' && typeof named.currency === 'string'
    ? { code: named.code, currency: named.currency }
    : null;
}

/** The market the `market` cookie names, if any. */
function cookieMarket(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${MARKET_COOKIE}=`));
  return found ? decodeURIComponent(found.slice(MARKET_COOKIE.length + 1)) || undefined : undefined;
}

/** Remembers the shopper's choice for a year, for every page (then the page is loaded anew in it). */
export function rememberMarket(code: string): void {
  document.cookie = `${MARKET_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** GET /api/markets: where the shop sells, in which currency (the selector's list). */
export const marketsQuery = () => queryOptions({ queryKey: queryKeyOf(getMarkets), queryFn: fetcher(getMarkets) });

/**
 * The page's market: the one the server named. A page without one (the dev server's) reads the cookie's among
 * the markets, else the default market, in the shop's currency (GET /api/config) until they are known.
 */
export function useMarket(): PageMarket {
  const named = use(MarketContext);
  const asked = named ? undefined : cookieMarket();
  const { data: markets } = useQuery({ ...marketsQuery(), enabled: asked !== undefined });
  const { data: config } = useQuery({ ...configQuery(), enabled: named === null });
  if (named) return named;
  const found = markets?.find((m) => m.code === asked) ?? markets?.find((m) => m.isDefault);
  return found ? { code: found.code, currency: found.currency } : { code: '', currency: config?.currency ?? 'EUR' };
}
