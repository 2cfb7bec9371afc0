import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAudit } from '@/domain/api/admin';
import {
  changeWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  registerWebhook,
  retryWebhookDelivery,
} from '@/domain/api/webhooks';
import type { WebhookDelivery, WebhookEndpoint, WebhookRegistration } from '@/domain/webhooks/schemas';
import { call, callPage, fetcher } from '@/client/lib/api';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';
import { PAGE_SIZE, usePagedRows, type PageCursor, type PagedData } from '../shared/paged-list';

/** The endpoints, newest first: a short list, read whole, afresh whenever the tab opens (failures move their state). */
const webhooksQuery = queryOptions({
  queryKey: queryKeyOf(listWebhooks),
  queryFn: fetcher(listWebhooks),
  staleTime: 0,
});

export const useWebhooks = () => useQuery(webhooksQuery);

/**
 * A page of one endpoint's deliveries, newest first, from `cursor` (the sheet's address); read afresh on each
 * opening (the worker moves them). Kept under `[path, id, 'paged', cursor]`: invalidating the path reaches them all.
 */
export const useWebhookDeliveries = (id: number, cursor: PageCursor) =>
  usePagedRows({
    queryKey: queryKeyOf(listWebhookDeliveries, id, 'paged', cursor),
    queryFn: ({ signal }): Promise<PagedData<WebhookDelivery>> =>
      callPage(listWebhookDeliveries, { params: { id }, query: { ...cursor, limit: PAGE_SIZE } }, { signal }),
    staleTime: 0,
  });

/** The endpoint as the server now holds it, in the list at once; then the list and the log read again. */
function useAfterChange() {
  const qc = useQueryClient();
  return (changed?: WebhookEndpoint) => {
    if (changed)
      qc.setQueryData(webhooksQuery.queryKey, (list) => list?.map((e) => (e.id === changed.id ? changed : e)));
    void invalidate(qc, listWebhooks, listAudit);
  };
}

/**
 * Registers an endpoint: first in the list at once, without its secret (the answer's, which the page shows once and
 * never keeps); then the list is read again.
 */
export function useRegisterWebhook() {
  const qc = useQueryClient();
  const after = useAfterChange();
  return useMutation({
    mutationFn: (body: WebhookRegistration) => call(registerWebhook, { body }),
    onSuccess: ({ secret: _secret, ...added }) => {
      qc.setQueryData(webhooksQuery.queryKey, (list) => (list ? [added, ...list] : list));
      after();
    },
  });
}

/** Enables an endpoint again (its deliveries given up meanwhile are sent again), or disables it. */
export function useChangeWebhook(id: number) {
  const qc = useQueryClient();
  const after = useAfterChange();
  return useMutation({
    mutationFn: (enabled: boolean) => call(changeWebhook, { params: { id }, body: { enabled } }),
    onSuccess: (changed) => {
      after(changed);
      void invalidate(qc, listWebhookDeliveries);
    },
  });
}

/** Removes an endpoint: the list is read again (its sheet, closing, keeps showing it meanwhile). */
export function useRemoveWebhook(id: number) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: () => call(deleteWebhook, { params: { id } }),
    onSuccess: () => after(),
  });
}

/** Posts a delivery again now (same `webhook-id`): its row, and the endpoint's state, read again. */
export function useRedeliver(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => call(retryWebhookDelivery, { params: { id, deliveryId } }),
    onSettled: () => void invalidate(qc, listWebhookDeliveries, listWebhooks),
  });
}
