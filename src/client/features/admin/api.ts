import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminDashboard,
  AdminOrder,
  AdminOrderSummary,
  AuditEntry,
  MailDetail,
  MailSummary,
  OrderFilter,
  refundResultSchema,
  statusChangeSchema,
} from '@/domain/admin';
import type { User } from '@/domain/auth';
import type { OrderStatus } from '@/domain/checkout';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, errorMessage, getJson, isApiError } from '@/client/lib/api';
import { invalidateStorefrontCatalogue } from '@/client/lib/catalogue-queries';
import { anyWaiting } from './mail-format';
import { filterSearch } from './order-filter';

export const DASHBOARD_PATH = '/api/admin/dashboard';
const ORDERS_PATH = '/api/admin/orders';
const USERS_PATH = '/api/admin/users';
const MAILS_PATH = '/api/admin/mails';
export const AUDIT_PATH = '/api/admin/audit';
export const PERFUMES_PATH = '/api/admin/perfumes';

const PAGE_SIZE = 50;

/** GET /api/admin/dashboard: the overview's figures, the recent orders and 30 days of revenue. */
const adminDashboardQuery = () =>
  queryOptions({ queryKey: [DASHBOARD_PATH] as const, queryFn: getJson<AdminDashboard>(DASHBOARD_PATH) });

/**
 * A newest-first list read 50 at a time with offset paging, narrowed by `filter` (query
 * parameters, empty ones left out). The pages live inside one infinite query under
 * `[path, 'paged', filter]`, so invalidating `[path]` refreshes every filtered list.
 */
const pagedList = <T extends { id: number }>(path: string, filter: Record<string, string | undefined> = {}) => {
  const extra = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return infiniteQueryOptions({
    queryKey: [path, 'paged', filter] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<T[]>('GET', `${path}?limit=${PAGE_SIZE}&offset=${pageParam}${extra ? `&${extra}` : ''}`, undefined, { signal }),
    getNextPageParam: (last: T[], _all: T[][], lastOffset: number) => (last.length < PAGE_SIZE ? undefined : lastOffset + PAGE_SIZE),
  });
};

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}

/** A paged list's rows in order; a row created between two page loads shifts the offsets, so none is shown twice. */
function usePagedRows<T extends { id: number }>(options: ReturnType<typeof pagedList<T>>) {
  const query = useInfiniteQuery(options);
  const seen = new Set<number>();
  const items = (query.data?.pages.flat() ?? []).filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
  return { ...query, items };
}

/** GET /api/admin/orders?status=&from=&to=&q=, page by page; the last list stays on screen while another filter loads. */
export const useAdminOrders = (filter: OrderFilter = {}) =>
  usePagedRows({ ...pagedList<AdminOrderSummary>(ORDERS_PATH, filter), placeholderData: keepPreviousData });
/** GET /api/admin/users, page by page. */
export const useAdminUsers = () => usePagedRows(pagedList<User>(USERS_PATH));
/** GET /api/admin/audit?entity=, page by page, newest first; read afresh whenever the tab opens. */
export const useAdminAudit = (entity?: AuditEntry['entity']) =>
  usePagedRows({ ...pagedList<AuditEntry>(AUDIT_PATH, { entity }), staleTime: 0 });

/** GET /api/admin/orders.csv with the list's filters: the same orders, as a spreadsheet. */
export const ordersCsvUrl = (filter: OrderFilter) => {
  const search = filterSearch(filter);
  return `${ORDERS_PATH}.csv${search ? `?${search}` : ''}`;
};

/** GET /api/admin/orders/{id}: one order with its payment and status history. */
const adminOrderQuery = (id: number) => {
  const url = `${ORDERS_PATH}/${id}`;
  return queryOptions({ queryKey: [ORDERS_PATH, 'order', id] as const, queryFn: getJson<AdminOrder>(url), staleTime: 0 });
};

export const useAdminOrder = (id: number) => useQuery(adminOrderQuery(id));

/** Waiting mails go out within seconds (or never, without SMTP): the lists showing one look again every 10 s. */
const WAITING_POLL_MS = 10_000;

