import type { Feature } from '../http/feature';
import { metricsRoutes } from './routes';

export const observabilityFeature = {
  name: 'observability',
  routes: [metricsRoutes],
} satisfies Feature;
