import { queryOptions } from '@tanstack/react-query';
import type { Subscription } from '@/domain/auth';
import { getJson } from '@/client/lib/api';

const SUBSCRIPTION_PATH = '/api/user/subscription';

/** GET /api/user/subscription: the signed-in user's status and plan. */
export const subscriptionQuery = (userId: number) =>
  queryOptions({ queryKey: [SUBSCRIPTION_PATH, userId] as const, queryFn: getJson<Subscription>(SUBSCRIPTION_PATH) });
