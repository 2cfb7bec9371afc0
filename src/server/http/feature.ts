import type { FastifyPluginAsync } from 'fastify';

/** A routes plugin made from the services it names (`({ cart }) => plugin`): a feature never sees the others. */
type RoutesFrom<S> = (services: S) => FastifyPluginAsync;

/**
 * What one feature of the server contributes to the app, declared in its own folder's `feature.ts` and listed
 * once in `src/server/features.ts`: its routes for the shop, and its back-office routes, which `admin/routes.ts`
 * registers behind the one staff gate. `S` is checked there against the app's services (a feature's file names
 * only the services its plugins read, so it imports none of the others).
 */
export interface Feature<S = never> {
  /** Its folder under src/server. */
  name: string;
  /** Routes for the shop (shoppers signed in or not, staff through `request.staffMay()`). */
  routes?: readonly RoutesFrom<S>[];
  /** Back-office routes (`/api/admin/…`): each declares its permission, checked by the back-office gate. */
  adminRoutes?: readonly RoutesFrom<S>[];
}
