import type { AdminReview, PublicReview } from '../../domain/reviews/schemas';
import type { AdminReviewRow, ReviewRow, reviewsOf } from './repo';

/** A review as the shop shows it, as the back office moderates it, and as its author downloads it. */

export function toPublic(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    longevity: row.longevity,
    sillage: row.sillage,
    seasons: row.seasons,
    body: row.body,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
  };
}

export function toAdmin(row: AdminReviewRow): AdminReview {
  return {
    ...toPublic(row),
    perfumeId: row.perfumeId,
    perfumeName: row.perfumeName,
    status: row.status,
    userId: row.userId,
    orderId: row.orderId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A review as its author downloads it (their data): signed as written, with its perfume's name. */
export function toExport({ review, perfume }: Awaited<ReturnType<typeof reviewsOf>>[number]) {
  return {
    perfume,
    perfumeId: review.perfumeId,
    orderId: review.orderId,
    signedAs: review.author,
    rating: review.rating,
    longevity: review.longevity,
    sillage: review.sillage,
    seasons: review.seasons,
    body: review.body,
    status: review.status,
    reply: review.reply,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}
