import type { Feature } from '../http/feature';
import { catalogueAdminRoutes } from './back-office-routes';
import { catalogueRoutes } from './routes';

export const catalogueFeature = {
  name: 'catalogue',
  routes: [catalogueRoutes],
  adminRoutes: [catalogueAdminRoutes],
} satisfies Feature;
