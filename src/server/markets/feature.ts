import type { Feature } from '../http/feature';
import { marketsRoutes } from './routes';

export const marketsFeature = {
  name: 'markets',
  routes: [marketsRoutes],
} satisfies Feature;
