import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminDashboard, statusChangeSchema } from '@/domain/admin';
import type { User } from '@/domain/auth';
import type { Order, OrderStatus } from '@/domain/checkout';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, getJson } from '@/client/lib/api';

const DASHBOARD_PATH = '/api/admin/dashboard';
const ORDERS_PATH = '/api/admin/orders';
const USERS_PATH = '/api/admin/users';

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

/** Sets one order's status; on success the order list and the dashboard figures are refreshed. */
export function useUpdateOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: number; status: OrderStatus }) =>
      apiRequest<z.infer<typeof statusChangeSchema>>('PUT', `/api/admin/order/${orderId}/status`, { status }),
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
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Update failed', description: 'Failed to update order status' });
    },
  });
}
