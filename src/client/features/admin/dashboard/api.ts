import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminDashboard } from '@/domain/api/admin';
import { exportVatReport, getVatReport } from '@/domain/api/books';
import { urlOf } from '@/domain/api/endpoint';
import type { VatReportQuery } from '@/domain/books/schemas';
import { fetcher } from '@/client/lib/api';
import { queryKeyOf } from '@/client/lib/query-keys';

/** The overview's figures, the recent orders and 30 days of revenue. */
const adminDashboardQuery = () =>
  queryOptions({ queryKey: queryKeyOf(getAdminDashboard), queryFn: fetcher(getAdminDashboard) });

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}

/** A quarter's VAT report for the OSS return (issue #43); the last quarter shown stays while another loads. */
export function useVatReport(query: VatReportQuery) {
  return useQuery({
    queryKey: queryKeyOf(getVatReport, query),
    queryFn: fetcher(getVatReport, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The same report as a CSV download. */
export const vatReportCsvUrl = (query: VatReportQuery) => urlOf(exportVatReport, { query });
