import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminDashboard, listAdminOrders, listAudit, listMails } from '@/domain/api/admin';
import {
  changeAdminSubscription,
  getAdminSubscription,
  listAdminSubscriptions,
  renewAdminSubscription,
} from '@/domain/api/refills';
import type { AdminSubscriptionDetail, SubscriptionStatus } from '@/domain/refills/schemas';
import { call, fetcher } from '@/client/lib/api';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';
import { pagedList, usePagedRows, type PageCursor } from '../shared/paged-list';

/** A page of the refills, newest first, of one status if asked; read afresh whenever the tab opens (renewals run on their own). */
export const useAdminRefills = (status: SubscriptionStatus | undefined, cursor: PageCursor) =>
  usePagedRows({ ...pagedList(listAdminSubscriptions, status ? { status } : {}, cursor), staleTime: 0 });

const refillKey = (id: number) => queryKeyOf(getAdminSubscription, id);

/** One refill with every attempt to bill its deliveries; read afresh on each opening (the scheduler moves it). */
export const useAdminRefill = (id: number) =>
  useQuery({ queryKey: refillKey(id), queryFn: fetcher(getAdminSubscription, { params: { id } }), staleTime: 0 });

/**
 * Bills a refill's next delivery now: a paid order with its invoice. The refills (its cycle and next date moved,
 * the list's and its sheet's), the orders, the figures, the mails and the log are read again.
 */
export function useBillNow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(renewAdminSubscription, { params: { id } }),
    onSettled: () =>
      void invalidate(
        qc,
        listAdminSubscriptions,
        getAdminSubscription,
        listAdminOrders,
        getAdminDashboard,
        listMails,
        listAudit,
      ),
  });
}

/** What staff change on a refill: pause it for one to three deliveries, resume it, or cancel it. */
export type RefillChange = { status: 'paused'; pauseCycles: number } | { status: 'active' | 'cancelled' };

/**
 * Pauses, resumes or cancels a refill. Its sheet shows the refill the server answers at once; the list, the
 * figures (active refills, cancellations), the mails (a cancellation is mailed) and the log are read again.
 */
export function useChangeRefill(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: RefillChange) => call(changeAdminSubscription, { params: { id }, body: change }),
    onSuccess: (changed: AdminSubscriptionDetail) => qc.setQueryData(refillKey(id), changed),
    onSettled: () =>
      void invalidate(qc, listAdminSubscriptions, getAdminSubscription, getAdminDashboard, listMails, listAudit),
  });
}
