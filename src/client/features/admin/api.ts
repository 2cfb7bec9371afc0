import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminDashboard, MailDetail, MailSummary, statusChangeSchema } from '@/domain/admin';
import type { User } from '@/domain/auth';
import type { Order, OrderStatus } from '@/domain/checkout';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, getJson } from '@/client/lib/api';
import { anyWaiting } from './mail-format';

const DASHBOARD_PATH = '/api/admin/dashboard';
const ORDERS_PATH = '/api/admin/orders';
const USERS_PATH = '/api/admin/users';
const MAILS_PATH = '/api/admin/mails';

const PAGE_SIZE = 50;

/** GET /api/admin/dashboard: the overview's figures, the recent orders and 30 days of revenue. */
const adminDashboardQuery = () =>
  queryOptions({ queryKey: [DASHBOARD_PATH] as const, queryFn: getJson<AdminDashboard>(DASHBOARD_PATH) });

/**
 * A newest-first list read 50 at a time with offset paging. The pages live inside one infinite
 * query under `[path, 'paged']`, so invalidating `[path]` refreshes them all.
 */
const pagedList = <T extends { id: number }>(path: string) =>
  infiniteQueryOptions({
    queryKey: [path, 'paged'] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => apiRequest<T[]>('GET', `${path}?limit=${PAGE_SIZE}&offset=${pageParam}`, undefined, { signal }),
    getNextPageParam: (last: T[], _all: T[][], lastOffset: number) => (last.length < PAGE_SIZE ? undefined : lastOffset + PAGE_SIZE),
  });

/** GET /api/admin/orders, page by page. */
const adminOrdersQuery = () => pagedList<Order>(ORDERS_PATH);
/** GET /api/admin/users, page by page. */
const adminUsersQuery = () => pagedList<User>(USERS_PATH);

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

export const useAdminOrders = () => usePagedRows(adminOrdersQuery());
export const useAdminUsers = () => usePagedRows(adminUsersQuery());

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

/** Sets one order's status; on success the order list and the dashboard figures are refreshed. */
export function useUpdateOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: { orderId: number; status: OrderStatus; carrier?: string; trackingNumber?: string }) =>
      apiRequest<z.infer<typeof statusChangeSchema>>('PUT', `/api/admin/order/${orderId}/status`, body),
    onSuccess: (change) => {
      // Show the new status at once, then fetch the authoritative lists.
      qc.setQueryData(adminOrdersQuery().queryKey, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => page.map((o) => (o.id === change.id ? { ...o, status: change.status } : o))) }
          : data,
      );
      toast({ variant: 'success', title: 'Order updated', description: 'Order status has been updated successfully' });
      // Not awaited: the control is usable again while the lists refresh.
      void qc.invalidateQueries({ queryKey: [ORDERS_PATH] });
      void qc.invalidateQueries({ queryKey: [DASHBOARD_PATH] });
      // Shipping or cancelling an order writes a mail.
      void qc.invalidateQueries({ queryKey: [MAILS_PATH] });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Update failed', description: 'Failed to update order status' });
    },
  });
}
