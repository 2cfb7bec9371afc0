import { queryOptions } from '@tanstack/react-query';
import { getSubscription } from '@/domain/api/auth';
import { fetcher } from '@/client/lib/api';

/** GET /api/user/subscription: the signed-in user's status and plan. */
export const subscriptionQuery = (userId: number) =>
  queryOptions({ queryKey: [getSubscription.path, userId] as const, queryFn: fetcher(getSubscription) });
