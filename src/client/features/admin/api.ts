import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminOrder, AdminOrderSummary, AuditEntry, OrderFilter } from '@/domain/admin';
import {
  exportAdminOrders,
  getAdminDashboard,
  getAdminOrder,
  getMail,
  listAdminOrders,
  listAdminUsers,
  listAudit,
  listMails,
  refundOrder,
  setOrderStatus,
} from '@/domain/api/admin';
import { listAdminPerfumes } from '@/domain/api/admin-catalogue';
import { urlOf, type EndpointDeclaration } from '@/domain/api/endpoint';
import type { OrderStatus } from '@/domain/checkout';
import { toast } from '@/client/lib/toast';
import { call, errorMessage, fetcher, isApiError } from '@/client/lib/api';
import { invalidateStorefrontCatalogue } from '@/client/lib/catalogue-queries';
import { anyWaiting } from './mail-format';

const PAGE_SIZE = 50;

/** The overview's figures, the recent orders and 30 days of revenue. */
const adminDashboardQuery = () => queryOptions({ queryKey: [getAdminDashboard.path] as const, queryFn: fetcher(getAdminDashboard) });

/** A newest-first list endpoint read `?limit=&offset=` at a time, narrowed by the rest of its query (`F`). */
type PagedEndpoint<T, F> = Omit<EndpointDeclaration, 'query' | 'responses'> & { method: 'GET'; query: z.ZodType<unknown, F>; responses: { 200: z.ZodType<T[]> } };

/**
 * A newest-first list read 50 at a time with offset paging, narrowed by `filter` (query
 * parameters, empty ones left out). The pages live inside one infinite query under
 * `[path, 'paged', filter]`, so invalidating `[path]` refreshes every filtered list.
 */
const pagedList = <T extends { id: number }, F extends object>(declaration: PagedEndpoint<T, F>, filter: F) => {
  // The query reads as an object here: the filter is checked against the declaration where the list is made.
  const list: PagedEndpoint<T, object> = declaration;
  return infiniteQueryOptions({
    queryKey: [list.path, 'paged', filter] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => call(list, { query: { ...filter, limit: PAGE_SIZE, offset: pageParam } }, { signal }),
    getNextPageParam: (last: T[], _all: T[][], lastOffset: number) => (last.length < PAGE_SIZE ? undefined : lastOffset + PAGE_SIZE),
  });
};

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}

/** A paged list's rows in order; a row created between two page loads shifts the offsets, so none is shown twice. */
function usePagedRows<T extends { id: number }, F extends object>(options: ReturnType<typeof pagedList<T, F>>) {
  const query = useInfiniteQuery(options);
  const seen = new Set<number>();
  const items = (query.data?.pages.flat() ?? []).filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
  return { ...query, items };
}

/** The orders (`status`, `from`, `to`, `q`), page by page; the last list stays on screen while another filter loads. */
export const useAdminOrders = (filter: OrderFilter = {}) => usePagedRows({ ...pagedList(listAdminOrders, filter), placeholderData: keepPreviousData });
/** The accounts, page by page. */
export const useAdminUsers = () => usePagedRows(pagedList(listAdminUsers, {}));
/** The activity log (`entity`), page by page, newest first; read afresh whenever the tab opens. */
export const useAdminAudit = (entity?: AuditEntry['entity']) => usePagedRows({ ...pagedList(listAudit, { entity }), staleTime: 0 });

/** The CSV export with the list's filters: the same orders, as a spreadsheet. */
export const ordersCsvUrl = (filter: OrderFilter) => urlOf(exportAdminOrders, { query: filter });

/** One order with its payment and status history (under the orders' key: their invalidation reads it again). */
const adminOrderQuery = (id: number) =>
  queryOptions({ queryKey: [listAdminOrders.path, 'order', id] as const, queryFn: fetcher(getAdminOrder, { params: { id } }), staleTime: 0 });

export const useAdminOrder = (id: number) => useQuery(adminOrderQuery(id));

