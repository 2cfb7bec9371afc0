import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAdminOrders, listAudit } from '@/domain/api/admin';
import {
  getAtelierInfo,
  getWorkOrder,
  listWorkOrders,
  getAtelierSettings,
  setAtelierSettings,
  setWorkOrderLots,
  setWorkOrderStatus,
} from '@/domain/api/atelier';
import type { WorkOrder, WorkOrderDetail } from '@/domain/atelier/schemas';
import type { WorkOrderStatus } from '@/domain/atelier/work-orders';
import { call, fetcher } from '@/client/lib/api';
import { atelierInfoQuery } from '@/client/lib/atelier-query';
import { pagedList, usePagedRows, type PageCursor, type PagedData } from '../shared/paged-list';
import type { WorkOrderMove } from './atelier-format';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';

/** A page of the work orders, oldest first, narrowed to one status if asked; read afresh whenever the tab opens. */
export const useWorkOrders = (status: WorkOrderStatus | undefined, cursor: PageCursor) =>
  usePagedRows({ ...pagedList(listWorkOrders, status ? { status } : {}, cursor), staleTime: 0 });

/** One work order with its history, kept under the list's key (a move refreshes both). */
const workOrderQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf(listWorkOrders, 'work-order', id),
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
      qc.setQueriesData<PagedData<WorkOrder>>({ queryKey: queryKeyOf(listWorkOrders, 'paged') }, (page) =>
        page ? { ...page, rows: page.rows.map((r) => (r.id === row.id ? row : r)) } : page,
      );
      void invalidate(qc, listWorkOrders, listAdminOrders, listAudit);
    },
    // Refused (it moved meanwhile, or was cancelled by a refund): what it is now.
    onError: (_error, { id }) => void qc.invalidateQueries({ queryKey: workOrderQuery(id).queryKey }),
  });
}

/**
 * Records the raw-material lots of a work order's lines; the answer is the work order as now held,
 * shown at once, and the activity log is read again.
 */
export function useSaveWorkOrderLots() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lots }: { id: number; lots: Record<string, string> }) =>
      call(setWorkOrderLots, { params: { id }, body: { lots } }),
    onSuccess: (changed: WorkOrderDetail) => {
      qc.setQueryData(workOrderQuery(changed.id).queryKey, changed);
      void invalidate(qc, listAudit);
    },
  });
}

/** The Atelier's settings: the made-to-order days and the rest before bottling. */
const atelierSettingsQuery = () =>
  queryOptions({ queryKey: queryKeyOf(getAtelierSettings), queryFn: fetcher(getAtelierSettings), staleTime: 0 });

export const useAtelierSettings = () => useQuery(atelierSettingsQuery());

/** Sets the made-to-order days (and the rest, if given); every page reading them reads them again. */
export function useSaveAtelierSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: { madeToOrderDays?: number; macerationDays?: number }) =>
      call(setAtelierSettings, { body: settings }),
    onSuccess: (saved) => {
      qc.setQueryData(atelierSettingsQuery().queryKey, saved);
      qc.setQueryData(atelierInfoQuery().queryKey, { madeToOrderDays: saved.madeToOrderDays });
      void invalidate(qc, getAtelierInfo, listAudit);
    },
  });
}
