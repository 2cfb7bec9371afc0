import type { FastifyPluginAsync } from 'fastify';
import type { Feature } from '../http/feature';

/**
 * The back office: every feature's back-office routes (`adminRoutes` in its feature.ts, listed in
 * src/server/features.ts), registered behind one gate.
 */
export const adminRoutes =
  <S>(features: readonly Feature<S>[], services: S): FastifyPluginAsync =>
  async (app) => {
    // One gate for every back-office route, by the rule every staff branch of the shop follows
    // (SessionService.staffRefusal): 401 signed out, 403 ADMIN_ONLY for a customer, 403
    // TWO_FACTOR_SETUP_REQUIRED for a member who must still set up a second factor, 403 FORBIDDEN for
    // a role without the endpoint's declared permission. Routes read the member from the request.
    app.decorateRequest('adminId', 0);
    app.addHook('onRequest', async (request) => {
      // Every /api/admin route declares its permission (http/route-contract.ts refuses one without).
      const user = await request.requireStaff(request.routeOptions.config.endpoint?.permission);
      request.adminId = user.id;
    });
    for (const feature of features) {
      for (const routes of feature.adminRoutes ?? []) await app.register(routes(services));
    }
  };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member behind a back-office route (set by its gate). */
    adminId: number;
  }
}
