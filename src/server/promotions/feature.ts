import type { Feature } from '../http/feature';
import { promotionAdminRoutes, promotionRoutes } from './routes';

export const promotionsFeature = {
  name: 'promotions',
  routes: [promotionRoutes],
  adminRoutes: [promotionAdminRoutes],
} satisfies Feature;
