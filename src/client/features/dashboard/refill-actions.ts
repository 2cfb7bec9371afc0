import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSubscription } from '@/domain/api/auth';
import { changeMySubscription, listMySubscriptions, renewMySubscription } from '@/domain/api/refills';
import type { EndpointInput } from '@/domain/api/endpoint';
import type { RefillSubscription } from '@/domain/refills/schemas';
import { call } from '@/client/lib/api';
import { invalidate } from '@/client/lib/query-keys';

/**
 * A refill's actions (DESIGN §1 "Refills"): a change (skip, pause, resume, interval, cancel) is one PUT, "the next
 * one now" a POST …/renew. Either reads the refills and the tab's status again, whatever the answer: a refusal
 * (locked, ended) means the list on screen was stale.
 */
/** A change as PUT /api/user/subscriptions/:id takes it (the server checks the interval is one it allows). */
export type RefillChange = EndpointInput<typeof changeMySubscription>['body'];

export function useRefillActions(refill: Pick<RefillSubscription, 'id'>) {
  const qc = useQueryClient();
  const refresh = () => invalidate(qc, listMySubscriptions, getSubscription);
  const change = useMutation({
    mutationFn: (body: RefillChange) => call(changeMySubscription, { params: { id: refill.id }, body }),
    onSettled: refresh,
  });
  const renew = useMutation({
    mutationFn: () => call(renewMySubscription, { params: { id: refill.id } }),
    onSettled: refresh,
  });
  return { change, renew };
}

/** Whether changes are closed: from `lockedUntil` (the start of the 48 hours before a renewal) on; cancelling stays open. */
export function isLocked(refill: Pick<RefillSubscription, 'lockedUntil'>, now: number = Date.now()): boolean {
  return refill.lockedUntil !== null && now >= Date.parse(refill.lockedUntil);
}
