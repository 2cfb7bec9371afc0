import type { Feature } from '../http/feature';
import { housePageRoutes, housePagesAdminRoutes } from './routes';

export const housePagesFeature = {
  name: 'house-pages',
  routes: [housePageRoutes],
  adminRoutes: [housePagesAdminRoutes],
} satisfies Feature;
