import type { Feature } from '../http/feature';
import { adminOwnRoutes } from './own-routes';

export const adminFeature = {
  name: 'admin',
  adminRoutes: [adminOwnRoutes],
} satisfies Feature;
