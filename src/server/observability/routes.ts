import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../http/errors';
import type { MetricsService } from './service';

/**
 * `GET /metrics` (DESIGN §4 "Operating"): 404 without METRICS_TOKEN, 401 without the token as a bearer, else
 * Prometheus' text. Outside /api: a scraper's address, not the shop's API (it is not in the OpenAPI document).
 */
export const metricsRoutes =
  ({ metrics }: { metrics: MetricsService }): FastifyPluginAsync =>
  async (app) => {
    app.get('/metrics', async (request, reply) => {
      if (!metrics.enabled) throw AppError.notFound();
      if (!metrics.authorized(request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw AppError.unauthorized();
      }
      const { contentType, text } = await metrics.scrape();
      return reply.type(contentType).header('cache-control', 'no-store').send(text);
    });
  };
