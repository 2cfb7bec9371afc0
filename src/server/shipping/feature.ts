import type { Feature } from '../http/feature';
import { shippingRoutes } from './routes';

export const shippingFeature = {
  name: 'shipping',
  routes: [shippingRoutes],
} satisfies Feature;