/**
 * GET /api/admin/mails, page by page, newest first. Read afresh whenever the Mail tab opens, and
 * every 10 s while a mail shown is still waiting.
 */
export function useAdminMails() {
  return usePagedRows({
    ...pagedList<MailSummary>(MAILS_PATH),
    staleTime: 0,
    refetchInterval: (query) => (anyWaiting(query.state.data?.pages.flat()) ? WAITING_POLL_MS : false),
  });
}

/** GET /api/admin/mails/{id}: one mail with its HTML and text parts. */
const mailQuery = (id: number) => {
  const url = `${MAILS_PATH}/${id}`;
  return queryOptions({ queryKey: [MAILS_PATH, 'mail', id] as const, queryFn: getJson<MailDetail>(url), staleTime: 0 });
};

export const useMail = (id: number) => useQuery(mailQuery(id));

/** GET /api/admin/mails?orderId=: one order's mails (an order has a handful at most), loaded once `enabled`. */
const orderMailsQuery = (orderId: number) => {
  const url = `${MAILS_PATH}?orderId=${orderId}&limit=${PAGE_SIZE}`;
  return queryOptions({ queryKey: [MAILS_PATH, 'order', orderId] as const, queryFn: getJson<MailSummary[]>(url) });
};

export const useOrderMails = (orderId: number, enabled: boolean) => useQuery({ ...orderMailsQuery(orderId), enabled });

/** After an order changed: its lists, its view, the figures, its mails and the activity log are read again. */
function refreshAfterOrderChange(qc: QueryClient) {
  // Not awaited: the controls are usable again while the lists refresh.
  void qc.invalidateQueries({ queryKey: [ORDERS_PATH] });
  void qc.invalidateQueries({ queryKey: [DASHBOARD_PATH] });
  void qc.invalidateQueries({ queryKey: [MAILS_PATH] });
  void qc.invalidateQueries({ queryKey: [AUDIT_PATH] });
}

/** The words of a refusal the admin can act on (409: "cannot ship an unpaid order"), else the spec's. */
export const statusFailure = (error: unknown) =>
  isApiError(error, 409) ? errorMessage(error, 'Failed to update order status') : 'Failed to update order status';

/** Sets one order's status; on success the order lists and the dashboard figures are refreshed. */
export function useUpdateOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: { orderId: number; status: OrderStatus; carrier?: string; trackingNumber?: string }) =>
      apiRequest<z.infer<typeof statusChangeSchema>>('PUT', `/api/admin/order/${orderId}/status`, body),
    onSuccess: (change) => {
      // Show the new status at once in every list and view holding the order, then fetch the authoritative ones.
      qc.setQueriesData<{ pages: AdminOrderSummary[][] }>({ queryKey: [ORDERS_PATH, 'paged'] }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.map((o) => (o.id === change.id ? { ...o, status: change.status } : o))) } : data,
      );
      qc.setQueryData<AdminOrder>(adminOrderQuery(change.id).queryKey, (order) => (order ? { ...order, status: change.status } : order));
      toast({ variant: 'success', title: 'Order updated', description: 'Order status has been updated successfully' });
      refreshAfterOrderChange(qc);
      // Cancelling or reopening an order gives bottles back or takes them.
      void qc.invalidateQueries({ queryKey: [PERFUMES_PATH] });
      void invalidateStorefrontCatalogue(qc);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Update failed', description: statusFailure(error) });
    },
  });
}

/** POST /api/admin/order/{id}/refund: the payment goes back through its provider; the bottles return to stock if asked. */
export function useRefundOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, restock }: { orderId: number; restock: boolean }) =>
      apiRequest<z.infer<typeof refundResultSchema>>('POST', `/api/admin/order/${orderId}/refund`, { restock }),
    onSuccess: (result) => {
      qc.setQueryData<AdminOrder>(adminOrderQuery(result.id).queryKey, (order) =>
        order ? { ...order, status: result.status, paymentStatus: result.paymentStatus, refundedAt: result.refundedAt } : order,
      );
      refreshAfterOrderChange(qc);
      if (result.restocked) {
        void qc.invalidateQueries({ queryKey: [PERFUMES_PATH] });
        void invalidateStorefrontCatalogue(qc);
      }
    },
  });
}
