import { keepPreviousData, queryOptions, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { EndpointAccess, EndpointShape } from '@/domain/api/endpoint';
import { callPage, isApiError, type ListPage } from '@/client/lib/api';
import { queryKeyOf } from '@/client/lib/query-keys';

/*
 * The back office's lists are read a page at a time by a keyset cursor (domain/shared/paging.ts):
 * the address holds where the page starts (`?after=` the cursor of the row before it, or `?before=`
 * the row after it), beside the list's filters, so a reload, Back or a shared link shows the same
 * page. Changing a filter or the tab drops the cursor: a page belongs to one list.
 */

/** How many rows a back-office page holds (and the most an order's mails can be). */
export const PAGE_SIZE = 50;

/** The address's parameters that name a page. */
export const PAGE_KEYS = ['after', 'before'] as const;

/** Where a page starts: after a cursor (an older page), before one (a newer page), or at the top. */
export type PageCursor = { after: string; before?: never } | { before: string; after?: never } | Record<never, never>;

/** What a cursor looks like (opaque URL-safe base64); anything else is left out rather than sent. */
const CURSOR = /^[A-Za-z0-9_-]{1,120}$/;

/** The page the address names; none (or one that is not a cursor) is the first page. */
export function parsePageCursor(params: URLSearchParams): PageCursor {
  const after = params.get('after');
  if (after && CURSOR.test(after)) return { after };
  const before = params.get('before');
  if (before && CURSOR.test(before)) return { before };
  return {};
}

export const isFirstPage = (cursor: PageCursor) => !('after' in cursor) && !('before' in cursor);

/** The page's query string moved to `cursor` (the other parameters kept). */
export function withPage(params: URLSearchParams, cursor: PageCursor): URLSearchParams {
  const next = withoutPage(params);
  if ('after' in cursor && cursor.after) next.set('after', cursor.after);
  else if ('before' in cursor && cursor.before) next.set('before', cursor.before);
  return next;
}

/** The page's query string back on the first page: what a change of filter does. */
export function withoutPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PAGE_KEYS) next.delete(key);
  return next;
}

/** The page the address names, as a panel reads it. */
export function usePageCursor(): PageCursor {
  const [params] = useSearchParams();
  return parsePageCursor(params);
}

/** A newest-first list endpoint read a page at a time, narrowed by the rest of its query (`F`). */
type PagedEndpoint<T, F> = Omit<EndpointShape, 'query' | 'responses' | 'paged'> &
  EndpointAccess & {
    method: 'GET';
    paged: true;
    query: z.ZodType<unknown, F>;
    responses: { 200: z.ZodType<T[]> };
  };

/**
 * One page of a newest-first list, narrowed by `filter` (query parameters, empty ones left out),
 * starting at `cursor`. Kept under `[path, 'paged', filter, cursor]`, so invalidating `[path]`
 * refreshes every page of every filtered list.
 */
export const pagedList = <T extends { id: number }, F extends object>(
  declaration: PagedEndpoint<T, F>,
  filter: F,
  cursor: PageCursor,
) => {
  // The query reads as an object here: the filter is checked against the declaration where the list is made.
  const list: PagedEndpoint<T, object> = declaration;
  return queryOptions({
    queryKey: queryKeyOf(list, 'paged', filter, cursor),
    queryFn: ({ signal }): Promise<ListPage<T[]>> =>
      callPage(list, { query: { ...filter, ...cursor, limit: PAGE_SIZE } }, { signal }),
  });
};

/** The queries' shape of a page (what `setQueriesData` finds under `[path, 'paged']`). */
export type PagedData<T> = ListPage<T[]>;

/**
 * A page of a list with its rows (`items`), its neighbours and the list's total (`page`). The page
 * on screen stays while the next one (or another filter's first) loads: `isPlaceholderData` says so.
 */
export function usePagedRows<T extends { id: number }, K extends QueryKey>(
  options: UseQueryOptions<PagedData<T>, Error, PagedData<T>, K>,
) {
  const query = useQuery({ placeholderData: keepPreviousData, ...options });
  return { ...query, items: query.data?.rows ?? [], page: query.data };
}

/** What the page controls read of a paged list. */
export interface PagedRows {
  page: ListPage<readonly unknown[]> | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/**
 * Which state a paged list is in, in the order a panel shows them: loading, failed, a page the
 * address names that is gone (nothing left on it, or a cursor the server refuses), empty, rows.
 */
export function pagedState(
  list: { isPending: boolean; isError: boolean; error: unknown; items: readonly unknown[] },
  cursor: PageCursor,
): 'loading' | 'error' | 'gone' | 'empty' | 'rows' {
  if (list.isPending) return 'loading';
  const deep = !isFirstPage(cursor);
  if (list.isError && list.items.length === 0) return deep && isApiError(list.error, 400) ? 'gone' : 'error';
  if (list.items.length === 0) return deep ? 'gone' : 'empty';
  return 'rows';
}
