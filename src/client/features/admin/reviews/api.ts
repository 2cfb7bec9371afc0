import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listAudit } from '@/domain/api/admin';
import { listAdminReviews, moderateReview } from '@/domain/api/reviews';
import type { ReviewStatus } from '@/domain/reviews/reviews';
import { call, callPage } from '@/client/lib/api';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';

const PAGE_SIZE = 20;

/** One status's reviews, a page at a time (pending: oldest first). */
export const adminReviewsQuery = (status: ReviewStatus) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(listAdminReviews, status),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callPage(listAdminReviews, { query: { status, limit: PAGE_SIZE, after: pageParam } }, { signal }),
    getNextPageParam: (last) => last.next,
  });

export function useModerateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; status: 'approved' | 'hidden'; reply?: string }) =>
      call(moderateReview, { params: { id }, body }),
    onSuccess: () => {
      void invalidate(qc, listAdminReviews, listAudit);
    },
  });
}
