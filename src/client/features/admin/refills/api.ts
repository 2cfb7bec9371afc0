import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAdminDashboard, listAdminOrders, listAudit, listMails } from '@/domain/api/admin';
import { listAdminSubscriptions, renewAdminSubscription } from '@/domain/api/refills';
import type { SubscriptionStatus } from '@/domain/refills/schemas';
import { call } from '@/client/lib/api';
import { invalidate } from '@/client/lib/query-keys';
import { pagedList, usePagedRows, type PageCursor } from '../shared/paged-list';

/** A page of the refills, newest first, of one status if asked; read afresh whenever the tab opens (renewals run on their own). */
export const useAdminRefills = (status: SubscriptionStatus | undefined, cursor: PageCursor) =>
  usePagedRows({ ...pagedList(listAdminSubscriptions, status ? { status } : {}, cursor), staleTime: 0 });

/**
 * Bills a refill's next delivery now: a paid order with its invoice. The refills (its cycle and next date moved),
 * the orders, the figures, the mails and the log are read again.
 */
export function useBillNow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(renewAdminSubscription, { params: { id } }),
    onSettled: () =>
      void invalidate(qc, listAdminSubscriptions, listAdminOrders, getAdminDashboard, listMails, listAudit),
  });
}
