import type { Feature } from '../http/feature';
import { mailAdminRoutes } from './admin-routes';

export const mailFeature = {
  name: 'mail',
  adminRoutes: [mailAdminRoutes],
} satisfies Feature;