/** Waiting mails go out within seconds (or never, without SMTP): the lists showing one look again every 10 s. */
const WAITING_POLL_MS = 10_000;

/**
 * The outbox, page by page, newest first. Read afresh whenever the Mail tab opens, and
 * every 10 s while a mail shown is still waiting.
 */
export function useAdminMails() {
  return usePagedRows({
    ...pagedList(listMails, {}),
    staleTime: 0,
    refetchInterval: (query) => (anyWaiting(query.state.data?.pages.flat()) ? WAITING_POLL_MS : false),
  });
}

/** One mail with its HTML and text parts (under the mails' key). */
const mailQuery = (id: number) =>
  queryOptions({ queryKey: [listMails.path, 'mail', id] as const, queryFn: fetcher(getMail, { params: { id } }), staleTime: 0 });

export const useMail = (id: number) => useQuery(mailQuery(id));

/** One order's mails (an order has a handful at most), loaded once `enabled`. */
const orderMailsQuery = (orderId: number) =>
  queryOptions({ queryKey: [listMails.path, 'order', orderId] as const, queryFn: fetcher(listMails, { query: { orderId, limit: PAGE_SIZE } }) });

export const useOrderMails = (orderId: number, enabled: boolean) => useQuery({ ...orderMailsQuery(orderId), enabled });

/** After an order changed: its lists, its view, the figures, its mails and the activity log are read again. */
function refreshAfterOrderChange(qc: QueryClient) {
  // Not awaited: the controls are usable again while the lists refresh.
  void qc.invalidateQueries({ queryKey: [listAdminOrders.path] });
  void qc.invalidateQueries({ queryKey: [getAdminDashboard.path] });
  void qc.invalidateQueries({ queryKey: [listMails.path] });
  void qc.invalidateQueries({ queryKey: [listAudit.path] });
}

/** The words of a refusal the admin can act on (409: "cannot ship an unpaid order"), else the spec's. */
export const statusFailure = (error: unknown) =>
  isApiError(error, 409) ? errorMessage(error, 'Failed to update order status') : 'Failed to update order status';

/** Sets one order's status; on success the order lists and the dashboard figures are refreshed. */
export function useUpdateOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: { orderId: number; status: OrderStatus; carrier?: string; trackingNumber?: string }) =>
      call(setOrderStatus, { params: { orderId }, body }),
    onSuccess: (change) => {
      // Show the new status at once in every list and view holding the order, then fetch the authoritative ones.
      qc.setQueriesData<{ pages: AdminOrderSummary[][] }>({ queryKey: [listAdminOrders.path, 'paged'] }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.map((o) => (o.id === change.id ? { ...o, status: change.status } : o))) } : data,
      );
      qc.setQueryData<AdminOrder>(adminOrderQuery(change.id).queryKey, (order) => (order ? { ...order, status: change.status } : order));
      toast({ variant: 'success', title: 'Order updated', description: 'Order status has been updated successfully' });
      refreshAfterOrderChange(qc);
      // Cancelling or reopening an order gives bottles back or takes them.
      void qc.invalidateQueries({ queryKey: [listAdminPerfumes.path] });
      void invalidateStorefrontCatalogue(qc);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Update failed', description: statusFailure(error) });
    },
  });
}

/** Refunds an order: the payment goes back through its provider; the bottles return to stock if asked. */
export function useRefundOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, restock }: { orderId: number; restock: boolean }) => call(refundOrder, { params: { orderId }, body: { restock } }),
    onSuccess: (result) => {
      qc.setQueryData<AdminOrder>(adminOrderQuery(result.id).queryKey, (order) =>
        order ? { ...order, status: result.status, paymentStatus: result.paymentStatus, refundedAt: result.refundedAt } : order,
      );
      refreshAfterOrderChange(qc);
      if (result.restocked) {
        void qc.invalidateQueries({ queryKey: [listAdminPerfumes.path] });
        void invalidateStorefrontCatalogue(qc);
      }
    },
  });
}
