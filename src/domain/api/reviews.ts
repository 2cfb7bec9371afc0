import { perfumeIdParam, reviewIdParam } from '../shared/ids';
import { pageQuerySchema } from '../shared/paging';
import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  moderateReviewSchema,
  perfumeReviewsSchema,
  postedReviewSchema,
  reviewEligibilitySchema,
  reviewInputSchema,
} from '../reviews/schemas';
import { endpoint } from './endpoint';

/*
 * Reviews (decision 066): a customer whose paid order of a perfume has shipped reviews
 * it once; the back office approves, hides and replies; the product page shows the approved ones.
 */

const tag = 'Reviews';

export const getPerfumeReviews = endpoint({
  method: 'GET',
  path: '/api/perfumes/:id/reviews',
  tag,
  summary:
    "A perfume's approved reviews, newest first, a page at a time, with the summary of them all (average to one decimal, distribution, longevity and sillage); authors are signed with their first name and initial.",
  params: perfumeIdParam,
  query: pageQuerySchema,
  paged: true,
  responses: { 200: perfumeReviewsSchema },
  errors: { 404: ['PERFUME_NOT_FOUND'] },
});

export const getReviewEligibility = endpoint({
  method: 'GET',
  path: '/api/perfumes/:id/reviews/eligibility',
  tag,
  summary:
    'Whether the shopper may review the perfume: signed in, with a paid order of it that has shipped, and no review of it yet.',
  params: perfumeIdParam,
  responses: { 200: reviewEligibilitySchema },
  errors: { 404: ['PERFUME_NOT_FOUND'] },
});

export const postReview = endpoint({
  method: 'POST',
  path: '/api/perfumes/:id/reviews',
  tag,
  summary:
    'Reviews a perfume the signed-in customer has received (a paid order of it, shipped): once per perfume, a few a day; it waits for approval.',
  auth: 'user',
  params: perfumeIdParam,
  body: reviewInputSchema,
  responses: { 201: postedReviewSchema },
  errors: {
    403: ['REVIEW_NOT_VERIFIED'],
    404: ['PERFUME_NOT_FOUND'],
    409: ['REVIEW_EXISTS'],
    429: ['RATE_LIMITED'],
  },
});

export const listAdminReviews = endpoint({
  method: 'GET',
  path: '/api/admin/reviews',
  tag: 'Back office: reviews',
  summary:
    'The reviews of one status, a page at a time: `pending` (the default) oldest first, as a queue; `approved` and `hidden` newest first.',
  auth: 'admin',
  permission: 'reviews',
  query: adminReviewQuerySchema,
  paged: true,
  responses: { 200: adminReviewListSchema },
});

export const moderateReview = endpoint({
  method: 'PUT',
  path: '/api/admin/reviews/:id',
  tag: 'Back office: reviews',
  summary:
    "Approves or hides a review, with the house's reply (an empty reply removes it); the perfume's summary follows, and the change is in the activity log.",
  auth: 'admin',
  permission: 'reviews',
  params: reviewIdParam,
  body: moderateReviewSchema,
  responses: { 200: adminReviewSchema },
  errors: { 404: ['REVIEW_NOT_FOUND'] },
});
