import type { Feature } from '../http/feature';
import { salesAdminRoutes } from './routes';

export const salesFeature = {
  name: 'sales',
  adminRoutes: [salesAdminRoutes],
} satisfies Feature;
