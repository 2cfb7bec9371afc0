import type { Feature } from '../http/feature';
import { checkoutAdminRoutes } from './admin-routes';
import { checkoutRoutes } from './routes';

export const checkoutFeature = {
  name: 'checkout',
  routes: [checkoutRoutes],
  adminRoutes: [checkoutAdminRoutes],
} satisfies Feature;
