import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getIngredients, getPerfume, getPerfumeStock, getPerfumes } from '@/domain/api/catalogue';
import { getConfig } from '@/domain/api/system';
import { fetcher } from './api';
import { queryKeyOf, urlKeyOf } from './query-keys';

/*
 * The catalogue's queries: key and fetcher together, typed by the endpoints' declarations. Each key
 * is the resource's path alone, because the server render seeds the cache under exactly that
 * (`setQueryData([path], …)` in entry-server.tsx; app/landing-pages.ts names the paths from here).
 */

/** GET /api/config: the store currency and the payment provider. */
export const configQuery = () => queryOptions({ queryKey: queryKeyOf(getConfig), queryFn: fetcher(getConfig) });

/** GET /api/perfumes: the whole catalogue (20 perfumes); gender filtering happens on the client. */
export const perfumesQuery = () => queryOptions({ queryKey: queryKeyOf(getPerfumes), queryFn: fetcher(getPerfumes) });

/** GET /api/perfumes/:id. */
export const perfumeQuery = (id: number) => {
  const input = { params: { id } };
  return queryOptions({ queryKey: urlKeyOf(getPerfume, input), queryFn: fetcher(getPerfume, input) });
};

/** GET /api/perfumes/:id/stock: each size's "Only N left", read fresh (never server-rendered). */
export const perfumeStockQuery = (id: number) => {
  const input = { params: { id } };
  return queryOptions({
    queryKey: urlKeyOf(getPerfumeStock, input),
    queryFn: fetcher(getPerfumeStock, input),
    staleTime: 15_000,
  });
};

/** GET /api/ingredients: the bespoke builder's notes. */
export const ingredientsQuery = () =>
  queryOptions({ queryKey: queryKeyOf(getIngredients), queryFn: fetcher(getIngredients) });

export const usePerfumes = () => useQuery(perfumesQuery());

/**
 * After the back office changes the catalogue: every storefront query of it (the list, each
 * perfume's page, the ingredients) is read again, at once where shown, else when next shown.
 */
export function invalidateStorefrontCatalogue(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({
    predicate: ({ queryKey: [first] }) =>
      typeof first === 'string' && (first.startsWith(getPerfumes.path) || first === getIngredients.path),
  });
}
