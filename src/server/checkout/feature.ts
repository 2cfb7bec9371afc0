import type { Feature } from '../http/feature';
import { checkoutRoutes } from './routes';

export const checkoutFeature = {
  name: 'checkout',
  routes: [checkoutRoutes],
} satisfies Feature;
