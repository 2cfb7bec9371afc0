import type { Feature } from '../http/feature';
import { systemRoutes } from './routes';

export const systemFeature = {
  name: 'system',
  routes: [systemRoutes],
} satisfies Feature;
