import type { Feature } from '../http/feature';
import { cartRoutes } from './routes';

export const cartFeature = {
  name: 'cart',
  routes: [cartRoutes],
} satisfies Feature;
