import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHouseFacts, getHousePage } from '@/domain/api/pages';
import type { HousePageSlug } from '@/domain/pages/house-text';
import { fetcher } from './api';
import { queryKeyOf, urlKeyOf } from './query-keys';

/**
 * GET /api/pages/:slug: a house page (Shipping & Returns, the FAQ, the terms) as the owner wrote it,
 * its facts filled in from the settings. The server renders the client-care pages with it
 * (app/landing-pages.ts); its key is its path, as the server render seeds it.
 */
export const housePageQuery = (slug: HousePageSlug) => {
  const input = { params: { slug } };
  return queryOptions({ queryKey: urlKeyOf(getHousePage, input), queryFn: fetcher(getHousePage, input) });
};

export const useHousePage = (slug: HousePageSlug) => useQuery(housePageQuery(slug));

/** GET /api/house/facts: the facts the house's pages state (the product page's "Shipping from"), server-rendered too. */
export const houseFactsQuery = () =>
  queryOptions({ queryKey: queryKeyOf(getHouseFacts), queryFn: fetcher(getHouseFacts) });
