import type { Feature } from '../http/feature';
import { marketingRoutes } from './routes';

export const marketingFeature = {
  name: 'marketing',
  routes: [marketingRoutes],
} satisfies Feature;
