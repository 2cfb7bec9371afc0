import type { Feature } from '../http/feature';
import { atelierAdminRoutes, atelierRoutes } from './routes';

export const atelierFeature = {
  name: 'atelier',
  routes: [atelierRoutes],
  adminRoutes: [atelierAdminRoutes],
} satisfies Feature;
