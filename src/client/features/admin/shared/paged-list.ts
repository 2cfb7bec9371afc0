import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EndpointDeclaration } from '@/domain/api/endpoint';
import { call } from '@/client/lib/api';

/** How many rows a paged list reads at a time (and the most an order's mails can be). */
export const PAGE_SIZE = 50;

/** A newest-first list endpoint read `?limit=&offset=` at a time, narrowed by the rest of its query (`F`). */
type PagedEndpoint<T, F> = Omit<EndpointDeclaration, 'query' | 'responses'> & {
  method: 'GET';
  query: z.ZodType<unknown, F>;
  responses: { 200: z.ZodType<T[]> };
};

/**
 * A newest-first list read 50 at a time with offset paging, narrowed by `filter` (query
 * parameters, empty ones left out). The pages live inside one infinite query under
 * `[path, 'paged', filter]`, so invalidating `[path]` refreshes every filtered list.
 */
export const pagedList = <T extends { id: number }, F extends object>(declaration: PagedEndpoint<T, F>, filter: F) => {
  // The query reads as an object here: the filter is checked against the declaration where the list is made.
  const list: PagedEndpoint<T, object> = declaration;
  return infiniteQueryOptions({
    queryKey: [list.path, 'paged', filter] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(list, { query: { ...filter, limit: PAGE_SIZE, offset: pageParam } }, { signal }),
    getNextPageParam: (last: T[], _all: T[][], lastOffset: number) =>
      last.length < PAGE_SIZE ? undefined : lastOffset + PAGE_SIZE,
  });
};

/** A paged list's rows in order; a row created between two page loads shifts the offsets, so none is shown twice. */
export function usePagedRows<T extends { id: number }, F extends object>(options: ReturnType<typeof pagedList<T, F>>) {
  const query = useInfiniteQuery(options);
  const seen = new Set<number>();
  const items = (query.data?.pages.flat() ?? []).filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
  return { ...query, items };
}

/** What a panel reads of a paged list to show how many rows it holds and to load more. */
export interface PagedRows {
  items: readonly unknown[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}
