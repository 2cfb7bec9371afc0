import type { Feature } from '../http/feature';
import { marketsAdminRoutes, marketsRoutes } from './routes';

export const marketsFeature = {
  name: 'markets',
  routes: [marketsRoutes],
  adminRoutes: [marketsAdminRoutes],
} satisfies Feature;
