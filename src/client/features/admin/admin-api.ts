import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { User } from '@/domain/auth';
import type { Order, OrderStatus, PaymentStatus } from '@/domain/checkout';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest } from '@/client/lib/api';

/** Query keys are resource paths (the default query function GETs `queryKey[0]`). */
export const adminKeys = {
  dashboard: ['/api/admin/dashboard'] as const,
  orders: ['/api/admin/orders'] as const,
  users: ['/api/admin/users'] as const,
};

export const PAGE_SIZE = 50;

export interface RecentOrder {
  id: number;
  total: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: string;
}

export interface RevenueDay {
  /** YYYY-MM-DD, a UTC calendar day. */
  day: string;
  revenue: number;
  orders: number;
}

export interface AdminDashboard {
  totalUsers: number;
  newUsersThisMonth: number;
  totalOrders: number;
  pendingOrders: number;
  totalRevenue: number;
  paidOrders: number;
  averageOrder: number;
  recentOrders: RecentOrder[];
  revenueLast30Days: RevenueDay[];
}

export function useAdminDashboard() {
  return useQuery<AdminDashboard>({ queryKey: adminKeys.dashboard });
}

/**
 * A newest-first list read 50 at a time with offset paging. Pages live under
 * `[path, offset]`-style keys inside one infinite query, so invalidating `[path]` refreshes them all.
 */
function usePagedList<T extends { id: number }>(path: string) {
  const query = useInfiniteQuery<T[], Error, InfiniteData<T[], number>, readonly [string, 'paged'], number>({
    queryKey: [path, 'paged'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => apiRequest<T[]>('GET', `${path}?limit=${PAGE_SIZE}&offset=${pageParam}`, undefined, { signal }),
    getNextPageParam: (last, _all, lastOffset) => (last.length < PAGE_SIZE ? undefined : lastOffset + PAGE_SIZE),
  });
  // A row created between two page loads shifts the offsets: never show one row twice.
  const seen = new Set<number>();
  const items = (query.data?.pages.flat() ?? []).filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
  return { ...query, items };
}

export const useAdminOrders = () => usePagedList<Order>(adminKeys.orders[0]);
export const useAdminUsers = () => usePagedList<User>(adminKeys.users[0]);

interface StatusChange {
  id: number;
  status: OrderStatus;
  previousStatus: OrderStatus;
}

/** Sets one order's status; on success the order list and the dashboard figures are refreshed (spec §4). */
export function useUpdateOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: number; status: OrderStatus }) =>
      apiRequest<StatusChange>('PUT', `/api/admin/order/${orderId}/status`, { status }),
    onSuccess: (change) => {
      // Show the new status at once, then fetch the authoritative lists.
      qc.setQueriesData<InfiniteData<Order[], number>>({ queryKey: adminKeys.orders }, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => page.map((o) => (o.id === change.id ? { ...o, status: change.status } : o))) }
          : data,
      );
      toast({ variant: 'success', title: 'Order updated', description: 'Order status has been updated successfully' });
      // Not awaited: the control is usable again while the lists refresh.
      void qc.invalidateQueries({ queryKey: adminKeys.orders });
      void qc.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Update failed', description: 'Failed to update order status' });
    },
  });
}
