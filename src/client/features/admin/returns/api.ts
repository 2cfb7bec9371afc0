import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listAdminOrders, listAudit, listMails, getAdminDashboard } from '@/domain/api/admin';
import { listAdminReturns, refundReturn, setReturnStatus } from '@/domain/api/returns';
import type { AdminReturnStatus, ReturnStatus } from '@/domain/returns/returns';
import type { AdminReturn } from '@/domain/returns/schemas';
import { call } from '@/client/lib/api';
import { pagedList, usePagedRows, type PageCursor, type PagedData } from '../shared/paged-list';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';

/** A page of the returns, newest first, narrowed to one status if asked; read afresh whenever the tab opens. */
export const useAdminReturns = (status: ReturnStatus | undefined, cursor: PageCursor) =>
  usePagedRows({ ...pagedList(listAdminReturns, status ? { status } : {}, cursor), staleTime: 0 });

/** The return as the server now holds it, in every page showing it; then the lists, mails and log read again. */
function afterChange(qc: QueryClient, changed: AdminReturn) {
  qc.setQueriesData<PagedData<AdminReturn>>({ queryKey: queryKeyOf(listAdminReturns, 'paged') }, (page) =>
    page ? { ...page, rows: page.rows.map((r) => (r.id === changed.id ? changed : r)) } : page,
  );
  void invalidate(qc, listAdminReturns, listMails, listAudit);
}

/** Approve or refuse (with a message mailed to the customer), or mark the parcel received. */
export function useSetReturnStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, message }: { id: number; status: AdminReturnStatus; message?: string }) =>
      call(setReturnStatus, { params: { id }, body: { status, ...(message ? { message } : {}) } }),
    onSuccess: (changed) => afterChange(qc, changed),
  });
}

/** Refunds a received return in one step; the orders and the figures change with it. */
export function useRefundReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, restock }: { id: number; restock: boolean }) =>
      call(refundReturn, { params: { id }, body: { restock } }),
    onSuccess: (changed) => {
      afterChange(qc, changed);
      void invalidate(qc, listAdminOrders, getAdminDashboard);
    },
  });
}
