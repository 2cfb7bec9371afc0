import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminDashboard } from '@/domain/api/admin';
import { fetcher } from '@/client/lib/api';

/** The overview's figures, the recent orders and 30 days of revenue. */
const adminDashboardQuery = () =>
  queryOptions({ queryKey: [getAdminDashboard.path] as const, queryFn: fetcher(getAdminDashboard) });

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}
