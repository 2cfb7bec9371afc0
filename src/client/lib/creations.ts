import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createCreation, getCreations } from '@/domain/api/creations';
import type { NewCreation } from '@/domain/creations/schemas';
import { call, fetcher } from './api';
import { invalidate, queryKeyOf } from './query-keys';
import { paths } from '@/domain/pages/paths';

/** Every "My creations" cache entry starts with this path. */

/** Where "My creations" lives: the dashboard's tab. */
export const CREATIONS_HREF = paths.dashboard({ tab: 'creations' });

/** GET /api/user/creations: the signed-in shopper's saved designs, newest first, each priced today. */
export const creationsQuery = (userId: number) =>
  queryOptions({ queryKey: queryKeyOf(getCreations, userId), queryFn: fetcher(getCreations) });

/** POST /api/user/creations. Rejects with the server's reason (an ApiError) for the caller to show. */
export function useSaveCreation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCreation) => call(createCreation, { body: input }),
    onSettled: () => invalidate(qc, getCreations),
  });
}
