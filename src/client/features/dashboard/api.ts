import { queryOptions } from '@tanstack/react-query';
import { getSubscription } from '@/domain/api/auth';
import { fetcher } from '@/client/lib/api';
import { queryKeyOf } from '@/client/lib/query-keys';

/** GET /api/user/subscription: the signed-in user's status and plan. */
export const subscriptionQuery = (userId: number) =>
  queryOptions({ queryKey: queryKeyOf(getSubscription, userId), queryFn: fetcher(getSubscription) });
