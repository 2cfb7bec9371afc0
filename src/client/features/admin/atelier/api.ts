import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAdminOrders, listAudit } from '@/domain/api/admin';
import {
  getAtelierInfo,
  getWorkOrder,
  listWorkOrders,
  setAtelierSettings,
  setWorkOrderStatus,
} from '@/domain/api/atelier';
import type { WorkOrder, WorkOrderDetail } from '@/domain/atelier/schemas';
import type { WorkOrderStatus } from '@/domain/atelier/work-orders';
import { call, fetcher } from '@/client/lib/api';
import { atelierInfoQuery } from '@/client/lib/atelier-query';
import { pagedList, usePagedRows, type PageCursor, type PagedData } from '../shared/paged-list';
import type { WorkOrderMove } from './atelier-format';

/** A page of the work orders, oldest first, narrowed to one status if asked; read afresh whenever the tab opens. */
export const useWorkOrders = (status: WorkOrderStatus | undefined, cursor: PageCursor) =>
  usePagedRows({ ...pagedList(listWorkOrders, status ? { status } : {}, cursor), staleTime: 0 });

/** One work order with its history, kept under the list's key (a move refreshes both). */
const workOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [listWorkOrders.path, 'work-order', id] as const,
    queryFn: fetcher(getWorkOrder, { params: { id } }),
    staleTime: 0,
  });

export const useWorkOrder = (id: number) => useQuery(workOrderQuery(id));

/**
 * Moves a work order on to its next step. The answer is the work order as the server now holds it:
 * shown at once in its sheet and in every page listing it, then the lists (a status filter may no
 * longer hold it), the orders and the activity log are read again.
 */
export function useMoveWorkOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: WorkOrderMove }) =>
      call(setWorkOrderStatus, { params: { id }, body: { status } }),
    onSuccess: (changed: WorkOrderDetail) => {
      qc.setQueryData(workOrderQuery(changed.id).queryKey, changed);
      const { events: _events, ...row } = changed;
      qc.setQueriesData<PagedData<WorkOrder>>({ queryKey: [listWorkOrders.path, 'paged'] }, (page) =>
        page ? { ...page, rows: page.rows.map((r) => (r.id === row.id ? row : r)) } : page,
      );
      void qc.invalidateQueries({ queryKey: [listWorkOrders.path] });
      void qc.invalidateQueries({ queryKey: [listAdminOrders.path] });
      void qc.invalidateQueries({ queryKey: [listAudit.path] });
    },
    // Refused (it moved meanwhile, or was cancelled by a refund): what it is now.
    onError: (_error, { id }) => void qc.invalidateQueries({ queryKey: workOrderQuery(id).queryKey }),
  });
}

/** How many days a made-to-order perfume takes (the builders' and the order page's query), read afresh here. */
export const useAtelierInfo = () => useQuery({ ...atelierInfoQuery(), staleTime: 0 });

/** Sets the made-to-order days; every page reading them reads them again. */
export function useSaveAtelierSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (madeToOrderDays: number) => call(setAtelierSettings, { body: { madeToOrderDays } }),
    onSuccess: (saved) => {
      qc.setQueryData(atelierInfoQuery().queryKey, saved);
      void qc.invalidateQueries({ queryKey: [getAtelierInfo.path] });
      void qc.invalidateQueries({ queryKey: [listAudit.path] });
    },
  });
}
