import { queryOptions } from '@tanstack/react-query';
import { getSubscription } from '@/domain/api/auth';
import { listMySubscriptions } from '@/domain/api/refills';
import { fetcher } from '@/client/lib/api';
import { queryKeyOf } from '@/client/lib/query-keys';

/** GET /api/user/subscription: the signed-in user's status and plan ("active" while a refill is). */
export const subscriptionQuery = (userId: number) =>
  queryOptions({ queryKey: queryKeyOf(getSubscription, userId), queryFn: fetcher(getSubscription) });

/** GET /api/user/subscriptions: the signed-in user's refills, newest first. */
export const refillsQuery = (userId: number) =>
  queryOptions({ queryKey: queryKeyOf(listMySubscriptions, userId), queryFn: fetcher(listMySubscriptions) });
