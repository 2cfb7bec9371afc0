import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Ingredient, Perfume, PublicConfig } from '@/domain/catalogue';
import { getJson } from './api';

/*
 * The catalogue's queries: key and fetcher together, typed by the domain's answer types. Each key
 * is the resource's path alone, because the server render seeds the cache under exactly that
 * (`setQueryData([path], …)` in entry-server.tsx; app/landing-pages.ts names the paths from here).
 */

const path = <P extends string>(p: P) => [p] as const;

/** GET /api/config: the store currency and the payment provider. */
export const configQuery = () => queryOptions({ queryKey: path('/api/config'), queryFn: getJson<PublicConfig>('/api/config') });

/** GET /api/perfumes: the whole catalogue (20 perfumes); gender filtering happens on the client. */
export const perfumesQuery = () => queryOptions({ queryKey: path('/api/perfumes'), queryFn: getJson<Perfume[]>('/api/perfumes') });

/** GET /api/perfumes/:id. */
export const perfumeQuery = (id: number) => {
  const url = `/api/perfumes/${id}` as const;
  return queryOptions({ queryKey: path(url), queryFn: getJson<Perfume>(url) });
};

/** GET /api/ingredients: the bespoke builder's notes. */
export const ingredientsQuery = () => queryOptions({ queryKey: path('/api/ingredients'), queryFn: getJson<Ingredient[]>('/api/ingredients') });

export const usePerfumes = () => useQuery(perfumesQuery());

/**
 * After the back office changes the catalogue: every storefront query of it (the list, each
 * perfume's page, the ingredients) is read again, at once where shown, else when next shown.
 */
export function invalidateStorefrontCatalogue(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({
    predicate: ({ queryKey: [first] }) => typeof first === 'string' && (first.startsWith('/api/perfumes') || first === '/api/ingredients'),
  });
}
