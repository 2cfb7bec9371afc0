import type { Feature } from '../http/feature';
import { authRoutes } from './routes';
import { securityRoutes } from './security-routes';

export const authFeature = {
  name: 'auth',
  routes: [authRoutes, securityRoutes],
} satisfies Feature;
