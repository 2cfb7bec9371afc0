import type { Feature } from '../http/feature';
import { staffAdminRoutes, staffRoutes } from './routes';

export const staffFeature = {
  name: 'staff',
  routes: [staffRoutes],
  adminRoutes: [staffAdminRoutes],
} satisfies Feature;
