import type { FastifyInstance } from 'fastify';

/**
 * Every API route declares its answer (a zod schema from src/domain, which the client infers its
 * types from): a route without one stops the app from being built, so it cannot ship.
 */
export function requireResponseSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    if (!route.schema?.response) throw new Error(`${String(route.method)} ${route.url} declares no response schema`);
  });
}
