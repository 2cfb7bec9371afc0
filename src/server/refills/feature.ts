import type { Feature } from '../http/feature';
import { refillAdminRoutes, refillRoutes } from './routes';

export const refillsFeature = {
  name: 'refills',
  routes: [refillRoutes],
  adminRoutes: [refillAdminRoutes],
} satisfies Feature;
