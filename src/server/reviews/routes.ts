import type { FastifyPluginAsync } from 'fastify';
import {
  getPerfumeReviews,
  getReviewEligibility,
  listAdminReviews,
  moderateReview,
  postReview,
} from '../../domain/api/reviews';
import { serve } from '../http/endpoint';
import { withPageHeaders } from '../http/paging';
import type { ReviewService } from './service';

/** The storefront's side: a perfume's approved reviews, whether the shopper may review it, and the review itself. */
export const reviewRoutes =
  ({ reviews }: { reviews: ReviewService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getPerfumeReviews, async (request, reply) => {
      const { summary, ...page } = await reviews.ofPerfume(request.params.id, request.query);
      return { summary, reviews: withPageHeaders(request, reply, page) };
    });

    serve(app, getReviewEligibility, async (request, reply) => {
      const user = await request.currentUser();
      reply.header('cache-control', 'private, no-store');
      return reviews.eligibility(request.params.id, user?.id);
    });

    serve(app, postReview, async (request, reply) => {
      const user = await request.requireUser();
      const posted = await reviews.post(request.params.id, user.id, request.body);
      return reply.status(201).send({ ...posted, message: 'Thank you: your review will appear once approved.' });
    });
  };

/** The back office's reviews (inside the back-office gate, behind the `reviews` permission). */
export const reviewAdminRoutes =
  ({ reviews }: { reviews: ReviewService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listAdminReviews, async (request, reply) => {
      const { status, ...page } = request.query;
      return withPageHeaders(request, reply, await reviews.list(status, page));
    });

    serve(app, moderateReview, async (request) => reviews.moderate(request.params.id, request.body, request.adminId));
  };
